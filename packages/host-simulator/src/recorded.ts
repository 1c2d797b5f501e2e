// A request the app sent, as the simulator records it: what it was, and how (and when) it was answered.
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import type { OperationEnvironment } from "./operations";

/** Where a recorded request stands: waiting (interactive, or a handler still running), answered ok, or answered with an error. */
export type RequestStatus = "pending" | "ok" | "error";

/** The error a host sent for a request: the SVC error body, or the admin/DSR `error` extension. */
export interface SentError extends HostErrorInfo {
  /**
   * The error code: the simulator's own for what it refuses (`INVALID_PAYLOAD`, `USER_CANCELLED`,
   * ...); a handler's, a test's or a person's as they gave it, and none when they gave none (a host
   * error without a code reaches the app without one, as from the platform).
   */
  code?: string;
  /** One message per failed rule (`"min_selections: must be an integer from 0 to 999"`), for `INVALID_PAYLOAD`. */
  issues?: string[];
}

/** One request the app sent, as the host recorded it. Updated in place when it is answered. */
export interface RecordedRequest {
  /**
   * The app's request id, the same concept on both wires: `request.id` of a SVC request, `id` of an
   * admin/DSR request, the id in post-robot's hash (`<name>_<id>`) on the platform wire.
   */
  readonly id: string;
  /** The operation type (`ui_select_content`, `admin_get_env`, ...). */
  readonly type: string;
  /** The environment the operation belongs to (for unknown types: guessed from the envelope). */
  readonly env: OperationEnvironment;
  /** Whether the operation is one the protocol has. */
  readonly known: boolean;
  /** The payload exactly as received (`request.body` or `body.data`). */
  readonly payload: unknown;
  /** The inbound envelope exactly as received. */
  readonly envelope: unknown;
  /** `pending` until answered, then `ok` or `error`. */
  status: RequestStatus;
  /** The response body sent (`response.body` of a SVC response, `body` of an admin/DSR response). */
  response?: unknown;
  /** The error sent, when `status` is `error`. */
  error?: SentError;
  /** The response envelope sent. */
  responseEnvelope?: unknown;
  /** When the host received the request (`Date.now()`). */
  readonly receivedAt: number;
  /** When the host answered (`Date.now()`). */
  respondedAt?: number;
  /** Milliseconds between receiving and answering (includes the time a person took for interactive operations). */
  latencyMs?: number;
}
