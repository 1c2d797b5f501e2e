import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { isSuccessStatus, PUBLISH_FILE_PART, PUBLISH_PATH } from "@hostbridge/deploy-contract";
import { DeployError } from "./errors";
import { TransportFailure } from "./http";
import { sendRequest } from "./sendRequest";
import { checkApiKey, endpoint, parseBaseUrl } from "./target";
import type { FetchLike, HttpResponse } from "./http";
import { multipartBody } from "./multipart";
import { releaseFrom } from "./release";
import type { Release } from "./release";
import { errorFromFailure, errorFromResponse } from "./responses";
import { RetryBudget } from "./retry";
import type { RetryOptions } from "./retry";
import { apiHeaders } from "./version";

/** Bytes of the upload sent so far. */
export interface UploadProgress {
  /** Request body bytes handed to the connection so far. */
  bytesSent: number;
  /** Total request body bytes (multipart framing included). */
  totalBytes: number;
}

export type { Release };

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
  /** The app's name (from its `app.json`), used when the platform's answer does not state it. */
  appName?: string;
}

/** @internal The sha256 (hex) of a file, streamed. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest("hex");
}

/**
 * @internal The archive a publish uploads, as `publish` sends it and `planPublish` describes it: its
 * size (it must be a readable regular file, else `CONFIG`), the file name of its part and a new
 * multipart body for it (one per attempt: the body streams the file once, and hands the sha256 of what it
 * read to `onSha256` when given).
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
  const part = { name: PUBLISH_FILE_PART, filename: fileName, contentType: "application/zip" };
  return {
    size,
    part,
    body: (onSha256?: (sha256: string) => void) =>
      multipartBody([{ ...part, path: archivePath, size, onSha256 }]),
  };
}

/**
 * The connection broke while the body was still being sent: the platform cannot have received the whole
 * archive, so it created no version. Servers that refuse an upload above their size limit often answer 413
 * and close at once, and a client still writing then loses that answer (EPIPE / ECONNRESET).
 */
function brokenUpload(cause: DeployError, bytesSent: number, total: number, url: URL): DeployError {
  return new DeployError(
    "NETWORK",
    `the connection to ${url.origin} broke after ${bytesSent} of the ${total} bytes of the upload were sent (${cause.message}); ` +
      "the platform cannot have created a version from an archive it did not receive whole. A platform closes an upload " +
      "like this when the archive is above its upload limit: make the archive smaller (exclude files with .hostbridgeignore) " +
      "or check the limit; otherwise publish again.",
    { cause },
  );
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
 * Uploads an app archive: `POST {baseUrl}/api/v1/apps/publish/` (the path the platform's makers use;
 * the spec's `.../publish/INFO` names the docs' info box) with a multipart part `file`.
 * The body is streamed from disk with a known Content-Length (memory does not grow with the archive).
 * A redirect is never followed (the key must not go to another address). The request is retried
 * only when it provably never reached the server (connection refused, DNS failure); once any byte
 * may have arrived, a lost answer fails with `OUTCOME_UNKNOWN` instead of risking a second version.
 *
 * Any 2xx answer is a success, with or without a body: the spec shows none. Fields the answer states
 * (a version number or id, sha256, size...) are read into the {@link Release}; when it states a sha256 or
 * a size, they are checked against the local archive, and `integrity` says whether they were.
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
  const context = { operation: "publish" as const, url, secret: apiKey, archiveSize: size };
  const budget = new RetryBudget(options.retry, 2);

  let response: HttpResponse;
  // The sha256 of the bytes the last attempt sent, hashed from the chunks as they went out (one read).
  const sent: { sha256?: string } = {};
  for (;;) {
    delete sent.sha256;
    const body = archive.body((sha256) => {
      sent.sha256 = sha256;
    });
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
      if (error.reason === "network" && error.reachedServer && error.bytesSent < body.length)
        throw brokenUpload(mapped, error.bytesSent, body.length, url);
      if (error.reachedServer) throw outcomeUnknown(mapped, error.bytesSent, url);
      if (error.reason !== "network") throw mapped;
      const delay = budget.nextDelay();
      if (delay === undefined) throw mapped;
      await budget.wait(delay, options.signal);
    }
  }

  if (!isSuccessStatus(response.status)) throw errorFromResponse(response, context);
  // A platform that answered 2xx before reading the whole body leaves the hash unfinished: hash the file.
  const localSha = sent.sha256 ?? (await sha256OfFile(options.archivePath));
  return releaseFrom(response, {
    sha256: localSha,
    size,
    appName: options.appName,
    secret: apiKey,
  });
}
