import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli } from "./helpers/cli";

// The manifests the platform's developer docs show (written before the tools ran on them).
const fixtures = new URL("../../deploy-contract/test/fixtures/app-model/", import.meta.url);
const docManifests = readdirSync(fixtures).filter((name) => name.endsWith(".app.json"));

function entriesOf(manifest: Record<string, unknown>): string[] {
  const pages = new Set<string>(["index.html"]);
  const collect = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "entry" && typeof inner === "string") pages.add(inner);
      else collect(inner);
    }
  };
  collect(manifest);
  return [...pages];
}

describe("validate against the platform's app model", () => {
  it.each(docManifests)("accepts %s, --strict included", async (name) => {
    const manifest = JSON.parse(readFileSync(new URL(name, fixtures), "utf8")) as Record<
      string,
      unknown
    >;
    const files = Object.fromEntries(entriesOf(manifest).map((page) => [page, "<!doctype html>"]));
    const app = await makeApp(files, manifest);
    const run = await cli(["validate", "--strict", "--json"], { cwd: app });
    expect(run.json().error).toBeUndefined();
    expect(run.code).toBe(0);
  });

  it("rejects a broken module block, naming each field, without --strict", async () => {
    const app = await makeApp(
      {},
      {
        name: "broken",
        version: "1.0.0",
        module: {
          canvas: { enabled: "yes", entry: "canvas.html" },
          dsr: { enabled: true, entry: "../outside.html" },
          admin_instance: { enabled: true, entry: "admin.html" },
        },
      },
    );
    const run = await cli(["validate", "--json"], { cwd: app });
    expect(run.code).toBe(3);
    const error = run.json<unknown>().error;
    expect(error?.code).toBe("VALIDATION");
    expect(error?.message).toContain("app.json: module.canvas.enabled: must be true or false");
    const human = await cli(["validate"], { cwd: app });
    expect(human.stderr).toContain("module.canvas.enabled");
  });

  it("names a missing module entry and a path leaving the app once the types are right", async () => {
    const app = await makeApp(
      {},
      {
        name: "broken",
        module: {
          dsr: { enabled: true, entry: "../outside.html" },
          admin_instance: { enabled: true, entry: "admin.html" },
        },
      },
    );
    const run = await cli(["validate", "--json"], { cwd: app });
    expect(run.code).toBe(3);
    const message = run.json<unknown>().error?.message ?? "";
    expect(message).toContain("app.json: module.dsr.entry:");
    expect(message).toContain("must stay inside the app");
    expect(message).toContain("app.json: module.admin_instance.entry: admin.html does not exist");
  });

  it("checks app.config.json beside app.json and lets unknown fields pass with a note", async () => {
    const broken = await makeApp({
      "app.config.json": JSON.stringify({ sections: [{ fields: [{ type: "text" }] }] }),
    });
    const refused = await cli(["validate", "--json"], { cwd: broken });
    expect(refused.code).toBe(3);
    expect(refused.json<unknown>().error?.message).toContain(
      "app.config.json: sections.0.fields.0.name",
    );
    const noted = await makeApp({}, { name: "noted", version: "1.0.0", marketplace_tier: "gold" });
    const run = await cli(["validate"], { cwd: noted });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "note: app.json: marketplace_tier: is not a field the platform documents",
    );
  });
});
