// Answering a request once: encodes the answer for the wire it came in on, sends it, and records
// the outcome (status, response, latency) on the request and in the traffic log.
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type { RequestChannel } from "../operations";
import type { TrafficLog } from "../traffic/trafficLog";
import type { RecordedRequest, SentError } from "../types";
import { checkResponse } from "../validation";
import { encodeAnswer } from "../wire/answers";
import type { Outcome, PlatformRequest } from "../wire/answers";

/** How a request came in: when, in which envelope family, and on the platform wire or not. */
export interface RequestRoute {
  started: number;
  channel: RequestChannel;
  platform: PlatformRequest | undefined;
}

/** Answers recorded requests. */
export interface Responder {
  /** Remembers how `record` came in (its answer goes back the same way). */
  track(record: RecordedRequest, route: RequestRoute): void;
  /** Sends the answer to `record` unless it was answered already; records the outcome. */
  respond(record: RecordedRequest, outcome: Outcome): void;
  /** Answers `record` with an error. */
  answerError(record: RecordedRequest, code: string, message: string, issues?: string[]): void;
  /** Checks `body` against the operation's response schema, then answers ok (or INVALID_RESPONSE). */
  respondChecked(record: RecordedRequest, body: unknown, source: string): void;
}

/** The responder of a host; answered requests leave `waiting` (the interactive requests still pending). */
export function createResponder(
  core: HostCore,
  traffic: TrafficLog,
  waiting: RecordedRequest[],
): Responder {
  const routes = new WeakMap<RecordedRequest, RequestRoute>();

  /** Sends `envelope`; when it cannot cross the transport, tells the app (if it was a body) and reports it. */
  const send = (record: RecordedRequest, envelope: object | string, outcome: Outcome): boolean => {
    try {
      core.transport.send(envelope);
      return true;
    } catch (cause) {
      if (outcome.ok) {
        // The body could not cross the transport (not structured-cloneable): tell the app instead of hanging it.
        respond(record, {
          ok: false,
          error: {
            message: `the host could not send the response to ${record.type}: ${String(cause)}; a handler or fixture returned a value that cannot be posted (functions, class instances with methods, DOM nodes)`,
            code: "INVALID_RESPONSE",
          },
        });
      }
      core.reportError(
        new HostSimulatorError(
          "INVALID_RESPONSE",
          `could not send the response to ${record.type} (${record.id}): ${String(cause)}`,
          { cause },
        ),
      );
      return false;
    }
  };

  const respond = (record: RecordedRequest, outcome: Outcome) => {
    if (record.status !== "pending" || core.disposed) return;
    const { started, channel, platform } = routes.get(record)!;
    const envelope = encodeAnswer(record, channel, platform, outcome);
    if (envelope !== undefined && !send(record, envelope, outcome)) return;
    const now = Date.now();
    record.status = outcome.ok ? "ok" : "error";
    if (outcome.ok) record.response = outcome.body;
    else {
      record.error = outcome.error;
      record.response =
        channel === "svc" && !platform
          ? (envelope as { response: { body: unknown } }).response.body
          : null;
    }
    record.responseEnvelope = envelope;
    record.respondedAt = now;
    record.latencyMs = performance.now() - started;
    const index = waiting.indexOf(record);
    if (index !== -1) waiting.splice(index, 1);
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
    track(record, route) {
      routes.set(record, route);
    },
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
