// How long an app waits for an answer by default, and what the page can say about a late answer.
// The protocol has no cancel message: the host never learns that the app gave up (its timeout fired
// or it aborted), so the page compares with the SDK's defaults and says what it cannot know.
import { waitsForPerson } from "@hostbridge/protocol-types";

/** The SDK's default timeout for non-interactive operations (`createBridge({ timeout })`). */
export const SDK_DEFAULT_TIMEOUT_MS = 30_000;

/** The SDK's default timeout of operation `type`: none (undefined) for operations that wait for a person. */
export function appDefaultTimeoutMs(type: string): number | undefined {
  return waitsForPerson(type) ? undefined : SDK_DEFAULT_TIMEOUT_MS;
}

/** "4.6 s", "850 ms". */
export function formatWait(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The app's default timeout of `type`, in words. */
export function defaultTimeoutText(type: string): string {
  const ms = appDefaultTimeoutMs(type);
  return ms === undefined
    ? `the app's default timeout for ${type}: none (it waits for a person)`
    : `the app's default timeout for ${type}: ${formatWait(ms)}`;
}

/** What the log says about an answer that came after `latencyMs`. */
export interface Lateness {
  /** `late`: past the app's default timeout; `maybe`: an answer a person gave after more than 30 s. */
  readonly kind: "late" | "maybe";
  readonly note: string;
}

/** How late an answer of `type` after `latencyMs` is, or `undefined` when it is surely in time. */
export function lateness(type: string, latencyMs: number): Lateness | undefined {
  const limit = appDefaultTimeoutMs(type);
  if (limit !== undefined && latencyMs > limit)
    return {
      kind: "late",
      note: `answered after ${formatWait(latencyMs)}, past the app's default timeout (${formatWait(limit)}): unless the app set a longer timeout, it had stopped waiting`,
    };
  // (an operation that waits for a person has no default timeout: a pick of seconds, or of a minute
  // spent choosing, is how people answer; only an answer past the SDK's usual wait is worth a note)
  if (limit === undefined && latencyMs > SDK_DEFAULT_TIMEOUT_MS)
    return {
      kind: "maybe",
      note: `answered after ${formatWait(latencyMs)}: if the app gave up sooner (its own timeout, or an abort), it had stopped waiting; the protocol has no cancel message to tell the host`,
    };
  return undefined;
}
