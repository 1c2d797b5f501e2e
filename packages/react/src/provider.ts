// <HostBridgeProvider>: one client per app, shared by every hook below it.
import { createContext, createElement, useContext, useEffect, useState } from "./react";
import type { ReactNode } from "react";
import type { Bridge, BridgeOptions, Casing } from "@hostbridge/transport";
import { createHostClient } from "./client";
import type { HostClient } from "./client";

const HostClientContext = /* @__PURE__ */ createContext<HostClient | undefined>(undefined);

/** Props of {@link HostBridgeProvider}. */
export interface HostBridgeProviderProps<C extends Casing = "snake"> {
  /**
   * Options of the bridge the provider creates (`hostOrigin`, `casing`, `transport`, `timeout`,
   * `errorLogger`, ...; see `createBridge()`). Read once, when the provider mounts: to change them,
   * remount it (give it a new `key`).
   */
  options?: BridgeOptions<C> | undefined;
  /**
   * Use this bridge instead of creating one (the app then owns it: the provider never disposes it,
   * it only removes its own listener). Read once, like `options`.
   */
  bridge?: Bridge<C> | undefined;
  /** The app. */
  children?: ReactNode;
}

/**
 * Owns the one HostBridge client of the app: creates its bridge (nothing touches `window` until a
 * hook subscribes in an effect, so server rendering is safe) and disposes it when the provider
 * unmounts, never before (React StrictMode's simulated unmount keeps it). Every hook of this package
 * must be rendered below it.
 *
 * @example
 * ```tsx
 * import { HostBridgeProvider } from "@hostbridge/react";
 *
 * createRoot(element).render(
 *   <HostBridgeProvider options={{ hostOrigin: "https://host.example.com" }}>
 *     <App />
 *   </HostBridgeProvider>,
 * );
 * ```
 */
export function HostBridgeProvider<C extends Casing = "snake">(
  props: HostBridgeProviderProps<C>,
): ReactNode {
  const [client] = useState(() =>
    createHostClient(
      props.options as BridgeOptions<Casing> | undefined,
      props.bridge as Bridge<Casing> | undefined,
    ),
  );
  useEffect(() => client.retain(), [client]);
  return createElement(HostClientContext.Provider, { value: client }, props.children);
}

/** @internal The provider's client; throws a clear error outside a provider. */
export function useHostClient(hook: string): HostClient {
  const client = useContext(HostClientContext);
  if (!client) {
    throw new Error(
      `${hook} was called outside <HostBridgeProvider>: render it inside one (in tests: renderWithHost of @hostbridge/react/testing)`,
    );
  }
  return client;
}

/**
 * The bridge of the nearest {@link HostBridgeProvider}, typed with the app's casing `C`: for
 * low-level calls (`request`, `emit`, `listenerCount`). Do not dispose it: the provider does.
 */
export function useHostBridge<C extends Casing = "snake">(): Bridge<C>;
// (the provider's options fix the casing at run time; the overload above lets the app state it)
export function useHostBridge(): Bridge<Casing> {
  return useHostClient("useHostBridge()").bridge();
}
