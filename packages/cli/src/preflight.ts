// Checks run before a command does any work (packing, uploading): the app directory exists, app.json
// is JSON (with the line and column of a syntax error), and something answers at the platform's base
// URL. A mistake in the configuration is reported before minutes of packing and uploading, in terms
// of what to change.
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { syntaxErrorLocation } from "@hostbridge/dev-server/json-text";
import type { Target } from "./config";
import type { Context } from "./context";
import { CliError } from "./errors";
import { EXIT_CODES } from "./exitCodes";

/** The host names of this machine: a base URL naming one points at a local platform. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether `baseUrl` names this machine (`localhost`, `127.x.x.x`, `[::1]`). */
export function isLoopbackUrl(baseUrl: string): boolean {
  try {
    const { hostname } = new URL(baseUrl);
    return LOOPBACK_NAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return false;
  }
}

/** Whether the target is a local platform (`hostbridge platform`): a loopback URL or the `local` profile. */
export function isLocalTarget(target: Pick<Target, "baseUrl" | "profile">): boolean {
  return (
    target.profile === "local" || (target.baseUrl !== undefined && isLoopbackUrl(target.baseUrl))
  );
}

/** Fails when `-C <dir>` names a directory that does not exist (before any command reads it). */
export function checkAppDir(ctx: Context, given: string | undefined): void {
  if (given === undefined) return;
  if (!existsSync(ctx.appDir))
    throw new CliError(
      "USAGE",
      `the app directory ${ctx.appDir} (-C ${given}) does not exist; check the path, or run the command in the app's directory without -C`,
    );
  if (!statSync(ctx.appDir).isDirectory())
    throw new CliError(
      "USAGE",
      `${ctx.appDir} (-C ${given}) is a file, not a directory; pass the directory that holds app.json`,
    );
}

/**
 * Fails when app.json is there but is not JSON, naming the line and column of the mistake (the
 * library's parser says only "at position 15"). A missing or otherwise invalid app.json is left to
 * the manifest check, which says what it expects.
 */
export async function checkAppJsonSyntax(appDir: string): Promise<void> {
  let text: string;
  try {
    text = (await readFile(join(appDir, "app.json"), "utf8")).replace(/^\uFEFF/, "");
  } catch {
    return;
  }
  try {
    JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message.replace(/ in JSON at position \d+.*$/s, "");
    throw new CliError(
      "VALIDATION",
      `app.json is not valid JSON${syntaxErrorLocation(text)}: ${reason}; fix it and run the command again`,
      EXIT_CODES.VALIDATION,
    );
  }
}

/** Opens (and closes) a TCP connection to the base URL's host and port; resolves with the failure code, if any. */
function tryConnect(url: URL, timeoutMs: number): Promise<string | undefined> {
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (code: string | undefined) => {
      socket.destroy();
      resolve(code);
    };
    socket.setTimeout(timeoutMs, () => done("ETIMEDOUT"));
    socket.once("connect", () => done(undefined));
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused: nothing listens there",
  ENOTFOUND: "the host name is unknown",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "no answer to the connection in time",
  EHOSTUNREACH: "the host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
};

/**
 * Fails when nothing answers at the base URL, before anything is packed or sent. For a loopback URL
 * the advice is to start the local platform; otherwise to check the URL and the network. Skipped
 * when a proxy is configured (the CLI then cannot tell whether the platform is reachable).
 */
export async function checkReachable(
  ctx: Context,
  target: Target & { baseUrl: string },
  allowHttp = false,
  timeoutMs = 5000,
): Promise<void> {
  const { env } = ctx.term.io;
  if (env.HTTPS_PROXY || env.https_proxy || env.HTTP_PROXY || env.http_proxy) return;
  let url: URL;
  try {
    url = new URL(target.baseUrl);
  } catch {
    return; // The library reports a malformed base URL with its own words.
  }
  // Plain http to another machine is refused by the library (unless --allow-http), in its words.
  if (url.protocol === "http:" && !isLoopbackUrl(target.baseUrl) && !allowHttp) return;
  const code = await tryConnect(url, timeoutMs);
  if (code === undefined) return;
  const source = target.sources.baseUrl ? ` (the base URL from ${target.sources.baseUrl})` : "";
  const advice = isLoopbackUrl(target.baseUrl)
    ? `start the local platform in another terminal with \`hostbridge platform${url.port && url.port !== "4000" ? ` --port ${url.port}` : ""}\`, or fix the base URL`
    : "check the base URL and your network or VPN";
  throw new CliError(
    "NETWORK",
    `cannot reach ${url.origin}${source}: ${REASONS[code] ?? code}; nothing was packed or sent. ${advice[0]!.toUpperCase()}${advice.slice(1)}.`,
    EXIT_CODES.NETWORK,
  );
}
