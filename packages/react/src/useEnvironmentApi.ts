// The typed API of an environment, on the provider's one bridge.
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
 * The typed API of an environment on the provider's bridge: `useEnvironmentApi(useUi)` is a
 * `UiApi` (no cast: the factory decides the type; with `casing: "camel"` in the provider's options,
 * pass `useUi<"camel">`). One instance per factory and provider, the same on every render of every
 * component; the provider releases it when it unmounts. Nothing is sent until a method is called,
 * so this is safe during server rendering. Do not dispose it.
 *
 * @example
 * ```tsx
 * import { useEnvironmentApi, useHostRequest } from "@hostbridge/react";
 * import { useUi } from "@hostbridge/ui-api";
 *
 * function Picker() {
 *   const ui = useEnvironmentApi(useUi);
 *   const pick = useHostRequest(ui.selectContent);
 *   return <button onClick={() => void pick.execute({ max_selections: 1 })}>Pick</button>;
 * }
 * ```
 */
export function useEnvironmentApi<A, C extends Casing = "snake">(
  factory: EnvironmentFactory<A, C>,
): A;
// (the provider's bridge carries the casing its options chose; the overload above pairs it with
// the factory's `C`, as `useHostBridge<C>()` does)
export function useEnvironmentApi<A>(factory: EnvironmentFactory<A, Casing>): A {
  return useHostClient("useEnvironmentApi()").shared().api(factory);
}
