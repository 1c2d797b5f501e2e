import { ADMIN_API_METHOD_TYPES, ADMIN_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { AdminMessageMap, AdminMessageType } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, Cased, Casing, Unsubscribe } from "@hostbridge/transport";
import { createEnvironmentApi } from "@hostbridge/transport";
import type { AdminMethods } from "./methods";

/**
 * Options of {@link useAdmin}: every option of `createBridge()` (`casing`, `logLevel`,
 * `errorLogger`, `hostOrigin`, `transport`, `timeout`, ...), plus `bridge`.
 */
export type AdminOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /**
   * Use this bridge instead of creating one. The other bridge options are then ignored, and
   * disposing the admin API does not dispose this bridge. Pass the bridge's `casing` too, so the types follow it.
   */
  bridge?: Bridge<C> | undefined;
};

/** Receives the payload of a pushed admin message of type `K`, in the app's casing. */
export type AdminMessageHandler<K extends AdminMessageType, C extends Casing = "snake"> = (
  payload: Cased<AdminMessageMap[K], C>,
) => void;

/** The methods of the admin environment returned by {@link useAdmin}. */
export interface AdminApi<C extends Casing = "snake"> extends AdminMethods<C> {
  /** The environment of this API: `"admin"`. */
  readonly location: "admin";
  /** The bridge the methods go through. */
  readonly bridge: Bridge<C>;
  /** Calls `handler` with every `ADMIN_MESSAGE` of this type (`admin_env_changed`); returns the function that stops it. */
  on<K extends AdminMessageType>(type: K, handler: AdminMessageHandler<K, C>): Unsubscribe;
  /** `on("admin_env_changed", handler)`: the admin environment (AdminEnv) changed. */
  onEnvChanged(handler: AdminMessageHandler<"admin_env_changed", C>): Unsubscribe;
  /**
   * Removes every handler this API added and disposes its bridge (unless it was given as `bridge`):
   * pending requests reject with `TRANSPORT_CLOSED`. Later calls reject with `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}

const getAdmin: <C extends Casing>(options?: AdminOptions<C>) => AdminApi<C> =
  /* @__PURE__ */ createEnvironmentApi({
    name: "useAdmin()",
    location: "admin",
    methods: ADMIN_API_METHOD_TYPES,
    messages: ADMIN_MESSAGE_TYPES,
  });

/**
 * Returns the methods of the admin environment: one camelCase method per admin operation (20; for
 * example `getFiles` sends `admin_get_files`), each sent as an `ADMIN_REQUEST` with a typed payload
 * and per-call `{ signal, timeout }`, resolving the typed response body; an `error` in the response
 * rejects with a `HostError`. `on("admin_env_changed", handler)` receives pushed `ADMIN_MESSAGE`s.
 *
 * Called again with equal options it returns the same instance (one bridge, one window listener).
 * With different options it returns a new, independent instance and leaves the others working.
 * Each call counts one holder: `dispose()` releases the caller's hold, and the instance ends when
 * the last holder releases it, so one component cannot end it for another. Nothing touches `window`
 * before the first call, so it is safe to call during SSR.
 *
 * @example
 * ```ts
 * import { useAdmin } from "@hostbridge/admin-api";
 *
 * const admin = useAdmin({ hostOrigin: "https://admin.example.com" });
 * const env = await admin.getEnv();
 * admin.onEnvChanged((next) => console.log("now on", next.svc.instance));
 * const files = await admin.getFiles({ tags: ["brochure"] });
 * ```
 */
export function useAdmin<C extends Casing = "snake">(options?: AdminOptions<C>): AdminApi<C> {
  return getAdmin(options);
}
