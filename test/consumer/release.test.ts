// The maintainers' release flow (README, "Releasing"): `changeset version` in a temp copy of the
// workspace's manifests bumps the package that has a changeset and the packages depending on it,
// writes their changelogs, and leaves every other package's version alone.
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const CHANGESET_BIN = join(REPO, "node_modules", "@changesets", "cli", "bin.js");

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
}

let copy: string;
const before = new Map<string, Manifest>();

async function manifests(root: string): Promise<Map<string, { folder: string; pkg: Manifest }>> {
  const found = new Map<string, { folder: string; pkg: Manifest }>();
  for (const group of ["packages", "apps"]) {
    for (const name of await readdir(join(root, group))) {
      const file = join(root, group, name, "package.json");
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(await readFile(file, "utf8")) as Manifest;
      found.set(pkg.name, { folder: join(group, name), pkg });
    }
  }
  return found;
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "hb-release-"));
  for (const file of ["package.json", "pnpm-workspace.yaml"])
    await cp(join(REPO, file), join(copy, file));
  await mkdir(join(copy, ".changeset"));
  await cp(join(REPO, ".changeset", "config.json"), join(copy, ".changeset", "config.json"));
  for (const [name, { folder, pkg }] of await manifests(REPO)) {
    await mkdir(join(copy, folder), { recursive: true });
    await writeFile(join(copy, folder, "package.json"), JSON.stringify(pkg, null, 2));
    before.set(name, pkg);
  }
  for (const extra of ["tooling", "bench"]) {
    await mkdir(join(copy, extra));
    await cp(join(REPO, extra, "package.json"), join(copy, extra, "package.json"));
  }
  await writeFile(
    join(copy, ".changeset", "transport-feature.md"),
    '---\n"@hostbridge/transport": minor\n---\n\nA new transport option, for the release test.\n',
  );
  execFileSync("node", [CHANGESET_BIN, "version"], { cwd: copy, stdio: "pipe" });
}, 60_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("changeset version", () => {
  it("bumps the package with a changeset and writes its changelog", async () => {
    const after = await manifests(copy);
    expect(after.get("@hostbridge/transport")!.pkg.version).toBe("0.2.0");
    const changelog = await readFile(join(copy, "packages", "transport", "CHANGELOG.md"), "utf8");
    expect(changelog).toContain("## 0.2.0");
    expect(changelog).toContain("A new transport option, for the release test.");
    expect(existsSync(join(copy, ".changeset", "transport-feature.md"))).toBe(false);
  });

  it("patches the packages depending on it directly, keeps workspace ranges, and leaves the others alone", async () => {
    const after = await manifests(copy);
    // A minor bump of a 0.x package leaves the `^0.1.0` range its dependents publish with, so each
    // direct dependent gets a patch release pointing at it. Packages further away keep their
    // version: their own dependency's patch release is still inside their range.
    const direct = [...before]
      .filter(([, pkg]) => !pkg.private && "@hostbridge/transport" in (pkg.dependencies ?? {}))
      .map(([name]) => name);
    expect(direct.sort()).toEqual(
      expect.arrayContaining([
        "@hostbridge/sdk",
        "@hostbridge/ui-api",
        "@hostbridge/host-simulator",
      ]),
    );
    for (const [name, { folder, pkg }] of after) {
      const was = before.get(name)!;
      if (name === "@hostbridge/transport") continue;
      if (direct.includes(name)) {
        expect(pkg.version, `${name} depends on transport`).toBe(
          was.version.replace(/\.(\d+)$/, (_, patch: string) => `.${Number(patch) + 1}`),
        );
        expect(await readFile(join(copy, folder, "CHANGELOG.md"), "utf8"), name).toContain(
          "@hostbridge/transport@0.2.0",
        );
      } else {
        expect(pkg.version, `${name} does not depend on transport directly`).toBe(was.version);
        expect(existsSync(join(copy, folder, "CHANGELOG.md")), name).toBe(false);
      }
      for (const range of Object.values(pkg.dependencies ?? {}))
        if (range.startsWith("workspace:")) expect(range, name).toMatch(/^workspace:[\^*~]$/);
    }
  });
});
