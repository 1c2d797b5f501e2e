// The `create-hostbridge` binary in a real process, bundled from source the way tsup builds
// dist/bin.js: what a reader that stops early (`create-hostbridge --help | head -1`) sees.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-create-bin-"));
  await build({
    absWorkingDir: REPO,
    entryPoints: { bin: join(REPO, "packages", "create", "src", "bin.ts") },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: join(dir, "dist"),
    conditions: ["@hostbridge/source"],
    // not a dependency of the published CLI: tsup leaves it out of dist too
    external: ["@hostbridge/migrate"],
    // commander is CommonJS: give the ESM chunks a `require` for its node: built-ins.
    banner: {
      js: 'import { createRequire as __hbCreateRequire } from "node:module"; const require = __hbCreateRequire(import.meta.url);',
    },
    logLevel: "silent",
  });
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the bin with `args`; `closeAtOnce` closes our end of its stdout before it writes. */
function runBin(args: readonly string[], { closeAtOnce }: { closeAtOnce: boolean }) {
  const child = spawn(process.execPath, [join(dir, "dist", "bin.js"), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // read nothing and close our end at once, like `head` after its first line
  if (closeAtOnce) child.stdout.destroy();
  else child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`create-hostbridge ${args.join(" ")} did not exit within 20 s: ${stderr}`));
    }, 20_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("create-hostbridge output to a closed pipe", () => {
  it("prints init's usage for --help", async () => {
    const run = await runBin(["--help"], { closeAtOnce: false });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: hostbridge init");
  });

  it("exits quietly when the reader closes the pipe early (create-hostbridge --help | head -1)", async () => {
    const run = await runBin(["--help"], { closeAtOnce: true });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });
});
