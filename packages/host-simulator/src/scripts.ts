// The standing answers of a host by operation type (`host.script` / `host.unscript`): one map, owned
// by the host, read by the request pipeline ahead of the handlers and `override`. A script is checked
// when it is set, so a slip fails the test at the line that made it, not at the app.
import { isOperationType, isRecord } from "@hostbridge/protocol-types";
import { describeZodIssues } from "@hostbridge/protocol-types/schemas";
import * as z from "zod";
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

/**
 * The longest delay of a scripted answer: one hour. A person in a picker may take many minutes; the
 * cap only catches a slip of the keyboard (seconds typed for milliseconds make days).
 */
export const MAX_ANSWER_DELAY_MS = 3_600_000;

const KINDS = '"answer" (give a body), "fail" (give an error) or "hang" (never answer)';
const Delay = z
  .number("must be a number of milliseconds, 0 or more")
  .min(0, "must be a number of milliseconds, 0 or more")
  .max(MAX_ANSWER_DELAY_MS, "must be at most 3600000 (one hour)")
  .optional();

/**
 * The one shape of a canned answer, as a zod schema: what `host.script` takes, what a test kit or a
 * dev host stores and what a fixtures file's `operations` entries are (see {@link ScriptedAnswer}).
 * Strict: an unknown key (`delay` for `delayMs`) is refused. `body` must be present for `answer`
 * (checked by {@link scriptedAnswerIssues}; zod reads a missing `unknown` as present).
 */
export const ScriptedAnswerSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("answer"),
      body: z.unknown(),
      delayMs: Delay,
      skipValidation: z.boolean("must be true or false").optional(),
    }),
    z.strictObject({
      kind: z.literal("fail"),
      error: z.strictObject(
        {
          message: z.string("must be the error's message, a string").min(1, "must not be empty"),
          code: z
            .string("must be a string, or absent for an error without a code")
            .min(1, "must not be empty")
            .optional(),
          details: z.unknown().optional(),
        },
        'must be { message: "...", code?: "...", details?: ... } with a message',
      ),
      delayMs: Delay,
    }),
    z.strictObject({ kind: z.literal("hang") }),
  ],
  { error: `kind: must be ${KINDS}` },
);

/**
 * What is wrong with `value` as a {@link ScriptedAnswer}, one `path: rule` per problem (empty when it
 * is one): `{ kind: "answer", body, delayMs?, skipValidation? }`, `{ kind: "fail", error: { message,
 * code?, details? }, delayMs? }` or `{ kind: "hang" }`.
 */
export function scriptedAnswerIssues(value: unknown): string[] {
  if (!isRecord(value)) return ['must be an object such as { kind: "answer", body: {...} }'];
  if (value.kind !== "answer" && value.kind !== "fail" && value.kind !== "hang")
    return [`kind: must be ${KINDS}, not ${JSON.stringify(value.kind)}`];
  if (value.kind === "answer" && !("body" in value))
    return ["body: is missing (the response body to answer with)"];
  const result = ScriptedAnswerSchema.safeParse(value);
  return result.success ? [] : describeZodIssues(result.error);
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
