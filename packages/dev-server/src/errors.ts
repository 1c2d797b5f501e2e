// The one error the dev server throws on start-up: what is wrong and what to do, with a code that
// says whose fault it is (`USAGE`: the options; `CONFIG`: the machine, such as a port in use or the
// dev host page not built). The CLI turns it into its own error with the same code and message.
import { CodedError, isCodedError } from "@hostbridge/protocol-types";

/** Codes of {@link DevServerError}. */
export const DEV_SERVER_ERROR_CODES = {
  /** An option is wrong: a bad app URL, an app directory or entry page that does not exist. */
  USAGE: "USAGE",
  /** The environment is wrong: a port in use, the dev host page not built. */
  CONFIG: "CONFIG",
} as const;

/** A code of {@link DevServerError}. */
export type DevServerErrorCode =
  (typeof DEV_SERVER_ERROR_CODES)[keyof typeof DEV_SERVER_ERROR_CODES];

/** Why the dev server could not start. The message says what happened and what to do. */
export class DevServerError extends CodedError<DevServerErrorCode> {
  constructor(code: DevServerErrorCode, message: string, options?: { cause?: unknown }) {
    super("DevServerError", code, message, options);
  }
}

/** Whether `value` is a {@link DevServerError}, optionally with the given `code` (also across copies of this package). */
export function isDevServerError(
  value: unknown,
  code?: DevServerErrorCode,
): value is DevServerError {
  return isCodedError<DevServerError>(value, "DevServerError", code);
}
