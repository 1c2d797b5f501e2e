// Leaving compat, the types that stop checking on @hostbridge/sdk are rewritten to what the sdk
// names: `ReturnType<typeof useUi>` of our generic factories (both casings at once) becomes `UiApi`,
// a handler of `on()`/`off()` typed `(event: PitcherEvent)` takes the event's payload type (inline,
// the annotation goes), and a member of the client's string enums handed to the API becomes its
// literal. The app (written as the client's README shows, on compat after step 1) type-checks after.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { afterEach, expect, it } from "vitest";
import { typeErrors } from "./helpers/typeCheck";

const TMP = fileURLToPath(new URL("./.tmp/", import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh app on compat with `src/app.ts` as given. */
function appOnCompat(lines: readonly string[]): string {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, "sdk-types-"));
  dirs.push(dir);
  mkdirSync(join(dir, "src"));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "on-compat",
      private: true,
      type: "module",
      dependencies: { "@hostbridge/compat": "^0.1.0" },
    }),
  );
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ["src"],
    }),
  );
  writeFileSync(join(dir, "src", "app.ts"), [...lines, ""].join("\n"));
  return dir;
}

/** `line kind [rule] what` of every report line of `src/app.ts`. */
function reportOf(plan: Awaited<ReturnType<typeof planMigration>>): string[] {
  const app = plan.files.find((file) => file.file === "src/app.ts")!;
  return [
    ...app.changes.map(
      (entry) => `${entry.line} change [${entry.rule ?? "leave-compat"}] ${entry.what}`,
    ),
    ...app.needsPerson.map(
      (entry) =>
        `${entry.line} person [${entry.rule ?? "leave-compat"}] ${entry.why.split(":")[0]}`,
    ),
  ];
}

const CANVAS_APP = [
  `import { PitcherBroadcastedEventName, usePitcherApi, useUi } from '@hostbridge/compat'`,
  `import type { PitcherEvent } from '@hostbridge/compat'`,
  ``,
  `export type Ui = ReturnType<typeof useUi>`,
  `const api: ReturnType<typeof usePitcherApi> = usePitcherApi()`,
  `export const ui: Ui = useUi()`,
  ``,
  `function onCanvasOpened(event: PitcherEvent) {`,
  `  console.log(event.body)`,
  `}`,
  `api.on(PitcherBroadcastedEventName.CANVAS_OPENED, onCanvasOpened)`,
  `api.off(PitcherBroadcastedEventName.CANVAS_OPENED, onCanvasOpened)`,
  `api.on('canvas_closed', (event: PitcherEvent) => console.log(event))`,
  `export async function announce() {`,
  `  const event = { type: PitcherBroadcastedEventName.CANVAS_OPENED, body: { body: { canvas_id: 'c1' } } }`,
  `  await api.broadcast(event)`,
  `}`,
];

it("rewrites the factories' return types, PitcherEvent handlers and enum members handed to the API, and the app type-checks on @hostbridge/sdk", async () => {
  const dir = appOnCompat(CANVAS_APP);
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  // (line 1 of the client's names splits in two: the sdk's, and the enum kept from compat)
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after.split("\n");
  expect(after[4]).toBe(`export type Ui = import('@hostbridge/sdk').UiApi`);
  expect(after[5]).toBe(`const api: import('@hostbridge/sdk').HostApi = useHostApi()`);
  expect(after[8]).toBe(
    `function onCanvasOpened(event: import('@hostbridge/sdk').EventMap['canvas_opened']) {`,
  );
  expect(after[11]).toBe(`api.on('canvas_opened', onCanvasOpened)`);
  expect(after[13]).toBe(`api.on('canvas_closed', (event) => console.log(event))`);
  expect(after[15]).toBe(
    `  const event = { type: 'canvas_opened' as const, body: { body: { canvas_id: 'c1' } } }`,
  );
  expect(reportOf(plan)).toEqual(
    expect.arrayContaining([
      "5 change [leave-compat] ReturnType<typeof useUi> -> UiApi",
      "6 change [leave-compat] ReturnType<typeof usePitcherApi> -> HostApi",
      "9 change [leave-compat] PitcherEvent -> EventMap['canvas_opened']",
      "12 change [pitcher-constants] PitcherBroadcastedEventName.CANVAS_OPENED -> 'canvas_opened'",
      "14 change [leave-compat] (event: PitcherEvent) -> (event)",
      "16 change [pitcher-constants] PitcherBroadcastedEventName.CANVAS_OPENED -> 'canvas_opened'",
    ]),
  );
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("reports instead of rewriting where the rewrite is not safe: a camelCase factory, a handler of two events", async () => {
  const dir = appOnCompat([
    `import { usePitcherApi, PitcherEventName } from '@hostbridge/compat'`,
    `import type { PitcherEvent } from '@hostbridge/compat'`,
    `const api: ReturnType<typeof usePitcherApi> = usePitcherApi({ casing: 'camel' })`,
    `function onAny(event: PitcherEvent) {`,
    `  console.log(event)`,
    `}`,
    `api.on(PitcherEventName.CANVAS_UPDATED, onAny)`,
    `api.on('canvas_closed', onAny)`,
    `export const UPDATED = PitcherEventName.CANVAS_UPDATED`,
  ]);
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after;
  expect(after).toContain("const api: ReturnType<typeof useHostApi> =");
  expect(after).toContain("function onAny(event: PitcherEvent) {");
  // the enum member the app keeps for itself is not the API's business: left as it was
  expect(after).toContain("export const UPDATED = PitcherEventName.CANVAS_UPDATED");
  expect(reportOf(plan)).toEqual(
    expect.arrayContaining([
      "4 person [leave-compat] ReturnType<typeof usePitcherApi>",
      "5 person [leave-compat] (event",
    ]),
  );
}, 120_000);
