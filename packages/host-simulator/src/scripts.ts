// The standing answers of a host by operation type (`host.script` / `host.unscript`): one map, owned
// by the host, read by the request pipeline ahead of the handlers and `override`. A script is checked
// when it is set, so a slip fails the test at the line that made it, not at the app.
import { isOperationType, isRecord } from "@hostbridge/protocol-types";
import { HostSimulatorError } from "./errors";
import { checkResponse } from "./validation";
import type { ScriptedAnswer } from "./waiting";

/** The standing answers of one host. */
export interface StandingScripts {
  /** Sets the standing answer of `type` (checked first; throws `INVALID_SCRIPT`). */
  script: (type: string, answer: ScriptedAnswer) => void;
  /** Forgets the standing answer of `type` (nothing happens when it has none). */
  unscript: (type: string) => void;
  /** The standing answer of `type`, if any. */
  scriptFor: (type: string) => ScriptedAnswer | undefined;
}

const delayProblem = (value: Record<string, unknown>): string | undefined =>
  value.delayMs === undefined ||
  (typeof value.delayMs === "number" && Number.isFinite(value.delayMs) && value.delayMs >= 0)
    ? undefined
    : "delayMs: must be a number of milliseconds, 0 or more";

/**
 * What is wrong with `value` as a {@link ScriptedAnswer} (one message per problem, empty when it is
 * one): `{ kind: "answer", body, delayMs?, skipValidation? }`, `{ kind: "fail", error: { message,
 * code?, details? }, delayMs? }` or `{ kind: "hang" }`.
 */
export function scriptedAnswerIssues(value: unknown): string[] {
  if (!isRecord(value)) return ['must be an object such as { kind: "answer", body: {...} }'];
  const issues: string[] = [];
  if (value.kind === "answer") {
    if (!("body" in value)) issues.push("body: is missing (the response body to answer with)");
    if (value.skipValidation !== undefined && typeof value.skipValidation !== "boolean")
      issues.push("skipValidation: must be true or false");
  } else if (value.kind === "fail") {
    const error = value.error;
    if (!isRecord(error) || typeof error.message !== "string" || error.message === "")
      issues.push('error: must be { message: "...", code?: "...", details?: ... } with a message');
    else if (error.code !== undefined && typeof error.code !== "string")
      issues.push("error.code: must be a string, or absent for an error without a code");
  } else if (value.kind !== "hang") {
    issues.push(
      `kind: must be "answer" (give a body), "fail" (give an error) or "hang" (never answer), not ${JSON.stringify(value.kind)}`,
    );
  }
  const delay = value.kind === "hang" ? undefined : delayProblem(value);
  if (delay) issues.push(delay);
  return issues;
}

/**
 * Whether `value` is a {@link ScriptedAnswer}: for a tool that reads canned answers it saved itself
 * (and ignores what no longer reads as one).
 *
 * @example
 * ```ts
 * const stored: unknown = JSON.parse(localStorage.getItem("answers") ?? "{}").ui_print_canvas;
 * if (isScriptedAnswer(stored)) host.script("ui_print_canvas", stored);
 * ```
 */
export function isScriptedAnswer(value: unknown): value is ScriptedAnswer {
  return scriptedAnswerIssues(value).length === 0;
}

/** A new, empty set of standing answers. */
export function createStandingScripts(): StandingScripts {
  const scripts = new Map<string, ScriptedAnswer>();
  return {
    script: (type, answer) => {
      if (!isOperationType(type)) {
        throw new HostSimulatorError(
          "INVALID_SCRIPT",
          `cannot script "${type}": it is not an operation of the protocol; use a type such as "ui_select_content" or "get_env"`,
        );
      }
      const issues = scriptedAnswerIssues(answer);
      let hint = "";
      if (answer.kind === "answer" && issues.length === 0 && !answer.skipValidation) {
        const checked = checkResponse(type, answer.body);
        if (!checked.ok) issues.push(...checked.issues);
        hint = " (or pass skipValidation: true to answer a body the schema refuses)";
      }
      if (issues.length > 0) {
        throw new HostSimulatorError(
          "INVALID_SCRIPT",
          `cannot script ${type}: ${issues.join("; ")}${hint}`,
          { details: { issues } },
        );
      }
      scripts.set(type, answer);
    },
    unscript: (type) => {
      scripts.delete(type);
    },
    scriptFor: (type) => scripts.get(type),
  };
}
