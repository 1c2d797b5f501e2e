// Before an API key goes to "the local platform" (the `local` profile, or http://127.0.0.1:4000 /
// localhost:4000, the default of `hostbridge platform`), the CLI makes sure the server there is a
// HostBridge local platform, and the one the key belongs to: something else listening on port 4000
// (another tool, another user's local platform) gets no key. `hostbridge platform` leaves a record
// (`listening.json`) beside its key file saying where it listens and its process id; a key file with a
// record names the one platform it belongs to.
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import type { Target } from "./config";
import { CliError } from "./errors";
import { EXIT_CODES } from "./exitCodes";
import { isLoopbackUrl } from "./preflight";

/** The record `hostbridge platform` writes beside its key file while it runs. */
export const LISTENING_RECORD = "listening.json";

/** What the record holds. */
export interface ListeningRecord {
  /** The platform's URL (`http://127.0.0.1:4000`). */
  url: string;
  /** The process id of `hostbridge platform`. */
  pid: number;
}

/** Writes the record beside `keyFile`; returns a function that removes it (on stop). */
export async function writeListeningRecord(
  keyFile: string,
  record: ListeningRecord,
): Promise<() => Promise<void>> {
  const path = join(dirname(keyFile), LISTENING_RECORD);
  await writeFile(path, `${JSON.stringify(record)}\n`);
  return () => rm(path, { force: true });
}

/** The key file a key was read from, or undefined for a key from stdin or the environment. */
export function keyFileOf(source: string | undefined): string | undefined {
  return source !== undefined && isAbsolute(source) ? source : undefined;
}

/** Whether the target is the local platform the CLI expects: the `local` profile or loopback port 4000. */
export function expectsLocalPlatform(target: Pick<Target, "profile">, baseUrl: string): boolean {
  if (!isLoopbackUrl(baseUrl)) return false;
  return target.profile === "local" || new URL(baseUrl).port === "4000";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readRecord(keyFile: string): Promise<ListeningRecord | undefined> {
  try {
    const record = JSON.parse(
      await readFile(join(dirname(keyFile), LISTENING_RECORD), "utf8"),
    ) as Partial<ListeningRecord>;
    if (typeof record.url === "string" && Number.isInteger(record.pid))
      return record as ListeningRecord;
  } catch {
    // no record: a platform started by an older CLI, or not from this key file's directory
  }
  return undefined;
}

/** What answered at `/local/health`, in a few words, or undefined when it is a local platform. */
async function notALocalPlatform(
  origin: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`${origin}/local/health`, {
      redirect: "manual",
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(5000)])
        : AbortSignal.timeout(5000),
    });
  } catch (error) {
    return `GET /local/health failed (${(error as Error).message})`;
  }
  const server = response.headers.get("server");
  const said = `GET /local/health answered ${response.status}${server ? ` (Server: ${server})` : ""}`;
  if (response.status !== 200) return said;
  try {
    const body = (await response.json()) as { ok?: unknown };
    return body.ok === true ? undefined : `${said} with another body`;
  } catch {
    return `${said} with a body that is not JSON`;
  }
}

/**
 * Fails, before any key is sent, when the target is the local platform (see
 * {@link expectsLocalPlatform}) but the server there is not a HostBridge local platform, or not the
 * one the key file belongs to. The message says what answers there and what to do; it never holds
 * the key.
 */
export async function checkLocalPlatform(
  target: Pick<Target, "profile">,
  baseUrl: string,
  keySource: string | undefined,
  signal?: AbortSignal,
): Promise<void> {
  if (!expectsLocalPlatform(target, baseUrl)) return;
  const { origin, port } = new URL(baseUrl);
  const start = `hostbridge platform${port && port !== "4000" ? ` --port ${port}` : ""}`;
  const other = await notALocalPlatform(origin, signal);
  if (other)
    throw new CliError(
      "CONFIG",
      `the server at ${origin} is not a HostBridge local platform: ${other}. Nothing was sent (the API key neither). ` +
        `Stop what listens there and start \`${start}\`, or start it on another port (\`hostbridge platform --port 4001\`) and pass --base-url`,
      EXIT_CODES.USAGE,
    );
  const record = keySource ? await readRecord(keySource) : undefined;
  if (!record) return;
  const recordOrigin = new URL(record.url).origin;
  if (recordOrigin === origin && isRunning(record.pid)) return;
  const where =
    recordOrigin === origin
      ? `listened on ${record.url} (process ${record.pid}) and has stopped`
      : `listens on ${record.url}`;
  throw new CliError(
    "CONFIG",
    `the local platform at ${origin} is not the one the key file ${keySource} belongs to: that one ${where}, so the one at ${origin} is another (another user's, or started with another --dir). ` +
      `Nothing was sent (the API key neither). ${recordOrigin === origin ? `Start yours again with \`${start}\`` : `Pass --base-url ${record.url}`}, or pass the key file of the platform at ${origin}`,
    EXIT_CODES.USAGE,
  );
}
