// What the bridge tells a request hook (`onActivity`): one record per request, push, event, emit
// and wire decision, with its timings, outcome and size. Values are always redacted.
import type { Mode, Wire } from "@hostbridge/protocol-types";
import type { PushKind, RequestKind } from "@hostbridge/protocol-types/wire";

/**
 * One thing the bridge did or heard, given to `onActivity` when it ended:
 * - `waiting`: a request the app just made (outcome `"pending"`, `value`: its payload); its
 *   `request` record follows when it ends;
 * - `request`: a request the app sent, from the call to its answer, timeout, abort or disposal;
 * - `push`: a message the host pushed (`ui_app_set_data`, `admin_env_changed`, ...);
 * - `event`: a host event delivered to the app's handlers;
 * - `emit`: an event the app sent;
 * - `wire`: the wire chosen (`type` is the wire; from the probe's start when there was one);
 * - `dropped`: a message the bridge received and dropped (`error`: why, in the bridge's words, such
 *   as `no in-flight request has id 7` for an answer that came after its request timed out;
 *   `value`: the message, redacted; `id` and `type` are `dropped`).
 */
export interface BridgeActivity {
  kind: "waiting" | "request" | "push" | "event" | "emit" | "wire" | "dropped";
  /** The request's id (a push, event or wire record gets its own). */
  id: string;
  /** The operation, pushed message or event type (for `wire`: `envelopes` or `platform`). */
  type: string;
  /** `svc`, `admin`, `dsr`; `ui`, `admin`, `dsr` for a push; `event` for events; `inbound` for a dropped message. */
  environment: RequestKind | PushKind | "event" | "inbound";
  /** The wire it travelled on (`undefined` while none is chosen: a request that failed before). */
  wire: Wire | undefined;
  /** When it started and ended, in ms since the epoch (`Date.now()`); equal for a push or event. */
  start: number;
  end: number;
  /** `"ok"`, the error code it ended with (`REQUEST_TIMEOUT`, `HOST_ERROR`, ...), or `"pending"` (`waiting`). */
  outcome: string;
  /** The error's message when it failed (the bridge's own words, credentials redacted; host bodies stay in `value`). */
  error?: string | undefined;
  /**
   * The response body, request payload (`waiting`), pushed payload or event body, credentials
   * redacted. A request the host failed (`HOST_ERROR`) carries what the host answered: the admin,
   * DSR or platform wire's `error` object (`{ message, code?, details? }`), else the `SVC_RESPONSE`'s
   * error body (HostBridge hosts send `{ message, code? }`): the host's own code and message, as sent.
   */
  value: unknown;
  /** The length of `value` as JSON (0 when there is none). */
  size: number;
  /**
   * `wire` records: the platform the transport says it talks to (`IOS`, `ANDROID` or `WINDOWS` on
   * a native WebView bridge, an injected transport's own `platform`); `undefined` on the parent
   * window (the web), for an injected transport that does not say, and on other records.
   */
  mode?: Mode | undefined;
}

/** Receives every {@link BridgeActivity}; what it throws is swallowed (the bridge never breaks). */
export type ActivityHook = (activity: BridgeActivity) => void;
