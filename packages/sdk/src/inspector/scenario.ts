// A recorded session as a scenario (version 1, the format the dev host records and the Playwright
// kit replays): what the app sent and what the host answered, pushed and fired, in order, with the
// mode and wire the session used (its `wire` record). Values come from the request hook, so every
// credential is already redacted.
import {
  environmentOfType,
  PLATFORM_SUBSCRIBE,
  SCENARIO_VERSION,
} from "@hostbridge/protocol-types";
import type {
  JsApiLocation,
  Mode,
  Scenario,
  ScenarioHostError,
  ScenarioStep,
} from "@hostbridge/protocol-types";
import type { BridgeActivity } from "@hostbridge/transport";

/** Where and how the session ran, written into the scenario's header. */
export interface SessionMeta {
  /** The app's location: `ui` (default), `impact`, `admin`, `dsr`. */
  location?: JsApiLocation | undefined;
  /**
   * The host's platform (`WEB`, `IOS`, `WINDOWS`, `ANDROID`) when the bridge does not say: the
   * session's own (its `wire` record's `mode`, which a native WebView bridge gives) wins; default
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

/** The scenario of a session's records (in the order they came): a version 1 `Scenario`. */
export function toScenario(records: readonly BridgeActivity[], meta: SessionMeta = {}): Scenario {
  const steps: ScenarioStep[] = [];
  let wire: Scenario["wire"] = "both";
  let mode = meta.mode;
  for (const r of records) {
    // (the bridge's own platform-session request is not the app's: a replayed bridge sends it again)
    if (r.type == PLATFORM_SUBSCRIBE) continue;
    if (r.kind == "wire") {
      wire = r.type == "platform" ? "platform" : "envelopes";
      mode = r.mode ?? mode;
    } else if (r.kind == "waiting")
      steps.push({ from: "app", kind: "request", type: r.type, ...defined("payload", r.value) });
    else if (r.kind == "emit")
      steps.push({ from: "app", kind: "event", type: r.type, ...defined("body", r.value) });
    else if (r.kind == "push")
      steps.push({ from: "host", kind: "push", type: r.type, ...defined("payload", r.value) });
    else if (r.kind == "event")
      steps.push({ from: "host", kind: "emit", type: r.type, ...defined("body", r.value) });
    else if (r.outcome == "ok")
      steps.push({
        from: "host",
        kind: "answer",
        type: r.type,
        status: "ok",
        ...defined("body", r.value),
      });
    // (any other outcome is the bridge's own, a timeout, an abort, a refused payload: no answer)
    else if (r.outcome == "HOST_ERROR")
      steps.push({
        from: "host",
        kind: "answer",
        type: r.type,
        status: "error",
        error: hostError(r),
      });
  }
  return {
    version: SCENARIO_VERSION,
    location: meta.location ?? "ui",
    mode: mode ?? "WEB",
    wire,
    recordedAt: new Date().toISOString(),
    ...(meta.app ? { app: meta.app } : {}),
    steps,
  };
}

const defined = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
