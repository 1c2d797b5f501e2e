import { CodedError } from "@hostbridge/protocol-types";
import { EXIT_CODES } from "./exitCodes";
import type { ExitCode } from "./exitCodes";

/** Codes of {@link CliError} (the `code` of the `--json` envelope's `error` when the CLI fails itself). */
export const CLI_ERROR_CODES = {
  /** Bad flags or arguments. */
  USAGE: "USAGE",
  /** Missing or bad configuration (base URL, key, profile). */
  CONFIG: "CONFIG",
  /** The app is invalid. */
  VALIDATION: "VALIDATION",
  /** The network failed. */
  NETWORK: "NETWORK",
  /** Ctrl-C stopped the command. */
  INTERRUPTED: "INTERRUPTED",
  /** Part of the work succeeded, part failed. */
  PARTIAL_FAILURE: "PARTIAL_FAILURE",
  /** A bug or an unforeseen failure. */
  UNEXPECTED: "UNEXPECTED",
} as const;

/** One of the {@link CLI_ERROR_CODES} values. */
export type CliErrorCode = (typeof CLI_ERROR_CODES)[keyof typeof CLI_ERROR_CODES];

/** A failure of the CLI itself (usage, configuration), with the exit code it ends with. */
export class CliError extends CodedError<CliErrorCode> {
  constructor(
    code: CliErrorCode,
    message: string,
    readonly exitCode: ExitCode = EXIT_CODES.USAGE,
    options?: { cause?: unknown; details?: unknown },
  ) {
    super("CliError", code, message, options);
  }
}
