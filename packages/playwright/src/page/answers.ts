// The kit's scripted answer for a request (the simulator's `override`, after the test's standing
// scripts, which the simulator holds): a recorded answer of a replayed scenario, then the fixtures
// file's canned answer. With none, the simulator answers as usual: an interactive request waits (manual
// mode) for the test, anything else gets the simulator's default. The simulator applies the answer
// (its delay, the waiting first) in its one place of answer precedence.
import type { ScriptedAnswer } from "@hostbridge/host-simulator";
import type { DevFixtureOperation } from "@hostbridge/dev-server/contract";
import type { AnswerQueues } from "../scenario/replay";

/** What an answer decision needs. */
export interface AnswerSources {
  /** The recorded answers of the scenario being replayed. */
  recorded: AnswerQueues;
  fixtureOperation(type: string): DevFixtureOperation | undefined;
}

/** The answer to give to a request of `type`, or `undefined` for the default. Takes a recorded answer off its queue. */
export function decide(sources: AnswerSources, type: string): ScriptedAnswer | undefined {
  const recorded = sources.recorded.take(type);
  if (recorded) return recorded;
  const fixture = sources.fixtureOperation(type);
  if (!fixture) return undefined;
  return "error" in fixture
    ? { kind: "fail", error: fixture.error, delayMs: fixture.delayMs ?? 0 }
    : { kind: "answer", body: fixture.response, delayMs: fixture.delayMs ?? 0 };
}
