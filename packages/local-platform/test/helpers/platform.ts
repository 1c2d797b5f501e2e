// Starts real local platforms in temp directories and talks to them over real HTTP.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalPlatform } from "@hostbridge/local-platform";
import type { LocalApp, LocalPlatform, LocalPlatformOptions } from "@hostbridge/local-platform";

export const API_KEY = "hb_test_key_6f1d2c9a4b7e";

/** A fresh temp directory, removed by the returned cleanup. */
export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "hb-local-platform-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts a platform on 127.0.0.1:0 with one key (`API_KEY`) unless options say otherwise. */
export function startPlatform(
  dir: string,
  options: Partial<LocalPlatformOptions> = {},
): Promise<LocalPlatform> {
  return createLocalPlatform({ dir, apiKeys: [{ key: API_KEY, name: "test" }], ...options });
}

/**
 * `POST /api/v1/apps/publish/` (the makers' path; `path: "spec"` posts to the spec's literal
 * `/api/v1/apps/publish/INFO`) with `zip` as the `file` part.
 */
export function publish(
  platform: { url: string },
  zip: Uint8Array,
  options: { key?: string | null; filename?: string; path?: "makers" | "spec" } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(zip)], { type: "application/zip" }),
    options.filename ?? "app.zip",
  );
  const key = options.key === undefined ? API_KEY : options.key;
  const path = options.path === "spec" ? "api/v1/apps/publish/INFO" : "api/v1/apps/publish/";
  return fetch(`${platform.url}/${path}`, {
    method: "POST",
    body: form,
    headers: key === null ? {} : { "X-API-Key": key },
  });
}

/** `POST /api/v1/apps/<app>/install/` with one `instance_ids` part per id and an optional `version`. */
export function install(
  platform: { url: string },
  app: string,
  instanceIds: readonly string[],
  options: { key?: string | null; version?: string | number } = {},
): Promise<Response> {
  const form = new FormData();
  for (const id of instanceIds) form.append("instance_ids", id);
  if (options.version !== undefined) form.append("version", String(options.version));
  const key = options.key === undefined ? API_KEY : options.key;
  return fetch(`${platform.url}/api/v1/apps/${encodeURIComponent(app)}/install/`, {
    method: "POST",
    body: form,
    headers: key === null ? {} : { "X-API-Key": key },
  });
}

/** One entry of `error.details` or `installs` as the tests read them. */
export interface DetailBody {
  path: string;
  message: string;
  instance_id: string;
  status: string;
  version: number;
  previous_version: number | null;
  app: string;
  installed_at: string;
  error?: { code: string; message: string };
}

/** Every field any answer of the contract has, for reading answers in tests (checked with toEqual). */
export interface ApiBody {
  error: { code: string; message: string; details: DetailBody[] & { limit_bytes?: number } };
  app: { name: string; latest_version: number | null };
  release: { version: number; created_at: string; sha256: string; size: number };
  version: number;
  installs: DetailBody[];
  apps: LocalApp[];
  ok: boolean;
}

/** The JSON body of an answer, asserting its content type. */
export async function json(response: Response): Promise<ApiBody> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json"))
    throw new Error(`expected JSON, got ${type}: ${await response.text()}`);
  return (await response.json()) as ApiBody;
}
