import { EXIT_CODES } from "./exitCodes";
import type { ExitCode } from "./exitCodes";

/** A failure of the CLI itself (usage, configuration), with the exit code it ends with. */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    readonly code:
      | "USAGE"
      | "CONFIG"
      | "VALIDATION"
      | "NETWORK"
      | "INTERRUPTED"
      | "PARTIAL_FAILURE"
      | "UNEXPECTED",
    message: string,
    readonly exitCode: ExitCode = EXIT_CODES.USAGE,
    options?: { cause?: unknown; details?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.details = options?.details;
  }
  readonly details: unknown;
}
