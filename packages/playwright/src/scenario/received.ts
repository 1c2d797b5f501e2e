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
import type { HostStep } from "./format";

type AnswerStep = Extract<HostStep, { kind: "answer" }>;

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

/** The answer as the app received it, in a line. */
function describeAnswer(step: AnswerStep): string {
  if (step.status === "ok") return `ok ${shortJson(step.body)}`;
  const code = step.error?.code === undefined ? "no code" : `code ${step.error.code}`;
  return `error "${step.error?.message ?? ""}" (${code})`;
}

/**
 * Lines naming each recorded answer the app did not receive as recorded: another status, another
 * message or code of the host's error, another body. Answers are paired in order per operation
 * type; an answer to a request the app did not send is left to the app's side of the verdict.
 */
export function receivedDifferences(
  recorded: readonly HostStep[],
  received: readonly HostStep[],
): string[] {
  const queues = new Map<string, AnswerStep[]>();
  for (const step of received)
    if (step.kind === "answer") queues.set(step.type, [...(queues.get(step.type) ?? []), step]);
  const lines: string[] = [];
  let index = 0;
  for (const step of recorded) {
    if (step.kind !== "answer") continue;
    index++;
    const got = queues.get(step.type)?.shift();
    if (!got) continue;
    const where = `answer ${index} (${step.type})`;
    if (step.status !== got.status) {
      lines.push(
        `~ ${where}: the app received ${describeAnswer(got)}, the host had answered ${describeAnswer(step)}`,
      );
      continue;
    }
    if (step.status === "error") {
      const [want, have] = [step.error, got.error];
      if (want?.message !== have?.message || want?.code !== have?.code)
        lines.push(
          `~ ${where}: the app received ${describeAnswer(got)}, the host had answered ${describeAnswer(step)}`,
        );
      continue;
    }
    const paths = valueDifferences(step.body, got.body);
    if (paths.length > 0) {
      lines.push(`~ ${where}: the app received another body:`);
      for (const path of paths.slice(0, 12)) lines.push(`    ${path}`);
      if (paths.length > 12) lines.push(`    … and ${paths.length - 12} more`);
    }
  }
  return lines;
}
