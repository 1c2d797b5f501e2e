/**
 * The scenario file (version 2): what the app sent and what the host did (answered, pushed, emitted,
 * changed), in order and in time, as the dev host records it, the inspector exports it and the kit
 * and the dev host replay it. The types are declared here; `ScenarioSchema` and `checkScenario` of
 * the schemas subpath check a file against them and upgrade a file of an earlier version.
 */
import type { JsApiLocation, Mode, SCENARIO_VERSION } from "../constants";

/** Which wire a recorded session used (`both`: not decided, the replay offers both). */
export type ScenarioWire = "both" | "envelopes" | "platform";

/** The host's error as it sent it: its message, its code when it had one, its details. */
export interface ScenarioHostError {
  message: string;
  code?: string | undefined;
  details?: unknown;
}

/** When a step happened: milliseconds since the recording started (absent in files written before version 2). */
interface Timed {
  at?: number | undefined;
}

/** A step the app took: a request or an event it sent. */
export type AppStep =
  | ({ from: "app"; kind: "request"; type: string; payload?: unknown } & Timed)
  | ({ from: "app"; kind: "event"; type: string; body?: unknown } & Timed);

/** A step the host took: an answer, a push, an event emitted, an environment change. */
export type HostStep =
  | ({
      from: "host";
      kind: "answer";
      type: string;
      status: "ok" | "error";
      body?: unknown;
      error?: ScenarioHostError | undefined;
      /** The index in `steps` of the request this answers (without it: the oldest unanswered request of `type`). */
      request?: number | undefined;
      /** Milliseconds from the request to this answer, as the app saw it. */
      latencyMs?: number | undefined;
      /** The answer arrived after the app had stopped waiting (its timeout): the app never used it. */
      late?: boolean | undefined;
    } & Timed)
  | ({ from: "host"; kind: "push"; type: string; payload?: unknown } & Timed)
  | ({ from: "host"; kind: "emit"; type: string; body?: unknown } & Timed)
  | ({ from: "host"; kind: "env"; patch: Record<string, unknown> } & Timed);

/** One step of a scenario. */
export type ScenarioStep = AppStep | HostStep;

/** Something the app's bridge received and dropped, and why (a recording keeps it; a replay does not send it). */
export interface ScenarioDrop {
  /** Milliseconds since the recording started. */
  at?: number | undefined;
  /** Why it was dropped, in the bridge's words (`no in-flight request has id 7`, ...). */
  reason: string;
  /** What was dropped: the message as received, credentials redacted. */
  message?: unknown;
}

/** A scenario of the current version ({@link SCENARIO_VERSION}). */
export interface Scenario {
  /** The file's JSON schema, when it names one. */
  $schema?: string | undefined;
  version: typeof SCENARIO_VERSION;
  location: JsApiLocation;
  mode: Mode;
  wire: ScenarioWire;
  /** When it was recorded (ISO 8601). */
  recordedAt?: string | undefined;
  /** A name for the app. */
  app?: string | undefined;
  steps: ScenarioStep[];
  /** What the app's bridge dropped during the session, and why. */
  dropped?: ScenarioDrop[] | undefined;
}
