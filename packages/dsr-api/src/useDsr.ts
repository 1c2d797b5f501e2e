import { DSR_API_METHOD_TYPES, DSR_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { DsrMessageMap, DsrMessageType } from "@hostbridge/protocol-types";
import type { Bridge, BridgeOptions, Cased, Casing, Unsubscribe } from "@hostbridge/transport";
import { createEnvironmentApi } from "@hostbridge/transport";
import type { DsrMethods } from "./methods";

/**
 * Options of {@link useDsr}: every option of `createBridge()` (`casing`, `logLevel`,
 * `errorLogger`, `hostOrigin`, `transport`, `timeout`, ...), plus `bridge`.
 */
export type DsrOptions<C extends Casing = "snake"> = BridgeOptions<C> & {
  /**
   * Use this bridge instead of creating one. The other bridge options are then ignored, and
   * disposing the DSR API does not dispose this bridge. Pass the bridge's `casing` too, so the types follow it.
   */
  bridge?: Bridge<C> | undefined;
};

/** Receives the payload of a pushed DSR message of type `K`, in the app's casing. */
export type DsrMessageHandler<K extends DsrMessageType, C extends Casing = "snake"> = (
  payload: Cased<DsrMessageMap[K], C>,
) => void;

/** The methods of the DSR environment returned by {@link useDsr}. */
export interface DsrApi<C extends Casing = "snake"> extends DsrMethods<C> {
  /** The environment of this API: `"dsr"`. */
  readonly location: "dsr";
  /** The bridge the methods go through. */
  readonly bridge: Bridge<C>;
  /** Calls `handler` with every `DSR_MESSAGE` of this type (`dsr_env_changed`); returns the function that stops it. */
  on<K extends DsrMessageType>(type: K, handler: DsrMessageHandler<K, C>): Unsubscribe;
  /** `on("dsr_env_changed", handler)`: the DSR environment (DsrEnv) changed. */
  onEnvChanged(handler: DsrMessageHandler<"dsr_env_changed", C>): Unsubscribe;
  /**
   * Removes every handler this API added and disposes its bridge (unless it was given as `bridge`):
   * pending requests reject with `TRANSPORT_CLOSED`. Later calls reject with `TRANSPORT_CLOSED`.
   */
  dispose(): void;
}

const getDsr: <C extends Casing>(options?: DsrOptions<C>) => DsrApi<C> =
  /* @__PURE__ */ createEnvironmentApi({
    name: "useDsr()",
    location: "dsr",
    methods: DSR_API_METHOD_TYPES,
    messages: DSR_MESSAGE_TYPES,
  });

/**
 * Returns the methods of the DSR environment: `close`, `embeddableReady`, `getAppConfig`, `getEnv`
 * and `getFile` (the 5 DSR operations), each sent as a `DSR_REQUEST` with per-call
 * `{ signal, timeout }`, resolving the typed response body; an `error` in the response rejects with
 * a `HostError`. `on("dsr_env_changed", handler)` receives pushed `DSR_MESSAGE`s.
 *
 * Called again with equal options it returns the same instance (one bridge, one window listener).
 * With different options it returns a new, independent instance and leaves the others working.
 * Each call counts one holder: `dispose()` releases the caller's hold, and the instance ends when
 * the last holder releases it, so one component cannot end it for another. Nothing touches `window`
 * before the first call, so it is safe to call during SSR.
 *
 * @example
 * ```ts
 * import { useDsr } from "@hostbridge/dsr-api";
 *
 * const dsr = useDsr({ hostOrigin: "https://dsr.example.com" });
 * await dsr.embeddableReady();
 * const file = await dsr.getFile({ id: "file-1" });
 * ```
 */
export function useDsr<C extends Casing = "snake">(options?: DsrOptions<C>): DsrApi<C> {
  return getDsr(options);
}
