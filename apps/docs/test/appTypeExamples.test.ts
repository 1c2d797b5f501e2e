// The live examples of the app-type pages (app-types/<page>.md, <AppTypeExample app="<page>" />), without
// a browser: each page runs an app of its own type (its first place is of the page's kind), shows the
// manifest and the code that run (included from live/app-types/<page>/, never copied), and the apps
// post their messages to a named origin. A manifest `hostbridge validate` would refuse stops the build.
// test/site.e2e.test.ts runs each example in Chromium.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appTypeExample } from "../scripts/liveApp.mjs";

const DOCS = join(import.meta.dirname, "..");
const APPS = join(DOCS, "live", "app-types");

/** Each app-type page and the kind of place its app opens at (`appPlaces` of deploy-contract). */
const PAGES: Record<string, string> = {
  sidebar: "sidebar",
  "canvas-component": "canvas-component",
  popups: "popup",
  "multimedia-selector": "multimedia-selector",
  hooks: "hook",
  admin: "admin",
  dsr: "dsr",
};

function filesIn(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

describe("the app-type pages' live examples", () => {
  it("are one per app-type page, each an app of the page's type", () => {
    const pages = readdirSync(join(DOCS, "app-types"))
      .filter((file) => file.endsWith(".md") && file !== "index.md")
      .map((file) => file.replace(/\.md$/, ""));
    expect(pages.sort()).toEqual(Object.keys(PAGES).sort());
    expect(
      readdirSync(APPS, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual(pages);
    for (const page of pages) {
      const text = readFileSync(join(DOCS, "app-types", `${page}.md`), "utf8");
      expect(text, page).toContain(`<AppTypeExample app="${page}" />`);
      expect(appTypeExample(join(APPS, page)).place.kind, page).toBe(PAGES[page]);
    }
  });

  it("show the manifest and the code that run, included from the app's files", () => {
    const missing: string[] = [];
    for (const page of Object.keys(PAGES)) {
      const text = readFileSync(join(DOCS, "app-types", `${page}.md`), "utf8");
      const { place } = appTypeExample(join(APPS, page));
      const entry = place.entry.replace(/\.html$/, "");
      const shown = [
        page === "admin" ? "app.config.json" : "app.json",
        `${entry}.html`,
        `${entry}.ts`,
      ];
      for (const file of shown)
        if (
          !new RegExp(
            `^<<< @/live/app-types/${page}/${file.replaceAll(".", "\\.")}(\\{|$)`,
            "m",
          ).test(text)
        )
          missing.push(`${page}.md does not include live/app-types/${page}/${file}`);
      // (a JSON block of its own would be a copy that can drift from the app that runs)
      if (/^```json$/m.test(text)) missing.push(`${page}.md has a JSON block of its own`);
    }
    expect(missing).toEqual([]);
  });

  it("post messages to a named origin, never to any (`*`)", () => {
    const sources = filesIn(APPS).filter((file) => /\.(ts|html)$/.test(file));
    expect(sources.length).toBeGreaterThan(10);
    const anyOrigin = sources.filter((file) =>
      /postMessage\([^;]*["'`]\*["'`]/s.test(readFileSync(join(APPS, file), "utf8")),
    );
    expect(anyOrigin).toEqual([]);
  });

  it("stop the build on a manifest the platform refuses, naming the file and the field", () => {
    const dir = mkdtempSync(join(tmpdir(), "hb-docs-app-type-"));
    try {
      writeFileSync(
        join(dir, "app.json"),
        JSON.stringify({
          name: "broken",
          module: { canvas: { enabled: "yes", entry: "canvas.html" } },
        }),
      );
      expect(() => appTypeExample(dir, "live/app-types/broken")).toThrow(
        /live\/app-types\/broken\/app\.json.*module\.canvas\.enabled/,
      );
      writeFileSync(
        join(dir, "app.json"),
        JSON.stringify({
          name: "missing",
          module: { canvas: { enabled: true, entry: "canvas.html" } },
        }),
      );
      expect(() => appTypeExample(dir, "live/app-types/missing")).toThrow(/module\.canvas\.entry/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
