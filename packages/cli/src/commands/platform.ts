import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { createLocalPlatform } from "@hostbridge/local-platform";
import type { CommandOutcome, Context } from "../context";
import { CliError } from "../errors";
import { writeListeningRecord } from "../localPlatformCheck";
import { defaultPlatformDir } from "../platformDir";

/** Flags of `hostbridge platform`. */
export interface PlatformFlags {
  port?: string;
  host?: string;
  dir?: string;
  apiKeyFile?: string;
  instance?: string[];
  maxUpload?: string;
  maxUnpacked?: string;
  maxRatio?: string;
  allowedHost?: string[];
}

/** Default port of `hostbridge platform` (the `local` profile of the template points at it). */
export const DEFAULT_PLATFORM_PORT = 4000;

async function readOrCreateKey(path: string): Promise<{ key: string; created: boolean }> {
  try {
    const key = (await readFile(path, "utf8")).trim();
    if (key === "" || /\s/.test(key)) {
      throw new CliError(
        "CONFIG",
        `${path} must hold exactly one API key (no spaces or extra lines)`,
      );
    }
    return { key, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = `hbk_local_${randomBytes(24).toString("base64url")}`;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${key}\n`, { mode: 0o600, flag: "wx" });
  return { key, created: true };
}

/** A busy port, told with the flag that picks another one (`dev` names its flags the same way). */
function busyPortError(error: unknown, port: string | number, host: string): CliError | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause?.code !== "EADDRINUSE") return undefined;
  return new CliError(
    "CONFIG",
    `port ${port} on ${host} is already in use (another \`hostbridge platform\`?); stop what uses it, or choose another port with --port <n> (0 for any free port) and point the base URL at it`,
    2,
    { cause: error },
  );
}

function waitForStop(signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolvePromise) => {
    if (signal) {
      if (signal.aborted) resolvePromise("abort");
      signal.addEventListener("abort", () => resolvePromise("abort"), { once: true });
      return;
    }
    const stop = (name: string) => {
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      resolvePromise(name);
    };
    const onInt = () => stop("SIGINT");
    const onTerm = () => stop("SIGTERM");
    process.once("SIGINT", onInt);
    process.once("SIGTERM", onTerm);
  });
}

/** `hostbridge platform`: runs the local platform until SIGINT/SIGTERM, printing its URL. */
export async function platformCommand(ctx: Context, flags: PlatformFlags): Promise<CommandOutcome> {
  const { out, term } = ctx;
  const dir = flags.dir
    ? resolve(term.cwd, flags.dir)
    : defaultPlatformDir({ env: term.io.env, cwd: term.cwd });
  const envKey = term.io.env.HOSTBRIDGE_API_KEY;
  let apiKeyFile: string | undefined;
  let key: string;
  let created = false;
  if (flags.apiKeyFile || !envKey) {
    apiKeyFile = resolve(term.cwd, flags.apiKeyFile ?? join(dir, "api-key"));
    ({ key, created } = await readOrCreateKey(apiKeyFile));
  } else {
    key = envKey.trim();
  }
  out.protect(key);
  const port = flags.port ?? DEFAULT_PLATFORM_PORT;
  const platform = await createLocalPlatform({
    dir,
    port,
    host: flags.host,
    apiKeys: [{ key, name: apiKeyFile ? basename(apiKeyFile) : "HOSTBRIDGE_API_KEY" }],
    instances: flags.instance && flags.instance.length > 0 ? flags.instance.join(",") : undefined,
    maxUploadBytes: flags.maxUpload,
    maxExtractedBytes: flags.maxUnpacked,
    maxCompressionRatio: flags.maxRatio,
    allowedHosts: flags.allowedHost,
    logger: (line) => out.note(line),
  }).catch((error: unknown) => {
    throw busyPortError(error, port, flags.host ?? "127.0.0.1") ?? error;
  });
  // (beside the key file: deploy reads it to tell this platform from another one on the same port)
  const removeRecord = apiKeyFile
    ? await writeListeningRecord(apiKeyFile, { url: platform.url, pid: process.pid })
    : undefined;
  const result = {
    url: platform.url,
    port: platform.port,
    pages: { apps: `${platform.url}/local/admin`, rest: `${platform.url}/local/rest` },
    dir: platform.dir,
    apiKeyFile: apiKeyFile ?? null,
  };
  out.envelope({ ok: true, command: "platform", result });
  out.line(`local platform listening on ${platform.url}`);
  out.line(`  state:        ${platform.dir}`);
  if (apiKeyFile) {
    out.line(`  API key file: ${apiKeyFile}${created ? " (created with a new random key)" : ""}`);
    out.line(
      `  publish with: hostbridge deploy --base-url ${platform.url} --api-key-file ${apiKeyFile} --instance <id>`,
    );
  } else {
    out.line("  API key:      the value of HOSTBRIDGE_API_KEY");
  }
  out.line(`  Apps settings:  ${platform.url}/local/admin   (versions, installs, "Update to vN")`);
  out.line(`  REST reference: ${platform.url}/local/rest    (both calls, sent from a form)`);
  out.line(`  JSON:           ${platform.url}/local/apps   ${platform.url}/local/installs`);
  out.note("press Ctrl-C to stop");
  const reason = await waitForStop(ctx.signal);
  out.note(`stopping (${reason})`);
  await removeRecord?.();
  await platform.close();
  return { result, exitCode: 0 };
}
