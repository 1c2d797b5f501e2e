// Helpers of the consumer suite: projects in a temp folder outside the workspace that install the
// packed tarballs with npm, exactly as a user outside this repository would.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A finished command. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a user's shell: without the npm_* / pnpm variables the workspace's own package
 * manager put there (they would steer the user's npm), quiet about funding and audits.
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_)/i.test(key)),
  );
  return {
    ...env,
    npm_config_fund: "false",
    npm_config_audit: "false",
    npm_config_update_notifier: "false",
    NO_COLOR: "1",
    ...extra,
  };
}

/** Runs `command args` in `cwd`; resolves with its output (never rejects on a non-zero exit). */
export function run(command: string, args: string[], cwd: string, env = userEnv()): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Like {@link run}, but rejects with the output when the command fails. */
export async function ok(
  command: string,
  args: string[],
  cwd: string,
  env?: NodeJS.ProcessEnv,
): Promise<Ran> {
  const ran = await run(command, args, cwd, env);
  if (ran.code !== 0) {
    throw new Error(
      `\`${command} ${args.join(" ")}\` in ${cwd} exited ${ran.code}\n${ran.stdout.slice(-3000)}\n${ran.stderr.slice(-3000)}`,
    );
  }
  return ran;
}

/**
 * `npm install args` in a scaffolded app, as its README says to run it: fails like {@link ok}, and
 * also when npm warns that a package does not support this Node (`EBADENGINE`), naming each one:
 * a template must install cleanly on every Node the toolchain supports (Node 20 included).
 */
export async function installTemplate(
  appDir: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<Ran> {
  const ran = await ok("npm", ["install", ...args], appDir, env);
  const warned = [
    ...`${ran.stdout}\n${ran.stderr}`.matchAll(/EBADENGINE\s+package: '([^']+)'/g),
  ].map((match) => match[1]);
  if (warned.length) {
    throw new Error(
      `\`npm install\` in ${appDir} warned EBADENGINE on Node ${process.version} for ${warned.join(", ")}: ` +
        "pin the dependency that pulls them in to a range that supports this Node",
    );
  }
  return ran;
}

/** A long-running command (a server) and what it printed so far. */
export interface Started {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first JSON value printed on stdout (a one-line or pretty-printed envelope). */
  json<T>(): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts `command args` in `cwd` and keeps it running until `stop()`. Start a binary itself
 * (`node_modules/.bin/...`), not through npx: npx does not pass a signal on to its child.
 */
export function start(command: string, args: string[], cwd: string, env = userEnv()): Started {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: false,
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const json = new Promise<unknown>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      try {
        resolve(JSON.parse(stdout));
      } catch {
        const line = stdout.split("\n")[0]!;
        if (stdout.includes("\n") && line.startsWith("{") && line.endsWith("}"))
          resolve(JSON.parse(line));
      }
    });
    child.on("close", (code) =>
      reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${stdout}${stderr}`)),
    );
  });
  const closed = new Promise<void>((resolve) => child.on("close", () => resolve()));
  return {
    child,
    output: () => stdout + stderr,
    json: <T>() => json as Promise<T>,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await closed;
      clearTimeout(killer);
    },
  };
}

/**
 * Writes a project whose package.json depends on `dependencies` and overrides every @hostbridge
 * package with its tarball (as `init --link` does), so npm asks the registry only for the rest.
 */
export async function writeProject(
  dir: string,
  dependencies: Record<string, string>,
  tarballs: ReadonlyMap<string, string>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const overrides = Object.fromEntries([...tarballs].map(([name, path]) => [name, `file:${path}`]));
  const resolved = Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => [name, overrides[name] ?? range]),
  );
  await writeFile(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "consumer", version: "1.0.0", private: true, dependencies: resolved, overrides, ...extra }, null, 2)}\n`,
  );
}

/** Every package installed in a project (from package-lock.json, nested copies included), sorted. */
export async function installedNames(dir: string): Promise<string[]> {
  const lock = JSON.parse(await readFile(join(dir, "package-lock.json"), "utf8")) as {
    packages: Record<string, unknown>;
  };
  const names = Object.keys(lock.packages)
    .filter((path) => path.includes("node_modules/"))
    .map((path) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
  return [...new Set(names)].sort();
}
