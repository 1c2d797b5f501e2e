// The first step on pages that load the existing client with a script tag, as the client's README
// shows (`<script src=".../js-api.umd.min.js">`, then the global `pitcher`): from a CDN, from the
// installed package and from a copy of the client vendored into the app. Each tag loads compat's
// script-tag build instead; the vendored copy and the page's own scripts stay byte for byte.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrationReport, planMigration, writeMigration } from "@hostbridge/migrate";
import { afterEach, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const CLIENT_UMD = join(
  dirname(require.resolve("@pitcher/js-api/package.json")),
  "js-api.umd.min.js",
);
const COMPAT = JSON.parse(
  readFileSync(new URL("../../compat/package.json", import.meta.url), "utf8"),
) as { version: string; jsdelivr: string; unpkg: string };
const COMPAT_FILE = COMPAT.jsdelivr.replace(/^\.\//, "");
const TMP = fileURLToPath(new URL("../.tmp/", import.meta.url));

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An app of script-tag pages, written as the client's README shows them. */
function scriptTagApp(files: Record<string, string>): string {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, "script-tags-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const APP_JS = `var api = pitcher.useUi();\nvar env;\npitcher.usePitcherApi().getEnv().then(function (e) { env = e; });\n`;
const page = (src: string) =>
  `<!doctype html>\n<html>\n  <body>\n    <script src="${src}"></script>\n    <script src="app.js"></script>\n  </body>\n</html>\n`;

describe("the first step on script-tag pages", () => {
  it("points a tag at a vendored copy of the client to compat's script-tag build and leaves the copy byte for byte", async () => {
    const dir = scriptTagApp({ "index.html": page("vendor/js-api.umd.min.js"), "app.js": APP_JS });
    mkdirSync(join(dir, "vendor"));
    cpSync(CLIENT_UMD, join(dir, "vendor/js-api.umd.min.js"));
    const plan = await planMigration(dir);
    writeMigration(plan);
    const url = `https://cdn.jsdelivr.net/npm/@hostbridge/compat@${COMPAT.version}/${COMPAT_FILE}`;
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(page(url));
    expect(readFileSync(join(dir, "vendor/js-api.umd.min.js"))).toEqual(readFileSync(CLIENT_UMD));
    expect(readFileSync(join(dir, "app.js"), "utf8")).toBe(APP_JS);
    const report = migrationReport(plan, true);
    expect(
      report.files.map((file) => [file.file, file.changes.map((c) => `${c.line}: ${c.what}`)]),
    ).toEqual([
      [
        "index.html",
        [
          `4: script tag: vendor/js-api.umd.min.js (the vendored client vendor/js-api.umd.min.js, left as it was) -> ${url}`,
        ],
      ],
    ]);
  });

  it("points CDN tags of the client at compat's file on the same CDN, and reports another file of the client", async () => {
    const dir = scriptTagApp({
      "a.html": page("https://cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0/js-api.umd.min.js"),
      "b.html": page("https://unpkg.com/@pitcher/js-api@1.26"),
      "c.html": page("//cdn.jsdelivr.net/npm/@pitcher/js-api/js-api.umd.min.js?v=3"),
      "d.html": page("https://cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0/js-api.esm.js"),
      "e.html": page("https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.js"),
      "app.js": APP_JS,
    });
    const plan = await planMigration(dir);
    writeMigration(plan);
    const read = (name: string) => readFileSync(join(dir, name), "utf8");
    const compat = `@hostbridge/compat@${COMPAT.version}/${COMPAT_FILE}`;
    expect(read("a.html")).toBe(page(`https://cdn.jsdelivr.net/npm/${compat}`));
    expect(read("b.html")).toBe(page(`https://unpkg.com/${compat}`));
    expect(read("c.html")).toBe(page(`//cdn.jsdelivr.net/npm/${compat}`));
    expect(read("d.html")).toBe(
      page("https://cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0/js-api.esm.js"),
    );
    expect(read("e.html")).toBe(page("https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.js"));
    const report = migrationReport(plan, true);
    expect(report.files.map((file) => file.file).sort()).toEqual([
      "a.html",
      "b.html",
      "c.html",
      "d.html",
    ]);
    expect(
      report.files.find((file) => file.file === "d.html")!.needsPerson.map((p) => p.line),
    ).toEqual([4]);
  });

  it("names compat's script-tag build by the file its package.json gives CDNs", () => {
    expect(COMPAT.unpkg).toBe(COMPAT.jsdelivr);
    expect(COMPAT_FILE).toBe("dist/js-api.umd.min.js");
  });
});
