// The host simulator's errors, told in the dev host page's terms: the library's advice names
// `createHost()` options (`mode: "IOS"`, `{ skipValidation: true }`, the `fixtures` option), while a
// person on the page has the Mode switch, "send even if invalid" and hostbridge.fixtures.json.
import { isHostSimulatorError } from "@hostbridge/host-simulator";
import type { EventKey, Mode } from "@hostbridge/protocol-types";
import { onlyModeOf } from "./samples";

const PLATFORM_NAMES: Record<Mode, string> = {
  WEB: "Web",
  IOS: "iOS",
  ANDROID: "Android",
  WINDOWS: "Windows",
};

/** What the page knows when a push or an event is refused. */
export interface RefusalContext {
  /** `push` for the Push tab, `event` for the Events tab. */
  readonly action: "push" | "event";
  /** The message type or event key. */
  readonly type: string;
  /** The Mode in effect. */
  readonly mode: Mode;
}

/** Why the Events tab cannot fire `key` in `mode` (undefined when a host in `mode` fires it). */
export function modeMismatch(key: EventKey, mode: Mode): string | undefined {
  const only = onlyModeOf(key);
  if (only === undefined || only === mode) return undefined;
  return `${key} is fired only by ${PLATFORM_NAMES[only]} hosts, and the Mode is ${mode}: switch the Mode to ${only}, or tick "send even if invalid" to fire it anyway and see how the app copes`;
}

/** The message the page shows for an error thrown by `host.push()` or `host.emit()`. */
export function refusalMessage(error: unknown, context: RefusalContext): string {
  if (!isHostSimulatorError(error)) return error instanceof Error ? error.message : String(error);
  if (error.code === "UNSUPPORTED_PLATFORM" && context.action === "event")
    return modeMismatch(context.type as EventKey, context.mode) ?? error.message;
  if (error.code === "INVALID_OUTGOING_PAYLOAD") {
    const issues = (error.details as { issues?: readonly string[] } | undefined)?.issues ?? [];
    const what = context.action === "push" ? "payload" : "body";
    const reset = context.action === "push" ? ' (or "Reset to the sample")' : "";
    return `the ${what} of ${context.type} is not valid: ${issues.join("; ")}. Fix the ${what}${reset}, or tick "send even if invalid" to see how the app copes`;
  }
  return error.message;
}

/** The part of the simulator's NOT_FOUND message that names where a library user adds records. */
const LIBRARY_DATA_HINT =
  /\s*\(add (?:records|one|more) through (?:the )?`fixtures(?:\.(\w+))?`(?: option)?\)\s*$/;

/**
 * A message of the simulator's default answers (an unknown id, CRM object or query table), with the
 * page's way to add records: `data` in hostbridge.fixtures.json (the simulator's own hint names the
 * `fixtures` option of createHost()).
 */
export function dataHintInPageTerms(message: string): string {
  const match = LIBRARY_DATA_HINT.exec(message);
  if (!match) return message;
  const record = /^no (\w+) with id/.exec(message)?.[1];
  const key =
    match[1] ??
    (record
      ? `${record}${record.endsWith("s") ? "es" : "s"}`
      : /CRM|query/.test(message)
        ? "crm"
        : "files");
  return `${message.slice(0, match.index)}; add records under "data" in hostbridge.fixtures.json (for example "data": { "${key}": [...] }), or answer this operation in the Fixtures tab`;
}
