// `hostbridge dev [appDir]`: runs the app in the dev host (a page with the host simulator) on two
// loopback origins until Ctrl-C. The dev server is @hostbridge/dev-server; this is its wiring: flags
// in, the page shipped with the CLI, terminal lines out, Ctrl-C to stop.
import { existsSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Option } from "commander";
import type { Command } from "commander";
import type { CommandOutcome, CommonFlags, Context } from "../context";
import { CliError } from "../errors";
import { EXIT_CODES } from "../exitCodes";
// The dev server (and through it deploy-client, host-simulator and zod) is imported when the command
// runs, not when the CLI starts: registering the command needs none of it.
import type { DevLogEvent, DevServer, DevServerOptions } from "@hostbridge/dev-server";

/** Flags of `hostbridge dev`. */
export interface DevFlags extends CommonFlags {
  appUrl?: string;
  port?: string;
  appPort?: string;
  host?: string;
  fixtures?: string;
  platformUrl?: string;
  /** `--same-origin`: serve the app on the dev host page's own origin (apps of `@pitcher/js-api`). */
  sameOrigin?: boolean;
  /** `--cross-origin`: serve the app on a second origin even when it uses `@pitcher/js-api`. */
  crossOrigin?: boolean;
  /** `false` with `--no-platform`. */
  platform?: boolean;
  /** `--record <file>`: the scenario file the dev host page keeps up to date. */
  record?: string;
  /** `--replay <file>`: a scenario the dev host page replays against the app when it opens. */
  replay?: string;
  /** `--place <id>`: the place of the app to open (`module:canvas`, `hook:canvas.on_canvas_update`); default the first. */
  place?: string;
  /** A dev host build to serve instead of the one shipped with the CLI (hidden; for development of the page). */
  devHostDir?: string;
  /**
   * `--notes`: the dev server's notes (fixture problems, a port taken instead of another) on stderr
   * under `--json` too (hidden; the Vite plugin, which runs `dev --json`, prints them in Vite's terminal).
   */
  notes?: boolean;
}

/** Default port of the dev host page; the app gets the next one. */
export const DEFAULT_DEV_PORT = 4300;
/** Where `hostbridge platform` listens by default: its installed versions show in the page. */
export const DEFAULT_PLATFORM_URL = "http://127.0.0.1:4000";

/** How the CLI runs a command (the `run` of `buildProgram` in cli.ts). */
export type RunCommand = (
  name: string,
  flags: CommonFlags,
  runner: (ctx: Context) => Promise<CommandOutcome>,
) => Promise<void>;

function port(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new CliError(
      "USAGE",
      `${flag} must be a port number from 0 to 65535 (0: any free port), got "${value}"`,
    );
  }
  return number;
}

/**
 * Resolves with what stopped the command: `ctx.signal` (tests, embedding) or SIGINT/SIGTERM. The
 * signal listeners stay until `release()`, so a second Ctrl-C while the servers close (milliseconds)
 * does not cut the shutdown short.
 */
function waitForStop(signal: AbortSignal | undefined): {
  stopped: Promise<string>;
  release(): void;
} {
  if (signal) {
    const stopped = new Promise<string>((done) => {
      if (signal.aborted) done("abort");
      else signal.addEventListener("abort", () => done("abort"), { once: true });
    });
    return { stopped, release: () => undefined };
  }
  let onSignal: (name: NodeJS.Signals) => void = () => undefined;
  const stopped = new Promise<string>((done) => {
    onSignal = (name) => done(name);
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  });
  return {
    stopped,
    // Released a moment later (on a timer that does not hold the process), so a repeated signal that
    // arrives while the process is already exiting is ignored too.
    release: () => {
      setTimeout(() => {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
      }, 250).unref();
    },
  };
}

/** The directory of this module (works in the ESM and CJS builds and from source). */
function moduleDir(): string {
  if (typeof __dirname === "string") return __dirname;
  return dirname(fileURLToPath(import.meta.url));
}

/**
 * Starts the dev server with the dev host page shipped with the CLI (dist/dev-host, or
 * apps/dev-host/dist in the repository); its start-up errors become the CLI's, with the same code.
 */
async function startServer(options: DevServerOptions): Promise<DevServer> {
  const { findDevHostDir, isDevServerError, startDevServer } =
    await import("@hostbridge/dev-server");
  try {
    return await startDevServer({
      ...options,
      devHostDir: options.devHostDir ?? findDevHostDir(moduleDir()),
    });
  } catch (error) {
    if (!isDevServerError(error)) throw error;
    throw new CliError(error.code, error.message, EXIT_CODES.USAGE, { cause: error });
  }
}

/**
 * The folder `hostbridge dev <file or dir>` serves: the directory itself, or for an HTML file (a web
 * file of one page), its folder, whose page that file must be (index.html, or the folder's only page).
 */
async function servedDir(path: string): Promise<string> {
  if (!existsSync(path) || !statSync(path).isFile()) return path;
  const folder = dirname(path);
  const { findWebFile } = await import("@hostbridge/deploy-client");
  const page = (await findWebFile(folder))?.entry;
  if (page !== basename(path))
    throw new CliError(
      "USAGE",
      `${path} is a file: hostbridge dev serves a folder, and a web file's folder opens ${page ?? "index.html"}, not ${basename(path)}; move the page into a folder of its own (or name it index.html) and pass the folder`,
    );
  return folder;
}

/** `hostbridge dev`: starts the dev server, prints the URLs, waits for Ctrl-C (or `ctx.signal`), closes. */
export async function devCommand(
  ctx: Context,
  appDirArg: string | undefined,
  flags: DevFlags,
): Promise<CommandOutcome> {
  const { out, term } = ctx;
  const devPort = port(flags.port, "--port") ?? DEFAULT_DEV_PORT;
  const appPort = port(flags.appPort, "--app-port") ?? (devPort === 0 ? 0 : devPort + 1);
  if (appPort !== 0 && appPort === devPort)
    throw new CliError("USAGE", "--app-port must differ from --port: the app needs its own origin");
  const platformUrl =
    flags.platform === false
      ? undefined
      : (flags.platformUrl ?? term.io.env.HOSTBRIDGE_PLATFORM_URL ?? DEFAULT_PLATFORM_URL);
  const appDir = await servedDir(resolve(term.cwd, appDirArg ?? "."));
  if (flags.sameOrigin && flags.crossOrigin)
    throw new CliError("USAGE", "--same-origin and --cross-origin exclude each other: pass one");
  const sameOrigin = flags.sameOrigin ? true : flags.crossOrigin ? false : undefined;

  const log = (event: DevLogEvent) => {
    const label =
      event.level === "error"
        ? out.paint("error", "red")
        : event.level === "warn"
          ? out.paint("warning", "yellow")
          : out.paint("dev", "dim");
    const note = (text: string) =>
      flags.notes && flags.json ? term.io.stderr.write(`${text}\n`) : out.note(text);
    note(`${label} ${event.message}`);
    for (const detail of event.details ?? []) note(`  - ${detail}`);
  };
  const server = await startServer({
    appDir,
    appUrl: flags.appUrl,
    host: flags.host,
    port: devPort,
    appPort: flags.appUrl ? undefined : appPort,
    // Without --port, the default port (4300) taken by something else is no error: the next free one
    // is taken and printed, as Vite does. A port asked for by name is that port or an error.
    nextFreePort: flags.port === undefined,
    sameOrigin,
    place: flags.place,
    fixturesFile: flags.fixtures === undefined ? undefined : resolve(term.cwd, flags.fixtures),
    platformUrl,
    recordFile: flags.record === undefined ? undefined : resolve(term.cwd, flags.record),
    replayFile: flags.replay === undefined ? undefined : resolve(term.cwd, flags.replay),
    devHostDir: flags.devHostDir === undefined ? undefined : resolve(term.cwd, flags.devHostDir),
    log,
  });

  const config = server.config();
  const result = {
    url: server.url,
    appUrl: server.appUrl,
    place: config.place,
    appOrigin: server.appOrigin,
    appSource: server.appSource,
    sameOrigin: server.sameOrigin,
    appDir,
    fixturesFile: server.fixturesFile,
    platformUrl: platformUrl ?? null,
  };
  // Under --json: exactly one line, printed once the servers listen (tools read the URLs from it).
  out.envelope({ ok: true, command: "dev", result }, { compact: true });
  out.line(`${out.paint("hostbridge dev", "bold")}: open ${out.paint(server.url, "green")}`);
  out.line(
    `  app:      ${server.appUrl} ${
      server.appSource === "static"
        ? `(the files of ${appDir}${server.sameOrigin ? ", on the dev host's own origin" : ""}; the page reloads the app when they change)`
        : server.sameOrigin
          ? "(its own dev server, reached through the dev host's own origin)"
          : "(its own dev server)"
    }`,
  );
  const place = config.places.find((item) => item.id === config.place);
  if (place)
    out.line(
      `  place:    ${place.id} (${place.kind}${config.places.length > 1 ? `; ${config.places.length - 1} more in the page's picker, or pass --place` : ""})`,
    );
  out.line(
    `  fixtures: ${server.fixturesFile} (${config.fixturesError ? "invalid, see above" : config.fixtures ? "loaded" : "none yet: the simulator's defaults"}; watched)`,
  );
  if (platformUrl)
    out.line(`  platform: ${platformUrl} (installed versions in the page's Platform tab)`);
  if (config.record)
    out.line(
      `  record:   ${config.record.file} (the page's recording; replay it with @hostbridge/playwright)`,
    );
  if (config.replay)
    out.line(
      `  replay:   ${config.replay.file} (replayed when the page opens; the log says whether the app's traffic matches)`,
    );
  out.note("press Ctrl-C to stop");

  const stop = waitForStop(ctx.signal);
  const reason = await stop.stopped;
  out.note(`stopping (${reason})`);
  try {
    await server.close();
  } finally {
    stop.release();
  }
  return { result, exitCode: 0 };
}

/**
 * Registers `hostbridge dev [appDir]` on the program (with the `--json` and `--no-color` options
 * every command has). `run` is the CLI's command runner, which handles output and errors.
 */
export function registerDevCommand(program: Command, run: RunCommand): Command {
  return program
    .command("dev")
    .argument("[appDir]", "the app directory (default: the current directory)")
    .description(
      "run the app in the dev host page (a simulated host, live message log) on two loopback origins, until Ctrl-C",
    )
    .option(
      "--app-url <url>",
      "load the app from its own dev server (e.g. Vite: http://127.0.0.1:5173/) instead of serving its files",
    )
    .option(
      "--port <n>",
      `port of the dev host page, 0 for any free port (default ${DEFAULT_DEV_PORT})`,
    )
    .option(
      "--app-port <n>",
      "port the app's files are served on, a second origin (default: --port + 1)",
    )
    .option(
      "--same-origin",
      "serve the app on the dev host page's own origin, as the platform serves apps of @pitcher/js-api (the app can then read and script the page); default when the app uses @pitcher/js-api",
    )
    .option(
      "--cross-origin",
      "serve the app on a second origin even when it uses @pitcher/js-api (its high-level calls and host events then get no answer)",
    )
    .option(
      "--place <id>",
      "open the app at this place of its app.json (module:canvas, hook:canvas.on_canvas_update, ...; default the first)",
    )
    .option("--host <host>", "interface to listen on (default 127.0.0.1)")
    .option("--fixtures <file>", "the fixtures file (default <appDir>/hostbridge.fixtures.json)")
    .option(
      "--platform-url <url>",
      `a local platform whose installed versions the page shows (default HOSTBRIDGE_PLATFORM_URL, then ${DEFAULT_PLATFORM_URL})`,
    )
    .option("--no-platform", "do not look for a local platform")
    .option(
      "--record <file>",
      "keep <file> up to date with the page's recording of the app (a scenario for @hostbridge/playwright's host.replay)",
    )
    .option(
      "--replay <file>",
      "replay the scenario <file> (saved by the dev host or exported by the inspector) against the app when the page opens, and show in the log whether the app's traffic matches",
    )
    .option("--json", "print one line of JSON with the URLs once ready (nothing else on stdout)")
    .option("--no-color", "no colours (NO_COLOR works too)")
    .addOption(
      new Option(
        "--dev-host-dir <dir>",
        "serve this dev host build instead of the shipped one",
      ).hideHelp(),
    )
    .addOption(
      new Option("--notes", "print the dev server's notes on stderr under --json too").hideHelp(),
    )
    .action((dir: string | undefined, flags: DevFlags) =>
      run("dev", flags, (ctx) => devCommand(ctx, dir, flags)),
    );
}
