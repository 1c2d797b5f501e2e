// The Vue 3 + TypeScript app (test/fixtures/vue-service): one service module creates the client's
// objects, a barrel re-exports them with a function of the client, composables and components use
// them through imports, a helper's return value, destructuring and a namespace import, read the
// environment record and the client's raw rejection bodies, and import the client's types. After
// `planMigration` + `writeMigration`, with no hand edit, it type-checks with vue-tsc and builds with
// vite; the report file lists what is left, a second run still reports it (exit 8 for the CLI) until
// the line is changed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import vue from "@vitejs/plugin-vue";
import type { MigrationPlan } from "@hostbridge/migrate";
import { migrationReport, planMigration, REPORT_FILE, writeMigration } from "@hostbridge/migrate";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempApp } from "./helpers/tempApp";
import { typeErrors, vueTsc } from "./helpers/typeCheck";

let dir: string;
let dispose: () => void;
let plan: MigrationPlan;
let beforeErrors: string[];
const read = (file: string) => readFileSync(join(dir, file), "utf8");

beforeAll(async () => {
  ({ dir, dispose } = tempApp("vue-service"));
  beforeErrors = await typeErrors(dir);
  plan = await planMigration(dir, { modernize: [] });
  writeMigration(plan);
}, 180_000);

afterAll(() => dispose?.());

describe("the Vue 3 + TypeScript app, client used across files", () => {
  it("type-checked against @pitcher/js-api before; type-checks with vue-tsc against @hostbridge/sdk after", () => {
    expect(beforeErrors).toEqual([]);
    expect(vueTsc(dir)).toEqual({ output: "", status: 0 });
  }, 120_000);

  it("builds with vite", async () => {
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [vue()],
      build: { outDir: join(dir, "dist"), emptyOutDir: true },
    });
    expect(JSON.stringify(output)).toContain("index.html");
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  }, 120_000);

  it("renames what it proves by type: imports through the barrel, helper results, destructuring, namespaces", () => {
    expect(read("src/services/pitcher.ts")).toContain("export const api = useHostApi(options);");
    expect(read("src/services/pitcher.ts")).toContain(
      'import type { HostApiOptions as ApiOptions } from "@hostbridge/sdk";',
    );
    expect(read("src/services/index.ts")).toContain(
      'export { registerPeerConnectivityHandler } from "@hostbridge/sdk";',
    );
    expect(read("src/components/FilePicker.vue")).toContain(
      "const { selectContent, toast } = uiApi();",
    );
    expect(read("src/components/FilePicker.vue")).toContain(
      'await popupUi.openGlobalPopup({ app_name: "meeting-notes", extra_context: { picked: picked.value } });',
    );
    expect(read("src/components/FilePicker.vue")).toContain("await ui.broadcast({");
    expect(read("src/composables/useEnvironment.ts")).toContain("env.value?.svc.user.name");
    expect(read("src/composables/useEnvironment.ts")).toContain(
      'import type { ServiceEnv as PitcherEnv } from "@hostbridge/protocol-types";',
    );
    // peer connectivity with an array of actions: the same call in ours
    expect(read("src/App.vue")).toContain(
      'const stop = registerPeerConnectivityHandler(["canvas.open", "file.open"], (event) => {',
    );
    const manifest = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual([
      "@hostbridge/sdk",
      "@hostbridge/protocol-types",
      "lodash-es",
      "vue",
    ]);
  });

  it("rewrites the rejection reads the type proves come from a high-level call", () => {
    const files = read("src/composables/useFiles.ts");
    expect(files).toContain('String(rejection.body?.detail ?? "could not load the files")');
    expect(files).toContain('rejection.body?.code === "not_found"');
  });

  it("lists what is left in the report file; a second run still reports it until the line changes", async () => {
    const report = JSON.parse(read(REPORT_FILE)) as { places: { file: string; line: number }[] };
    expect(report.places.map((place) => `${place.file}:${place.line}`)).toEqual([
      "src/services/pitcher.ts:10",
    ]);
    const again = migrationReport(await planMigration(dir, { modernize: [] }), false);
    expect(again.changedFiles).toBe(0);
    expect(again.needsPersonCount).toBe(1);
    expect(again.files[0]!.needsPerson[0]!.why).toContain(
      "usePitcherApi(options): ours takes options too",
    );
    // the person settles it: one options constant, a timeout for the long calls
    const service = read("src/services/pitcher.ts").replace(
      "export const api = useHostApi(options);",
      "export const api = useHostApi({ ...options, timeout: 60_000 });",
    );
    writeFileSync(join(dir, "src/services/pitcher.ts"), service);
    const done = await planMigration(dir, { modernize: [] });
    expect(migrationReport(done, false).needsPersonCount).toBe(0);
    writeMigration(done);
    expect(existsSync(join(dir, REPORT_FILE))).toBe(false);
  }, 120_000);
});
