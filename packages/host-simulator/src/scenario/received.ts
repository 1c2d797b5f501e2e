// The other half of a replay's verdict: what the app received. The answers the replaying host sent
// are compared with the recorded ones, in order per operation type (status, the host's message and
// code, the body path by path), and the recorded host steps our schemas do not know are named as
// warnings: they are replayed as recorded, since the platform sent them.
import {
  ADMIN_MESSAGE_SCHEMAS,
  describeZodIssues,
  DSR_MESSAGE_SCHEMAS,
  EVENT_SCHEMAS,
  OPERATION_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
} from "@hostbridge/protocol-types/schemas";
import type { z } from "zod";
import { shortJson, valueDifferences } from "./diff";
import { requestFates } from "./fates";
import type { AnswerStep, RequestFate } from "./fates";
import type { HostStep, ScenarioStep } from "@hostbridge/protocol-types";

const own = (map: Readonly<Record<string, z.ZodType>>, key: string): z.ZodType | undefined =>
  Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

/** The schema a recorded host step is checked against, and what it is called in a warning. */
function schemaOf(step: HostStep): { schema: z.ZodType; value: unknown; what: string } | undefined {
  if (step.kind === "answer") {
    if (step.status !== "ok") return undefined;
    const operation = (OPERATION_SCHEMAS as Record<string, { response: z.ZodType } | undefined>)[
      step.type
    ];
    return operation && Object.prototype.hasOwnProperty.call(OPERATION_SCHEMAS, step.type)
      ? { schema: operation.response, value: step.body, what: `the answer to ${step.type}` }
      : undefined;
  }
  if (step.kind === "push") {
    const schema =
      own(UI_MESSAGE_SCHEMAS, step.type) ??
      own(ADMIN_MESSAGE_SCHEMAS, step.type) ??
      own(DSR_MESSAGE_SCHEMAS, step.type);
    return schema ? { schema, value: step.payload, what: `the push ${step.type}` } : undefined;
  }
  if (step.kind === "emit") {
    const schema = own(EVENT_SCHEMAS, step.type);
    return schema ? { schema, value: step.body, what: `the event ${step.type}` } : undefined;
  }
  return undefined;
}

/**
 * One warning per recorded host step (answer, push, event) that our protocol schemas refuse: the
 * replay sends it as recorded all the same, as the platform sent it.
 */
export function replayWarnings(steps: readonly HostStep[]): string[] {
  const warnings: string[] = [];
  for (const step of steps) {
    const checked = schemaOf(step);
    if (!checked || checked.value === undefined) continue;
    const result = checked.schema.safeParse(checked.value);
    if (!result.success)
      warnings.push(
        `${checked.what} is outside HostBridge's schema (${describeZodIssues(result.error, { root: "body" }).join("; ")}); replayed as recorded`,
      );
  }
  return warnings;
}

/** The differing paths of a value, indented under their line, the first 12. */
function pathLines(paths: readonly string[]): string[] {
  const more = paths.length > 12 ? [`    … and ${paths.length - 12} more`] : [];
  return [...paths.slice(0, 12).map((path) => `    ${path}`), ...more];
}

/** The answer as the app received it, in a line. */
function describeAnswer(step: AnswerStep): string {
  if (step.status === "ok") return `ok ${shortJson(step.body)}`;
  const code = step.error?.code === undefined ? "no code" : `code ${step.error.code}`;
  return `error "${step.error?.message ?? ""}" (${code})`;
}

/** The line for one request whose answer differs, or none. */
function answerDifference(where: string, recorded: RequestFate, got: RequestFate): string[] {
  const [want, have] = [recorded.answer, got.answer];
  if (!want && !have) return [];
  if (!have)
    return [
      `~ ${where}: the app received no answer, the host had answered ${describeAnswer(want!)}${want!.late ? " (late, after the app stopped waiting)" : ""}`,
    ];
  if (!want)
    return [`~ ${where}: the app received ${describeAnswer(have)}, the host had never answered it`];
  if (
    want.status !== have.status ||
    (want.status === "error" &&
      (want.error?.message !== have.error?.message || want.error?.code !== have.error?.code))
  )
    return [
      `~ ${where}: the app received ${describeAnswer(have)}, the host had answered ${describeAnswer(want)}`,
    ];
  const lines: string[] = [];
  if (want.late && recorded.latencyMs !== undefined && (got.latencyMs ?? 0) < recorded.latencyMs)
    lines.push(
      `~ ${where}: the answer came after ${got.latencyMs ?? 0} ms, the host had answered after ${recorded.latencyMs} ms, after the app stopped waiting`,
    );
  const paths = want.status === "ok" ? valueDifferences(want.body, have.body) : [];
  if (paths.length > 0)
    lines.push(`~ ${where}: the app received another body:`, ...pathLines(paths));
  return lines;
}

const label = (step: HostStep) => `${step.kind} ${"type" in step ? step.type : ""}`.trim();

/**
 * Lines naming each recorded request whose answer the app did not receive as recorded: no answer
 * where the host had answered, an answer where it had never answered, another status, another
 * message or code of the host's error, another body, or a late answer that came in time. Requests
 * are paired in order per operation type; a request the app did not send is left to the app's side
 * of the verdict. Then each push, event and environment change the replaying host sent beyond the
 * recorded ones (start data the host sent of its own accord, a test's): the host sends nothing the
 * recording does not hold; and each push received with another payload than recorded. `run` is the replaying run's steps (what the app sent and received).
 */
export function receivedDifferences(
  recorded: readonly ScenarioStep[],
  run: readonly ScenarioStep[],
): string[] {
  const runFates = requestFates(run);
  const lines: string[] = [];
  // (numbered as the app's side of the verdict numbers them: app steps from 1)
  const appStep = (index: number) =>
    recorded.slice(0, index + 1).filter((step) => step.from === "app").length;
  for (const [type, fates] of requestFates(recorded)) {
    const got = runFates.get(type) ?? [];
    fates.forEach((fate, nth) => {
      const have = got[nth];
      if (!have) return;
      const where = `app step ${appStep(fate.index)} (request ${type})`;
      lines.push(...answerDifference(where, fate, have));
    });
  }
  const expected = new Map<string, HostStep[]>();
  for (const step of recorded)
    if (step.from === "host" && step.kind !== "answer")
      expected.set(label(step), [...(expected.get(label(step)) ?? []), step]);
  for (const step of run) {
    if (step.from !== "host" || step.kind === "answer") continue;
    const want = expected.get(label(step))?.shift();
    if (want) lines.push(...pushDifference(want, step));
    else
      lines.push(
        `+ the app received ${label(step)} ${shortJson(step.kind === "push" ? step.payload : step.kind === "emit" ? step.body : step.patch)}, which the recording does not have`,
      );
  }
  return lines;
}

/**
 * The lines for a push the app received with another payload than the recorded one (paired in order
 * per type), or none; a push recorded without its payload (by an earlier release) is not compared.
 */
function pushDifference(recorded: HostStep, got: HostStep): string[] {
  if (recorded.kind !== "push" || got.kind !== "push" || recorded.payload === undefined) return [];
  const paths = valueDifferences(recorded.payload, got.payload);
  if (paths.length === 0) return [];
  return [`~ the app received push ${got.type} with another payload:`, ...pathLines(paths)];
}
