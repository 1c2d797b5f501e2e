// What the `hostbridge` binary loads for each command line: `--version` and `--help` must not load
// the libraries behind the commands (they are imported inside each command's action), so the CLI
// starts about as fast as `node` itself. The bin is bundled from source the way tsup builds
// dist/bin.js (ESM, code splitting, so each `import()` becomes its own file), then run in a real
// process under a module hook that records every file it loads; esbuild's metafile maps those
// files back to the sources they hold. No timing here.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_VERSION } from "@hostbridge/cli";
import { makeApp } from "./helpers/apps";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));

/** The libraries only commands need, by the source paths esbuild reports (relative to the repo). */
const HEAVY: Record<string, RegExp> = {
  "@hostbridge/deploy-client": /^packages\/deploy-client\//,
  "@hostbridge/local-platform": /^packages\/local-platform\//,
  "@hostbridge/host-simulator": /^packages\/host-simulator\//,
  zod: /(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//,
};

// Runs in the hooks thread of the child process: appends each loaded file URL to the log file.
const HOOKS = `import { appendFileSync } from "node:fs";
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, nextLoad) {
  if (url.startsWith("file:")) appendFileSync(log, url + "\\n");
  return nextLoad(url, context);
}
`;
const REGISTER = `import { register } from "node:module";
register(new URL("./hooks.mjs", import.meta.url), { data: { log: process.env.HB_LOAD_LOG } });
`;

interface Bundle {
  dir: string;
  /** Source files (repo-relative) held by each output file, by the output's file name. */
  inputs: Map<string, string[]>;
}

let bundle: Bundle;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "hb-startup-"));
  const out = join(dir, "dist");
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: { bin: join(REPO, "packages", "cli", "src", "bin.ts") },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: out,
    conditions: ["@hostbridge/source"],
    // not a dependency of the published CLI: tsup leaves it out of dist too
    external: ["@hostbridge/migrate"],
    // commander is CommonJS: give the ESM chunks a `require` for its node: built-ins.
    banner: {
      js: 'import { createRequire as __hbCreateRequire } from "node:module"; const require = __hbCreateRequire(import.meta.url);',
    },
    metafile: true,
    logLevel: "silent",
  });
  const inputs = new Map<string, string[]>();
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    inputs.set(basename(path), Object.keys(output.inputs));
  }
  await writeFile(join(dir, "hooks.mjs"), HOOKS);
  await writeFile(join(dir, "register.mjs"), REGISTER);
  bundle = { dir, inputs };
}, 60_000);

afterAll(async () => {
  if (bundle) await rm(bundle.dir, { recursive: true, force: true });
});

interface Loaded {
  code: number | null;
  stdout: string;
  /** Every source file the run loaded (repo-relative). */
  sources: string[];
  /** Which of {@link HEAVY} the run loaded. */
  heavy: string[];
}

/** Runs the bundled bin with `args` and reports what it loaded. */
async function runBin(args: readonly string[], name: string): Promise<Loaded> {
  const log = join(bundle.dir, `${name}.log`);
  await writeFile(log, "");
  const child = spawn(
    process.execPath,
    ["--import", join(bundle.dir, "register.mjs"), join(bundle.dir, "dist", "bin.js"), ...args],
    {
      cwd: bundle.dir,
      env: { PATH: process.env.PATH ?? "", HB_LOAD_LOG: log, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`hostbridge ${args.join(" ")} did not exit within 20 s: ${stderr}`));
    }, 20_000);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const files = (await readFile(log, "utf8"))
    .split("\n")
    .filter((line) => line.startsWith("file:"))
    .map((url) => fileURLToPath(url));
  const ownFiles = files.filter((file) => file.startsWith(join(bundle.dir, "dist")));
  // The bin itself must be in the log, or the hook recorded nothing and the test proves nothing.
  expect(
    ownFiles.map((file) => basename(file)),
    `files loaded: ${stderr}`,
  ).toContain("bin.js");
  const sources = ownFiles.flatMap((file) => bundle.inputs.get(basename(file)) ?? []);
  const heavy = Object.entries(HEAVY)
    .filter(([, pattern]) => sources.some((source) => pattern.test(source)))
    .map(([library]) => library);
  return { code, stdout, sources, heavy };
}

describe("hostbridge output to a closed pipe", () => {
  it("exits quietly when the reader closes the pipe early (hostbridge --help | head -1)", async () => {
    const child = spawn(process.execPath, [join(bundle.dir, "dist", "bin.js"), "--help"], {
      cwd: bundle.dir,
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // read nothing and close our end at once, like `head` after its first line
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`hostbridge --help did not exit within 20 s: ${stderr}`));
      }, 20_000);
      child.on("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(stderr).not.toMatch(/EPIPE|Unhandled|Error/);
    expect(code).toBe(0);
  });
});

describe("hostbridge start-up", () => {
  it("prints --version without loading any command's libraries", async () => {
    const run = await runBin(["--version"], "version");
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(CLI_VERSION);
    expect(run.heavy).toEqual([]);
    expect(run.sources.filter((source) => source.includes("/src/commands/"))).toEqual([]);
    expect(
      run.sources.filter((source) => source.includes("packages/dev-server/src/server")),
    ).toEqual([]);
  }, 30_000);

  it("prints --help and a command's --help without loading any command's libraries", async () => {
    const help = await runBin(["--help"], "help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: hostbridge");
    expect(help.heavy).toEqual([]);
    const platformHelp = await runBin(["platform", "--help"], "platform-help");
    expect(platformHelp.code).toBe(0);
    expect(platformHelp.stdout).toContain("Usage: hostbridge platform");
    expect(platformHelp.heavy).toEqual([]);
  }, 30_000);

  it("loads a command's libraries when the command runs, and only those", async () => {
    const run = await runBin(["validate", "-C", await makeApp(), "--json"], "validate");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, command: "validate" });
    // validate checks app.json, the files and the config (deploy-client, zod): no local platform, no dev host.
    expect(run.heavy).toEqual(["@hostbridge/deploy-client", "zod"]);
  }, 30_000);
});
