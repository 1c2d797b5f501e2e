import * as z from "zod";
import { DeployError } from "./errors";
import {
  checkApiKey,
  endpoint,
  parseBaseUrl,
  parseRetryAfter,
  sendRequest,
  TransportFailure,
} from "./http";
import type { HttpResponse } from "./http";
import { APP_NAME_PATTERN } from "./manifest";
import { multipartBody } from "./multipart";
import type { PlatformOptions } from "./publish";
import { errorFromFailure, errorFromResponse } from "./responses";
import type { RequestContext } from "./responses";
import { RetryBudget } from "./retry";
import { apiHeaders } from "./version";

/** Path of the install call below the base URL (`<app_name>` replaced). */
export const INSTALL_PATH = "api/v1/apps/<app_name>/install/";

/** Options of {@link install}. */
export interface InstallOptions extends PlatformOptions {
  /** The app to install (its `app.json` name). */
  appName: string;
  /** Instances to install on; one request is made per instance. */
  instanceIds: readonly string[];
  /** Version to install (pinned). Default: the latest published version. */
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
  /** Whether the instance now runs `version`. */
  ok: boolean;
  /** The version the instance runs now (when ok). */
  version?: number;
  /** The version it ran before (null when the app was not installed; equal to `version` when unchanged). */
  previousVersion?: number | null;
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

const InstallResponseSchema = z.looseObject({
  version: z.number().int().optional(),
  installs: z.array(
    z.looseObject({
      instance_id: z.string(),
      status: z.string(),
      version: z.number().int().optional(),
      previous_version: z.number().int().nullable().optional(),
      error: z
        .looseObject({ code: z.string().optional(), message: z.string().optional() })
        .optional(),
    }),
  ),
});

/** Server error codes that concern one instance only; every other refusal concerns all of them. */
const PER_INSTANCE_CODES = new Set(["unknown_instance"]);

function validateInstallOptions(options: InstallOptions): string[] {
  if (!APP_NAME_PATTERN.test(options.appName) || options.appName.length > 100) {
    throw new DeployError(
      "CONFIG",
      `"${options.appName}" is not a valid app name: it must match ^[a-z0-9][a-z0-9._-]*$ (1..100 characters)`,
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

function instanceResultFrom(
  response: HttpResponse,
  instanceId: string,
  attempts: number,
): InstanceInstallResult | DeployError {
  let parsed: z.infer<typeof InstallResponseSchema>;
  try {
    parsed = InstallResponseSchema.parse(JSON.parse(response.text));
  } catch (error) {
    return new DeployError(
      "SERVER",
      `the platform answered the install request for instance ${instanceId} with HTTP ${response.status} but not with the expected JSON body`,
      { status: response.status, cause: error },
    );
  }
  const entry = parsed.installs.find((item) => item.instance_id === instanceId);
  if (!entry) {
    return new DeployError(
      "SERVER",
      `the platform's answer does not mention instance ${instanceId}`,
      {
        status: response.status,
      },
    );
  }
  if (entry.status === "installed") {
    const version = entry.version ?? parsed.version;
    return {
      instanceId,
      ok: true,
      version,
      previousVersion: entry.previous_version ?? null,
      attempts,
    };
  }
  const code = entry.error?.code;
  const message = entry.error?.message ?? "no reason given";
  return {
    instanceId,
    ok: false,
    attempts,
    error: new DeployError(
      code === "unknown_instance" ? "NOT_FOUND" : "SERVER",
      `installing on instance ${instanceId} failed (${code ?? entry.status}: ${message})`,
      { status: response.status, serverCode: code, details: entry },
    ),
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
    const parts = [{ name: "instance_ids", value: instanceId }];
    if (options.version !== undefined)
      parts.push({ name: "version", value: String(options.version) });
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
      if (response.status === 200 || response.status === 201 || response.status === 207) {
        const result = instanceResultFrom(response, instanceId, attempts);
        if (result instanceof DeployError)
          return { instanceId, ok: false, error: result, attempts };
        return result;
      }
      const error = errorFromResponse(response, context);
      if (response.status === 429 || response.status >= 500) {
        retryable = error;
        retryAfterMs = parseRetryAfter(response.headers["retry-after"]);
      } else if (error.serverCode && PER_INSTANCE_CODES.has(error.serverCode)) {
        return { instanceId, ok: false, error, attempts };
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
    if (delay === undefined) return { instanceId, ok: false, error: retryable, attempts };
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
  const url = endpoint(
    baseUrl,
    INSTALL_PATH.replace("<app_name>", encodeURIComponent(options.appName)),
  );
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
    if (fatal instanceof DeployError) {
      throw new DeployError(fatal.code, fatal.message, {
        cause: fatal.cause,
        status: fatal.status,
        serverCode: fatal.serverCode,
        issues: fatal.issues,
        retryAfterMs: fatal.retryAfterMs,
        details: { results: ordered, server: fatal.details },
      });
    }
    throw fatal;
  }
  return { appName: options.appName, ok: ordered.every((result) => result.ok), results: ordered };
}
