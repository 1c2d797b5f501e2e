import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { createLocalPlatform } from "@hostbridge/local-platform";
import type { LocalPlatform } from "@hostbridge/local-platform";
import { cli } from "./cli";
import type { CliOptions, CliRun } from "./cli";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Registers something to undo after the current test. */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** A fresh temporary directory, removed after the test. */
export async function tempDir(prefix = "hb-cli-"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Options of {@link startPlatform}. */
export interface TestPlatformOptions {
  keys: { key: string; expiresAt?: string }[];
  instances?: string[];
  maxUploadBytes?: number;
}

/** A real local platform on 127.0.0.1:0 with its own state dir, closed after the test. */
export async function startPlatform(options: TestPlatformOptions): Promise<LocalPlatform> {
  const dir = await tempDir("hb-platform-");
  const platform = await createLocalPlatform({
    dir,
    port: 0,
    apiKeys: options.keys.map((entry, index) => ({
      key: entry.key,
      name: `test-${index}`,
      expiresAt: entry.expiresAt,
    })),
    instances: options.instances,
    maxUploadBytes: options.maxUploadBytes,
  });
  onCleanup(() => platform.close());
  return platform;
}

/** Polls `probe` every 20 ms until it returns a value (a line a child process printed, say). */
export function waitFor<T>(
  probe: () => T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const value = probe();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

/**
 * `hostbridge platform <args>` run as a user runs it (in-process), until `stop()`: its URL once it
 * printed it, and its growing stdout.
 */
export async function runPlatformCommand(args: string[], options: CliOptions) {
  const controller = new AbortController();
  let stdout = "";
  const running = cli(["platform", ...args], {
    ...options,
    signal: controller.signal,
    onStdout: (text) => (stdout = text),
  });
  const url = await waitFor(
    () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1],
    "the platform URL",
  );
  return {
    url,
    stdout: () => stdout,
    stop: (): Promise<CliRun> => {
      controller.abort();
      return running;
    },
  };
}
