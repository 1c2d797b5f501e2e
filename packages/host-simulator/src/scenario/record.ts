// Records a scenario from a running simulated host: the app's requests and events (with their
// payloads) and the host's answers (with the request each answers and its latency) from the traffic
// log, and what the host was told to do (emit, change the environment) by wrapping those methods.
// Every message the host pushed, the test's and its own (the start data after `ui_embeddable_ready`,
// a canvas's `IFRAME_DATA_MESSAGE` actions), is recorded from the log with the payload it sent, so a
// replay, which sends only what the recording holds, sends exactly it.
// Each step has its time since the recording started. Values and host error messages are
// redacted: no token is saved, not even inside a string (a URL's `?access_token=`).
import { redactedCopy, SCENARIO_VERSION } from "@hostbridge/protocol-types";
import type { JsApiLocation, Mode, Scenario, ScenarioStep } from "@hostbridge/protocol-types";
import { INITIALIZE_CALL } from "../appTypes/initializeMessages";
import type { Host, TrafficEntry } from "../hostTypes";

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

/** The scenario as the JSON text of a file (two-space indent, trailing newline). */
export function formatScenario(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

const copy = <T>(value: T): T =>
  value === undefined ? value : redactedCopy(structuredClone(value));

/** Where the step of a traffic entry goes: the time base and the index of each request's step. */
interface StepContext {
  at: number;
  /** The step index of each request, by the app's request id. */
  requestIndex: ReadonlyMap<string, number>;
}

function stepOf(host: Host, entry: TrafficEntry, context: StepContext): ScenarioStep | undefined {
  const at = Math.max(0, entry.at - context.at);
  if (entry.kind === "request") {
    const record = host.requests.find((request) => request.id === entry.id);
    return { at, from: "app", kind: "request", type: entry.type, payload: copy(record?.payload) };
  }
  if (entry.kind === "response") {
    const record = host.requests.find((request) => request.id === entry.id);
    const request = context.requestIndex.get(entry.id);
    const answered = {
      at,
      from: "host",
      kind: "answer",
      type: entry.type,
      ...(request === undefined ? {} : { request }),
      latencyMs: Math.round(entry.latencyMs),
    } as const;
    if (entry.status === "ok") return { ...answered, status: "ok", body: copy(record?.response) };
    const error = record?.error;
    return {
      ...answered,
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
    return { at, from: "app", kind: "event", type: entry.type, body: copy(record?.body) };
  }
  // (the host's call of a selector's or popup's window.initialize is no push: a replay's start makes it)
  if (entry.kind === "message" && entry.type === INITIALIZE_CALL) return undefined;
  // (a push, a test's or the host's own (the start data, a canvas's IFRAME_DATA_MESSAGE action), with
  // the payload it sent: a replay sends exactly that, not the replaying host's fixtures)
  if (entry.kind === "message")
    return {
      at,
      from: "host",
      kind: "push",
      type: entry.type,
      ...(entry.body === undefined ? {} : { payload: copy(entry.body) }),
    };
  return undefined;
}

/**
 * Starts recording what happens between `host` and the app from now on. The dev host's "Save
 * scenario" button and `hostbridge dev --record` save what it gives; the dev host's replay and
 * `host.replay()` of `@hostbridge/playwright` play it back against the app.
 */
export function createScenarioRecorder(host: Host, meta: ScenarioMeta): ScenarioRecorder {
  const steps: ScenarioStep[] = [];
  const context = { at: Date.now(), requestIndex: new Map<string, number>() };
  const now = () => Date.now() - context.at;
  /** Whether a wrapped method runs: the messages it pushes are its step, not steps of their own. */
  let acting = false;
  const act = <T>(step: ScenarioStep, run: () => T): T => {
    steps.push(step);
    acting = true;
    try {
      return run();
    } finally {
      acting = false;
    }
  };
  // (a push, the test's or the host's own, is recorded from the log: its entry has the payload sent,
  // the fixtures' default included, and a push the host refused sends nothing and is no step)
  // The host's methods are closures over its state (no `this`): they keep working detached.
  const emit = host.emit.bind(host);
  const updateEnv = host.updateEnv.bind(host);
  const mutable = host as { -readonly [K in keyof Host]: Host[K] };
  mutable.emit = (key, body, options) =>
    act(
      {
        at: now(),
        from: "host",
        kind: "emit",
        type: key,
        ...(body === undefined ? {} : { body: copy(body) }),
      },
      () => emit(key, body, options),
    );
  mutable.updateEnv = (patch, options) =>
    act({ at: now(), from: "host", kind: "env", patch: copy(patch) }, () =>
      updateEnv(patch, options),
    );
  const off = host.on(
    (entry) => {
      if (entry.kind === "message" && acting) return;
      const step = stepOf(host, entry, context);
      if (!step) return;
      if (entry.kind === "request") context.requestIndex.set(entry.id, steps.length);
      steps.push(step);
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
      mutable.emit = emit;
      mutable.updateEnv = updateEnv;
    },
  };
}
