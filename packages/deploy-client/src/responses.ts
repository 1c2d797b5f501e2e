import { readErrorBody } from "@hostbridge/deploy-contract";
import type { ErrorFacts } from "@hostbridge/deploy-contract";
import { maskSecrets } from "@hostbridge/protocol-types";
import { DeployError } from "./errors";
import { API_KEY_MASK, parseRetryAfter } from "./http";
import { platformResponse } from "./platformResponse";
import type { HttpResponse, TransportFailure } from "./http";

/** What the request was for, to word error messages. */
export interface RequestContext {
  operation: "publish" | "install";
  url: URL;
  secret: string | undefined;
  /** Size of the uploaded archive (publish). */
  archiveSize?: number;
  instanceId?: string;
}

/** What every error from one answer says: the status, the platform's code and message, the request. */
interface Answer {
  status: number;
  /** `HTTP 404 app_not_found`. */
  tag: string;
  /** `: <the platform's message>`, or empty. */
  said: string;
  /** `publish request`, `install request for instance i-1`. */
  what: string;
  serverCode: string | undefined;
  issues: ErrorFacts["issues"];
  /** The fields every such DeployError carries. */
  common: {
    status: number;
    serverCode: string | undefined;
    platformMessage: string | undefined;
    details: ErrorFacts["details"];
    response: ReturnType<typeof platformResponse>;
  };
}

/** The request, as error messages name it. */
function describeRequest(context: RequestContext): string {
  return context.operation === "publish"
    ? "publish request"
    : `install request${context.instanceId ? ` for instance ${context.instanceId}` : ""}`;
}

function readAnswer(response: HttpResponse, context: RequestContext): Answer {
  const { status } = response;
  const kept = platformResponse(response, context.secret);
  const body = readErrorBody(
    maskSecrets(response.text, [context.secret], API_KEY_MASK),
    kept.contentType ?? undefined,
  );
  const serverCode = body.code;
  return {
    status,
    tag: `HTTP ${status}${serverCode ? ` ${serverCode}` : ""}`,
    said: body.message ? `: ${body.message}` : "",
    what: describeRequest(context),
    serverCode,
    issues: body.issues,
    common: {
      status,
      serverCode,
      platformMessage: body.message || undefined,
      details: body.details,
      response: kept,
    },
  };
}

/** Turns a non-2xx answer into a {@link DeployError} whose message says what to do; the status alone decides its code. */
export function errorFromResponse(response: HttpResponse, context: RequestContext): DeployError {
  const answer = readAnswer(response, context);
  const { status, tag, said, what, common } = answer;
  if (status >= 300 && status < 400) return redirectError(response, context, answer);
  if (status === 401 || status === 403) return authError(answer);
  if (status === 400 || status === 422) return validationError(answer);
  if (status === 404) return notFoundError(context, answer);
  if (status === 409) return conflictError(answer);
  if (status === 413) {
    const size = context.archiveSize !== undefined ? ` (${context.archiveSize} bytes)` : "";
    return new DeployError(
      "TOO_LARGE",
      `the archive${size} is above the platform's upload limit (${tag}${said}); make it smaller by excluding files in .hostbridgeignore (see \`hostbridge pack --list\`)`,
      common,
    );
  }
  if (status === 429) return rateLimitedError(response, answer);
  if (status >= 500) {
    return new DeployError(
      "SERVER",
      `the platform failed to handle the ${what} (${tag}${said}); try again later or check the platform's status`,
      { ...common, retryAfterMs: parseRetryAfter(response.headers["retry-after"]) },
    );
  }
  if (status >= 400) return rejectedError(answer);
  return new DeployError(
    "SERVER",
    `the platform gave an answer that is neither a success, a redirect nor an error to the ${what} (${tag}${said})`,
    common,
  );
}

function redirectError(response: HttpResponse, context: RequestContext, answer: Answer) {
  const { status, what, common } = answer;
  const location = response.headers.location
    ? maskSecrets(response.headers.location, [context.secret], API_KEY_MASK)
    : "(no Location header)";
  return new DeployError(
    "REDIRECT_REFUSED",
    `the platform answered the ${what} with a redirect (${status} to ${location}); redirects are never followed because the API key would be sent to the new address. If that address is the right platform, use it as the base URL.`,
    common,
  );
}

function authError({ status, tag, said, common }: Answer) {
  const reason =
    status === 403
      ? "the key is valid but not allowed to deploy this app; use a key created for it"
      : "the key may be wrong, expired or revoked and must be rotated: create a new key in the admin console's Dev settings, put it where HOSTBRIDGE_API_KEY comes from (for example your CI secret store) and revoke the old one";
  return new DeployError(
    "AUTH",
    `the platform refused the API key (${tag}${said}): ${reason}`,
    common,
  );
}

function validationError({ tag, said, what, issues, common }: Answer) {
  const listed =
    issues.length > 0
      ? ` (${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")})`
      : "";
  return new DeployError(
    "VALIDATION",
    `the platform rejected the ${what} (${tag}${said})${listed}; fix the app and try again`,
    { ...common, issues },
  );
}

function notFoundError(context: RequestContext, { tag, said, what, serverCode, common }: Answer) {
  const hint =
    serverCode === "app_not_found"
      ? "publish the app first (hostbridge publish)"
      : serverCode === "unknown_instance"
        ? "check the instance id"
        : serverCode
          ? "check the app name and the instance ids"
          : `check the base URL: ${context.url.origin} did not recognise ${context.url.pathname}`;
  return new DeployError(
    "NOT_FOUND",
    `the platform did not find what the ${what} refers to (${tag}${said}); ${hint}`,
    common,
  );
}

function conflictError({ tag, said, what, serverCode, common }: Answer) {
  const hint =
    serverCode === "nothing_published"
      ? "publish a version first"
      : serverCode === "version_not_found"
        ? "pick a version that was published (or omit the version to install the latest)"
        : "check the platform's state and try again";
  return new DeployError(
    "CONFLICT",
    `the platform refused the ${what} (${tag}${said}); ${hint}`,
    common,
  );
}

function rateLimitedError(response: HttpResponse, { tag, said, what, common }: Answer) {
  const retryAfterMs = parseRetryAfter(response.headers["retry-after"]);
  const wait =
    retryAfterMs !== undefined ? `; it asked to wait ${Math.ceil(retryAfterMs / 1000)} s` : "";
  return new DeployError(
    "RATE_LIMITED",
    `the platform is rate limiting the ${what} (${tag}${said})${wait}; try again later`,
    {
      ...common,
      retryAfterMs,
    },
  );
}

function rejectedError({ status, tag, said, what, common }: Answer) {
  const hint =
    status === 415
      ? "the platform did not accept the multipart/form-data body; check that the base URL points at the platform's API"
      : "check the base URL, the app and the platform's documentation";
  return new DeployError(
    "REJECTED",
    `the platform refused the ${what} (${tag}${said}); ${hint}`,
    common,
  );
}

/** Turns a transport failure (no answer) into a {@link DeployError}. */
export function errorFromFailure(failure: TransportFailure, context: RequestContext): DeployError {
  const what = describeRequest(context);
  if (failure.reason === "timeout") {
    return new DeployError(
      "TIMEOUT",
      `the ${what} to ${context.url.origin} timed out: ${failure.message}`,
      { cause: failure },
    );
  }
  if (failure.reason === "aborted") {
    return new DeployError("ABORTED", `the ${what} was aborted by the caller's AbortSignal`, {
      cause: failure,
    });
  }
  return new DeployError(
    "NETWORK",
    `the ${what} to ${context.url.origin} failed: ${failure.message}; check the base URL and the network`,
    { cause: failure },
  );
}
