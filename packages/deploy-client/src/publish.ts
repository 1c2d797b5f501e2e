import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import * as z from "zod";
import { DeployError } from "./errors";
import { checkApiKey, endpoint, parseBaseUrl, sendRequest, TransportFailure } from "./http";
import type { FetchLike, HttpResponse } from "./http";
import { multipartBody } from "./multipart";
import { errorFromFailure, errorFromResponse } from "./responses";
import { RetryBudget } from "./retry";
import type { RetryOptions } from "./retry";
import { apiHeaders } from "./version";

/** Path of the publish call below the base URL. */
export const PUBLISH_PATH = "api/v1/apps/publish/INFO";

/** Bytes of the upload sent so far. */
export interface UploadProgress {
  /** Request body bytes handed to the connection so far. */
  bytesSent: number;
  /** Total request body bytes (multipart framing included). */
  totalBytes: number;
}

/** Options shared by every call that talks to the platform. */
export interface PlatformOptions {
  /** The platform's base URL, e.g. `https://platform.example.com` (a path prefix is kept). */
  baseUrl: string | URL;
  /** The API key, sent as `X-API-Key`. Never logged, printed or put in an error. */
  apiKey: string;
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Idle timeout in ms: a request fails when no byte was sent or received for this long. Default 60000. */
  timeout?: number;
  /** Use this fetch instead of node:http/https (for a proxy agent or a test double). Redirects are still refused. */
  fetch?: FetchLike;
  /** Allow plain http to a non-loopback host (the key would travel in clear text). Default false. */
  allowInsecureHttp?: boolean;
  /** Retry behaviour (see {@link RetryOptions}). */
  retry?: RetryOptions;
}

/** Options of {@link publish}. */
export interface PublishOptions extends PlatformOptions {
  /** The app archive (a zip with `app.json` at its root), e.g. `pack(...).path`. */
  archivePath: string;
  /** File name announced in the multipart part. Default: the archive's base name. */
  fileName?: string;
  /** Called as the upload progresses, with bytes sent. */
  onProgress?: (progress: UploadProgress) => void;
}

/** A release created by a publish. */
export interface Release {
  /** The app's name. */
  appName: string;
  /** The new version number (1, 2, 3... per app). */
  version: number;
  /** The app's latest version after this publish (normally equal to `version`). */
  latestVersion: number;
  /** When the platform created the version (ISO 8601). */
  createdAt: string;
  /** SHA-256 of the archive as the platform received it (checked against the local archive). */
  sha256: string;
  /** Size of the archive in bytes as the platform received it. */
  size: number;
}

const PublishResponseSchema = z.object({
  app: z.looseObject({ name: z.string(), latest_version: z.number().int() }),
  release: z.looseObject({
    version: z.number().int().positive(),
    created_at: z.string(),
    sha256: z.string(),
    size: z.number().int().nonnegative(),
  }),
});

/** @internal The sha256 (hex) of a file, streamed. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest("hex");
}

/**
 * @internal The archive a publish uploads, as `publish` sends it and `planPublish` describes it: its
 * size (it must be a readable regular file, else `CONFIG`), the file name of its part and a new
 * multipart body for it (one per attempt: the body streams the file once).
 */
export async function archiveUpload(archivePath: string, fileName = basename(archivePath)) {
  let size: number;
  try {
    const info = await stat(archivePath);
    if (!info.isFile()) throw new Error("not a regular file");
    size = info.size;
  } catch (error) {
    throw new DeployError(
      "CONFIG",
      `the archive ${archivePath} cannot be read: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const part = { name: "file", filename: fileName, contentType: "application/zip" };
  return {
    size,
    part,
    body: () => multipartBody([{ ...part, path: archivePath, size }]),
  };
}

function outcomeUnknown(cause: DeployError, bytesSent: number, url: URL): DeployError {
  return new DeployError(
    "OUTCOME_UNKNOWN",
    `the publish request reached ${url.origin} (${bytesSent} bytes sent) but no answer came back (${cause.message}); ` +
      "the platform may or may not have created a new version. Check the app's versions on the platform " +
      "(the admin console, or GET /local/apps on a local platform) before publishing again, so as not to create a duplicate version.",
    { cause },
  );
}

/**
 * Uploads an app archive: `POST {baseUrl}/api/v1/apps/publish/INFO` with a multipart part `file`.
 * The body is streamed from disk with a known Content-Length (memory does not grow with the archive).
 * A redirect is never followed (the key must not go to another address). The request is retried
 * only when it provably never reached the server (connection refused, DNS failure); once any byte
 * may have arrived, a lost answer fails with `OUTCOME_UNKNOWN` instead of risking a second version.
 *
 * @returns the created release; its `sha256` was checked against the local file.
 * @throws {DeployError} `CONFIG`, `AUTH`, `VALIDATION`, `TOO_LARGE`, `RATE_LIMITED`, `SERVER`, `NETWORK`,
 *   `TIMEOUT`, `ABORTED`, `OUTCOME_UNKNOWN`, `REDIRECT_REFUSED`.
 *
 * @example
 * ```ts
 * const release = await publish({
 *   baseUrl: "https://platform.example.com",
 *   apiKey: process.env.HOSTBRIDGE_API_KEY!,
 *   archivePath: archive.path,
 *   onProgress: ({ bytesSent, totalBytes }) => console.error(`${bytesSent}/${totalBytes}`),
 * });
 * console.log(`published version ${release.version}`);
 * ```
 */
export async function publish(options: PublishOptions): Promise<Release> {
  const baseUrl = parseBaseUrl(options.baseUrl, options.allowInsecureHttp);
  const apiKey = checkApiKey(options.apiKey);
  const url = endpoint(baseUrl, PUBLISH_PATH);
  const archive = await archiveUpload(options.archivePath, options.fileName);
  const { size } = archive;
  const localSha = await sha256OfFile(options.archivePath);
  const context = { operation: "publish" as const, url, secret: apiKey, archiveSize: size };
  const budget = new RetryBudget(options.retry, 2);

  let response: HttpResponse;
  for (;;) {
    const body = archive.body();
    options.onProgress?.({ bytesSent: 0, totalBytes: body.length });
    try {
      response = await sendRequest({
        method: "POST",
        url,
        headers: apiHeaders(apiKey, body.contentType),
        body,
        timeout: options.timeout ?? 60_000,
        signal: options.signal,
        onBytesSent: (bytesSent) => options.onProgress?.({ bytesSent, totalBytes: body.length }),
        secret: apiKey,
        fetch: options.fetch,
        expectContinue: true,
      });
      break;
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      const mapped = errorFromFailure(error, context);
      if (error.reachedServer) throw outcomeUnknown(mapped, error.bytesSent, url);
      if (error.reason !== "network") throw mapped;
      const delay = budget.nextDelay();
      if (delay === undefined) throw mapped;
      await budget.wait(delay, options.signal);
    }
  }

  if (response.status !== 200 && response.status !== 201)
    throw errorFromResponse(response, context);
  let parsed: z.infer<typeof PublishResponseSchema>;
  try {
    parsed = PublishResponseSchema.parse(JSON.parse(response.text));
  } catch (error) {
    throw new DeployError(
      "SERVER",
      `the platform answered the publish request with HTTP ${response.status} but not with the expected JSON body; a version was probably created: check the platform before publishing again`,
      { status: response.status, cause: error },
    );
  }
  const release: Release = {
    appName: parsed.app.name,
    version: parsed.release.version,
    latestVersion: parsed.app.latest_version,
    createdAt: parsed.release.created_at,
    sha256: parsed.release.sha256,
    size: parsed.release.size,
  };
  if (release.sha256.toLowerCase() !== localSha || release.size !== size) {
    throw new DeployError(
      "SERVER",
      `the platform stored version ${release.version} with sha256 ${release.sha256} (${release.size} bytes), but the local archive has sha256 ${localSha} (${size} bytes); the upload was altered on the way: do not install this version, publish again`,
      { status: response.status, details: { release } },
    );
  }
  return release;
}
