import { isHostSimulatorError } from "../errors";
import type { SentError } from "../hostTypes";

/**
 * The error sent for what a handler threw: a `HostSimulatorError` as it is, anything else with its
 * message and its own string `code` (none when it has none: the platform invents no code either).
 */
export function errorInfo(error: unknown): SentError {
  if (isHostSimulatorError(error)) {
    const info: SentError = { message: error.message, code: error.code };
    const details = error.details as { issues?: unknown } | undefined;
    if (details !== undefined) info.details = details;
    if (Array.isArray(details?.issues)) info.issues = details.issues.map(String);
    return info;
  }
  const e = error as { message?: unknown; code?: unknown; details?: unknown } | null;
  return sentError({
    message: typeof e?.message === "string" ? e.message : String(error),
    code: typeof e?.code === "string" ? e.code : undefined,
    details: e?.details,
  });
}

/**
 * The error sent for one given as `{ message, code?, details? }` (a test's, a script's, a person's):
 * as given, without `code` or `details` when it has none.
 */
export function sentError(error: {
  message: string;
  code?: string | undefined;
  details?: unknown;
}): SentError {
  const info: SentError = { message: error.message };
  if (error.code !== undefined) info.code = error.code;
  if (error.details !== undefined) info.details = error.details;
  return info;
}
