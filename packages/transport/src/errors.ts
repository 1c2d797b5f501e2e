import { CODED_ERROR_BRAND as BRAND } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";

/**
 * Every `code` a {@link HostBridgeError} can carry. Compare against these instead of string literals.
 *
 * - `HOST_ERROR`: the host answered with status `error` (or an admin/DSR `error`); see {@link HostError}.
 * - `REQUEST_TIMEOUT`: no response arrived within the request's timeout.
 * - `REQUEST_ABORTED`: the request's `AbortSignal` fired.
 * - `TRANSPORT_CLOSED`: the bridge or transport was disposed/closed before or while the call ran.
 * - `ORIGIN_NOT_CONFIGURED`: no host origin could be determined (or the one given is not an origin).
 * - `NOT_EMBEDDED`: there is no host to talk to (no parent/opener window, no native handler, no `window`).
 * - `UNSUPPORTED_PLATFORM`: the operation does not exist on the platform the app runs on.
 * - `INVALID_PAYLOAD`: a message could not be sent (not cloneable/serializable) or an inbound one was malformed.
 * - `NO_PROVIDER`: a binding's composable or hook ran outside its plugin or provider (`app.use(createHostBridge())`, `<HostBridgeProvider>`).
 * - `LOAD_FAILED`: code the SDK loads on first use (a chunk of the app's bundle, such as prompt streaming's) could not be loaded; its `cause` is the loader's error.
 */
export const ERROR_CODES = {
  HOST_ERROR: "HOST_ERROR",
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  REQUEST_ABORTED: "REQUEST_ABORTED",
  TRANSPORT_CLOSED: "TRANSPORT_CLOSED",
  ORIGIN_NOT_CONFIGURED: "ORIGIN_NOT_CONFIGURED",
  NOT_EMBEDDED: "NOT_EMBEDDED",
  UNSUPPORTED_PLATFORM: "UNSUPPORTED_PLATFORM",
  INVALID_PAYLOAD: "INVALID_PAYLOAD",
  NO_PROVIDER: "NO_PROVIDER",
  LOAD_FAILED: "LOAD_FAILED",
} as const;

/** One of the {@link ERROR_CODES} values. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Options of the {@link HostBridgeError} constructor. */
export interface HostBridgeErrorOptions {
  /** The underlying error or value (kept as the standard ES2022 `cause`). */
  cause?: unknown;
  /** The request or event type the error belongs to, when there is one. */
  requestType?: string;
  /** Extra data for diagnostics (for dropped inbound messages: the message, secrets redacted). */
  detail?: unknown;
}

/**
 * The base class of every error HostBridge produces. Local failures (timeouts, aborts, configuration,
 * transport) are instances of this class; errors reported by the host are the subclass {@link HostError}.
 *
 * (Internal code throws these with literal codes rather than through `ERROR_CODES`, so that a bundle
 * that does not import `ERROR_CODES` does not carry it.)
 *
 * @example
 * ```ts
 * try {
 *   await bridge.request("ui_app_loaded");
 * } catch (error) {
 *   if (isHostBridgeError(error, ERROR_CODES.REQUEST_TIMEOUT)) retryLater();
 *   else throw error;
 * }
 * ```
 */
export class HostBridgeError extends Error {
  /** What went wrong, as one of {@link ERROR_CODES}. */
  declare readonly code: ErrorCode;
  /** The request or event type concerned, when known. */
  declare readonly requestType: string | undefined;
  /** Extra diagnostic data, when any. */
  declare readonly detail: unknown;

  /**
   * @param code - one of {@link ERROR_CODES}
   * @param message - what happened, what was expected and what to do
   * @param options - `cause`, `requestType`, `detail`
   */
  constructor(code: ErrorCode, message: string, options: HostBridgeErrorOptions = {}) {
    super(message, options);
    // (`cause` was set by Error itself; assigning it again keeps it non-enumerable)
    Object.assign(this, options, { [BRAND]: "HostBridgeError", name: "HostBridgeError", code });
  }
}

/**
 * An error reported by the host: a `SVC_RESPONSE` with status `error`, or an `ADMIN_RESPONSE` /
 * `DSR_RESPONSE` carrying an `error`. Distinct from local errors (`error instanceof HostError`), and its
 * `code` is always `HOST_ERROR`.
 *
 * One shape whatever the environment: `message` is short and fit to show a person (the host's own
 * words when it sent any), `hostMessage` and `hostCode` are what the host said, and `requestType`,
 * `body`, `hostError` and `response` are the details for developers.
 *
 * @example
 * ```ts
 * try {
 *   await bridge.request("crm_query", { query: "SELECT Id FROM Account" });
 * } catch (error) {
 *   if (error instanceof HostError) showToast(error.message); // "Session expired."
 *   if (error instanceof HostError && error.hostCode === "not_found") offerToCreate();
 * }
 * ```
 */
export class HostError extends HostBridgeError {
  declare readonly code: "HOST_ERROR";
  declare readonly requestType: string;
  /**
   * The host's own message, when it sent one: the admin/DSR `error.message`, or the `message` (else
   * `detail`) of a SVC or post-robot error body, or the body itself when it is a string.
   */
  declare readonly hostMessage: string | undefined;
  /** The host's own code, when it sent one as a string (admin/DSR `error.code`, or the `code` of a SVC or post-robot error body). */
  declare readonly hostCode: string | undefined;
  /** The body of the host's response (`response.body` of a SVC response, `body` of an admin/DSR one). */
  declare readonly body: unknown;
  /** The admin/DSR `error` object (`{ message, code?, details? }`), when the host sent one. */
  declare readonly hostError: HostErrorInfo | undefined;
  /** The whole response envelope as received (after casing conversion of its bodies). */
  declare readonly response: unknown;

  /**
   * @param requestType - the request type the host answered
   * @param body - the response body
   * @param response - the whole response envelope
   * @param hostError - the admin/DSR `error` object, if any
   */
  constructor(requestType: string, body: unknown, response: unknown, hostError?: HostErrorInfo) {
    const fields = (body ?? {}) as { message?: unknown; detail?: unknown; code?: unknown };
    const hostMessage = [hostError?.message, fields.message, fields.detail, body].find(
      (value): value is string => typeof value == "string" && !!value,
    );
    super("HOST_ERROR", hostMessage ?? "The host could not do this.", { requestType });
    const code = (hostError ?? fields).code;
    Object.assign(this, {
      name: "HostError",
      hostMessage,
      hostCode: typeof code == "string" ? code : undefined,
      body,
      hostError,
      response,
    });
  }
}

/**
 * Whether `value` is a HostBridge error, optionally with a given `code`. Works across copies of the
 * package and across realms. With `code` `HOST_ERROR` it narrows to {@link HostError}.
 *
 * @example
 * ```ts
 * bridge.request("ui_open", { fileId }).catch((error: unknown) => {
 *   if (isHostBridgeError(error, "REQUEST_ABORTED")) return;
 *   throw error;
 * });
 * ```
 */
export function isHostBridgeError(
  value: unknown,
  code: typeof ERROR_CODES.HOST_ERROR,
): value is HostError;
export function isHostBridgeError(value: unknown, code?: ErrorCode): value is HostBridgeError;
export function isHostBridgeError(value: unknown, code?: ErrorCode): value is HostBridgeError {
  const v = value as { [BRAND]?: unknown; code?: unknown } | null | undefined;
  return v?.[BRAND] == "HostBridgeError" && (!code || v.code == code);
}

// What a person is told for each local failure they can meet in a working app. Codes missing here are
// a developer's mistake (no origin, no provider, a bad payload): the person gets the general sentence.
const PERSON_MESSAGES: { readonly [code in ErrorCode]?: string } = {
  REQUEST_TIMEOUT: "The host did not answer.",
  REQUEST_ABORTED: "Cancelled.",
  TRANSPORT_CLOSED: "The app was closed.",
  NOT_EMBEDDED: "Open this app from the platform.",
  UNSUPPORTED_PLATFORM: "Not available on this device.",
  LOAD_FAILED: "Reload the app.",
};

/**
 * A short sentence fit to show a person, for any error a HostBridge call rejected with: a
 * {@link HostError}'s `message` (the host's own words), a sentence for each local failure a person
 * can meet (a timeout, an app opened outside the platform, an operation this device lacks, a chunk
 * that did not load), else "Something went wrong.". The error itself keeps the
 * developer's details (`code`, `message`, `requestType`) for logs. Not part of a bundle that does
 * not import it.
 *
 * @example
 * ```ts
 * try {
 *   await ui.open({ fileId });
 * } catch (error) {
 *   showToast(personMessage(error)); // "File not found." or "The host did not answer."
 *   console.error(error);
 * }
 * ```
 */
export function personMessage(error: unknown): string {
  if (isHostBridgeError(error, "HOST_ERROR")) return error.message;
  return (isHostBridgeError(error) && PERSON_MESSAGES[error.code]) || "Something went wrong.";
}
