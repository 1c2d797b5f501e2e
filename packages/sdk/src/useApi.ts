import type { JsApiLocation } from "@hostbridge/protocol-types";
import { useAdmin } from "@hostbridge/admin-api";
import type { AdminApi } from "@hostbridge/admin-api";
import { useDsr } from "@hostbridge/dsr-api";
import type { DsrApi } from "@hostbridge/dsr-api";
import { ERROR_CODES, HostBridgeError } from "@hostbridge/transport";
import type { Casing } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import type { UiApi } from "@hostbridge/ui-api";
import { hostApiCache, useHostApi } from "./hostApi";
import type { HostApi, HostApiOptions } from "./hostApi";
import { detectLocation, isJsApiLocation } from "./location";

/** Options of {@link useApi}: the options of every environment's API, plus `location`. */
export type UseApiOptions<
  C extends Casing = "snake",
  L extends JsApiLocation = JsApiLocation,
> = HostApiOptions<C> & {
  /**
   * The environment, when the app knows it. Default: detected (the `jsApiLocation` query parameter,
   * then a same-origin `window.parent.jsApiLocation`, then `impact`).
   */
  location?: L | undefined;
};

/** The API of environment `L`: `UiApi` for `ui`, `AdminApi` for `admin`, `DsrApi` for `dsr`, `HostApi` for `impact`. */
export type ApiForLocation<L extends JsApiLocation, C extends Casing = "snake"> = L extends "ui"
  ? UiApi<C>
  : L extends "admin"
    ? AdminApi<C>
    : L extends "dsr"
      ? DsrApi<C>
      : HostApi<C>;

/**
 * Returns the methods of the environment the app runs in: `useUi()` in `ui`, `useAdmin()` in
 * `admin`, `useDsr()` in `dsr`, `useHostApi()` in `impact` (the canvas), with the same options
 * (`location` and `mode` aside) and the same caching. The environment is the `location` option,
 * else the `jsApiLocation` query parameter of the app's URL, else a same-origin
 * `window.parent.jsApiLocation`, else `impact`. Every API has a `location` field to narrow on.
 *
 * @throws HostBridgeError `INVALID_PAYLOAD` when `location` is not `ui`, `admin`, `dsr` or `impact`
 * @example
 * ```ts
 * import { useApi } from "@hostbridge/sdk";
 *
 * const api = useApi({ hostOrigin: "https://host.example.com" });
 * if (api.location === "admin") console.log(await api.getEnv());
 * else if (api.location === "ui") await api.appLoaded();
 * ```
 */
export function useApi<C extends Casing = "snake", L extends JsApiLocation = JsApiLocation>(
  options?: UseApiOptions<C, L>,
): ApiForLocation<L, C>;
// (the overload above narrows the result by `L`; the location is known only at run time, so the
// implementation returns the union of the four APIs)
export function useApi(
  options: UseApiOptions<Casing> = {},
): UiApi<Casing> | AdminApi<Casing> | DsrApi<Casing> | HostApi<Casing> {
  const { location, mode, ...rest } = options;
  if (location !== undefined && !isJsApiLocation(location)) {
    throw new HostBridgeError(
      ERROR_CODES.INVALID_PAYLOAD,
      `useApi() got location ${JSON.stringify(location)}; expected "ui", "admin", "dsr" or "impact" (or leave it ` +
        "out to detect it from the jsApiLocation query parameter)",
    );
  }
  const where = detectLocation(location);
  return where === "ui"
    ? useUi(rest)
    : where === "admin"
      ? useAdmin(rest)
      : where === "dsr"
        ? useDsr(rest)
        : useHostApi(mode === undefined ? rest : { ...rest, mode });
}

/** An API an app can use: the factories of the sdk, and peer connectivity. */
export type AvailableApi = "useUi" | "useAdmin" | "useDsr" | "useHostApi" | "peerConnectivity";

/** What {@link getAvailableApis} returns. */
export interface AvailableApis {
  /** The detected (or given) environment. */
  location: JsApiLocation;
  /** The APIs that work there. */
  apis: readonly AvailableApi[];
}

const AVAILABLE: Record<JsApiLocation, readonly AvailableApi[]> = {
  ui: ["useUi", "useHostApi", "peerConnectivity"],
  impact: ["useHostApi", "peerConnectivity"],
  admin: ["useAdmin"],
  dsr: ["useDsr"],
};

/**
 * Which APIs work in the environment the app runs in (detected as {@link useApi} does, or `location`):
 * `ui` and `impact` speak `SVC_*` envelopes, so they have the high-level API (`useHostApi`) and peer
 * connectivity (events), plus `useUi` in `ui`; `admin` and `dsr` have only their own API. Touches
 * nothing but the URL and the parent's `jsApiLocation`.
 *
 * @example
 * ```ts
 * const { location, apis } = getAvailableApis();
 * if (apis.includes("peerConnectivity")) registerPeerConnectivityHandler("*", onPeerEvent);
 * ```
 */
export function getAvailableApis(
  options: { location?: JsApiLocation | undefined } = {},
): AvailableApis {
  const location = detectLocation(isJsApiLocation(options.location) ? options.location : undefined);
  return { location, apis: AVAILABLE[location] };
}

/**
 * The high-level API created on first use: the instance `useHostApi()` currently holds, or one with
 * default options when there is none. Importing it has no side effect (no bridge, no listener);
 * the first property access creates the API. Typed with snake_case payloads: an app that uses
 * `casing: "camel"` should use the instance `useHostApi({ casing: "camel" })` returns instead.
 *
 * @example
 * ```ts
 * import { highLevelApi } from "@hostbridge/sdk";
 *
 * const env = await highLevelApi.getEnv();
 * ```
 */
export const highLevelApi: HostApi = /* @__PURE__ */ createLazyHostApi();

function createLazyHostApi(): HostApi {
  const target = () => (hostApiCache.peek() ?? useHostApi()) as object;
  return new Proxy({} as HostApi, {
    get: (_, key) => Reflect.get(target(), key) as unknown,
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
