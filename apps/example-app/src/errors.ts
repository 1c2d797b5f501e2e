// Turns anything a HostBridge call can throw into what the app shows: a title, a code and a message.
import { ERROR_CODES, isHostBridgeError } from "@hostbridge/sdk";

/** An error, ready to show. */
export interface ErrorView {
  /** One line saying what happened. */
  title: string;
  /** The code to act on: the host's own code for host errors (`INVALID_PAYLOAD`), else the SDK's (`REQUEST_TIMEOUT`). */
  code: string;
  /** The message, from the host when it sent one. */
  message: string;
  /** The operation concerned, when known. */
  requestType?: string | undefined;
}

const TITLES: Record<string, string> = {
  [ERROR_CODES.REQUEST_TIMEOUT]: "No answer in time",
  [ERROR_CODES.REQUEST_ABORTED]: "Cancelled",
  [ERROR_CODES.TRANSPORT_CLOSED]: "The connection to the host is closed",
  [ERROR_CODES.ORIGIN_NOT_CONFIGURED]: "The host's origin is unknown",
  [ERROR_CODES.NOT_EMBEDDED]: "Not running inside a host",
  [ERROR_CODES.UNSUPPORTED_PLATFORM]: "Not available on this platform",
  [ERROR_CODES.INVALID_PAYLOAD]: "Invalid request",
};

/**
 * Describes an error. A `HostError` (the host answered with status `error`) has the host's own words
 * as its `message` and its code as `hostCode`, the same in every environment; local errors carry
 * the SDK's code.
 */
export function describeError(error: unknown): ErrorView {
  if (isHostBridgeError(error, ERROR_CODES.HOST_ERROR)) {
    return {
      title: "The host answered with an error",
      code: error.hostCode ?? ERROR_CODES.HOST_ERROR,
      message: error.message,
      requestType: error.requestType,
    };
  }
  if (isHostBridgeError(error)) {
    return {
      title: TITLES[error.code] ?? "HostBridge error",
      code: error.code,
      message: error.message,
      requestType: error.requestType,
    };
  }
  if (error instanceof Error)
    return { title: "Unexpected error", code: error.name, message: error.message };
  return { title: "Unexpected error", code: "UNKNOWN", message: String(error) };
}
