/**
 * The scenario file (version 1): what the app sent and what the host did (answered, pushed, fired,
 * changed), in order, as the dev host records it, the inspector exports it and the kit and the dev
 * host replay it. The types are declared here; `ScenarioSchema` and `checkScenario` of the schemas
 * subpath check a file against them.
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

/** A step the app took: a request or an event it sent. */
export type AppStep =
  | { from: "app"; kind: "request"; type: string; payload?: unknown }
  | { from: "app"; kind: "event"; type: string; body?: unknown };

/** A step the host took: an answer, a push, an event emitted, an environment change. */
export type HostStep =
  | {
      from: "host";
      kind: "answer";
      type: string;
      status: "ok" | "error";
      body?: unknown;
      error?: ScenarioHostError | undefined;
    }
  | { from: "host"; kind: "push"; type: string; payload?: unknown }
  | { from: "host"; kind: "emit"; type: string; body?: unknown }
  | { from: "host"; kind: "env"; patch: Record<string, unknown> };

/** One step of a scenario. */
export type ScenarioStep = AppStep | HostStep;

/** A version 1 scenario. */
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
}
