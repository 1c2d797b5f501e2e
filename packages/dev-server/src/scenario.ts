// The scenario file (version 1): what the host did (answered, pushed, fired, changed) and what the
// app sent, in order, as the dev host records it and the inspector exports it. Declared once, here,
// with no node code: the dev server checks `--replay <file>` with it before it starts, the dev host
// page and `@hostbridge/playwright/scenario` check the files they load.
import { z } from "zod";

/** The version of the scenario format HostBridge writes and reads. */
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

/** What {@link checkScenario} finds: the scenario, or why the value is none (a message and one line per broken rule). */
export type ScenarioCheck =
  { ok: true; scenario: Scenario } | { ok: false; message: string; issues: string[] };

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
 * Checks `value` (a parsed scenario file) against version 1. The message names `source` (the
 * file) and each broken rule, or says which version the file has when it is not version 1.
 */
export function checkScenario(value: unknown, source = "the scenario"): ScenarioCheck {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const message = `${source} is not a scenario: expected a JSON object with "version": ${SCENARIO_VERSION} and "steps"; save one with the dev host's "Save scenario" button, \`hostbridge dev --record <file>\` or the inspector's "export"`;
    return { ok: false, message, issues: [] };
  }
  const version = (value as { version?: unknown }).version;
  if (version !== SCENARIO_VERSION) {
    const message = `${source} has "version": ${JSON.stringify(version)}; this release of HostBridge reads version ${SCENARIO_VERSION}: record it again with the dev host of the same release`;
    return { ok: false, message, issues: [] };
  }
  const result = ScenarioSchema.safeParse(value);
  if (result.success) return { ok: true, scenario: result.data };
  const issues = issueLines(result.error);
  const message = `${source} is not a valid scenario (version ${SCENARIO_VERSION}):\n  ${issues.join("\n  ")}`;
  return { ok: false, message, issues };
}

/** Reads the JSON text of a scenario file (`source` names it) and checks it. */
export function checkScenarioText(text: string, source = "the scenario"): ScenarioCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${source} is not JSON: ${reason}`, issues: [] };
  }
  return checkScenario(value, source);
}
