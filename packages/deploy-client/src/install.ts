import {
  INSTANCE_IDS_PART,
  installPath,
  isSuccessStatus,
  PINNED_VERSION_PART,
  readInstallAnswer,
} from "@hostbridge/deploy-contract";
import { DeployError, restate } from "./errors";
import { parseRetryAfter, TransportFailure } from "./http";
import { sendRequest } from "./sendRequest";
import { checkApiKey, endpoint, parseBaseUrl } from "./target";
import type { HttpResponse } from "./http";
import { multipartBody } from "./multipart";
import { platformResponse } from "./platformResponse";
import type { PlatformResponse } from "./platformResponse";
import type { PlatformOptions } from "./publish";
import { errorFromFailure, errorFromResponse } from "./responses";
import type { RequestContext } from "./responses";
import { RetryBudget } from "./retry";
import { apiHeaders } from "./version";

/** Options of {@link install}. */
export interface InstallOptions extends PlatformOptions {
  /** The app to install (its `app.json` name). */
  appName: string;
  /** Instances to install on; one request is made per instance. */
  instanceIds: readonly string[];
  /**
   * Version to install (pinned), sent as a `version` part. **Not in the spec**: an extension of
   * HostBridge's local platform; a platform that does not know it may ignore it and install the latest.
   * Default: none sent, so the platform installs the latest published version (the spec's call).
   */
  version?: number;
  /** Instances installed in parallel. Default 4. */
  concurrency?: number;
  /** Called when an instance's install settles (success or failure). */
  onInstanceResult?: (result: InstanceInstallResult) => void;
}

/** The outcome of installing on one instance. */
export interface InstanceInstallResult {
  /** The instance. */
  instanceId: string;
  /** Whether the platform accepted the install for this instance (a 2xx that did not state a failure). */
  ok: boolean;
  /**
   * `installed`: the platform stated that the instance runs the version; `requested`: it accepted the
   * request (2xx) without stating a result for this instance; `failed`: it refused, or stated a failure.
   */
  outcome: "installed" | "requested" | "failed";
  /** The version the instance runs now, when the platform stated it. */
  version?: number;
  /** The version it ran before, when stated (null when the app was not installed; equal to `version` when unchanged). */
  previousVersion?: number | null;
  /** What the platform answered to the last request for this instance (key redacted), when it answered. */
  response?: PlatformResponse;
  /** Why it failed (when not ok). */
  error?: DeployError;
  /** Requests made for this instance (1 without retries). */
  attempts: number;
}

/** The outcome of {@link install}. */
export interface InstallResult {
  /** The app installed. */
  appName: string;
  /** True when every instance succeeded. */
  ok: boolean;
  /** One entry per instance id, in the order given. */
  results: InstanceInstallResult[];
}

/** Server error codes that concern one instance only; every other refusal concerns all of them. */
const PER_INSTANCE_CODES = new Set(["unknown_instance"]);

function validateInstallOptions(options: InstallOptions): string[] {
  if (typeof options.appName !== "string" || options.appName === "") {
    throw new DeployError(
      "CONFIG",
      "no app name was given; pass the `name` of the app's app.json as appName",
    );
  }
  const ids = options.instanceIds.map((id) => id.trim()).filter((id) => id !== "");
  if (ids.length === 0) {
    throw new DeployError(
      "CONFIG",
      "no instance id was given; name at least one instance to install on",
    );
  }
  for (const id of ids) {
    if (id.includes(",") || /[\r\n\0]/.test(id)) {
      throw new DeployError(
        "CONFIG",
        `"${id}" is not a valid instance id (no commas or control characters)`,
      );
    }
  }
  if (
    options.version !== undefined &&
    (!Number.isInteger(options.version) || options.version < 1)
  ) {
    throw new DeployError(
      "CONFIG",
      `version must be a positive integer, got ${String(options.version)}`,
    );
  }
  return [...new Set(ids)];
}

/** The result for one instance of a 2xx install answer of any shape. */
function instanceResultFrom(
  response: HttpResponse,
  instanceId: string,
  attempts: number,
  secret: string,
): InstanceInstallResult {
  const kept = platformResponse(response, secret);
  const facts = readInstallAnswer(typeof kept.body === "string" ? undefined : kept.body);
  const stated = facts.instances.find((item) => item.instanceId === instanceId);
  const version = stated?.version ?? facts.version;
  const base = {
    instanceId,
    attempts,
    response: kept,
    ...(version === undefined ? {} : { version }),
  };
  if (!stated || stated.state === "requested") return { ...base, ok: true, outcome: "requested" };
  if (stated.state === "installed") {
    return {
      ...base,
      ok: true,
      outcome: "installed",
      ...(stated.previousVersion === undefined ? {} : { previousVersion: stated.previousVersion }),
    };
  }
  const code = stated.error?.code;
  const message = stated.error?.message ?? "no reason given";
  return {
    instanceId,
    attempts,
    response: kept,
    ok: false,
    outcome: "failed",
    error: new DeployError(
      code === "unknown_instance" ? "NOT_FOUND" : "REJECTED",
      `the platform answered HTTP ${response.status} but says installing on instance ${instanceId} failed (${code ?? "failed"}: ${message})`,
      { status: response.status, serverCode: code, details: stated, response: kept },
    ),
  };
}

function failed(instanceId: string, error: DeployError, attempts: number): InstanceInstallResult {
  return {
    instanceId,
    ok: false,
    outcome: "failed",
    error,
    attempts,
    ...(error.response ? { response: error.response } : {}),
  };
}

async function installOne(
  instanceId: string,
  options: InstallOptions,
  url: URL,
  apiKey: string,
): Promise<InstanceInstallResult> {
  const context: RequestContext = { operation: "install", url, secret: apiKey, instanceId };
  const budget = new RetryBudget(options.retry, 4);
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const parts = [{ name: INSTANCE_IDS_PART, value: instanceId }];
    if (options.version !== undefined)
      parts.push({ name: PINNED_VERSION_PART, value: String(options.version) });
    const body = multipartBody(parts);
    let retryable: DeployError;
    let retryAfterMs: number | undefined;
    try {
      const response = await sendRequest({
        method: "POST",
        url,
        headers: apiHeaders(apiKey, body.contentType),
        body,
        timeout: options.timeout ?? 60_000,
        signal: options.signal,
        secret: apiKey,
        fetch: options.fetch,
      });
      if (isSuccessStatus(response.status))
        return instanceResultFrom(response, instanceId, attempts, apiKey);
      const error = errorFromResponse(response, context);
      if (response.status === 429 || response.status >= 500) {
        retryable = error;
        retryAfterMs = parseRetryAfter(response.headers["retry-after"]);
      } else if (error.serverCode && PER_INSTANCE_CODES.has(error.serverCode)) {
        return failed(instanceId, error, attempts);
      } else {
        throw error;
      }
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      const mapped = errorFromFailure(error, context);
      if (error.reason === "aborted") throw mapped;
      retryable = mapped;
    }
    const delay = budget.nextDelay(retryAfterMs);
    if (delay === undefined) return failed(instanceId, retryable, attempts);
    await budget.wait(delay, options.signal);
  }
}

/**
 * Installs a published version of an app on instances:
 * `POST {baseUrl}/api/v1/apps/<app_name>/install/`, one request per instance so each instance has its
 * own result and its own retries. Installing is idempotent on the platform, so a request is retried on
 * 429, 5xx and network errors (exponential backoff with jitter, honouring `Retry-After`, bounded in
 * attempts and total time).
 *
 * Any 2xx answer is a success for its instance, whatever its body: the result's `outcome` is
 * `installed` (with `version`/`previousVersion`) only when the answer states it for that instance, and
 * `requested` otherwise. A 2xx answer that states a failure for the instance makes it `failed`.
 *
 * A failure that concerns one instance (unknown instance, retries exhausted) is reported in its
 * result and never thrown. A refusal that concerns every instance (bad or expired key, unknown app,
 * nothing published, unknown version, redirect) is thrown as a {@link DeployError}; its `details`
 * hold `{ results }` for the instances that had already settled.
 *
 * @example
 * ```ts
 * const result = await install({ baseUrl, apiKey, appName: "my-app", instanceIds: ["test-1", "test-2"] });
 * for (const r of result.results) console.log(r.instanceId, r.ok ? `v${r.version}` : r.error?.message);
 * ```
 */
export async function install(options: InstallOptions): Promise<InstallResult> {
  const baseUrl = parseBaseUrl(options.baseUrl, options.allowInsecureHttp);
  const apiKey = checkApiKey(options.apiKey);
  const ids = validateInstallOptions(options);
  const url = endpoint(baseUrl, installPath(options.appName));
  const results = new Map<string, InstanceInstallResult>();
  const queue = [...ids];
  let fatal: Error | undefined;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 4, ids.length));

  const worker = async () => {
    for (let id = queue.shift(); id !== undefined && fatal === undefined; id = queue.shift()) {
      try {
        const result = await installOne(id, options, url, apiKey);
        results.set(id, result);
        options.onInstanceResult?.(result);
      } catch (error) {
        fatal ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const ordered = ids.flatMap((id) => {
    const result = results.get(id);
    return result ? [result] : [];
  });
  if (fatal !== undefined) {
    if (fatal instanceof DeployError)
      throw restate(fatal, fatal.message, { results: ordered, server: fatal.details });
    throw fatal;
  }
  return { appName: options.appName, ok: ordered.every((result) => result.ok), results: ordered };
}
