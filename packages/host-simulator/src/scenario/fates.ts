// What became of each request a scenario recorded: the answer the host gave it (with its latency,
// and whether it came after the app stopped waiting), or none (the host never answered it in the
// field). An answer names its request by index from version 2 on (an index that names no request
// of its type is ignored); an answer of a file of version 1
// goes to the oldest request of its type recorded before it that has none yet. The replay serves
// each request of the app its fate, in order per type, and the verdict compares the fates of the
// replaying run with the recorded ones.
import type { AppStep, HostStep, ScenarioStep } from "@hostbridge/protocol-types";

/** A recorded answer of a scenario. */
export type AnswerStep = Extract<HostStep, { kind: "answer" }>;
/** A request the app sent. */
export type RequestStep = Extract<AppStep, { kind: "request" }>;

/** One request and what became of it. */
export interface RequestFate {
  /** Its index in the scenario's steps. */
  index: number;
  request: RequestStep;
  /** The host's answer; `undefined`: the host never answered it. */
  answer: AnswerStep | undefined;
  /** Milliseconds from the request to the answer, when the scenario says (its `latencyMs`, else the steps' `at`). */
  latencyMs: number | undefined;
}

/** The fates of the requests of `steps`, in order per operation type. */
export function requestFates(steps: readonly ScenarioStep[]): Map<string, RequestFate[]> {
  const byType = new Map<string, RequestFate[]>();
  const byIndex = new Map<number, RequestFate>();
  steps.forEach((step, index) => {
    if (step.from === "app" && step.kind === "request") {
      const fate: RequestFate = { index, request: step, answer: undefined, latencyMs: undefined };
      byType.set(step.type, [...(byType.get(step.type) ?? []), fate]);
      byIndex.set(index, fate);
      return;
    }
    if (step.from !== "host" || step.kind !== "answer") return;
    // (an index that names no request of this type, in a file edited by hand: paired by type)
    const named = step.request === undefined ? undefined : byIndex.get(step.request);
    const fate =
      named?.request.type === step.type && !named.answer
        ? named
        : byType.get(step.type)?.find((candidate) => !candidate.answer);
    if (!fate || fate.answer) return;
    fate.answer = step;
    fate.latencyMs =
      step.latencyMs ??
      (step.at !== undefined && fate.request.at !== undefined
        ? Math.max(0, step.at - fate.request.at)
        : undefined);
  });
  return byType;
}
