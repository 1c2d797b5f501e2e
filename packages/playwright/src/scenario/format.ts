// The scenario file: what the host did (pushed, fired, changed, answered) and what the app sent, in
// order, as the dev host recorded it. Version 1. parseScenario checks a parsed JSON value against it.
import { z } from "zod";
import { HostBridgeKitError } from "../errors";

/** The version of the scenario format this package writes and reads. */
export const SCENARIO_VERSION = 1;

const json = z.unknown();
const type = z.string().min(1);
const hostError = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: json.optional(),
});

const StepSchema = z.discriminatedUnion("kind", [
  z.object({ from: z.literal("app"), kind: z.literal("request"), type, payload: json.optional() }),
  z.object({ from: z.literal("app"), kind: z.literal("event"), type, body: json.optional() }),
  z.object({
    from: z.literal("host"),
    kind: z.literal("answer"),
    type,
    status: z.enum(["ok", "error"]),
    body: json.optional(),
    error: hostError.optional(),
  }),
  z.object({ from: z.literal("host"), kind: z.literal("push"), type, payload: json.optional() }),
  z.object({ from: z.literal("host"), kind: z.literal("fire"), type, body: json.optional() }),
  z.object({ from: z.literal("host"), kind: z.literal("env"), patch: z.record(z.string(), json) }),
]);

/** The schema of a version 1 scenario. */
export const ScenarioSchema = z.object({
  $schema: z.string().optional(),
  version: z.literal(SCENARIO_VERSION),
  location: z.enum(["ui", "impact", "admin", "dsr"]),
  mode: z.enum(["WEB", "IOS", "WINDOWS", "ANDROID"]),
  wire: z.enum(["both", "envelopes", "platform"]).default("both"),
  recordedAt: z.string().optional(),
  app: z.string().optional(),
  steps: z.array(StepSchema),
});

/** One step of a scenario. */
export type ScenarioStep = z.infer<typeof StepSchema>;
/** A step the app took: a request or an event it sent. */
export type AppStep = Extract<ScenarioStep, { from: "app" }>;
/** A step the host took: an answer, a push, an event fired, an environment change. */
export type HostStep = Extract<ScenarioStep, { from: "host" }>;
/** A parsed, valid scenario. */
export type Scenario = z.infer<typeof ScenarioSchema>;

/** `steps[3].kind: ...` lines from a zod error. */
function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part, index) =>
        typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
      )
      .join("");
    return `${path || "(root)"}: ${issue.message}`;
  });
}

/**
 * Checks `value` (a parsed scenario file) and returns the scenario. Throws a
 * `HostBridgeKitError` with code `INVALID_SCENARIO` that names each broken rule, or says which
 * version the file has when it is not version 1. `source` names the file in the message.
 */
export function parseScenario(value: unknown, source = "the scenario"): Scenario {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new HostBridgeKitError(
      "INVALID_SCENARIO",
      `${source} is not a scenario: expected a JSON object with "version": ${SCENARIO_VERSION} and "steps"; save one with the dev host's "Save scenario" button or \`hostbridge dev --record <file>\``,
    );
  }
  const version = (value as { version?: unknown }).version;
  if (version !== SCENARIO_VERSION) {
    throw new HostBridgeKitError(
      "INVALID_SCENARIO",
      `${source} has "version": ${JSON.stringify(version)}; this @hostbridge/playwright reads version ${SCENARIO_VERSION}: record it again with the dev host of the same release`,
    );
  }
  const result = ScenarioSchema.safeParse(value);
  if (result.success) return result.data;
  const issues = issueLines(result.error);
  throw new HostBridgeKitError(
    "INVALID_SCENARIO",
    `${source} is not a valid scenario (version ${SCENARIO_VERSION}):\n  ${issues.join("\n  ")}`,
    issues,
  );
}

/** The scenario as the JSON text of a file (two-space indent, trailing newline). */
export function formatScenario(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}
