// Records a scenario from a running simulated host: the app's requests and events (with their
// payloads) and the host's answers from the traffic log, and what the host was told to do (push,
// fire, change the environment) by wrapping those methods. Values and host error messages are redacted:
// no token is saved, not even inside a string (a URL's `?access_token=`).
import { redactedCopy } from "@hostbridge/host-simulator";
import type { Host, TrafficEntry } from "@hostbridge/host-simulator";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { SCENARIO_VERSION } from "./format";
import type { Scenario, ScenarioStep } from "./format";

/** What a scenario says about the run besides its steps. */
export interface ScenarioMeta {
  location: JsApiLocation;
  mode: Mode;
  wire: "both" | "envelopes" | "platform";
  /** The app's name, when known. */
  app?: string | undefined;
}

/** A running recording. */
export interface ScenarioRecorder {
  /** The scenario recorded so far. */
  scenario(): Scenario;
  /** Stops recording and gives the host its own methods back. */
  stop(): void;
}

const copy = <T>(value: T): T =>
  value === undefined ? value : redactedCopy(structuredClone(value));

function stepOf(host: Host, entry: TrafficEntry): ScenarioStep | undefined {
  if (entry.kind === "request") {
    const record = host.requests.find((request) => request.id === entry.id);
    return { from: "app", kind: "request", type: entry.type, payload: copy(record?.payload) };
  }
  if (entry.kind === "response") {
    const record = host.requests.find((request) => request.id === entry.id);
    if (entry.status === "ok")
      return {
        from: "host",
        kind: "answer",
        type: entry.type,
        status: "ok",
        body: copy(record?.response),
      };
    const error = record?.error;
    return {
      from: "host",
      kind: "answer",
      type: entry.type,
      status: "error",
      error: {
        message: redactedCopy(error?.message ?? ""),
        ...(error?.code === undefined ? {} : { code: error.code }),
        ...(error?.details === undefined ? {} : { details: copy(error.details) }),
      },
    };
  }
  if (entry.kind === "event" && entry.direction === "in") {
    const record = host.events.find((event) => event.id === entry.id);
    return { from: "app", kind: "event", type: entry.type, body: copy(record?.body) };
  }
  return undefined;
}

/**
 * Starts recording what happens between `host` and the app from now on. The dev host's "Save
 * scenario" button and `hostbridge dev --record` save what it gives; `host.replay()` of
 * `@hostbridge/playwright` plays it back against the app.
 */
export function createScenarioRecorder(host: Host, meta: ScenarioMeta): ScenarioRecorder {
  const steps: ScenarioStep[] = [];
  // The host's methods are closures over its state (no `this`): they keep working detached.
  const push = host.push.bind(host);
  const emit = host.emit.bind(host);
  const updateEnv = host.updateEnv.bind(host);
  const mutable = host as { -readonly [K in keyof Host]: Host[K] };
  mutable.push = (type, payload, options) => {
    steps.push({
      from: "host",
      kind: "push",
      type,
      ...(payload === undefined ? {} : { payload: copy(payload) }),
    });
    return push(type, payload, options);
  };
  mutable.emit = (key, body, options) => {
    steps.push({
      from: "host",
      kind: "emit",
      type: key,
      ...(body === undefined ? {} : { body: copy(body) }),
    });
    return emit(key, body, options);
  };
  mutable.updateEnv = (patch, options) => {
    steps.push({ from: "host", kind: "env", patch: copy(patch) });
    return updateEnv(patch, options);
  };
  const off = host.on(
    (entry) => {
      const step = stepOf(host, entry);
      if (step) steps.push(step);
    },
    { redact: false },
  );
  return {
    scenario: () => ({
      version: SCENARIO_VERSION,
      location: meta.location,
      mode: meta.mode,
      wire: meta.wire,
      recordedAt: new Date().toISOString(),
      ...(meta.app === undefined ? {} : { app: meta.app }),
      steps: structuredClone(steps),
    }),
    stop() {
      off();
      mutable.push = push;
      mutable.emit = emit;
      mutable.updateEnv = updateEnv;
    },
  };
}
