// Answering a request once: encodes the answer for the wire it came in on, sends it, and records
// the outcome (status, response, latency) on the request and in the traffic log.
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type { TrafficLog } from "../traffic/trafficLog";
import type { RecordedRequest, SentError } from "../hostTypes";
import { checkResponse } from "../validation";
import { encodeAnswer } from "../wire/answerEncoding";
import type { Outcome } from "../wire/answerEncoding";
import type { UnansweredRequests } from "./unansweredRequests";

/** Answers recorded requests. */
export interface Responder {
  /** Sends the answer to `record` unless it was answered already; records the outcome. */
  respond(record: RecordedRequest, outcome: Outcome): void;
  /** Answers `record` with an error. */
  answerError(record: RecordedRequest, code: string, message: string, issues?: string[]): void;
  /** Checks `body` against the operation's response schema, then answers ok (or INVALID_RESPONSE). */
  respondChecked(record: RecordedRequest, body: unknown, source: string): void;
}

/**
 * The responder of a host: answers go back the way their request came in (`pending` owns the routes),
 * and an answered request leaves `pending`.
 */
export function createResponder(
  core: HostCore,
  traffic: TrafficLog,
  pending: UnansweredRequests,
): Responder {
  /** Sends `envelope`: `undefined` when it crossed the transport, else why it could not. */
  const send = (envelope: object | string): { cause: unknown } | undefined => {
    try {
      core.transport.send(envelope);
    } catch (cause) {
      return { cause };
    }
  };

  const reportUnsent = (record: RecordedRequest, cause: unknown) =>
    core.reportError(
      new HostSimulatorError(
        "INVALID_RESPONSE",
        `could not send the response to ${record.type} (${record.id}): ${String(cause)}`,
        { cause },
      ),
    );

  /** Records the outcome on `record` and in the traffic log; `record` waits no more. */
  const settle = (
    record: RecordedRequest,
    outcome: Outcome,
    envelope: object | string | undefined,
  ) => {
    const { started, requestKind, platform } = pending.routeOf(record);
    const now = Date.now();
    record.status = outcome.ok ? "ok" : "error";
    if (outcome.ok) record.response = outcome.body;
    else {
      record.error = outcome.error;
      record.response =
        requestKind === "svc" && !platform
          ? (envelope as { response: { body: unknown } }).response.body
          : null;
    }
    record.responseEnvelope = envelope;
    record.respondedAt = now;
    record.latencyMs = performance.now() - started;
    pending.settled(record);
    traffic.log({
      kind: "response",
      direction: "out",
      at: now,
      env: record.env,
      type: record.type,
      id: record.id,
      status: outcome.ok ? "ok" : "error",
      latencyMs: record.latencyMs,
      envelope,
      wire: platform ? "platform" : "envelopes",
    });
  };

  /** Encodes `outcome` for the wire `record` came in on, sends it, settles `record`; whether it was sent. */
  const deliver = (record: RecordedRequest, outcome: Outcome): { cause: unknown } | undefined => {
    const route = pending.routeOf(record);
    const envelope = encodeAnswer(record, route, outcome);
    const unsent = envelope !== undefined ? send(envelope) : undefined;
    if (!unsent) settle(record, outcome, envelope);
    return unsent;
  };

  const respond = (record: RecordedRequest, outcome: Outcome) => {
    if (record.status !== "pending" || core.disposed) return;
    const unsent = deliver(record, outcome);
    if (!unsent) return;
    if (outcome.ok) {
      // The body could not cross the transport (not structured-cloneable): tell the app instead of hanging it.
      const told = deliver(record, {
        ok: false,
        error: {
          message: `the host could not send the response to ${record.type}: ${String(unsent.cause)}; a handler or fixture returned a value that cannot be posted (functions, class instances with methods, DOM nodes)`,
          code: "INVALID_RESPONSE",
        },
      });
      if (told) reportUnsent(record, told.cause);
    }
    reportUnsent(record, unsent.cause);
  };

  const answerError = (
    record: RecordedRequest,
    code: string,
    message: string,
    issues?: string[],
  ) => {
    const error: SentError = { message, code };
    if (issues) error.issues = issues;
    respond(record, { ok: false, error });
  };

  return {
    respond,
    answerError,
    respondChecked(record, body, source) {
      const checked = checkResponse(record.type, body);
      if (!checked.ok) {
        answerError(
          record,
          "INVALID_RESPONSE",
          `the simulated host produced an invalid ${record.type} response (${source}): ${checked.issues.join("; ")}; fix the handler or fixture`,
          checked.issues,
        );
        return;
      }
      respond(record, { ok: true, body });
    },
  };
}
