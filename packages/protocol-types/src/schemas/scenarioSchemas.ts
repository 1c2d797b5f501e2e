/** The schema of a scenario (the types are `Scenario` and `ScenarioStep` of the root entry), and the upgrade of earlier versions. */
import * as z from "zod";
import { JS_API_LOCATIONS, MODES, SCENARIO_VERSION } from "../constants";
import { isRecord } from "../guards";
import type { Scenario } from "../types/scenario";
import { describeZodIssues } from "./describeZodIssues";
import { upgradeScenario } from "./scenarioUpgrade";

const json = z.unknown();
const type = z.string().min(1);
const hostError = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: json.optional(),
});
const ms = z.number().min(0);
const at = ms.optional();

const StepSchema = z.discriminatedUnion("kind", [
  z.object({
    at,
    from: z.literal("app"),
    kind: z.literal("request"),
    type,
    payload: json.optional(),
  }),
  z.object({ at, from: z.literal("app"), kind: z.literal("event"), type, body: json.optional() }),
  z.object({
    at,
    from: z.literal("host"),
    kind: z.literal("answer"),
    type,
    status: z.enum(["ok", "error"]),
    body: json.optional(),
    error: hostError.optional(),
    request: z.number().int().min(0).optional(),
    latencyMs: ms.optional(),
    late: z.boolean().optional(),
  }),
  z.object({
    at,
    from: z.literal("host"),
    kind: z.literal("push"),
    type,
    payload: json.optional(),
  }),
  z.object({ at, from: z.literal("host"), kind: z.literal("emit"), type, body: json.optional() }),
  z.object({
    at,
    from: z.literal("host"),
    kind: z.literal("env"),
    patch: z.record(z.string(), json),
  }),
]);

/** `ScenarioStep`: one step of a scenario. */
export const ScenarioStepSchema = StepSchema;

/** `Scenario`: a scenario of the current version (`wire` defaults to `"both"`). */
export const ScenarioSchema = z.object({
  $schema: z.string().optional(),
  version: z.literal(SCENARIO_VERSION),
  location: z.enum(JS_API_LOCATIONS),
  mode: z.enum(MODES),
  wire: z.enum(["both", "envelopes", "platform"]).default("both"),
  recordedAt: z.string().optional(),
  app: z.string().optional(),
  steps: z.array(StepSchema),
  dropped: z.array(z.object({ at, reason: z.string(), message: json.optional() })).optional(),
});

/** What {@link checkScenario} finds: the scenario, or why the value is none (a message and one line per broken rule). */
export type ScenarioCheck =
  { ok: true; scenario: Scenario } | { ok: false; message: string; issues: string[] };

const HOW_TO_RECORD = `save one with the dev host's "Save scenario" button, \`hostbridge dev --record <file>\` or the inspector's "export"`;

/**
 * Checks `value` (a parsed scenario file) and returns it as a scenario of the current version: a
 * file of an earlier version is upgraded first (version 1's `fire` step is `emit`). The message
 * names `source` (the file) and each broken rule, or says which version the file has when this
 * release cannot read it.
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
    const message = `${source} is not a scenario: expected a JSON object with "version" and "steps"; ${HOW_TO_RECORD}`;
    return { ok: false, message, issues: [] };
  }
  const version = value.version;
  const upgraded = upgradeScenario(value);
  if (!upgraded) {
    const message = `${source} has "version": ${JSON.stringify(version)}; this release of HostBridge reads versions 1 to ${SCENARIO_VERSION}: ${typeof version === "number" && version > SCENARIO_VERSION ? "upgrade @hostbridge/* to the release that wrote it" : HOW_TO_RECORD}`;
    return { ok: false, message, issues: [] };
  }
  const result = ScenarioSchema.safeParse(upgraded);
  if (result.success) return { ok: true, scenario: result.data };
  const issues = describeZodIssues(result.error, { root: "(root)" });
  const read = version === SCENARIO_VERSION ? "" : `, read as version ${SCENARIO_VERSION}`;
  const message = `${source} is not a valid scenario (version ${String(version)}${read}):\n  ${issues.join("\n  ")}`;
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
