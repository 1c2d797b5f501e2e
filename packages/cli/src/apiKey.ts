import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { CliError } from "./errors";
import type { Terminal } from "./io";

/** Flags that give the key. */
export interface KeyFlags {
  apiKeyFile?: string;
  apiKeyStdin?: boolean;
}

/** The key and where it came from (the source is printable, the key never is). */
export interface ApiKeySource {
  key: string;
  source: string;
}

function clean(text: string, source: string): string {
  const key = text
    .replace(/^\uFEFF/, "")
    .replace(/[\r\n]+$/, "")
    .trim();
  if (key === "") throw new CliError("CONFIG", `the API key from ${source} is empty`);
  if (/[\r\n\0]/.test(key)) {
    throw new CliError(
      "CONFIG",
      `the API key from ${source} spans several lines; the file or input must hold only the key`,
    );
  }
  return key;
}

async function readAll(stdin: AsyncIterable<string | Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > 64 * 1024)
      throw new CliError(
        "CONFIG",
        "standard input holds more than 64 KiB; --api-key-stdin expects just the key",
      );
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Finds the API key: `--api-key-stdin`, then `--api-key-file`, then `HOSTBRIDGE_API_KEY`, then
 * `HOSTBRIDGE_API_KEY_FILE`. Returns undefined when none is given.
 */
export async function findApiKey(
  flags: KeyFlags,
  term: Terminal,
): Promise<ApiKeySource | undefined> {
  const { env } = term.io;
  if (flags.apiKeyStdin && flags.apiKeyFile) {
    throw new CliError(
      "USAGE",
      "give the key either with --api-key-stdin or with --api-key-file, not both",
    );
  }
  if (flags.apiKeyStdin) {
    if (term.stdinTTY) term.io.stderr.write("paste the API key, then press Enter and Ctrl-D\n");
    return { key: clean(await readAll(term.io.stdin), "standard input"), source: "standard input" };
  }
  const file =
    flags.apiKeyFile ?? (env.HOSTBRIDGE_API_KEY ? undefined : env.HOSTBRIDGE_API_KEY_FILE);
  if (flags.apiKeyFile === undefined && env.HOSTBRIDGE_API_KEY) {
    return {
      key: clean(env.HOSTBRIDGE_API_KEY, "HOSTBRIDGE_API_KEY"),
      source: "HOSTBRIDGE_API_KEY",
    };
  }
  if (file) {
    const path = resolve(term.cwd, file);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      throw keyFileError(path, flags.apiKeyFile === undefined, error as NodeJS.ErrnoException);
    }
    return { key: clean(text, path), source: path };
  }
  return undefined;
}

/** Why the key file cannot be read, and how to make one. */
function keyFileError(path: string, fromEnv: boolean, error: NodeJS.ErrnoException): CliError {
  const given = fromEnv ? "HOSTBRIDGE_API_KEY_FILE names" : "--api-key-file names";
  if (error.code === "ENOENT" || error.code === "ENOTDIR")
    return new CliError(
      "CONFIG",
      `the API key file ${path} does not exist (${given} it). Create it with the key on one line (only you should read it: chmod 600), ` +
        "or for a local platform use the file `hostbridge platform` prints when it starts (.hostbridge/platform/api-key in the directory it runs in); " +
        "or set HOSTBRIDGE_API_KEY instead.",
    );
  if (error.code === "EISDIR")
    return new CliError(
      "CONFIG",
      `the API key file ${path} is a directory (${given} it); name the file that holds the key`,
    );
  return new CliError(
    "CONFIG",
    `the API key file ${path} cannot be read (${error.code ?? error.message}); check its permissions`,
  );
}

/** Like {@link findApiKey} but fails with a message listing every way to give the key. */
export async function requireApiKey(flags: KeyFlags, term: Terminal): Promise<ApiKeySource> {
  const found = await findApiKey(flags, term);
  if (!found) {
    throw new CliError(
      "CONFIG",
      "no API key: set HOSTBRIDGE_API_KEY (in CI, from a secret), or pass --api-key-file <file> or --api-key-stdin. Keys are created in the admin console.",
    );
  }
  return found;
}

/** Arguments that try to pass the key as a plain flag value, which is refused. */
export function findPlainKeyFlag(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === "--api-key" || arg.startsWith("--api-key="));
}
