// What a client may read from a successful answer. The spec shows neither the status codes nor the bodies
// of the two calls, so nothing here is required: each reader looks for fields we recognise (the shape of
// HostBridge's local platform, and names common in REST APIs) and returns only what it found with the
// expected type. A body of any other shape, or no body, gives an empty result and is still a success.
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import { firstField, identifier, objectAt, sha256Digest, text, wholeNumber } from "./fields";

/** What a publish answer stated, field by field; every field is absent unless the platform said it. */
export interface PublishFacts {
  /** The app's name. */
  appName?: string;
  /** The new version's number. */
  version?: number;
  /** The new version's identifier, when the platform names versions by id. */
  versionId?: string;
  /**
   * The new version's name when the platform states it as text that is not a whole number: the
   * platform's own answer (`AppPublish` in its OpenAPI types) states `release.version` as the app.json
   * version, such as `2025.03.04.05.06.07`.
   */
  versionName?: string;
  /** The app's latest version after the publish. */
  latestVersion?: number;
  /** When the version was created. */
  createdAt?: string;
  /** SHA-256 (hex) of the archive as the platform stored it. */
  sha256?: string;
  /** Size in bytes of the archive as the platform stored it. */
  size?: number;
}

/** What an install answer stated about one instance. */
export interface InstanceFacts {
  /** The instance. */
  instanceId: string;
  /** `installed`: the platform says it runs the version; `failed`: it says it did not; `requested`: anything else. */
  state: "installed" | "failed" | "requested";
  /** The version the instance runs now. */
  version?: number;
  /** The version it ran before (`null`: the app was not installed). */
  previousVersion?: number | null;
  /** Why it failed, as the platform said (what of the error body it sent). */
  error?: Partial<Pick<HostErrorInfo, "code" | "message">>;
}

/** What an install answer stated; `instances` is empty unless the platform listed instances. */
export interface InstallFacts {
  /** The version installed. */
  version?: number;
  /** Per-instance results, as stated. */
  instances: InstanceFacts[];
}

/**
 * Publish answer of HostBridge's local platform, one example of a shape we read (never required):
 * `{ app: { name, latest_version }, release: { version, created_at, sha256, size } }` with HTTP 201.
 */
export interface LocalPublishAnswer {
  app: { name: string; latest_version: number };
  release: { version: number; created_at: string; sha256: string; size: number };
}

/**
 * Install answer of HostBridge's local platform (HTTP 200, or 207 when some instances failed), one
 * example of a shape we read (never required).
 */
export interface LocalInstallAnswer {
  app: { name: string };
  version: number;
  installs: (
    | { instance_id: string; status: "installed"; version: number; previous_version: number | null }
    | { instance_id: string; status: "failed"; error: HostErrorInfo & { code: string } }
  )[];
}

/** Error answer of HostBridge's local platform: `{ error: { code, message, details? } }`. */
export interface LocalErrorAnswer {
  /** The one error body of HostBridge, here always with a code. */
  error: HostErrorInfo & { code: string };
}

const VERSION_KEYS = ["version", "version_number", "versionNumber", "number"];
const VERSION_ID_KEYS = ["version_id", "versionId", "id", "uuid"];
const SHA256_KEYS = ["sha256", "sha_256", "sha256sum", "checksum", "hash", "digest"];
const SIZE_KEYS = ["size", "size_bytes", "sizeBytes", "file_size", "bytes"];
const CREATED_KEYS = ["created_at", "createdAt", "created"];

/**
 * Reads the facts a publish answer states. `body` is the parsed JSON body, or anything else (text,
 * `undefined`), which states nothing.
 *
 * @example
 * ```ts
 * readPublishAnswer({ release: { version: 3, sha256: "ab…" } }); // { version: 3, sha256: "ab…" }
 * readPublishAnswer(undefined); // {}
 * ```
 */
export function readPublishAnswer(body: unknown): PublishFacts {
  const root = objectAt(body);
  if (!root) return {};
  const data = objectAt(root.data);
  const app = objectAt(root.app) ?? objectAt(root.application) ?? objectAt(data?.app);
  // Where a version's fields may sit: a nested release or version object first, then the top level.
  const scopes = [
    objectAt(root.release),
    objectAt(root.version),
    objectAt(root.app_version),
    objectAt(data?.release),
    objectAt(data?.version),
    data,
    root,
  ];
  const facts: PublishFacts = {
    appName: text(app?.name) ?? firstField([root, data], ["app_name", "appName", "app"], text),
    version: firstField(scopes, VERSION_KEYS, wholeNumber),
    versionId: firstField(scopes, VERSION_ID_KEYS, identifier),
    versionName:
      firstField(scopes, VERSION_KEYS, wholeNumber) === undefined
        ? firstField(scopes, VERSION_KEYS, text)
        : undefined,
    latestVersion:
      wholeNumber(app?.latest_version) ??
      firstField([root, data], ["latest_version", "latestVersion"], wholeNumber),
    createdAt: firstField(scopes, CREATED_KEYS, text),
    sha256: firstField(scopes, SHA256_KEYS, sha256Digest),
    size: firstField(scopes, SIZE_KEYS, wholeNumber),
  };
  const stated: PublishFacts = Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  );
  return stated;
}

const INSTALLED_WORDS = new Set([
  "installed",
  "ok",
  "success",
  "succeeded",
  "done",
  "completed",
  "updated",
  "up_to_date",
  "unchanged",
]);
const FAILED_WORDS = new Set(["failed", "failure", "error", "rejected"]);

function stateOf(entry: Record<string, unknown>): InstanceFacts["state"] {
  const word = firstField([entry], ["status", "state", "result"], text)?.toLowerCase();
  if (word !== undefined) {
    if (INSTALLED_WORDS.has(word)) return "installed";
    if (FAILED_WORDS.has(word)) return "failed";
    return "requested";
  }
  const flag = [entry.ok, entry.success, entry.installed].find(
    (value) => typeof value === "boolean",
  );
  if (flag !== undefined) return flag ? "installed" : "failed";
  return entry.error !== undefined ? "failed" : "requested";
}

function instanceFromEntry(item: unknown, fallback: InstanceFacts["state"]): InstanceFacts[] {
  const id = identifier(item);
  if (id !== undefined) return [{ instanceId: id, state: fallback }];
  const entry = objectAt(item);
  if (!entry) return [];
  const instanceId = firstField(
    [entry],
    ["instance_id", "instanceId", "instance", "id"],
    identifier,
  );
  if (instanceId === undefined) return [];
  const facts: InstanceFacts = {
    instanceId,
    state: fallback === "requested" ? stateOf(entry) : fallback,
  };
  const version = firstField([entry], ["version", "version_number"], wholeNumber);
  if (version !== undefined) facts.version = version;
  const previous = "previous_version" in entry ? entry.previous_version : entry.previousVersion;
  if (previous === null) facts.previousVersion = null;
  else if (wholeNumber(previous) !== undefined) facts.previousVersion = wholeNumber(previous);
  const error = objectAt(entry.error);
  const errorText = text(entry.error) ?? text(entry.message);
  if (error) facts.error = { code: text(error.code), message: text(error.message) };
  else if (errorText !== undefined && facts.state === "failed")
    facts.error = { message: errorText };
  return [facts];
}

/**
 * Reads the facts an install answer states: a version, and per-instance results when the platform lists
 * them (`installs`/`results`/`instances` arrays of objects with an instance id and a status, or
 * `installed`/`failed` arrays of ids).
 *
 * @example
 * ```ts
 * readInstallAnswer({ installed: ["test-1"] }); // { instances: [{ instanceId: "test-1", state: "installed" }] }
 * readInstallAnswer("OK"); // { instances: [] }
 * ```
 */
export function readInstallAnswer(body: unknown): InstallFacts {
  const root = objectAt(body);
  if (!root) return { instances: [] };
  const scopes = [root, objectAt(root.data)];
  const instances: InstanceFacts[] = [];
  const lists: [string, InstanceFacts["state"]][] = [
    ["installs", "requested"],
    ["results", "requested"],
    ["instances", "requested"],
    ["installed", "installed"],
    ["failed", "failed"],
  ];
  for (const [key, state] of lists) {
    const list = firstField(scopes, [key], (value) => (Array.isArray(value) ? value : undefined));
    for (const item of list ?? []) instances.push(...instanceFromEntry(item, state));
  }
  const version = firstField(scopes, VERSION_KEYS, wholeNumber);
  return version === undefined ? { instances } : { version, instances };
}
