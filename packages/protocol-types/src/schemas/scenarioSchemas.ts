/** The schema of a version 1 scenario (the types are `Scenario` and `ScenarioStep` of the root entry). */
import * as z from "zod";
import { JS_API_LOCATIONS, MODES, SCENARIO_VERSION } from "../constants";
import { isRecord } from "../guards";
import type { Scenario } from "../types/scenario";
import { describeZodIssues } from "./describeZodIssues";

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
  z.object({ from: z.literal("host"), kind: z.literal("emit"), type, body: json.optional() }),
  z.object({ from: z.literal("host"), kind: z.literal("env"), patch: z.record(z.string(), json) }),
]);

/** `ScenarioStep`: one step of a scenario. */
export const ScenarioStepSchema = StepSchema;

/** `Scenario`: a version 1 scenario (`wire` defaults to `"both"`). */
export const ScenarioSchema = z.object({
  $schema: z.string().optional(),
  version: z.literal(SCENARIO_VERSION),
  location: z.enum(JS_API_LOCATIONS),
  mode: z.enum(MODES),
  wire: z.enum(["both", "envelopes", "platform"]).default("both"),
  recordedAt: z.string().optional(),
  app: z.string().optional(),
  steps: z.array(StepSchema),
});

/** What {@link checkScenario} finds: the scenario, or why the value is none (a message and one line per broken rule). */
export type ScenarioCheck =
  { ok: true; scenario: Scenario } | { ok: false; message: string; issues: string[] };

/**
 * Checks `value` (a parsed scenario file) against version 1. The message names `source` (the
 * file) and each broken rule, or says which version the file has when it is not version 1.
 *
 * @example
 * ```ts
 * import { checkScenario } from "@hostbridge/protocol-types/schemas";
 *
 * const check = checkScenario(JSON.parse(text), "login.scenario.json");
 * if (!check.ok) throw new Error(check.message);
 * ```
 */
export function checkScenario(value: unknown, source = "the scenario"): ScenarioCheck {
  if (!isRecord(value)) {
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
  const issues = describeZodIssues(result.error, { root: "(root)" });
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
