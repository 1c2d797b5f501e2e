// What each published package ships besides its build (docs/publishing.md): the MIT LICENSE its
// manifest names, its changelog, the sources its source maps and its `@hostbridge/source` export
// condition point at, and bins that exist before anything is built (a fresh `pnpm install` of the
// repository links them, and warns about a bin whose file is missing).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const LICENSE = readFileSync(join(REPO, "LICENSE"), "utf8");

interface Manifest {
  name: string;
  license?: string;
  private?: boolean;
  files?: string[];
  bin?: Record<string, string>;
  homepage?: string;
  bugs?: { url?: string };
  keywords?: string[];
  sideEffects?: boolean | string[];
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const published = readdirSync(join(REPO, "packages"))
  .map((folder) => join(REPO, "packages", folder))
  .filter((dir) => existsSync(join(dir, "package.json")))
  .map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest,
  }))
  .filter(({ pkg }) => !pkg.private);

describe("every published package", () => {
  it("is found (the list below is not empty)", () => {
    expect(published.length).toBeGreaterThanOrEqual(20);
  });

  it("is MIT, with the repository's LICENSE beside its manifest (npm and pnpm always pack it)", () => {
    expect(LICENSE).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} HostBridge contributors\n/);
    for (const { dir, pkg } of published) {
      expect(pkg.license, pkg.name).toBe("MIT");
      expect(existsSync(join(dir, "LICENSE")), `${pkg.name} has no LICENSE`).toBe(true);
      expect(readFileSync(join(dir, "LICENSE"), "utf8"), `${pkg.name}'s LICENSE`).toBe(LICENSE);
    }
  });

  it("ships its build, its sources (what its maps and source condition name), README and CHANGELOG", () => {
    for (const { pkg } of published) {
      expect(pkg.files, pkg.name).toEqual(
        expect.arrayContaining(["dist", "src", "README.md", "CHANGELOG.md"]),
      );
    }
  });

  it("has bins that are committed files outside dist/, shipped, which load the built code", () => {
    const withBins = published.filter(({ pkg }) => pkg.bin);
    expect(withBins.map(({ pkg }) => pkg.name).sort()).toEqual([
      "@hostbridge/cli",
      "@hostbridge/create",
      "@hostbridge/playwright",
    ]);
    for (const { dir, pkg } of withBins) {
      for (const [command, target] of Object.entries(pkg.bin!)) {
        expect(target, command).toMatch(/^\.\/bin\/[\w-]+\.js$/);
        const file = join(dir, target);
        expect(existsSync(file), `${command}: ${target}`).toBe(true);
        const text = readFileSync(file, "utf8");
        expect(text.startsWith("#!/usr/bin/env node\n"), command).toBe(true);
        // (the CLIs run dist/bin.js; the kit's hostbridge-chromium calls its built module)
        expect(text).toMatch(/^import (\{ \w+ \} from )?"\.\.\/dist\/\w+\.js";$/m);
        expect(pkg.files, pkg.name).toContain("bin");
      }
    }
  });

  it("says where its docs and issues are, and what it is about (homepage, bugs, keywords)", () => {
    for (const { dir, pkg } of published) {
      const folder = dir.split(/[\\/]/).pop()!;
      expect(pkg.homepage, pkg.name).toBe(
        `https://github.com/hostbridge/hostbridge/tree/main/packages/${folder}#readme`,
      );
      expect(pkg.bugs?.url, pkg.name).toBe("https://github.com/hostbridge/hostbridge/issues");
      expect(pkg.keywords?.length ?? 0, pkg.name).toBeGreaterThan(3);
      expect(pkg.keywords, pkg.name).toContain("hostbridge");
    }
  });

  it("names no private workspace package in any dependency field (the published manifest keeps them)", () => {
    const privateNames = new Set(
      ["apps", "packages"].flatMap((group) =>
        readdirSync(join(REPO, group))
          .map((folder) => join(REPO, group, folder, "package.json"))
          .filter((file) => existsSync(file))
          .map((file) => JSON.parse(readFileSync(file, "utf8")) as Manifest)
          .filter((pkg) => pkg.private)
          .map((pkg) => pkg.name),
      ),
    );
    expect(privateNames.has("@hostbridge/dev-host")).toBe(true);
    for (const { pkg } of published) {
      const named = [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((field) =>
        Object.keys(field ?? {}),
      );
      expect(
        named.filter((name) => privateNames.has(name)),
        pkg.name,
      ).toEqual([]);
    }
  });

  it('lists its script-tag builds as side effects, so a bundler keeps `import "<pkg>/<script build>"`', () => {
    const scriptBuilds = published.filter(({ pkg }) => Array.isArray(pkg.sideEffects));
    expect(scriptBuilds.map(({ pkg }) => pkg.name).sort()).toEqual([
      "@hostbridge/compat",
      "@hostbridge/sdk",
    ]);
    for (const { pkg } of published) {
      if (!Array.isArray(pkg.sideEffects)) {
        expect(pkg.sideEffects, pkg.name).toBe(false);
        continue;
      }
      // Every entry the list names is an export target with types of its own.
      for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
        const json = JSON.stringify(target);
        if (!pkg.sideEffects.some((file) => json.includes(`"${file}"`))) continue;
        expect(json, `${pkg.name} ${subpath}`).toMatch(/"types":"\.\/[\w.-]+\.d\.ts"/);
        expect(json, `${pkg.name} ${subpath}`).toMatch(/"types":"\.\/[\w.-]+\.d\.cts"/);
      }
    }
  });
});
