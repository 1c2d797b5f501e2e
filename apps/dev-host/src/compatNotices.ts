// The notices of an app on @hostbridge/compat (the existing client's surface on our engine): the
// page turns them on with compat's URL flag on the app's page, and compat then sends each one (once
// per rule) as a development-only event, which the page lists in the log instead of as an unknown
// event. Both names are @hostbridge/compat's (`COMPAT_NOTICE_FLAG`, `COMPAT_NOTICE_EVENT`); an app
// on anything else never sends the event, and ignores the flag.
import type { PageNote } from "./log";

/** compat's URL flag that turns its notices on (and their event to the host). */
export const COMPAT_NOTICE_FLAG = "hostbridge-compat";

/** The key of compat's development-only event carrying one notice. */
export const COMPAT_NOTICE_EVENT = "hostbridge_compat_notice";

/** One notice as compat sends it. */
export interface CompatNotice {
  rule: string;
  feature: string;
  modern: string;
  where: string;
}

/** The notice an event body carries, or `undefined` when it is not one (never throws). */
export function compatNoticeOf(body: unknown): CompatNotice | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { rule, feature, modern, where } = body as Record<string, unknown>;
  if (![rule, feature, modern, where].every((field) => typeof field === "string")) return undefined;
  return { rule, feature, modern, where } as CompatNotice;
}

/** The log's line for a notice: the rule, where the app met it, and the command that modernises it. */
export function compatNoticeNote(notice: CompatNotice): PageNote {
  return {
    kind: "note",
    message: `compat notice [${notice.rule}] ${notice.where}: ${notice.feature}`,
    lines: [
      `modern: ${notice.modern}`,
      `run: hostbridge migrate --modernize ${notice.rule}`,
      `or silence it: configureCompat({ silence: ["${notice.rule}"] })`,
    ],
  };
}
