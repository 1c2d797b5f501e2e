import { CodedError, isCodedError } from "@hostbridge/protocol-types";
import type { PlatformResponse } from "./platformResponse";

/**
 * Error codes of {@link DeployError}. Every failure of the deploy client carries exactly one.
 *
 * | code | meaning |
 * |---|---|
 * | `VALIDATION` | the app (app.json, files) or a server-side validation (HTTP 400) failed |
 * | `CONFIG` | an option is missing or unusable (base URL, API key, instance ids) |
 * | `AUTH` | the platform refused the API key (HTTP 401/403) |
 * | `NOT_FOUND` | the app, version, instance or endpoint does not exist (HTTP 404) |
 * | `CONFLICT` | the request conflicts with the platform's state (HTTP 409) |
 * | `TOO_LARGE` | the archive is above the platform's upload limit (HTTP 413) |
 * | `RATE_LIMITED` | the platform asked us to slow down (HTTP 429) |
 * | `REJECTED` | the platform refused the request with another 4xx status (405, 410, 415...) |
 * | `SERVER` | the platform failed (HTTP 5xx), or its answer contradicts the upload (sha256/size) |
 * | `NETWORK` | the connection could not be made or broke |
 * | `TIMEOUT` | no byte was sent or received for longer than the timeout |
 * | `ABORTED` | the caller's AbortSignal fired |
 * | `OUTCOME_UNKNOWN` | a publish reached the server but no answer came back: it may or may not have created a version |
 * | `REDIRECT_REFUSED` | the platform answered with a redirect, which is never followed |
 * | `SECRET_DETECTED` | a file about to be packed looks like a secret or contains the API key |
 */
export const DEPLOY_ERROR_CODES = {
  VALIDATION: "VALIDATION",
  CONFIG: "CONFIG",
  AUTH: "AUTH",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  TOO_LARGE: "TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  REJECTED: "REJECTED",
  SERVER: "SERVER",
  NETWORK: "NETWORK",
  TIMEOUT: "TIMEOUT",
  ABORTED: "ABORTED",
  OUTCOME_UNKNOWN: "OUTCOME_UNKNOWN",
  REDIRECT_REFUSED: "REDIRECT_REFUSED",
  SECRET_DETECTED: "SECRET_DETECTED",
} as const;

/** One of the {@link DEPLOY_ERROR_CODES} values. */
export type DeployErrorCode = (typeof DEPLOY_ERROR_CODES)[keyof typeof DEPLOY_ERROR_CODES];

/** One problem found while validating, with the field or file it concerns. */
export interface ValidationIssue {
  /** Where the problem is: a manifest field path (`name`, `entry`) or a file path. */
  path: string;
  /** What is wrong and what is expected. */
  message: string;
}

/** Options of the {@link DeployError} constructor (all optional besides the code and message). */
export interface DeployErrorOptions {
  /** The underlying error (kept as ES2022 `cause`). Never contains the API key. */
  cause?: unknown;
  /** HTTP status of the platform's answer, when there was one. */
  status?: number;
  /** The platform's snake_case error code (`invalid_manifest`, `expired_api_key`...), when it sent one. */
  serverCode?: string;
  /** What the platform's error answer said, in its own words (key redacted), when it said anything readable. */
  platformMessage?: string;
  /** Validation problems, field by field. */
  issues?: readonly ValidationIssue[];
  /** Extra machine-readable data (the platform's `details`, per-instance results...). */
  details?: unknown;
  /** How long the platform asked us to wait (from `Retry-After`), in milliseconds. */
  retryAfterMs?: number;
  /** The file the error is about (relative to the app dir), for packaging errors. */
  file?: string;
  /** What the platform answered (key redacted), when it answered. */
  response?: PlatformResponse;
}

/**
 * The one error class of `@hostbridge/deploy-client`. Its `code` says what kind of failure it is;
 * its message says what happened, what was expected and what to do. No message, property or
 * `cause` ever contains the API key.
 *
 * @example
 * ```ts
 * try {
 *   await publish({ baseUrl, apiKey, archivePath });
 * } catch (error) {
 *   if (isDeployError(error, "OUTCOME_UNKNOWN")) console.error("check the admin console before retrying");
 *   throw error;
 * }
 * ```
 */
export class DeployError extends CodedError<DeployErrorCode> {
  /** HTTP status of the platform's answer, when there was one. */
  readonly status: number | undefined;
  /** The platform's snake_case error code, when it sent one. */
  readonly serverCode: string | undefined;
  /** What the platform's error answer said, in its own words (key redacted), when it said anything readable. */
  readonly platformMessage: string | undefined;
  /** Validation problems, field by field (empty when not a validation error). */
  readonly issues: readonly ValidationIssue[];
  /** How long the platform asked us to wait, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** The file the error is about, for packaging errors. */
  readonly file: string | undefined;
  /** What the platform answered (key redacted), when it answered. */
  readonly response: PlatformResponse | undefined;

  constructor(code: DeployErrorCode, message: string, options: DeployErrorOptions = {}) {
    super("DeployError", code, message, options);
    this.status = options.status;
    this.serverCode = options.serverCode;
    this.platformMessage = options.platformMessage;
    this.issues = options.issues ?? [];
    this.retryAfterMs = options.retryAfterMs;
    this.file = options.file;
    this.response = options.response;
  }
}

/**
 * Whether `value` is a {@link DeployError} (optionally: with the given code), also one made by another
 * copy of this package.
 *
 * @example
 * ```ts
 * if (isDeployError(error, "AUTH")) console.error("rotate the API key");
 * ```
 */
export function isDeployError(value: unknown, code?: DeployErrorCode): value is DeployError {
  return isCodedError<DeployError>(value, "DeployError", code);
}

/**
 * A copy of `error` with another message and `details` (everything else kept), for a caller that adds
 * what it knows (the version published before an install failed, the results so far).
 */
export function restate(error: DeployError, message: string, details: unknown): DeployError {
  return new DeployError(error.code, message, {
    cause: error.cause,
    status: error.status,
    serverCode: error.serverCode,
    platformMessage: error.platformMessage,
    issues: error.issues,
    retryAfterMs: error.retryAfterMs,
    file: error.file,
    response: error.response,
    details,
  });
}
