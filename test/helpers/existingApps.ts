// The fixture apps of the platform's existing client, `@pitcher/js-api` 1.26.0, under
// test/fixtures/existing-apps/: written from that client's README and types only, they are oracles
// (never edit one to make a tool pass). This copies one to a scratch dir beside them, where it
// still resolves its dependencies from the fixtures' workspace package, and runs its own scripts.
import { spawn } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";

export const EXISTING_APPS_DIR = join(import.meta.dirname, "..", "fixtures", "existing-apps");
const PACKAGES = join(import.meta.dirname, "..", "..", "packages");
export const EXISTING_APPS = ["vue-app", "react-app", "plain-js", "vanilla-ts"] as const;
export type ExistingAppName = (typeof EXISTING_APPS)[number];
/** Apps of the existing client that only the checked `--modernize` runs (they have no type-check script). */
export type CheckedAppName = "vue-options";

const SCRATCH_PREFIX = ".run-";

/** A fresh copy of the app (without its build output or installed files); `remove()` deletes it. */
export async function copyExistingApp(
  name: ExistingAppName | CheckedAppName,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(EXISTING_APPS_DIR, `${SCRATCH_PREFIX}${name}-`));
  await cp(join(EXISTING_APPS_DIR, name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|vendor)$/.test(source),
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Puts our packages (`packages/<name>` of this checkout) where the app's own resolution finds them
 * first: links in the copy's `node_modules/@hostbridge`, as an install would put them there.
 */
export function linkOurPackages(dir: string, names: readonly string[]): void {
  mkdirSync(join(dir, "node_modules", "@hostbridge"), { recursive: true });
  for (const name of names)
    symlinkSync(join(PACKAGES, name), join(dir, "node_modules", "@hostbridge", name), "dir");
}

export interface ScriptRun {
  script: string;
  code: number | null;
  output: string;
}

// What the test runner sets for itself must not reach the app's own Vite and Vitest.
const RUNNER_ENV = /^(VITEST|VITE_|TEST$|NODE_ENV$|NODE_OPTIONS$)/;

/** `npm run <script>` in the app dir, as its developers run it; resolves with its exit code and output. */
export function runScript(dir: string, script: string): Promise<ScriptRun> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !RUNNER_ENV.test(key)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: dir,
      env: { ...env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ script, code, output }));
  });
}

/** An app's own dev server (`npm run dev`), started on a free loopback port. */
export interface AppDevServer {
  /** Where it serves the app (`http://127.0.0.1:<port>/`). */
  url: string;
  close(): Promise<void>;
}

/**
 * Runs the app's `npm run dev` (Vite) on 127.0.0.1 and a free port; resolves once it prints its URL.
 * The process group it started is stopped by `close()`.
 */
export function startAppDevServer(dir: string): Promise<AppDevServer> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !RUNNER_ENV.test(key)),
  );
  const child = spawn(
    "npm",
    ["run", "--silent", "dev", "--", "--host", "127.0.0.1", "--port", "0"],
    {
      cwd: dir,
      env: { ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const close = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // (already gone)
      }
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    let output = "";
    let served = false;
    // (read to the end, so that the server never blocks on a full pipe)
    child.stdout.on("data", (chunk: Buffer) => {
      if (served) return;
      output += chunk.toString();
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url) {
        served = true;
        resolve({ url, close });
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) =>
      reject(new Error(`npm run dev exited (${code}) before it served:\n${output}`)),
    );
  });
}
