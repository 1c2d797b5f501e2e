// A recording as a scenario (the format the dev host records and the Playwright kit replays):
// what the app sent and what the host answered, pushed and emitted, in order and in time (late
// answers included), what the bridge dropped and why, with the mode and wire the recording used (its
// `wire` record). Values come from the request hook, so every
// credential is already redacted.
import {
  environmentOfType,
  PLATFORM_SUBSCRIBE,
  SCENARIO_VERSION,
} from "@hostbridge/protocol-types";
import type {
  HostStep,
  JsApiLocation,
  Mode,
  Scenario,
  ScenarioDrop,
  ScenarioHostError,
  ScenarioStep,
} from "@hostbridge/protocol-types";
import { decodeHostMessage } from "@hostbridge/protocol-types/wire";
import type { BridgeActivity } from "@hostbridge/transport";

/** Where and how the recording ran, written into the scenario's header. */
export interface RecordingMeta {
  /** The app's location: `ui` (default), `impact`, `admin`, `dsr`. */
  location?: JsApiLocation | undefined;
  /**
   * The host's platform (`WEB`, `IOS`, `WINDOWS`, `ANDROID`) when the bridge does not say: the
   * bridge's own (its `wire` record's `mode`, which a native WebView bridge gives) wins; default
   * `WEB`.
   */
  mode?: Mode | undefined;
  /** A name for the app, kept in the file. */
  app?: string | undefined;
}

/** Whether the record's request went as a post-robot request (an operation on the platform wire). */
const postRobot = (r: BridgeActivity) => r.wire == "platform" && !!environmentOfType(r.type);

/**
 * The host's error as it sent it, from a `HOST_ERROR` record's value (the admin/DSR `error` object,
 * the SVC error body, or post-robot's `{ message, code, data }` on the platform wire): its message,
 * its code only when it had one, its details. The bridge's `HOST_ERROR` is not the host's.
 */
function hostError(r: BridgeActivity): ScenarioHostError {
  const sent = (r.value ?? {}) as {
    message?: unknown;
    code?: unknown;
    details?: unknown;
    data?: unknown;
  };
  return {
    message: typeof sent.message == "string" ? sent.message : "",
    ...(typeof sent.code == "string" ? { code: sent.code } : {}),
    ...defined("details", postRobot(r) ? sent.data : sent.details),
  };
}

/** The id of the request a dropped answer was for, from the bridge's reason (`no in-flight request has id 7`). */
const answeredId = (r: BridgeActivity): string | undefined =>
  /no in-flight request has (?:id|post-robot hash) (\S+)$/.exec(r.error ?? "")?.[1];

/**
 * A dropped message that answers a request which timed out: the late answer, as the host sent it
 * (an envelope; a post-robot frame stays in `dropped`).
 */
function lateAnswer(
  r: BridgeActivity,
  timedOut: Map<string, BridgeActivity>,
  requestIndex: Map<string, number>,
): HostStep | undefined {
  const id = answeredId(r) ?? "";
  const request = [...timedOut.values()].find((q) => q.id == id || id.endsWith("_" + q.id));
  const message = request ? decodeHostMessage(r.value) : undefined;
  if (!request || message?.kind != "response") return undefined;
  const body = message.failed ? undefined : message.body;
  const sent = (message.error ?? message.body ?? {}) as { message?: unknown; code?: unknown };
  return {
    from: "host",
    kind: "answer",
    type: request.type,
    status: message.failed ? "error" : "ok",
    ...defined("body", body),
    ...(message.failed
      ? {
          error: {
            message: typeof sent.message == "string" ? sent.message : "",
            ...(typeof sent.code == "string" ? { code: sent.code } : {}),
          },
        }
      : {}),
    request: requestIndex.get(request.id),
    latencyMs: r.end - request.start,
    late: true,
  };
}

/**
 * The scenario of a recording's records (in the order they came): a `Scenario` of the current
 * version, each step with its time since the first record (`at`), each answer with its request and
 * latency; an answer that came after its request timed out is a `late` answer, and every other
 * message the bridge dropped is listed in `dropped` with the reason.
 */
export function toScenario(records: readonly BridgeActivity[], meta: RecordingMeta = {}): Scenario {
  const steps: ScenarioStep[] = [];
  const dropped: ScenarioDrop[] = [];
  const start = records[0]?.start ?? 0;
  /** The step index of each request, by id, and the requests that timed out. */
  const requestIndex = new Map<string, number>();
  const timedOut = new Map<string, BridgeActivity>();
  let wire: Scenario["wire"] = "both";
  let mode = meta.mode;
  const add = (step: ScenarioStep, at: number) => steps.push({ at: at - start, ...step });
  for (const r of records) {
    // (the bridge's own subscribe on the platform wire is not the app's request: a replayed bridge sends it again)
    if (r.type == PLATFORM_SUBSCRIBE) continue;
    const answer = { from: "host", kind: "answer", type: r.type } as const;
    const timing = { request: requestIndex.get(r.id), latencyMs: r.end - r.start };
    if (r.kind == "wire") {
      wire = r.type == "platform" ? "platform" : "envelopes";
      mode = r.mode ?? mode;
    } else if (r.kind == "dropped") {
      const late = lateAnswer(r, timedOut, requestIndex);
      if (late) add(late, r.end);
      else
        dropped.push({ at: r.end - start, reason: r.error ?? "", ...defined("message", r.value) });
    } else if (r.kind == "waiting") {
      requestIndex.set(r.id, steps.length);
      add({ from: "app", kind: "request", type: r.type, ...defined("payload", r.value) }, r.start);
    } else if (r.kind == "emit")
      add({ from: "app", kind: "event", type: r.type, ...defined("body", r.value) }, r.start);
    else if (r.kind == "push")
      add({ from: "host", kind: "push", type: r.type, ...defined("payload", r.value) }, r.start);
    else if (r.kind == "event")
      add({ from: "host", kind: "emit", type: r.type, ...defined("body", r.value) }, r.start);
    else if (r.outcome == "ok")
      add({ ...answer, ...timing, status: "ok", ...defined("body", r.value) }, r.end);
    // (any other outcome is the bridge's own, a timeout, an abort, a refused payload: no answer)
    else if (r.outcome == "HOST_ERROR")
      add({ ...answer, ...timing, status: "error", error: hostError(r) }, r.end);
    else if (r.outcome == "REQUEST_TIMEOUT") timedOut.set(r.id, r);
  }
  return {
    version: SCENARIO_VERSION,
    location: meta.location ?? "ui",
    mode: mode ?? "WEB",
    wire,
    recordedAt: new Date().toISOString(),
    ...(meta.app ? { app: meta.app } : {}),
    steps,
    ...(dropped.length ? { dropped } : {}),
  };
}

const defined = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
