// The typed API of an environment, on the provider's one bridge.
import { useMemo } from "./react";
import type { Bridge, Casing } from "@hostbridge/transport";
import { useHostClient } from "./provider";

/**
 * An environment package's factory: `useUi`, `useAdmin`, `useDsr` (from `@hostbridge/ui-api`, ...),
 * or `useHostApi` of `@hostbridge/sdk`. Anything that takes `{ bridge }` and returns an API.
 */
export type EnvironmentFactory<A, C extends Casing = "snake"> = (options: {
  bridge: Bridge<C>;
}) => A;

/**
 * The typed API of an environment on the provider's bridge: `useEnvironmentApi(useUi)` returns
 * `useUi({ bridge })` (the same instance on every render; with `casing: "camel"` in the provider's
 * options, pass `useUi<"camel">`). Nothing is sent until a method is
 * called, so this is safe during server rendering. Do not dispose it: the provider owns the bridge.
 *
 * @example
 * ```tsx
 * import { useUi } from "@hostbridge/ui-api";
 *
 * const ui = useEnvironmentApi(useUi);
 * const pick = useRequest(ui.selectContent);
 * ```
 */
export function useEnvironmentApi<A, C extends Casing = "snake">(
  factory: EnvironmentFactory<A, C>,
): A;
// (the provider's bridge carries the casing its options chose; the overload above pairs it with
// the factory's `C`, as `useHostBridge<C>()` does)
export function useEnvironmentApi<A>(factory: EnvironmentFactory<A, Casing>): A {
  const bridge = useHostClient("useEnvironmentApi()").bridge();
  return useMemo(() => factory({ bridge }), [factory, bridge]);
}
