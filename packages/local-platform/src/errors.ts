import { CodedError, isCodedError } from "@hostbridge/protocol-types";

/**
 * Codes of {@link LocalPlatformError}: problems the local platform reports to the code that starts it
 * (bad options, an unreadable keys file or state directory, a port that cannot be bound). Problems of an
 * HTTP request are never thrown: they become JSON error answers.
 */
export const LOCAL_PLATFORM_ERROR_CODES = {
  /** An option passed to `createLocalPlatform()` is missing or has the wrong form. */
  INVALID_OPTIONS: "INVALID_OPTIONS",
  /** The API keys file exists but cannot be read or does not have the documented form. */
  INVALID_KEYS_FILE: "INVALID_KEYS_FILE",
  /** The state directory holds a `state.json` that cannot be read or does not have the expected form. */
  INVALID_STATE: "INVALID_STATE",
  /** The state directory cannot be created or written. */
  STATE_DIR_UNAVAILABLE: "STATE_DIR_UNAVAILABLE",
  /** The server could not listen on the requested host and port. */
  LISTEN_FAILED: "LISTEN_FAILED",
} as const;

/** One of the values of {@link LOCAL_PLATFORM_ERROR_CODES}. */
export type LocalPlatformErrorCode =
  (typeof LOCAL_PLATFORM_ERROR_CODES)[keyof typeof LOCAL_PLATFORM_ERROR_CODES];

/**
 * The one error class `@hostbridge/local-platform` throws. `code` tells what failed, `message` says what
 * was expected and what to do, `cause` keeps the underlying error when there is one.
 *
 * @example
 * ```ts
 * try {
 *   await createLocalPlatform({ dir: ".hostbridge/platform", port: 8080 });
 * } catch (error) {
 *   if (isLocalPlatformError(error) && error.code === LOCAL_PLATFORM_ERROR_CODES.LISTEN_FAILED) {
 *     // pick another port
 *   }
 * }
 * ```
 */
export class LocalPlatformError extends CodedError<LocalPlatformErrorCode> {
  /**
   * @param code - what failed.
   * @param message - what happened, what was expected and what to do.
   * @param options - `cause`: the underlying error, kept as the standard `cause` property.
   */
  constructor(code: LocalPlatformErrorCode, message: string, options?: { cause?: unknown }) {
    super("LocalPlatformError", code, message, options);
  }
}

/**
 * Tells whether `value` is a {@link LocalPlatformError}, optionally with the given `code`, also one
 * made by another copy of this package.
 *
 * @example
 * ```ts
 * if (isLocalPlatformError(error)) console.error(error.code, error.message);
 * ```
 */
export function isLocalPlatformError(
  value: unknown,
  code?: LocalPlatformErrorCode,
): value is LocalPlatformError {
  return isCodedError<LocalPlatformError>(value, "LocalPlatformError", code);
}
