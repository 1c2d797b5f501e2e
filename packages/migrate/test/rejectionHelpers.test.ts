// A rejection the app hands whole to a helper of its own, declared in another module: the existing
// client rejects a high-level call with the raw response body (`status`, `detail`, ...), ours with a
// HostError that holds it in `body`. The work is where the helper reads the body's fields, so the
// report line is there (naming the handlers that hand the rejection over), not at each handler; a
// helper that uses the rejection whole itself is reported at the handler, as before.
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { expect, it } from "vitest";
import { appsOnCompatPerTest } from "./helpers/appOnCompat";
import { typeErrors } from "./helpers/typeCheck";

const appOnCompat = appsOnCompatPerTest("rejection-helpers");

type Plan = Awaited<ReturnType<typeof planMigration>>;

/** `line person [rule] why` of the rejection-body lines of `file`, `why` up to its first `: `. */
function rejectionLines(plan: Plan, file: string): string[] {
  const outcome = plan.files.find((entry) => entry.file === file)!;
  return outcome.needsPerson
    .filter((entry) => entry.rule === "rejection-body")
    .map((entry) => `${entry.line} person [rejection-body] ${entry.why.split(": ")[0]}`);
}

const APP = [
  `import { usePitcherApi } from '@hostbridge/compat'`,
  `import { describe, explain } from './errors'`,
  ``,
  `const api = usePitcherApi()`,
  `export const shown: string[] = []`,
  `export function load() {`,
  `  return api.getEnv().catch((e) => shown.push(explain(e)))`,
  `}`,
  `export function loadCanvases() {`,
  `  return api.getCanvases({}).catch(explain)`,
  `}`,
  `async function loadBoth() {`,
  `  return [await api.getEnv(), await api.getCanvases({})]`,
  `}`,
  `export function loadAll() {`,
  `  return loadBoth().catch((e) => explain(e))`,
  `}`,
  `export function loadQuietly() {`,
  `  return api.getEnv().catch((e) => describe(e))`,
  `}`,
];

const ERRORS = [
  `export function explain(rejected: { status?: number; detail?: string; message?: string }): string {`,
  `  if (rejected.status === 403) return 'Permission denied'`,
  `  return rejected.detail ?? rejected.message ?? 'The request failed'`,
  `}`,
  `export function describe(rejected: unknown): string {`,
  `  return typeof rejected === 'string' ? rejected : 'The request failed'`,
  `}`,
];

it("reports the reads of the rejection's body in the helper of another module it is handed to, naming the handlers, not the handlers", async () => {
  const dir = appOnCompat(APP, { "src/errors.ts": ERRORS });
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  // the helper's reads of the body's fields, each once, with every handler that hands it the rejection
  // (`.message` is a member of ours as well: no line)
  const handlers = "src/app.ts:7, src/app.ts:10 and src/app.ts:16";
  expect(rejectionLines(plan, "src/errors.ts")).toEqual([
    `2 person [rejection-body] reads .status of a rejection handed here whole (from ${handlers})`,
    `3 person [rejection-body] reads .detail of a rejection handed here whole (from ${handlers})`,
  ]);
  // the handlers that hand it to that helper have no line of their own; the one whose helper uses the
  // rejection whole (typeof) keeps its line
  expect(rejectionLines(plan, "src/app.ts")).toEqual([
    "19 person [rejection-body] .catch() uses the rejection as a whole",
  ]);
  const read = plan.files
    .find((entry) => entry.file === "src/errors.ts")!
    .needsPerson.find((entry) => entry.line === 2)!;
  expect(read.column).toBe(7);
  expect(read.why).toContain("err.body?.status");
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);
