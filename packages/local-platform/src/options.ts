import { isAbsolute, join, resolve } from "node:path";
import type { LocalApiKey } from "./apiKeys";
import type { PublishPhases } from "./respond";
import { parseByteSize } from "./byteSize";
import { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError } from "./errors";
import { appNameProblem } from "./manifest";

/** One request, as the `logger` option receives it besides the formatted line. */
export interface LocalPlatformLogEntry {
  /** HTTP method. */
  method: string;
  /** Path of the request, without the query string. */
  path: string;
  /** Status answered (0 when the client went away before an answer). */
  status: number;
  /** Milliseconds from the request to the end of the answer. */
  durationMs: number;
  /** Label of the API key used (its `name`), never the key itself. */
  key?: string;
  /** What the request did, e.g. `app=demo version=3`. */
  note?: string;
  /** The contract error code answered, when the request failed. */
  error?: string;
  /** For a publish that got as far as storing: milliseconds spent receiving, unpacking and storing it. */
  phases?: PublishPhases;
}

/**
 * Options of {@link createLocalPlatform}. Every field a command line sets can be passed as the text of the
 * flag (`port: "8080"`, `maxUploadBytes: "512MiB"`, `instances: "test,prod"`), so a CLI passes flags through.
 */
export interface LocalPlatformOptions {
  /**
   * The state directory (created when missing). It holds `state.json` (apps, versions, installs),
   * `apps/<name>/<version>/app.zip` with the unpacked `files/`, `keys.json` and a `tmp/` for uploads.
   * A new server on the same directory sees the same apps, versions and installs.
   */
  dir: string;
  /** TCP port to listen on; `0` (default) picks a free one, see `LocalPlatform.port`. */
  port?: number | string;
  /** Interface to listen on (default `127.0.0.1`). Anything else exposes the platform to the network. */
  host?: string;
  /**
   * The API keys accepted in `X-API-Key`. Unset: read from `keysFile`; when that file does not exist,
   * one random key is generated and written to it (owner-readable only), see `LocalPlatform.keysFile`.
   */
  apiKeys?: readonly LocalApiKey[];
  /**
   * Where keys are read from when `apiKeys` is unset (default `<dir>/keys.json`). Relative paths are
   * resolved against `dir`. Form: `{ "keys": [{ "key", "name"?, "expires_at"?, "apps"? }] }`.
   */
  keysFile?: string;
  /**
   * The instance ids the platform knows, as a list or comma-separated text. Installing on another id fails
   * for that id with `unknown_instance`. Unset: every id is accepted.
   */
  instances?: readonly string[] | string;
  /**
   * App names known before their first publish, as apps created in the admin console are; installing such
   * an app answers `409 nothing_published` until it is published. Names are kept in the state.
   */
  apps?: readonly string[] | string;
  /**
   * Largest app zip accepted, in bytes or as text (`"512MiB"`, `"10MB"`); default 512 MiB. A larger upload is
   * answered `413 payload_too_large` as soon as the limit is passed, without reading or storing the rest.
   */
  maxUploadBytes?: number | string;
  /**
   * Most bytes an app zip may unpack to, in bytes or as text; default 4 times `maxUploadBytes` (2 GiB with
   * the default upload limit). A larger archive is refused at publish (`400 invalid_archive`) before
   * anything is unpacked; protects against zip bombs.
   */
  maxExtractedBytes?: number | string;
  /**
   * Highest compression ratio (unpacked size / packed size) accepted, for the whole archive and for any
   * entry that unpacks to 1 MiB or more; default 200. Real app files stay far below it (text compresses
   * around 3-20x); a file of zeros deflates about 1000x. Refused at publish with `400 invalid_archive`.
   */
  maxCompressionRatio?: number | string;
  /**
   * Host names (the `Host` header, without port) this server answers besides loopback names
   * (`localhost`, `*.localhost`, `127.0.0.1`, `::1`), IP addresses and the `host` it listens on. Any other
   * name is answered `403 forbidden_host`: a web page cannot reach the platform through DNS rebinding.
   * `true` answers every name (not recommended). Default: none.
   */
  allowedHosts?: readonly string[] | string | true;
  /** Most entries an app zip may hold (default 100,000). */
  maxArchiveEntries?: number | string;
  /** The clock used for key expiry and for `created_at` / `installed_at` (default the system clock). */
  now?: () => Date | number;
  /**
   * Receives one line per request (`POST /api/v1/apps/publish/ 201 35ms key=ci app=demo version=3`)
   * and the same facts as an object. Lines never contain an API key. Unset: nothing is logged.
   */
  logger?: (line: string, entry: LocalPlatformLogEntry) => void;
}

/** Options after defaults and checks. */
export interface ResolvedOptions {
  dir: string;
  port: number;
  host: string;
  apiKeys: readonly LocalApiKey[] | undefined;
  keysFile: string;
  instances: ReadonlySet<string> | undefined;
  apps: readonly string[];
  maxUploadBytes: number;
  maxExtractedBytes: number;
  maxCompressionRatio: number;
  maxArchiveEntries: number;
  allowedHosts: ReadonlySet<string> | true;
  now: () => number;
  logger: ((line: string, entry: LocalPlatformLogEntry) => void) | undefined;
}

/** Default largest upload: 512 MiB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
/** Default largest unpacked size, as a multiple of the upload limit. */
const EXTRACTED_PER_UPLOADED = 4;
const DEFAULT_MAX_COMPRESSION_RATIO = 200;
const DEFAULT_MAX_ARCHIVE_ENTRIES = 100_000;

function invalid(message: string): LocalPlatformError {
  return new LocalPlatformError(LOCAL_PLATFORM_ERROR_CODES.INVALID_OPTIONS, message);
}

function list(value: readonly string[] | string | undefined, option: string): string[] | undefined {
  if (value === undefined) return undefined;
  const items: readonly unknown[] = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(items))
    throw invalid(`${option} must be a list of strings or comma-separated text.`);
  const texts = items.map((item) => {
    if (typeof item !== "string")
      throw invalid(`${option} must be a list of strings or comma-separated text.`);
    return item.trim();
  });
  return [...new Set(texts.filter((item) => item.length > 0))];
}

function parsePort(value: number | string | undefined): number {
  if (value === undefined) return 0;
  const port =
    typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw invalid(
      `port must be a whole number from 0 to 65535 (0 picks a free port); got ${JSON.stringify(value)}.`,
    );
  }
  return port;
}

function parseCount(value: number | string, option: string): number {
  const count =
    typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(count) || count <= 0) {
    throw invalid(`${option} must be a positive whole number; got ${JSON.stringify(value)}.`);
  }
  return count;
}

function parseRatio(value: number | string): number {
  const ratio =
    typeof value === "number"
      ? value
      : /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(ratio) || ratio < 1) {
    throw invalid(
      `maxCompressionRatio must be a number from 1 (unpacked size / packed size); got ${JSON.stringify(value)}.`,
    );
  }
  return ratio;
}

function toClock(now: (() => Date | number) | undefined): () => number {
  if (now === undefined) return Date.now;
  if (typeof now !== "function")
    throw invalid("now must be a function returning a Date or epoch milliseconds.");
  return () => {
    const value = now();
    const time = value instanceof Date ? value.getTime() : value;
    if (typeof time !== "number" || !Number.isFinite(time)) {
      throw new Error(
        "The `now` option returned something that is not a valid Date or epoch milliseconds.",
      );
    }
    return time;
  };
}

/** Checks `options` and fills in defaults; throws `INVALID_OPTIONS` naming the bad field. */
export function resolveOptions(options: LocalPlatformOptions): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw invalid(
      "createLocalPlatform() needs an options object with at least `dir`, the state directory.",
    );
  }
  if (typeof options.dir !== "string" || options.dir.trim() === "") {
    throw invalid("dir is required: give the directory where the local platform keeps its state.");
  }
  const dir = resolve(options.dir);
  const host = options.host ?? "127.0.0.1";
  if (typeof host !== "string" || host.trim() === "")
    throw invalid("host must be a non-empty string such as 127.0.0.1.");
  if (options.apiKeys !== undefined && !Array.isArray(options.apiKeys)) {
    throw invalid("apiKeys must be an array of { key, name?, expiresAt?, apps? }.");
  }
  if (options.logger !== undefined && typeof options.logger !== "function") {
    throw invalid("logger must be a function receiving (line, entry).");
  }
  const keysFile = options.keysFile ?? "keys.json";
  if (typeof keysFile !== "string" || keysFile === "")
    throw invalid("keysFile must be a file path.");
  const apps = list(options.apps, "apps") ?? [];
  for (const name of apps) {
    const problem = appNameProblem(name);
    if (problem) throw invalid(`apps: "${name}" is not a valid app name: it ${problem}.`);
  }
  const instances = list(options.instances, "instances");
  const maxUploadBytes = parseByteSize(
    options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    "maxUploadBytes",
  );
  const allowedHosts =
    options.allowedHosts === true
      ? true
      : new Set(
          (list(options.allowedHosts, "allowedHosts") ?? []).map((name) => name.toLowerCase()),
        );
  return {
    dir,
    port: parsePort(options.port),
    host: host.trim(),
    apiKeys: options.apiKeys,
    keysFile: isAbsolute(keysFile) ? keysFile : join(dir, keysFile),
    instances: instances === undefined ? undefined : new Set(instances),
    apps,
    maxUploadBytes,
    maxExtractedBytes:
      options.maxExtractedBytes === undefined
        ? maxUploadBytes * EXTRACTED_PER_UPLOADED
        : parseByteSize(options.maxExtractedBytes, "maxExtractedBytes"),
    maxCompressionRatio: parseRatio(options.maxCompressionRatio ?? DEFAULT_MAX_COMPRESSION_RATIO),
    allowedHosts,
    maxArchiveEntries: parseCount(
      options.maxArchiveEntries ?? DEFAULT_MAX_ARCHIVE_ENTRIES,
      "maxArchiveEntries",
    ),
    now: toClock(options.now),
    logger: options.logger,
  };
}
