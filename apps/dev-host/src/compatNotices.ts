// The notices of an app on @hostbridge/compat (the existing client's surface on our engine): the
// page turns them on with compat's URL flag on the app's page (`COMPAT_NOTICE_FLAG`), and compat then
// sends each one (once per rule) as a development-only event (`COMPAT_NOTICE_EVENT`), which the page
// lists in the log instead of as an unknown event. An app on anything else never sends the event, and
// ignores the flag.
import type { CompatNotice } from "@hostbridge/compat";
import type { PageNote } from "./log";

export { COMPAT_NOTICE_EVENT, COMPAT_NOTICE_FLAG } from "@hostbridge/compat";
export type { CompatNotice };

/** The notice an event body carries, or `undefined` when it is not one (never throws). */
export function compatNoticeOf(body: unknown): CompatNotice | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { rule, feature, modern, where } = body as Record<string, unknown>;
  if (![rule, feature, modern, where].every((field) => typeof field === "string")) return undefined;
  // (a rule id compat does not know is still listed: the page shows what the app reported)
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
