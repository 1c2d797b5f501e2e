// The codemod on apps written against the real `@pitcher/js-api` 1.26.0 (type-checked against it
// first), migrated in a temporary copy, then type-checked against our SDK.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MigrationRefusedError, planMigration, writeMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { snapshot, tempAppsPerTest } from "./helpers/tempApp";
import { typeErrors } from "./helpers/typeCheck";

const app = tempAppsPerTest();

const read = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");

describe("a vanilla TypeScript app of the existing client", () => {
  it("type-checks against @pitcher/js-api before, and against @hostbridge/sdk after migration", async () => {
    const dir = app("vanilla-ts");
    expect(await typeErrors(dir)).toEqual([]);
    const plan = await planMigration(dir, { modernize: [] });
    expect(plan.skipped).toEqual([]);
    expect(plan.files.flatMap((file) => file.needsPerson)).toEqual([]);
    writeMigration(plan);
    expect(await typeErrors(dir)).toEqual([]);
    const manifest = JSON.parse(read(dir, "package.json")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual([
      "@hostbridge/sdk",
      "@hostbridge/protocol-types",
      "lodash-es",
    ]);
    const source = read(dir, "src/app.ts");
    expect(source).not.toContain("@pitcher/js-api");
    expect(source).toContain("const api = useHostApi();");
    expect(source).toContain("userId: env.svc.user.id");
    expect(source).toContain("({ failed: `${error.body?.message}` })");
    expect(source).toContain(
      'return error.body?.code === "NOT_FOUND" ? "no such folder" : `failed: ${error.body?.detail}`;',
    );
    const legacy = read(dir, "src/legacy.js");
    expect(legacy).toContain("await ui.appResize({ height });");
    expect(legacy).toContain("await ui.appLoaded();");
    // the platform's hosts send PITCHER_EVENT: a raw listener keeps the name it listens for
    expect(legacy).toContain('message.type === "PITCHER_EVENT"');
  }, 120_000);

  it("changes nothing outside the places it reports, and leaves node_modules and build output alone", async () => {
    const dir = app("vanilla-ts");
    const vendored =
      'import { useUi } from "@pitcher/js-api";\nuseUi().app_resize({ height: 1 });\n';
    for (const folder of ["node_modules/some-lib", "dist", "build", ".output"]) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, "index.js"), vendored);
    }
    const plan = await planMigration(dir, { modernize: [] });
    expect(plan.files.map((file) => file.file)).toEqual([
      "src/app.ts",
      "src/legacy.js",
      "src/main.ts",
      "package.json",
    ]);
    writeMigration(plan);
    for (const folder of ["node_modules/some-lib", "dist", "build", ".output"]) {
      expect(read(dir, `${folder}/index.js`)).toBe(vendored);
    }
    expect(read(dir, "index.html")).toBe(
      readFileSync(new URL("fixtures/vanilla-ts/index.html", import.meta.url), "utf8"),
    );
  }, 120_000);
});

describe("a Vue app of the existing client", () => {
  it("rewrites <script> and <script setup> blocks in place and type-checks against @hostbridge/sdk", async () => {
    const dir = app("vue-sfc");
    expect(await typeErrors(dir)).toEqual([]);
    const before = read(dir, "src/Checklist.vue");
    const plan = await planMigration(dir, { modernize: [] });
    expect(plan.files.flatMap((file) => file.needsPerson)).toEqual([]);
    writeMigration(plan);
    expect(await typeErrors(dir)).toEqual([]);
    const after = read(dir, "src/Checklist.vue");
    // the template and the style are byte for byte what they were
    const outside = (text: string) => [
      text.slice(0, text.indexOf("<script")),
      text.slice(text.indexOf("</script>")),
    ];
    expect(outside(after)).toEqual(outside(before));
    expect(after).toContain('import { useUi, useHostApi } from "@hostbridge/sdk";');
    expect(after).toContain("owner.value = String(env.svc.user.id);");
    expect(read(dir, "src/Sharing.vue")).toContain(
      "await ui.selectContent({ max_selections: 3 });",
    );
    expect(read(dir, "src/notes.ts")).toContain("(reason) => `not saved: ${reason.body?.detail}`");
  }, 120_000);
});

describe("patterns the codemod must not touch", () => {
  const EXPECTED = [
    "src/errors.ts:9 .catch() after .then()",
    "src/errors.ts:16 this catch gets rejections of high-level calls",
    "src/errors.ts:22 .catch() uses the rejection as a whole",
    "src/loader.cjs:1 loads @pitcher/js-api with require()",
    "src/setup.ts:4 usePitcherApi(options)",
    "src/setup.ts:7 reads jsApiLocation from the parent window",
    "src/setup.ts:8 getAvailableApis() stays imported from @pitcher/js-api",
    "src/setup.ts:11 useApi(): ours returns the API of the location the page runs in as it is",
    "src/untyped.js:6 reads .pitcher from a value whose type is unknown",
  ];

  it("reports each with file:line and leaves those lines as they were", async () => {
    const dir = app("untouchable");
    const before = snapshot(dir);
    const plan = await planMigration(dir, { modernize: [] });
    const found = plan.files.flatMap((file) =>
      file.needsPerson.map((entry) => `${file.file}:${entry.line} ${entry.why}`),
    );
    expect(found).toHaveLength(EXPECTED.length);
    EXPECTED.forEach((expected, index) => {
      const [place] = expected.split(" ");
      expect(found[index]!.startsWith(`${place} `)).toBe(true);
      expect(found[index]).toContain(expected.slice(place!.length + 1));
    });
    writeMigration(plan);
    const after = snapshot(dir);
    for (const expected of EXPECTED) {
      const [file, line] = expected.split(" ")[0]!.split(":");
      if (file === "src/setup.ts" && line === "4") continue; // usePitcherApi is renamed, its options are not
      // (setup.ts: getAvailableApis stays imported from the client, on a line of its own)
      const shift = file === "src/setup.ts" ? 1 : 0;
      expect(after.get(file!)!.split("\n")[Number(line) - 1]).toBe(
        before.get(file!)!.split("\n")[Number(line) - 1 - shift],
      );
    }
    expect(after.get("src/setup.ts")!.split("\n").slice(0, 2)).toEqual([
      'import { useApi, useHostApi } from "@hostbridge/sdk";',
      'import { getAvailableApis } from "@pitcher/js-api";',
    ]);
    expect(after.get("src/setup.ts")!.split("\n")[3]).toBe(
      'export const api = useHostApi({ fetchMode: "prefer-online", logLevel: "debug" });',
    );
    expect(after.get("src/loader.cjs")).toBe(before.get("src/loader.cjs"));
    // the .then() on what onAppSetData() returns still gets the unsubscribe function from ours
    expect(after.get("src/popup.ts")).toContain(
      "void Promise.resolve(ui.onAppSetData(async (data) => onData(data))).then((off) =>",
    );
    // the type proves the ui object: its two arguments become the one payload ours takes
    expect(after.get("src/popup.ts")).toContain(
      'await ui.openGlobalPopup({ app_name: "notes", extra_context: { id } });',
    );
    // ours reads another app's config as the client does: the call moves as it was, unreported
    expect(after.get("src/popup.ts")).toContain(
      'return admin.getAppConfig({ app_name: "field-reports" });',
    );
  }, 120_000);
});

describe("TODO(hostbridge-migrate) comments (--todo-comments)", () => {
  it("writes one above each place that needs a person; the report points at the place itself", async () => {
    const dir = app("untouchable");
    const plan = await planMigration(dir, { modernize: [], todoComments: true });
    writeMigration(plan);
    const places = plan.files.flatMap((file) =>
      file.needsPerson.map((entry) => ({ file: file.file, ...entry })),
    );
    expect(places.length).toBeGreaterThan(5);
    for (const place of places) {
      const lines = read(dir, place.file).split("\n");
      expect(lines[place.line - 2]).toContain(
        `TODO(hostbridge-migrate): ${place.why.slice(0, 40)}`,
      );
      expect(lines[place.line - 1]).not.toContain("TODO(hostbridge-migrate)");
    }
  }, 120_000);
});

describe("files the codemod cannot parse", () => {
  it("leave the whole app as it was, package.json included; --partial writes the rest and says so", async () => {
    const dir = app("vue-sfc");
    const broken =
      'import { useUi } from "@pitcher/js-api";\nconst ui = useUi(;\nui.app_resize({ height: 1 });\n';
    writeFileSync(join(dir, "src/broken.ts"), broken);
    const brokenVue =
      '<script setup lang="ts">\nimport { useUi } from "@pitcher/js-api";\n</script>\n<template><div></template>\n';
    writeFileSync(join(dir, "src/Broken.vue"), brokenVue);
    const before = snapshot(dir);
    const plan = await planMigration(dir, { modernize: [] });
    expect(plan.skipped.map((entry) => entry.file).sort()).toEqual([
      "src/Broken.vue",
      "src/broken.ts",
    ]);
    expect(plan.skipped.every((entry) => entry.reason.startsWith("does not parse"))).toBe(true);
    expect(() => writeMigration(plan)).toThrow(MigrationRefusedError);
    expect(() => writeMigration(plan)).toThrow(
      /nothing was written: 2 files could not be parsed .*--partial/,
    );
    expect(snapshot(dir)).toEqual(before);
    writeMigration(plan, { partial: true });
    expect(read(dir, "src/broken.ts")).toBe(broken);
    expect(read(dir, "src/Broken.vue")).toBe(brokenVue);
    expect(read(dir, "src/notes.ts")).toContain("@hostbridge/sdk");
  }, 120_000);
});

describe("writing", () => {
  it("is all or nothing: a file that cannot be replaced leaves every file as it was", async () => {
    const dir = app("vanilla-ts");
    const before = snapshot(dir);
    const plan = await planMigration(dir, { modernize: [] });
    // src/main.ts is replaced after src/app.ts and src/legacy.js; make its rename fail
    const main = plan.files.find((file) => file.file === "src/main.ts")!;
    main.after = `${main.after}\n// changed\n`;
    const { rmSync } = await import("node:fs");
    rmSync(join(dir, "src/main.ts"));
    mkdirSync(join(dir, "src/main.ts/blocker"), { recursive: true });
    expect(() => writeMigration(plan)).toThrow();
    const after = snapshot(dir);
    for (const file of ["src/app.ts", "src/legacy.js", "package.json"])
      expect(after.get(file)).toBe(before.get(file));
    expect([...after.keys()].filter((file) => file.includes(".tmp"))).toEqual([]);
  }, 120_000);
});
