// Writing a planned migration: all or nothing. Every changed file is first written to a temporary
// file beside it; only when all of them are written are they renamed over the originals. A failed
// rename puts back the files already replaced, so a failure leaves every file as it was.
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { MigrationPlan } from "./plan";

/** Writes every changed file of `plan`; returns the relative paths written. */
export function writeMigration(plan: MigrationPlan): string[] {
  const changed = plan.files.filter((file) => file.after !== file.before);
  const suffix = `.hostbridge-migrate-${randomBytes(4).toString("hex")}.tmp`;
  const temps: string[] = [];
  try {
    for (const file of changed) {
      const temp = `${file.path}${suffix}`;
      writeFileSync(temp, file.after, { mode: statSync(file.path).mode });
      temps.push(temp);
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw error;
  }
  const replaced: typeof changed = [];
  try {
    for (const file of changed) {
      renameSync(`${file.path}${suffix}`, file.path);
      replaced.push(file);
    }
  } catch (error) {
    for (const file of replaced) {
      writeFileSync(`${file.path}${suffix}`, file.before);
      renameSync(`${file.path}${suffix}`, file.path);
    }
    for (const file of changed) rmSync(`${file.path}${suffix}`, { force: true, recursive: false });
    throw error;
  }
  return changed.map((file) => file.file);
}
