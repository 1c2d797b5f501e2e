// Compares what the app sent with what a scenario recorded: the same requests and events, in the
// same order, with equal payloads. Ids and timings are never compared (a scenario holds neither).
import { isRecord, redactedCopy } from "@hostbridge/protocol-types";
import type { AppStep } from "@hostbridge/protocol-types";

/** One difference between the recorded and the actual traffic of the app. */
export type ScenarioDifference =
  | { kind: "missing"; index: number; expected: AppStep }
  | { kind: "unexpected"; after: number; actual: AppStep }
  | { kind: "payload"; index: number; expected: AppStep; actual: AppStep; paths: string[] };

const MAX_PATHS = 12;

const label = (step: AppStep) => `${step.kind} ${step.type}`;
// (redacted: a scenario saved before a credential rule existed still matches the app's redacted
// traffic, and a verdict never prints a token)
const dataOf = (step: AppStep): unknown =>
  redactedCopy(step.kind === "request" ? step.payload : step.body);

/** A short JSON text of `value` for a message. */
export function shortJson(value: unknown, max = 80): string {
  const text = value === undefined ? "(nothing)" : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `path: expected X, got Y` for each leaf where `expected` and `actual` differ (undefined and absent are equal). */
export function valueDifferences(expected: unknown, actual: unknown, path = ""): string[] {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const out: string[] = [];
    const length = Math.max(expected.length, actual.length);
    for (let index = 0; index < length; index++) {
      out.push(...valueDifferences(expected[index], actual[index], `${path}[${index}]`));
    }
    return out;
  }
  if (isRecord(expected) && isRecord(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((key) => valueDifferences(expected[key], actual[key], `${path}.${key}`));
  }
  if (Object.is(expected, actual)) return [];
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  return [`${path || "(whole value)"}: expected ${shortJson(expected)}, got ${shortJson(actual)}`];
}

/** The longest common subsequence of the two step lists by kind and type: pairs of indexes. */
function align(expected: readonly AppStep[], actual: readonly AppStep[]): [number, number][] {
  const rows = expected.length;
  const cols = actual.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      table[i]![j] =
        label(expected[i]!) === label(actual[j]!)
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (label(expected[i]!) === label(actual[j]!)) {
      pairs.push([i++, j++]);
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  return pairs;
}

/** No payload, or an empty object: the same request (the platform wire sends `{}` for none). */
const isEmpty = (value: unknown) =>
  value === undefined ||
  (typeof value == "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !Object.keys(value).length);

/**
 * The differences between the app steps a scenario recorded (`expected`) and those the app took
 * (`actual`), in order: steps missing, steps the scenario does not have, and payloads that differ
 * (path by path). Empty when the app did the same.
 */
export function diffAppSteps(
  expected: readonly AppStep[],
  actual: readonly AppStep[],
): ScenarioDifference[] {
  const out: ScenarioDifference[] = [];
  let i = 0;
  let j = 0;
  for (const [ei, aj] of [...align(expected, actual), [expected.length, actual.length]]) {
    for (; i < ei!; i++) out.push({ kind: "missing", index: i, expected: expected[i]! });
    for (; j < aj!; j++) out.push({ kind: "unexpected", after: i, actual: actual[j]! });
    if (i >= expected.length || j >= actual.length) break;
    const [want, got] = [dataOf(expected[i]!), dataOf(actual[j]!)];
    const paths = isEmpty(want) && isEmpty(got) ? [] : valueDifferences(want, got);
    if (paths.length > 0) {
      out.push({ kind: "payload", index: i, expected: expected[i]!, actual: actual[j]!, paths });
    }
    i++;
    j++;
  }
  return out;
}

/** The differences as lines a person reads in a failed test (steps numbered from 1, as the app's steps in the scenario). */
export function formatDifferences(differences: readonly ScenarioDifference[]): string {
  const lines: string[] = [];
  for (const difference of differences) {
    if (difference.kind === "missing") {
      lines.push(
        `- app step ${difference.index + 1}: ${label(difference.expected)} ${shortJson(dataOf(difference.expected))} was recorded, the app did not send it`,
      );
    } else if (difference.kind === "unexpected") {
      const where =
        difference.after === 0 ? "before app step 1" : `after app step ${difference.after}`;
      lines.push(
        `+ ${where}: the app sent ${label(difference.actual)} ${shortJson(dataOf(difference.actual))}, which the scenario does not have`,
      );
    } else {
      const field = difference.expected.kind === "request" ? "payload" : "body";
      lines.push(
        `~ app step ${difference.index + 1}: ${label(difference.expected)} ${field} differs:`,
      );
      const shown = difference.paths.slice(0, MAX_PATHS);
      for (const path of shown) lines.push(`    ${path}`);
      if (difference.paths.length > shown.length)
        lines.push(`    … and ${difference.paths.length - shown.length} more`);
    }
  }
  return lines.join("\n");
}
