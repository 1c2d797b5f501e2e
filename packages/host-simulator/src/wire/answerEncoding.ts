// The answer to a request, on the wire and in the envelope family it came in: a `SVC_RESPONSE`,
// an `ADMIN_RESPONSE` / `DSR_RESPONSE`, a post-robot answer, or nothing for a bare UI operation.
import { isRecord } from "@hostbridge/protocol-types";
import type { PostRobotRequest } from "@hostbridge/protocol-types";
import {
  encodeEnvironmentResponse,
  encodeOperationAnswer,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import { carriesEnvironment, inPlatformNames } from "@hostbridge/protocol-types/wire";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import type { RecordedRequest, SentError } from "../hostTypes";

/** How a request came in on the platform wire: a post-robot request, or a bare UI operation. */
export interface PlatformRequest {
  request?: PostRobotRequest;
  bare?: boolean;
}

/** What a request is answered with: a body, or an error. */
export type Outcome = { ok: true; body: unknown } | { ok: false; error: SentError };

/** The error's details on the admin/DSR and platform wires: `details`, or `{ issues }` of an invalid payload. */
const detailsOf = ({ details, issues }: SentError): unknown =>
  details ?? (issues ? { issues } : undefined);

/** `{ message, code }`, without `code` when the error has none (no code stays no code). */
const messageAndCode = ({
  message,
  code,
}: SentError): Record<string, unknown> & { message: string } =>
  code === undefined ? { message } : { message, code };

/** The SVC error body: `{ message, code?, issues? }`, or `details` when there are no issues. */
function serviceErrorBody(error: SentError): Record<string, unknown> {
  const { issues, details } = error;
  const body = messageAndCode(error);
  if (issues !== undefined) body.issues = issues;
  if (details !== undefined && issues === undefined) body.details = details;
  return body;
}

/**
 * The body of an environment answer as the platform sends it (to the existing client's high-level
 * `get_env`, a `PITCHER_REQUEST`, and to `admin_get_env` / `dsr_get_env` on the platform wire): the
 * service block under `pitcher` (where that client reads it) as well as `svc`.
 */
function forExistingClient(record: RecordedRequest, outcome: Outcome): Outcome {
  if (!outcome.ok || !carriesEnvironment(record.type)) return outcome;
  return { ok: true, body: inPlatformNames(outcome.body) };
}

/**
 * The envelope answering `record` (which came in `requestKind`, or on the platform wire as `platform`,
 * in the names `names`) with `outcome`; `undefined` for a bare UI operation, which gets no answer.
 */
export function encodeAnswer(
  record: RecordedRequest,
  {
    requestKind,
    platform,
    names,
  }: {
    requestKind: RequestKind;
    platform?: PlatformRequest | undefined;
    names?: "pitcher" | undefined;
  },
  answered: Outcome,
): object | string | undefined {
  const platformNames = names === "pitcher" || platform?.request !== undefined;
  const outcome = platformNames ? forExistingClient(record, answered) : answered;
  if (platform?.bare) return undefined;
  if (platform?.request)
    return encodeOperationAnswer(
      platform.request,
      outcome.ok
        ? outcome
        : {
            ok: false,
            error: {
              message: outcome.error.message,
              code: outcome.error.code,
              details: detailsOf(outcome.error),
            },
          },
    );
  if (requestKind === "svc")
    // Echo the body when it is an object (the only kind a valid request carries).
    return encodeServiceResponse(
      record.id,
      record.type,
      isRecord(record.payload) ? record.payload : undefined,
      outcome.ok ? "ok" : "error",
      outcome.ok ? outcome.body : serviceErrorBody(outcome.error),
      names,
    );
  if (outcome.ok) return encodeEnvironmentResponse(requestKind, record.id, outcome);
  const error = messageAndCode(outcome.error);
  const details = detailsOf(outcome.error);
  if (details !== undefined) error.details = details;
  return encodeEnvironmentResponse(requestKind, record.id, { ok: false, error });
}
