// After step 1 changed package.json, the app's lockfile follows through its own package manager
// (lockfile only), so `npm ci` keeps passing; when the manager cannot, the lockfile is left as it
// was and the outcome says why. The registry is a local one on 127.0.0.1 that serves the packuments
// of @hostbridge/compat and its dependencies from their package.json (what a publish would serve),
// and nothing else; the apps live outside the repository so no workspace is found above them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { planMigration, updateLockfile, writeMigration } from "@hostbridge/migrate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const WORKSPACE = ["compat", "transport", "protocol-types"];
interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifests = new Map(
  WORKSPACE.map((dir) => {
    const manifest = JSON.parse(
      readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), "utf8"),
    ) as Manifest;
    return [manifest.name, manifest];
  }),
);
const version = (name: string) => manifests.get(name)!.version;
const published = (deps: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(deps).map(([name, range]) => [
      name,
      range.startsWith("workspace:") ? `^${version(name)}` : range,
    ]),
  );

let registry: Server;
let url: string;
let serving = true;
beforeAll(async () => {
  registry = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? "/").slice(1));
    const manifest = serving ? manifests.get(name) : undefined;
    if (!manifest) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    const { version: v } = manifest;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        name,
        "dist-tags": { latest: v },
        versions: {
          [v]: {
            name,
            version: v,
            dependencies: published(manifest.dependencies),
            peerDependencies: manifest.peerDependencies,
            peerDependenciesMeta: manifest.peerDependenciesMeta,
            dist: {
              tarball: `${url}${name}/-/package-${v}.tgz`,
              integrity: `sha512-${Buffer.alloc(64).toString("base64")}`,
            },
          },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(() => registry.close());

const made: string[] = [];
afterEach(() => {
  serving = true;
  made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** An app of the existing client with `lockfile` beside its package.json, using the local registry. */
function app(lockfile: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "migrate-lockfile-"));
  made.push(dir);
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "shop", version: "1.0.0", private: true, dependencies: { "@pitcher/js-api": "1.26.0" } }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, "main.js"),
    'import { useUi } from "@pitcher/js-api";\nuseUi().appLoaded();\n',
  );
  writeFileSync(join(dir, ".npmrc"), `registry=${url}\n`);
  for (const [file, text] of Object.entries(lockfile)) writeFileSync(join(dir, file), text);
  return dir;
}

const NPM_LOCK = `${JSON.stringify(
  {
    name: "shop",
    version: "1.0.0",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "shop", version: "1.0.0", dependencies: { "@pitcher/js-api": "1.26.0" } },
      "node_modules/@pitcher/js-api": {
        version: "1.26.0",
        resolved: "https://registry.npmjs.org/@pitcher/js-api/-/js-api-1.26.0.tgz",
      },
    },
  },
  null,
  2,
)}\n`;

async function stepOne(dir: string) {
  writeMigration(await planMigration(dir));
  return updateLockfile(dir);
}

describe("step 1 and the app's lockfile", { timeout: 120_000 }, () => {
  it("updates package-lock.json with npm, lockfile only, so npm's check of lockfile against package.json passes", async () => {
    const dir = app({ "package-lock.json": NPM_LOCK });
    const outcome = await stepOne(dir);
    expect(outcome).toEqual({
      file: "package-lock.json",
      command: "npm install --package-lock-only --ignore-scripts --no-audit --no-fund",
      updated: true,
    });
    const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    expect(lock.packages["node_modules/@hostbridge/compat"]?.version).toBe(
      version("@hostbridge/compat"),
    );
    expect(lock.packages["node_modules/@pitcher/js-api"]).toBeUndefined();
    const check = spawnSync("npm", ["ls", "--package-lock-only", "--all"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(check.status, check.stderr).toBe(0);
  });

  it("updates pnpm-lock.yaml with pnpm, lockfile only", async () => {
    const dir = app({});
    // the app's lockfile before the migration, as pnpm writes it (an app with no dependency yet)
    writeFileSync(
      join(dir, "package.json"),
      '{ "name": "shop", "version": "1.0.0", "private": true }\n',
    );
    const before = spawnSync("pnpm", ["install", "--lockfile-only", "--ignore-scripts"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(before.status, before.stderr).toBe(0);
    writeFileSync(
      join(dir, "package.json"),
      '{ "name": "shop", "version": "1.0.0", "private": true, "dependencies": { "@pitcher/js-api": "1.26.0" } }\n',
    );
    const outcome = await stepOne(dir);
    expect(outcome).toMatchObject({ file: "pnpm-lock.yaml", updated: true });
    const lock = readFileSync(join(dir, "pnpm-lock.yaml"), "utf8");
    expect(lock).toContain(`'@hostbridge/compat@${version("@hostbridge/compat")}'`);
    expect(lock).not.toContain("@pitcher/js-api");
  });

  it("leaves the lockfile as it was and says why when the registry has no @hostbridge/compat", async () => {
    const dir = app({ "package-lock.json": NPM_LOCK });
    serving = false;
    const outcome = await stepOne(dir);
    expect(outcome).toMatchObject({ file: "package-lock.json", updated: false });
    expect(outcome?.why).toMatch(/^npm exited with 1: .*404/);
    expect(readFileSync(join(dir, "package-lock.json"), "utf8")).toBe(NPM_LOCK);
  });

  it("has nothing to update in an app without a lockfile", async () => {
    expect(await stepOne(app({}))).toBeUndefined();
  });
});
