// The text of a checked `--modernize` run (`checked.ts`): which of the app's checks judged it, one
// line per step that did something (kept, rolled back with the failure's first lines, waiting for
// an install), then the usual report of what was kept.
import type { CheckedModernization } from "./checked";
import { formatReport, migrationReport } from "./report";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The report of a checked run, as text. */
export function formatCheckedRun(run: CheckedModernization): string {
  const lines: string[] = [];
  const ran = run.checks.map((check) => `npm run ${check.script}`);
  const none = run.missing.map((kind) => (kind === "typecheck" ? "type-check" : kind));
  lines.push(
    `checked by the app's own scripts: ${ran.length > 0 ? ran.join(", ") : "none"}${none.length > 0 ? `; it has no ${none.join(", no ")} script, so nothing checked that` : ""}`,
  );
  for (const failure of run.failingBefore) {
    lines.push(
      `  npm run ${failure.script} failed before any change (exit ${failure.exitCode}), so it judged nothing: ${failure.firstLines[0] ?? ""}`,
    );
  }
  for (const step of run.steps) {
    const files = `${plural(step.files.length, "file")}: ${step.files.join(", ")}`;
    if (step.outcome === "kept") lines.push(`kept ${step.step} (${files})`);
    if (step.outcome === "needs-install") {
      lines.push(
        `not done: ${step.step}: ${step.missing!.join(", ")} ${step.missing!.length === 1 ? "is" : "are"} not installed where the app resolves its packages, so its checks could not run on the result: install ${step.missing!.length === 1 ? "it" : "them"} (npm install ${step.missing!.join(" ")}) and run --modernize again`,
      );
    }
    if (step.outcome === "rolled-back") {
      const failure = step.failure!;
      lines.push(
        `rolled back ${step.step} (${files}): npm run ${failure.script} failed on its result (exit ${failure.exitCode}); every file is as it was:`,
        ...failure.firstLines.map((line) => `    | ${line}`),
      );
    }
  }
  const last = run.steps.at(-1);
  if (last?.step === "leave-compat" && last.outcome === "rolled-back") {
    lines.push(
      "",
      "the app stays on @hostbridge/compat: the places below are what leaving it needs, at their lines in the files as they are now; do them (and what failed above), then run --modernize again",
    );
  }
  lines.push("", formatReport(migrationReport(run.plan, true)).trimEnd());
  return `${lines.join("\n")}\n`;
}
