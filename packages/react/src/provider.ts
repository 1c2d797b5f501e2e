// <HostBridgeProvider>: one client per app, shared by every hook below it.
import { createContext, createElement, useContext, useEffect, useState } from "./react";
import type { ReactNode } from "react";
import { HostBridgeError } from "@hostbridge/transport";
import type {
  BindingLocation,
  Bridge,
  BridgeOptions,
  Casing,
  StartUp,
} from "@hostbridge/transport";
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
  /**
   * The environment the app runs in: `"ui"` (the default), `"impact"`, `"admin"` or `"dsr"`. It is
   * the default of `useHostEnv()` and decides the start-up (which only `ui` has). Read once.
   */
  location?: BindingLocation | undefined;
  /**
   * Who tells the host the app started (`ui` only; read once):
   * - `"auto"` (default): the provider sends `ui_embeddable_ready` when it mounts, waits for the
   *   start data (`ui_app_set_data`), then sends `ui_app_loaded`. Once per app: StrictMode's double
   *   effects, a remount of the provider and a hot reload send nothing again.
   * - `"ready"`: the provider sends `ui_embeddable_ready`; the app calls `appLoaded()` itself (after
   *   its own data arrived, for example).
   * - `"manual"`: the provider sends neither.
   */
  startUp?: StartUp | undefined;
  /** The app. */
  children?: ReactNode;
}

/**
 * Owns the one HostBridge client of the app: creates its bridge (nothing touches `window` until a
 * hook subscribes in an effect, so server rendering is safe) and disposes it when the provider
 * unmounts, never before (React StrictMode's simulated unmount keeps it: the release waits one
 * task and is cancelled by the effect running again). Every hook of this package must be rendered
 * below it.
 *
 * In `ui` it does the start-up (see `startUp`) and keeps its own listener on `ui_app_set_data`
 * from its first effect, so a component that mounts after the start data arrived still gets it
 * (`useHostMessage("ui_app_set_data")`). The environment record is asked once and shared by every
 * `useHostEnv()`; each hook that follows a message or event adds one handler to the bridge while it is
 * mounted (the bridge itself has one window listener).
 *
 * @example
 * ```tsx
 * import { HostBridgeProvider } from "@hostbridge/react";
 *
 * import { createRoot } from "react-dom/client";
 *
 * createRoot(document.getElementById("root")!).render(
 *   <HostBridgeProvider options={{ hostOrigin: "https://host.example.com" }}>
 *     <p>The app</p>
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
      props.location ?? "ui",
      props.startUp ?? "auto",
    ),
  );
  useEffect(() => client.retain(), [client]);
  return createElement(HostClientContext.Provider, { value: client }, props.children);
}

/**
 * @internal The provider's client.
 * @throws HostBridgeError `NO_PROVIDER` outside a provider
 */
export function useHostClient(hook: string): HostClient {
  const client = useContext(HostClientContext);
  if (!client) {
    throw new HostBridgeError(
      "NO_PROVIDER", // (a literal: `ERROR_CODES` would put the whole table in every app)
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
  return useHostClient("useHostBridge()").shared().bridge;
}

/**
 * The environment the app runs in: the provider's `location` (`"ui"` unless it says otherwise;
 * `"impact"`, `"admin"`, `"dsr"`). Fixed for the life of the provider, so a plain value; the same
 * on the server.
 *
 * @example
 * ```tsx
 * import { useHostLocation } from "@hostbridge/react";
 *
 * function Title() {
 *   return <h1>{useHostLocation() === "admin" ? "Settings" : "Canvas"}</h1>;
 * }
 * ```
 */
export function useHostLocation(): BindingLocation {
  return useHostClient("useHostLocation()").location;
}
