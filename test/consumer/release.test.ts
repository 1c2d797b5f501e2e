// The maintainers' release flow (README, "Releasing"): `changeset version` in a temp copy of the
// workspace's manifests bumps the package that has a changeset and the packages whose published
// range no longer admits its new version, writes their changelogs, and leaves every other
// package's version alone. Each scenario below is one changeset run on its own copy; every
// package's resulting version is checked against what semver says the changesets ask for.
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");
const CHANGESET_BIN = join(REPO, "node_modules", "@changesets", "cli", "bin.js");
const RELEASING_FIELDS = ["dependencies", "optionalDependencies", "peerDependencies"] as const;
type Level = "patch" | "minor" | "major";
const LEVELS: Level[] = ["patch", "minor", "major"];

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const copies: string[] = [];

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

/** Runs `changeset version` on a fresh copy of the workspace's manifests with these changesets. */
async function versionCopy(asked: Record<string, Level>): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), "hb-release-"));
  copies.push(copy);
  for (const file of ["package.json", "pnpm-workspace.yaml"])
    await cp(join(REPO, file), join(copy, file));
  await mkdir(join(copy, ".changeset"));
  await cp(join(REPO, ".changeset", "config.json"), join(copy, ".changeset", "config.json"));
  await cp(join(REPO, ".changeset", "changelog.cjs"), join(copy, ".changeset", "changelog.cjs"));
  for (const { folder, pkg } of (await manifests(REPO)).values()) {
    await mkdir(join(copy, folder), { recursive: true });
    await writeFile(join(copy, folder, "package.json"), JSON.stringify(pkg, null, 2));
  }
  for (const extra of ["tooling", "bench"]) {
    await mkdir(join(copy, extra));
    await cp(join(REPO, extra, "package.json"), join(copy, extra, "package.json"));
  }
  for (const [name, level] of Object.entries(asked)) {
    const file = `${name.replace("@hostbridge/", "")}-${level}.md`;
    await writeFile(
      join(copy, ".changeset", file),
      `---\n"${name}": ${level}\n---\n\nA ${level} change of ${name}, for the release test.\n`,
    );
  }
  execFileSync("node", [CHANGESET_BIN, "version"], { cwd: copy, stdio: "pipe" });
  return copy;
}

/** The range a sibling range of the workspace is published as (what pnpm writes into the tarball). */
function publishedRange(range: string, siblingVersion: string): string {
  const spec = range.replace(/^workspace:/, "");
  if (spec === "^" || spec === "~") return `${spec}${siblingVersion}`;
  if (spec === "*") return siblingVersion;
  return spec;
}

/**
 * What the changesets ask for, by semver alone: each package named in a changeset gets its level;
 * a package whose published dependency or optional dependency range no longer admits a sibling's
 * new version gets a patch (a release that points at it); one whose peer range no longer admits it
 * gets a major (its peer range must drop the old line). A sibling still in range, and any
 * devDependency, releases nothing.
 */
function expectedVersions(
  before: Map<string, Manifest>,
  asked: Record<string, Level>,
): Map<string, string> {
  const levels = new Map<string, Level>(Object.entries(asked));
  const next = (name: string) => {
    const level = levels.get(name);
    return level ? semver.inc(before.get(name)!.version, level)! : before.get(name)!.version;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, pkg] of before) {
      if (pkg.private) continue;
      for (const field of RELEASING_FIELDS) {
        for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
          const sibling = before.get(dep);
          if (!sibling || !levels.has(dep)) continue;
          if (semver.satisfies(next(dep), publishedRange(range, sibling.version))) continue;
          const needed: Level = field === "peerDependencies" ? "major" : "patch";
          const had = levels.get(name);
          if (!had || LEVELS.indexOf(needed) > LEVELS.indexOf(had)) {
            levels.set(name, needed);
            changed = true;
          }
        }
      }
    }
  }
  return new Map([...before].map(([name, pkg]) => [name, pkg.private ? pkg.version : next(name)]));
}

let before: Map<string, Manifest>;

beforeAll(async () => {
  before = new Map([...(await manifests(REPO))].map(([name, { pkg }]) => [name, pkg]));
});

afterAll(async () => {
  await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
});

describe("changeset version with a transport minor", () => {
  let copy: string;
  beforeAll(async () => {
    copy = await versionCopy({ "@hostbridge/transport": "minor" });
  }, 60_000);

  it("bumps the package with a changeset and writes its changelog", async () => {
    const after = await manifests(copy);
    expect(after.get("@hostbridge/transport")!.pkg.version).toBe("0.2.0");
    const changelog = await readFile(join(copy, "packages", "transport", "CHANGELOG.md"), "utf8");
    expect(changelog).toContain("## 0.2.0");
    expect(changelog).toContain("A minor change of @hostbridge/transport, for the release test.");
    expect(existsSync(join(copy, ".changeset", "transport-minor.md"))).toBe(false);
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
        expect(pkg.version, `${name} depends on transport`).toBe(semver.inc(was.version, "patch"));
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

// The bindings (`@hostbridge/react`, `@hostbridge/vue`) peer on host-simulator for their `./testing`
// entries over the whole 0.x line, and depend on protocol-types directly.
describe.each([
  { minor: "@hostbridge/host-simulator", bindings: "0.1.0" },
  { minor: "@hostbridge/protocol-types", bindings: "0.1.1" },
])("changeset version with a $minor minor", ({ minor, bindings }) => {
  let copy: string;
  let after: Map<string, { folder: string; pkg: Manifest }>;
  beforeAll(async () => {
    copy = await versionCopy({ [minor]: "minor" });
    after = await manifests(copy);
  }, 60_000);

  it("gives every package the version the changeset asks for, and none a major", async () => {
    const expected = expectedVersions(before, { [minor]: "minor" });
    const actual = new Map([...after].map(([name, { pkg }]) => [name, pkg.version]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    for (const [name, version] of actual)
      expect(semver.major(version), `${name} ${version}`).toBe(
        semver.major(before.get(name)!.version),
      );
    expect(actual.get(minor)).toBe(semver.inc(before.get(minor)!.version, "minor"));
    // A host-simulator minor stays inside the bindings' peer range: no release. A protocol-types
    // minor leaves the `^0.1.0` they depend on: a patch release pointing at it, not a major.
    expect(actual.get("@hostbridge/react")).toBe(bindings);
    expect(actual.get("@hostbridge/vue")).toBe(bindings);
  });

  it("writes a changelog for exactly the released packages and keeps every sibling range", async () => {
    for (const [name, { folder, pkg }] of after) {
      const released = pkg.version !== before.get(name)!.version;
      expect(existsSync(join(copy, folder, "CHANGELOG.md")), name).toBe(released);
      for (const field of [...RELEASING_FIELDS, "devDependencies"] as const)
        for (const [dep, range] of Object.entries(pkg[field] ?? {}))
          if (range.startsWith("workspace:"))
            expect(`${field}.${dep}: ${range}`, name).toBe(
              `${field}.${dep}: ${before.get(name)![field]![dep]}`,
            );
    }
  });
});
