// An app scaffolded with `init --link` takes any other @hostbridge package later: `npm install` of a
// tarball from the same folder adds it (npm writes the same relative `file:` spec as the override init
// wrote, so there is no EOVERRIDE), a clean install of the lockfile works, and the added package's own
// @hostbridge dependencies come from the tarballs too, never from the registry.
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { installTemplate, ok } from "./helpers";
import { consumerWorkspace } from "./workspace";

const CLI_BIN = join(import.meta.dirname, "..", "..", "packages", "cli", "dist", "bin.js");

const ws = consumerWorkspace("hb-consumer-linked-");

interface Pkg {
  dependencies: Record<string, string>;
  overrides: Record<string, string>;
}

describe("an app made with init --link", { timeout: 900_000 }, () => {
  it("adds @hostbridge/opentelemetry from its tarball: no EOVERRIDE, every @hostbridge package from the tarballs", async () => {
    const appDir = join(ws.work, "linked-app");
    await ok("node", [CLI_BIN, "init", appDir, "--link", ws.packsDir, "--yes"], ws.work);
    await installTemplate(appDir, ["--prefer-offline"]);

    const tarball = ws.tarballs.get("@hostbridge/opentelemetry")!;
    await ok("npm", ["install", "--prefer-offline", tarball], appDir);
    const pkg = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as Pkg;
    const spec = `file:${relative(appDir, tarball)}`;
    expect(pkg.dependencies["@hostbridge/opentelemetry"]).toBe(spec);
    expect(pkg.overrides["@hostbridge/opentelemetry"]).toBe(spec);

    // Every @hostbridge package in the lockfile is one of the tarballs.
    const lock = JSON.parse(await readFile(join(appDir, "package-lock.json"), "utf8")) as {
      packages: Record<string, { resolved?: string }>;
    };
    const hostbridge = Object.entries(lock.packages).filter(([path]) =>
      path.includes("node_modules/@hostbridge/"),
    );
    expect(hostbridge.map(([path]) => path)).toContain("node_modules/@hostbridge/opentelemetry");
    for (const [path, entry] of hostbridge)
      expect(entry.resolved, path).toMatch(/^file:.*hostbridge-[a-z-]+-\d[^/]*\.tgz$/);

    // A clean install from the lockfile (CI's way) works too, and the package loads.
    await ok("npm", ["ci", "--prefer-offline"], appDir);
    const loaded = await ok(
      "node",
      [
        "--input-type=module",
        "-e",
        'console.log(typeof (await import("@hostbridge/opentelemetry")))',
      ],
      appDir,
    );
    expect(loaded.stdout.trim()).toBe("object");
  });
});
