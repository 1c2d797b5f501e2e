// API keys: loading them from options or a keys file, and checking the `X-API-Key` header of a request.
// Keys are held only as SHA-256 digests after loading; no message, log line or answer ever carries one.
import { createHash, randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { API_KEY_HEADER as CONTRACT_KEY_HEADER } from "@hostbridge/deploy-contract";
import * as z from "zod";
import { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError } from "./errors";
import { HttpError } from "./httpError";

/** One API key the local platform accepts in the `X-API-Key` header. */
export interface LocalApiKey {
  /** The secret value clients send. Any non-empty string without surrounding whitespace or control characters. */
  key: string;
  /** A label used in log lines and state accessors instead of the key (default `key #<position>`). */
  name?: string;
  /**
   * When the key stops working: a `Date`, an ISO 8601 string or epoch milliseconds. From this instant on
   * (compared with the `now` option) requests with the key get `401 expired_api_key`. Unset: never.
   */
  expiresAt?: Date | string | number;
  /** App names this key may publish and install; any other app gets `403 forbidden`. Unset: every app. */
  apps?: readonly string[];
}

/** The identity a request authenticated as: the key's label, never its value. */
export interface AuthenticatedKey {
  readonly label: string;
  readonly apps: ReadonlySet<string> | undefined;
}

interface KeyRecord extends AuthenticatedKey {
  readonly expiresAt: number | undefined;
}

/** The header clients send their key in (the contract's `X-API-Key`, as Node lower-cases header names). */
export const API_KEY_HEADER = CONTRACT_KEY_HEADER.toLowerCase();

const KeyFileEntrySchema = z.looseObject({
  key: z.string(),
  name: z.string().optional(),
  expiresAt: z.union([z.string(), z.number()]).optional(),
  expires_at: z.union([z.string(), z.number()]).optional(),
  apps: z.array(z.string()).optional(),
});
const KeyFileSchema = z.union([
  z.array(KeyFileEntrySchema),
  z.looseObject({ keys: z.array(KeyFileEntrySchema) }),
]);

function digest(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

function parseExpiry(value: Date | string | number | undefined, where: string): number | undefined {
  if (value === undefined) return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(time)) {
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS,
      `${where}: expiresAt is not a valid date; give a Date, an ISO 8601 string such as "2030-01-01T00:00:00Z" or epoch milliseconds.`,
    );
  }
  return time;
}

/** The set of keys a running platform accepts. */
export class ApiKeyRing {
  readonly #byDigest = new Map<string, KeyRecord>();

  /**
   * @param keys - the accepted keys.
   * @param source - where they came from, for error messages (`apiKeys option` or a file path).
   */
  constructor(keys: readonly LocalApiKey[], source: string) {
    const code =
      source === "apiKeys option"
        ? LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS
        : LOCAL_PLATFORM_ERROR_CODES.INVALID_KEYS_FILE;
    keys.forEach((entry, index) => {
      const where = `${source}, key #${index + 1}`;
      if (typeof entry.key !== "string" || entry.key.length === 0) {
        throw new LocalPlatformError(code, `${where}: \`key\` must be a non-empty string.`);
      }
      // eslint-disable-next-line no-control-regex
      if (entry.key.trim() !== entry.key || /[\u0000-\u001f\u007f]/.test(entry.key)) {
        throw new LocalPlatformError(
          code,
          `${where}: \`key\` must not start or end with whitespace or contain control characters (HTTP headers cannot carry them).`,
        );
      }
      const hash = digest(entry.key);
      const existing = this.#byDigest.get(hash);
      if (existing) {
        throw new LocalPlatformError(
          code,
          `${where}: the same key value is listed twice (also as "${existing.label}").`,
        );
      }
      this.#byDigest.set(hash, {
        label: entry.name ?? `key #${index + 1}`,
        apps: entry.apps ? new Set(entry.apps) : undefined,
        expiresAt: parseExpiry(entry.expiresAt, where),
      });
    });
  }

  /** How many keys are accepted. */
  get size(): number {
    return this.#byDigest.size;
  }

  /** The labels of the accepted keys, in order. */
  labels(): string[] {
    return [...this.#byDigest.values()].map((record) => record.label);
  }

  /**
   * Checks the `X-API-Key` header of a request at time `now` (epoch ms).
   * Throws the contract's 401 answer when the key is missing, unknown or expired.
   */
  authenticate(header: string | string[] | undefined, now: number): AuthenticatedKey {
    const value = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!value) {
      throw new HttpError(
        401,
        "missing_api_key",
        "No API key was sent; send it in the X-API-Key header.",
      );
    }
    const record = this.#byDigest.get(digest(value));
    if (!record) {
      throw new HttpError(
        401,
        "invalid_api_key",
        "The API key in X-API-Key is not known to this platform; check the key you configured.",
      );
    }
    if (record.expiresAt !== undefined && now >= record.expiresAt) {
      throw new HttpError(
        401,
        "expired_api_key",
        `The API key "${record.label}" expired at ${new Date(record.expiresAt).toISOString()}; create a new key.`,
      );
    }
    return { label: record.label, apps: record.apps };
  }
}

/** Checks that `key` may act on `app`, or throws the contract's 403 answer. */
export function authorizeApp(key: AuthenticatedKey, app: string): void {
  if (key.apps && !key.apps.has(app)) {
    throw new HttpError(
      403,
      "forbidden",
      `The API key "${key.label}" is not allowed to act on app "${app}".`,
    );
  }
}

/** Reads a keys file: `{ "keys": [{ "key", "name"?, "expires_at"?, "apps"? }] }` or a bare array. Undefined if absent. */
export async function readKeysFile(path: string): Promise<LocalApiKey[] | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_KEYS_FILE,
      `Could not read the API keys file ${path}; check its permissions.`,
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's message may quote the file's text, which holds keys: do not keep it.
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_KEYS_FILE,
      `The API keys file ${path} is not valid JSON; expected { "keys": [{ "key": "...", "name": "..." }] }.`,
    );
  }
  const parsed = KeyFileSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.map(String).join(".") ?? "";
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.INVALID_KEYS_FILE,
      `The API keys file ${path} does not have the expected form${where ? ` (at ${where})` : ""}; expected { "keys": [{ "key": "...", "name"?: "...", "expires_at"?: "<ISO date>", "apps"?: ["<app>"] }] }.`,
    );
  }
  const entries = Array.isArray(parsed.data) ? parsed.data : parsed.data.keys;
  return entries.map((entry) => {
    const key: LocalApiKey = { key: entry.key };
    const expiresAt = entry.expiresAt ?? entry.expires_at;
    if (entry.name !== undefined) key.name = entry.name;
    if (expiresAt !== undefined) key.expiresAt = expiresAt;
    if (entry.apps !== undefined) key.apps = entry.apps;
    return key;
  });
}

/**
 * Creates a keys file holding one fresh random key (readable by the owner only). Returns false when the
 * file appeared meanwhile (then it is left untouched).
 */
export async function writeGeneratedKeysFile(path: string): Promise<boolean> {
  const key = `hb_local_${randomBytes(24).toString("base64url")}`;
  const body = `${JSON.stringify({ keys: [{ name: "local", key }] }, null, 2)}\n`;
  try {
    await writeFile(path, body, { encoding: "utf8", mode: 0o600, flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new LocalPlatformError(
      LOCAL_PLATFORM_ERROR_CODES.STATE_DIR_UNAVAILABLE,
      `Could not create the API keys file ${path}; check that the state directory is writable.`,
      { cause: error },
    );
  }
}
