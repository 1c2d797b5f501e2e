// Leaving compat, the types that stop checking on @hostbridge/sdk are rewritten to what the sdk
// names: `ReturnType<typeof useUi>` of our generic factories (both casings at once) becomes `UiApi`,
// a handler of `on()`/`off()` typed `(event: PitcherEvent)` takes the event's payload type (inline,
// the annotation goes), a member of the client's string enums handed to the API becomes its literal,
// and a deep type import of the client's records moves to ours. The app (written as the client's
// README shows, on compat after step 1) type-checks after. What cannot be rewritten safely is
// reported: a factory some call of which, in any module of the app, passes another casing; an
// `on()` key typed as any string.
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { expect, it } from "vitest";
import { appsOnCompatPerTest } from "./helpers/appOnCompat";
import { typeErrors } from "./helpers/typeCheck";

const appOnCompat = appsOnCompatPerTest("sdk-types");

/** `line kind [rule] what` of every report line of `file` (`src/app.ts`). */
function reportOf(plan: Awaited<ReturnType<typeof planMigration>>, file = "src/app.ts"): string[] {
  const app = plan.files.find((outcome) => outcome.file === file)!;
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
  // (every member of the enum becomes its literal: its import goes, line 1 stays one line)
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after.split("\n");
  expect(after[3]).toBe(`export type Ui = import('@hostbridge/sdk').UiApi`);
  expect(after[4]).toBe(`const api: import('@hostbridge/sdk').HostApi = useHostApi()`);
  expect(after[7]).toBe(
    `function onCanvasOpened(event: import('@hostbridge/sdk').EventMap['canvas_opened']) {`,
  );
  expect(after[10]).toBe(`api.on('canvas_opened', onCanvasOpened)`);
  expect(after[12]).toBe(`api.on('canvas_closed', (event) => console.log(event))`);
  expect(after[14]).toBe(
    `  const event = { type: 'canvas_opened' as const, body: { body: { canvas_id: 'c1' } } }`,
  );
  expect(reportOf(plan)).toEqual(
    expect.arrayContaining([
      "4 change [leave-compat] ReturnType<typeof useUi> -> UiApi",
      "5 change [leave-compat] ReturnType<typeof usePitcherApi> -> HostApi",
      "8 change [leave-compat] PitcherEvent -> EventMap['canvas_opened']",
      "11 change [pitcher-constants] PitcherBroadcastedEventName.CANVAS_OPENED -> 'canvas_opened'",
      "13 change [leave-compat] (event: PitcherEvent) -> (event)",
      "15 change [pitcher-constants] PitcherBroadcastedEventName.CANVAS_OPENED -> 'canvas_opened'",
    ]),
  );
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("reports instead of rewriting where the rewrite is not safe: a camelCase factory, a handler of two events, a key typed as any string", async () => {
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
    `export function listen(type: string, handler: (event: PitcherEvent) => void) {`,
    `  api.on(type, handler)`,
    `  return () => api.off(type, handler)`,
    `}`,
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
      // a key typed as any string, which ours does not take (its keys are the names it declares)
      "12 person [leave-compat] on(type, ...)",
      "13 person [leave-compat] off(type, ...)",
    ]),
  );
}, 120_000);

// A module of types names the factories (`ReturnType<typeof useUi>`), another calls them: the casing
// that decides the sdk's type is the one every call of the factory in the app passes.
const TYPES_MODULE = [
  `import type { useUi, usePitcherApi } from '@hostbridge/compat'`,
  `export type Ui = ReturnType<typeof useUi>`,
  `export type Api = ReturnType<typeof usePitcherApi>`,
];

it("rewrites a factory's ReturnType in a module of types, and drops the import it no longer needs, when every call of the factory in the app keeps the default casing", async () => {
  const dir = appOnCompat(
    [
      `import { useUi, usePitcherApi } from '@hostbridge/compat'`,
      `import type { Api, Ui } from './types'`,
      `export const ui: Ui = useUi()`,
      `export const api: Api = usePitcherApi()`,
    ],
    { "src/types.ts": TYPES_MODULE },
    true,
  );
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  expect(plan.files.find((file) => file.file === "src/types.ts")!.after).toBe(
    [
      `export type Ui = import('@hostbridge/sdk').UiApi`,
      `export type Api = import('@hostbridge/sdk').HostApi`,
      ``,
    ].join("\n"),
  );
  expect(reportOf(plan, "src/types.ts")).toEqual([
    "1 change [leave-compat] import from @hostbridge/compat removed: the app names its factories only in ReturnType<typeof ...>, now the named types of @hostbridge/sdk (docs/migration.md #4)",
    "1 change [leave-compat] ReturnType<typeof useUi> -> UiApi",
    "2 change [leave-compat] ReturnType<typeof usePitcherApi> -> HostApi",
  ]);
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("reports a factory's ReturnType, rewriting nothing, when a call of that factory in another module passes another casing", async () => {
  const dir = appOnCompat(
    [
      `import { useUi, usePitcherApi } from '@hostbridge/compat'`,
      `import type { Api, Ui } from './types'`,
      `export const ui: Ui = useUi()`,
      `export const api: Api = usePitcherApi({ casing: 'camel' })`,
    ],
    { "src/types.ts": TYPES_MODULE },
  );
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  const after = plan.files.find((file) => file.file === "src/types.ts")!.after.split("\n");
  expect(after[2]).toBe(`export type Api = ReturnType<typeof useHostApi>`);
  expect(after[0]).toBe(`import type { useHostApi } from '@hostbridge/sdk'`);
  expect(after[1]).toBe(`export type Ui = import('@hostbridge/sdk').UiApi`);
  expect(reportOf(plan, "src/types.ts")).toEqual([
    "1 change [leave-compat] import from @hostbridge/sdk instead of @hostbridge/compat",
    "2 change [leave-compat] ReturnType<typeof useUi> -> UiApi",
    "3 change [use-pitcher-api] usePitcherApi -> useHostApi",
    "3 person [leave-compat] ReturnType<typeof usePitcherApi>",
  ]);
}, 120_000);

it("moves a deep type import of the client's records to ours of those names (what ours answer with), and keeps the open ones where they were, reported", async () => {
  const dir = appOnCompat([
    `import { usePitcherApi } from '@hostbridge/compat'`,
    `import type { App, CanvasRetrieve } from '@hostbridge/compat/types/openapi'`,
    ``,
    `const api = usePitcherApi()`,
    `export async function names(): Promise<Pick<CanvasRetrieve, 'id' | 'name'>[]> {`,
    `  const canvases = await api.getCanvases({ page_size: 5 })`,
    `  return canvases.results.map(({ id, name }) => ({ id, name }))`,
    `}`,
    `export const apps: App[] = []`,
  ]);
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after.split("\n");
  expect(after.slice(1, 3)).toEqual([
    `import type { CanvasRetrieve } from '@hostbridge/protocol-types'`,
    `import type { App } from '@hostbridge/compat/types/openapi'`,
  ]);
  expect(reportOf(plan)).toEqual(
    expect.arrayContaining([
      "2 change [leave-compat] import type { CanvasRetrieve } from @hostbridge/protocol-types instead of @hostbridge/compat/types/openapi",
      "2 person [leave-compat] @hostbridge/compat/types/openapi",
    ]),
  );
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("drops the import of a client enum every member of which becomes its literal, so an app with noUnusedLocals still type-checks, and reports no import left on compat", async () => {
  const dir = appOnCompat(
    [
      `import { PitcherBroadcastedEventName, PitcherEventName, usePitcherApi } from '@hostbridge/compat'`,
      `const api = usePitcherApi()`,
      `const onUpdated = (payload: unknown) => console.log(payload)`,
      `api.on(PitcherEventName.CANVAS_UPDATED, onUpdated)`,
      `api.off(PitcherEventName.CANVAS_UPDATED, onUpdated)`,
      `export const announce = (id: string) =>`,
      `  api.broadcast({ type: PitcherBroadcastedEventName.FILE_DOWNLOAD, body: { body: id } })`,
      `export const ENTERED = PitcherEventName.ENTERED_FULLSCREEN`,
    ],
    {},
    true,
  );
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after.split("\n");
  // (PitcherEventName stays for the app's own constant; PitcherBroadcastedEventName goes)
  expect(after.slice(0, 2)).toEqual([
    `import { useHostApi } from '@hostbridge/sdk'`,
    `import { PitcherEventName } from '@hostbridge/compat'`,
  ]);
  expect(reportOf(plan).filter((line) => line.includes("no equivalent export"))).toEqual([
    "1 person [pitcher-constants] PitcherEventName has no equivalent export in @hostbridge/sdk",
  ]);
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("says, at a factory's options that may set casing 'camel', that ours converts the answers' keys by another rule (CRM records stay as the host sent them)", async () => {
  const dir = appOnCompat([
    `import { usePitcherApi } from '@hostbridge/compat'`,
    `import type { ApiOptions } from '@hostbridge/compat'`,
    `const options: ApiOptions = { casing: 'camel', logLevel: 'info' }`,
    `export const camel = usePitcherApi(options)`,
    `export const logged = usePitcherApi({ logLevel: 'info' })`,
  ]);
  const plan = await planMigration(dir, { modernize: [] });
  const app = plan.files.find((file) => file.file === "src/app.ts")!;
  const optionLines = app.needsPerson.filter((entry) =>
    entry.why.includes("ours takes options too"),
  );
  // (lines of the file as written: the alias `type ApiOptions = HostApiOptions<'camel'>` is line 3)
  expect(optionLines.map((entry) => entry.line)).toEqual([5, 6]);
  const [camel, logged] = optionLines.map((entry) => entry.why);
  expect(camel).toContain(
    "casing 'camel' converts answers by another rule in ours: a CRM record's fields (Id, Name, Quantity__c) and the keys inside records, objects, data, crm_shape, token_claims, query, args and the context maps come as the host sent them, where the existing client gives id, name, quantityC",
  );
  expect(logged).not.toContain("casing");
}, 120_000);

it("moves ApiOptions to HostApiOptions<'camel'> where the app's options set casing 'camel', and the app type-checks", async () => {
  const dir = appOnCompat([
    `import { usePitcherApi } from '@hostbridge/compat'`,
    `import type { ApiOptions } from '@hostbridge/compat'`,
    `const options: ApiOptions = { casing: 'camel', logLevel: 'info' }`,
    `export const api = usePitcherApi(options)`,
  ]);
  expect(await typeErrors(dir)).toEqual([]);
  const plan = await planMigration(dir, { modernize: [] });
  const after = plan.files.find((file) => file.file === "src/app.ts")!.after;
  expect(after).toContain(`type ApiOptions = HostApiOptions<'camel'>`);
  writeMigration(plan);
  expect(await typeErrors(dir)).toEqual([]);
}, 120_000);

it("reports an errorLogger whose parameter the app typed as the client's failure, where the type error will be (and leaves one typed unknown)", async () => {
  const dir = appOnCompat([
    "import { usePitcherApi, useUi } from '@hostbridge/compat'",
    "",
    "interface Failure { message: string; js_api_response?: unknown }",
    "const seen: Failure[] = []",
    "const options = {",
    "  errorLogger: (failure: Failure) => { seen.push(failure) },",
    "}",
    "export const api = usePitcherApi(options)",
    "export const ui = useUi({ errorLogger: function (value: unknown) { console.warn(value) } })",
  ]);
  const plan = await planMigration(dir, { modernize: [] });
  const loggers = reportOf(plan).filter((line) => line.includes("errorLogger's parameter"));
  expect(loggers).toEqual([
    "6 person [leave-compat] errorLogger's parameter is typed Failure, the client's failed call ({ message, js_api_response })",
  ]);
  // (the options object is not typed, so tsc says so where it is passed: a line the report holds too)
  const reported = new Set(reportOf(plan).map((line) => `src/app.ts:${line.split(" ")[0]}:`));
  writeMigration(plan);
  const errors = (await typeErrors(dir)).map((error) => error.split(" ")[0]);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.filter((error) => !reported.has(error!))).toEqual([]);
});
