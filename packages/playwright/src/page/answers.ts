// The kit's scripted answers for a request (the simulator's `override`, after the test's standing
// scripts, which the simulator holds: `host.script`): a recorded answer of a replayed scenario, then
// the fixtures file's canned answer, chained by the simulator's `firstAnswer`. With none, the
// simulator answers as usual: an interactive request waits (manual mode) for the test, anything else
// gets the simulator's default. The simulator applies the answer (its delay, the waiting first) in
// its one place of answer precedence.
import { firstAnswer } from "@hostbridge/host-simulator";
import type { AnswerSource, ScriptedAnswer } from "@hostbridge/host-simulator";
import type { AnswerQueues } from "@hostbridge/host-simulator/frame";

/** Where the kit's answers come from. */
export interface AnswerSources {
  /** The recorded answers of the scenario being replayed. */
  recorded: AnswerQueues;
  /** The fixtures file's canned answer of an operation. */
  fixtureOperation(type: string): ScriptedAnswer | undefined;
}

/** The kit's chain of answer sources; a recorded answer is taken off its queue when it is used. */
export function kitAnswers(sources: AnswerSources): AnswerSource {
  return firstAnswer(
    (request) => sources.recorded.take(request.type),
    (request) => sources.fixtureOperation(request.type),
  );
}
