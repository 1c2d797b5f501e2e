// The live instances of the per-wire entries' environment APIs (./platform, ./envelopes: `useUi()`
// of `@hostbridge/ui-api/platform`, for one), so that peer connectivity, served by the package
// root, speaks on the bridge, and so the wire, the app chose.
import type { Bridge } from "./bridgeOptions";
import type { Casing } from "./casing";
import type { LiveInstance } from "./instanceCache";
import { sameOptions } from "./instanceCache";

/** The live-instance list of each per-wire environment API (an instance leaves it when it ends). */
export const perWireLists: LiveInstance<{ bridge: Bridge<Casing> }>[][] = [];

/**
 * The bridge of the (oldest) live instance that a per-wire entry's environment API
 * (`createEnvironmentApi` of `@hostbridge/transport/platform` or `/envelopes`, as `useUi()` of
 * `@hostbridge/ui-api/platform` is) made with options equal to `options` (see `sameOptions`), else
 * `undefined` (none, or it ended). Peer connectivity speaks on it, so it follows the wire the app
 * chose, and lets it go when that instance ends.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api/platform";
 * import { perWireBridge } from "@hostbridge/transport";
 *
 * const options = { hostOrigin: "https://host.example.com" };
 * const ui = useUi(options);
 * perWireBridge(options) === ui.bridge; // true until ui.dispose()
 * ```
 */
export const perWireBridge = (options: object): Bridge<Casing> | undefined =>
  perWireLists.flat().find((instance) => sameOptions(instance.options, options))?.api.bridge;
