import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import { expect } from "vitest";
import { runCli } from "@hostbridge/cli";
import type { CliIo } from "@hostbridge/cli";

/** Every API key any CLI test uses: none may ever appear in any output. */
const SECRETS = new Set<string>();

/** A fresh API key value, registered so that every CLI run asserts it never appears in output. */
export function newKey(label: string): string {
  const key = `hbk_${label}_${randomBytes(16).toString("hex")}`;
  SECRETS.add(key);
  return key;
}

/** What one CLI run produced. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The single JSON envelope on stdout (asserts there is exactly one). */
  json<T = Record<string, unknown>>(): Envelope<T>;
}

/** The `--json` envelope. */
export interface Envelope<T> {
  ok: boolean;
  command: string;
  result?: T;
  error?: { code: string; message: string; details?: unknown };
}

/** Options of one run; the environment is exactly `env` (nothing inherited from the test process). */
export interface CliOptions {
  cwd?: string;
  env?: Record<string, string>;
  stdin?: string;
  isTTY?: CliIo["isTTY"];
  signal?: AbortSignal;
  columns?: number;
  /** Called with the growing stdout, e.g. to find a URL printed by a long-running command. */
  onStdout?: (text: string) => void;
}

/**
 * Runs the CLI in-process with captured streams. Every CLI test goes through here: it checks that
 * no registered API key appears in stdout or stderr, and under --json that stdout is exactly one
 * JSON document.
 */
export async function cli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: {
      write: (chunk: string) => {
        stdout += chunk;
        options.onStdout?.(stdout);
        return true;
      },
    },
    stderr: { write: (chunk: string) => ((stderr += chunk), true) },
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    env: { ...options.env },
    isTTY: options.isTTY ?? false,
    cwd: options.cwd,
    signal: options.signal,
    columns: options.columns,
  });
  for (const secret of SECRETS) {
    expect(stdout, `stdout of hostbridge ${args.join(" ")} contains an API key`).not.toContain(
      secret,
    );
    expect(stderr, `stderr of hostbridge ${args.join(" ")} contains an API key`).not.toContain(
      secret,
    );
  }
  const isJson = args.includes("--json");
  if (isJson) {
    expect(
      () => JSON.parse(stdout) as unknown,
      `stdout of --json run is not one JSON document:\n${stdout}`,
    ).not.toThrow();
    expect(stderr, "--json runs print nothing on stderr").toBe("");
  }
  return {
    code,
    stdout,
    stderr,
    json<T>() {
      expect(isJson).toBe(true);
      return JSON.parse(stdout) as Envelope<T>;
    },
  };
}

/** The CLI as a real program: its bin bundled from source with esbuild (no prior build needed). */
export async function bundleBin(outDir: string): Promise<string> {
  const { build } = await import("esbuild");
  const bin = join(outDir, "hostbridge.cjs");
  await build({
    entryPoints: [join(import.meta.dirname, "..", "..", "src", "bin.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    outfile: bin,
    conditions: ["@hostbridge/source"],
    // not a dependency of the published CLI (it brings the TypeScript and Vue compilers)
    external: ["@hostbridge/migrate"],
    logLevel: "silent",
  });
  return bin;
}
