// Runs `hostbridge dev --app-url <vite url> --json` in this process through the CLI's `runCli`, and
// resolves once its one JSON line says the dev host listens (or rejects with the CLI's message).
import { CodedError } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";

/** What {@link startDevHost} needs. */
export interface DevHostStart {
  /** The app directory (Vite's root: app.json, hostbridge.fixtures.json). */
  appDir: string;
  /** The URL Vite serves the app on; the dev host loads it in its frame. */
  appUrl: string;
  /**
   * Port of the dev host page; `0` picks a free one. Unset: the CLI's default (4300), or the next
   * free port above it when that one is taken, as Vite does with its own.
   */
  port?: number | undefined;
  /** The fixtures file, when not `<appDir>/hostbridge.fixtures.json`. */
  fixtures?: string | undefined;
  /** A local platform whose installed versions the page shows; `false`: none. */
  platformUrl?: string | false | undefined;
  /** Receives the dev host's notes (a fixtures file's problems, the port it took), one or more lines each. */
  onNote?: ((text: string) => void) | undefined;
  /** Environment the CLI reads (`HOSTBRIDGE_PLATFORM_URL`, `NO_COLOR`...). */
  env: Readonly<Record<string, string | undefined>>;
}

/** A dev host running beside Vite. */
export interface RunningDevHost {
  /** The dev host page: the one URL to open. */
  readonly url: string;
  /** Stops the dev host (its servers and watchers). Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * The error of a dev host that could not start, with the CLI's message. Its `code` is the CLI's
 * (`USAGE` for a busy port, `CONFIG` for a dev host page not built, `UNEXPECTED` for a bug): the codes
 * the `hostbridge` command documents for `--json`.
 */
export class DevHostStartError extends CodedError {
  constructor(code: string, message: string) {
    super("DevHostStartError", code, message);
  }
}

interface Envelope {
  ok: boolean;
  result?: { url?: string };
  error?: HostErrorInfo & { code: string };
}

function failureOf(stdout: string, code: number): Envelope {
  try {
    return JSON.parse(stdout) as Envelope;
  } catch {
    return {
      ok: false,
      error: {
        code: "UNEXPECTED",
        message: `hostbridge dev stopped (exit ${code}) without saying why`,
      },
    };
  }
}

function cliArgs(start: DevHostStart): string[] {
  const args = ["dev", start.appDir, "--app-url", start.appUrl, "--json", "--notes"];
  if (start.port !== undefined) args.push("--port", String(start.port));
  if (start.fixtures) args.push("--fixtures", start.fixtures);
  if (start.platformUrl === false) args.push("--no-platform");
  else if (start.platformUrl) args.push("--platform-url", start.platformUrl);
  return args;
}

/** Starts the dev host around the app Vite serves; resolves when it listens. */
export async function startDevHost(start: DevHostStart): Promise<RunningDevHost> {
  const controller = new AbortController();
  let stdout = "";
  let announce: (envelope: Envelope) => void = () => undefined;
  const announced = new Promise<Envelope>((resolve) => (announce = resolve));
  // (loaded here, not at the top: `vite build` loads vite.config.ts, and so this plugin, but never
  // starts the dev host, so it never loads the CLI)
  const { runCli } = await import("@hostbridge/cli");
  const finished = runCli(cliArgs(start), {
    stdout: {
      // Readiness is one compact line; a failure is a pretty-printed envelope read once the run ends.
      write(chunk: string) {
        stdout += chunk;
        const line = stdout.split("\n")[0]!;
        if (stdout.includes("\n") && line.startsWith("{") && line.endsWith("}"))
          announce(JSON.parse(line) as Envelope);
      },
    },
    stderr: { write: (chunk: string) => (start.onNote?.(chunk), true) },
    stdin: (async function* () {})(),
    env: start.env,
    isTTY: false,
    cwd: start.appDir,
    signal: controller.signal,
  });
  const envelope = await Promise.race([
    announced,
    finished.then((code) => failureOf(stdout, code)),
  ]);
  if (!envelope.ok || !envelope.result?.url) {
    controller.abort();
    await finished;
    const error = envelope.error ?? {
      code: "UNEXPECTED",
      message: "hostbridge dev printed no URL",
    };
    throw new DevHostStartError(error.code, error.message);
  }
  let stopping: Promise<void> | undefined;
  return {
    url: envelope.result.url,
    stop() {
      stopping ??= (async () => {
        controller.abort();
        await finished;
      })();
      return stopping;
    },
  };
}
