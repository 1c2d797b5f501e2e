import { CodedError, isCodedError } from "@hostbridge/protocol-types";

/**
 * Error codes of the host simulator. Two kinds share one object:
 * - codes the simulator puts on the wire in an error response (`INVALID_PAYLOAD`, `NOT_FOUND`, ...),
 *   which a handler may also throw to choose the error the app receives;
 * - codes of local errors thrown to the test or tool driving the host (`WAIT_TIMEOUT`, ...).
 */
export const HOST_SIMULATOR_ERROR_CODES = {
  /** The app sent a payload that fails the operation's schema (wire). */
  INVALID_PAYLOAD: "INVALID_PAYLOAD",
  /** The app asked for an operation this host does not know (wire). */
  UNKNOWN_OPERATION: "UNKNOWN_OPERATION",
  /** The record the app asked for does not exist in the fixtures (wire). */
  NOT_FOUND: "NOT_FOUND",
  /** The operation exists, but not on the simulated platform: a Web-only CRM call on iOS or the reverse (wire). */
  UNSUPPORTED_PLATFORM: "UNSUPPORTED_PLATFORM",
  /** The operation belongs to another environment than the one simulated, with `strictLocation` (wire). */
  WRONG_LOCATION: "WRONG_LOCATION",
  /** A CRM query the simulator could not parse (wire). */
  INVALID_QUERY: "INVALID_QUERY",
  /** A custom handler threw an error without a string `code` of its own (wire). */
  HANDLER_ERROR: "HANDLER_ERROR",
  /** The simulated person closed a dialog that has no `user_action` to say so (wire). */
  USER_CANCELLED: "USER_CANCELLED",
  /** A handler or fixture produced a response that fails the operation's response schema (wire). */
  INVALID_RESPONSE: "INVALID_RESPONSE",
  /** `waitForRequest` / `waitForEvent` gave up (local). */
  WAIT_TIMEOUT: "WAIT_TIMEOUT",
  /** `answer` / `cancel` / `fail` / `streamPromptAssistant` found no matching pending request (local). */
  NO_PENDING_REQUEST: "NO_PENDING_REQUEST",
  /** `push` / `emit` / `answer` was given a payload that fails its schema (local). */
  INVALID_OUTGOING_PAYLOAD: "INVALID_OUTGOING_PAYLOAD",
  /** `push` / `emit` was given a message type or event key the protocol does not have (local). */
  UNKNOWN_MESSAGE_TYPE: "UNKNOWN_MESSAGE_TYPE",
  /** `script` was given an unknown operation type or an answer that is not a valid `ScriptedAnswer` (local). */
  INVALID_SCRIPT: "INVALID_SCRIPT",
  /** `createHost` / `createMockHost` got options that cannot work together (local). */
  INVALID_OPTIONS: "INVALID_OPTIONS",
  /** `host.initialize` cannot reach the page's `window.initialize`: the page is on another origin (local). */
  CROSS_ORIGIN_FRAME: "CROSS_ORIGIN_FRAME",
  /** The host was disposed: pending waits reject, sending is refused (local). */
  HOST_DISPOSED: "HOST_DISPOSED",
} as const;

/** One of {@link HOST_SIMULATOR_ERROR_CODES}. */
export type HostSimulatorErrorCode =
  (typeof HOST_SIMULATOR_ERROR_CODES)[keyof typeof HOST_SIMULATOR_ERROR_CODES];

/** Options of {@link HostSimulatorError}. */
export interface HostSimulatorErrorOptions {
  /** The error that caused this one (kept as ES2022 `cause`). */
  cause?: unknown;
  /** Structured data sent as `details` (admin/DSR) or merged into the body (SVC) when the error goes on the wire. */
  details?: unknown;
}

/**
 * The one error class of the host simulator. Thrown to the code driving the host, and, when a
 * custom handler throws it, turned into the error response the app receives (its `code`, `message`
 * and `details` go on the wire).
 *
 * @example
 * ```ts
 * createHost({
 *   transport,
 *   handlers: {
 *     admin_get_canvas: ({ id }) => {
 *       throw new HostSimulatorError("NOT_FOUND", `no canvas with id "${id}"`, { details: { id } });
 *     },
 *   },
 * });
 * ```
 */
export class HostSimulatorError extends CodedError<HostSimulatorErrorCode> {
  constructor(
    code: HostSimulatorErrorCode,
    message: string,
    options: HostSimulatorErrorOptions = {},
  ) {
    super("HostSimulatorError", code, message, options);
  }
}

/**
 * Whether `value` is a {@link HostSimulatorError}, optionally with the given `code`, also one made by
 * another copy of this package.
 *
 * @example
 * ```ts
 * await host.waitForRequest("ui_toast", { timeout: 50 }).catch((error: unknown) => {
 *   if (isHostSimulatorError(error, "WAIT_TIMEOUT")) console.log("no toast shown");
 * });
 * ```
 */
export function isHostSimulatorError(
  value: unknown,
  code?: HostSimulatorErrorCode,
): value is HostSimulatorError {
  return isCodedError<HostSimulatorError>(value, "HostSimulatorError", code);
}
