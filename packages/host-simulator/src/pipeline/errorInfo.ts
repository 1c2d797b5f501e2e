import { isHostSimulatorError } from "../errors";
import type { SentError } from "../types";

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
  const info: SentError = { message: typeof e?.message === "string" ? e.message : String(error) };
  if (typeof e?.code === "string") info.code = e.code;
  if (e?.details !== undefined) info.details = e.details;
  return info;
}
