// What the CLI adds to a deploy-client error, given what it knows and the library does not: that the
// answer came from a local platform (`hostbridge platform`, which says so in its X-HostBridge-Platform
// header: its key is in a file, not in an admin console),
// and that the person pressed Ctrl-C (then say whether anything reached the platform).
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { LOCAL_PLATFORM_ID } from "@hostbridge/deploy-client";
import type { DeployError } from "@hostbridge/deploy-client";
import type { Context } from "./context";
import { EXIT_CODES } from "./exitCodes";
import { defaultPlatformDir } from "./platformDir";
import { isLocalTarget } from "./preflight";

/** The name of `hostbridge platform`'s key file inside its state directory. */
const KEY_FILE_NAME = "api-key";
/** Where `hostbridge platform` kept its state before it moved to a per-user directory (`--dir` may still put it there). */
const IN_APP_STATE_DIR = join(".hostbridge", "platform");

/** The failure the CLI reports instead of a deploy-client error's own words. */
export interface Explained {
  code: string;
  message: string;
  exitCode: number;
}

/** The local platform's default key file: in the state directory `hostbridge platform` uses without `--dir`. */
function defaultKeyFile(ctx: Context): string {
  return join(defaultPlatformDir({ env: ctx.term.io.env, cwd: ctx.term.cwd }), KEY_FILE_NAME);
}

/** The local platform's key file, if one is in the app directory, the current directory (`--dir .hostbridge/platform`) or its default state directory. */
function findLocalKeyFile(ctx: Context): string | undefined {
  const candidates = [
    ...[ctx.appDir, ctx.term.cwd].map((dir) => join(dir, IN_APP_STATE_DIR, KEY_FILE_NAME)),
    defaultKeyFile(ctx),
  ];
  const found = candidates.find((path) => existsSync(path));
  return found === undefined ? undefined : relative(ctx.term.cwd, found) || found;
}

/** A refused key on a local platform: where its key file is, instead of the admin console. */
function localAuth(ctx: Context, error: DeployError): Explained {
  const origin = ctx.target?.baseUrl ? new URL(ctx.target.baseUrl).origin : "the base URL";
  const file = findLocalKeyFile(ctx);
  const tag = [error.status === undefined ? "" : `HTTP ${error.status}`, error.serverCode ?? ""]
    .filter(Boolean)
    .join(" ");
  const said = [tag, error.platformMessage ?? ""].filter(Boolean).join(": ");
  const status = said ? ` (${said})` : "";
  return {
    code: error.code,
    message:
      `the local platform at ${origin} refused the API key${status}. A local platform accepts only the key in its key file, ` +
      `which \`hostbridge platform\` prints when it starts (${defaultKeyFile(ctx)} unless --dir, --api-key-file or HOSTBRIDGE_API_KEY chose another). ` +
      (file
        ? `Found one here: pass --api-key-file ${file}.`
        : "Pass that file with --api-key-file <file>, or set HOSTBRIDGE_API_KEY to its content."),
    exitCode: EXIT_CODES.AUTH,
  };
}

/** What an interrupted command did: for a publish, whether the archive reached the platform. */
function interrupted(ctx: Context, error: DeployError): Explained {
  const platform = ctx.target?.baseUrl ? new URL(ctx.target.baseUrl).origin : "the platform";
  const check = ctx.target && isLocalTarget(ctx.target) ? "GET /local/apps" : "the admin console";
  const message =
    error.code === "OUTCOME_UNKNOWN"
      ? `interrupted (Ctrl-C) after the archive was sent to ${platform}: the outcome is unknown, the platform may have created a new version. Check the app's versions (${check}) before publishing again.`
      : ctx.out.command === "install"
        ? "interrupted (Ctrl-C): some instances may have been installed; installing is safe to repeat"
        : `interrupted (Ctrl-C) before anything reached ${platform}: nothing was published or installed`;
  return { code: "INTERRUPTED", message, exitCode: EXIT_CODES.INTERRUPTED };
}

/** The CLI's own account of `error`, when it knows better than the library's message. */
export function explainDeployError(ctx: Context, error: DeployError): Explained | undefined {
  if (ctx.signal?.aborted && ["ABORTED", "OUTCOME_UNKNOWN", "NETWORK"].includes(error.code))
    return interrupted(ctx, error);
  // Only an answer that says it came from HostBridge's local platform gets the key-file advice: a
  // loopback address is no proof (a tunnel or proxy to any platform may listen there), and any other
  // 401 keeps deploy-client's general advice (wrong, expired or revoked key; rotate it).
  if (
    error.code === "AUTH" &&
    error.status === 401 &&
    error.response?.platform === LOCAL_PLATFORM_ID
  )
    return localAuth(ctx, error);
  return undefined;
}
