// One chain of answer sources, for `HostOptions.override`: a tool that answers from several places
// (a replayed scenario, a fixtures file, answers edited in a page) asks them in its order, and the
// first that has an answer gives it.
import type { RecordedRequest } from "./recorded";
import type { ScriptedAnswer } from "./waiting";

/** One place answers come from: the answer for `request`, or `undefined` to let the next source answer. */
export type AnswerSource = (request: RecordedRequest) => ScriptedAnswer | undefined;

/**
 * Chains answer sources into one (to pass as `override`): each request asks them in order, and the
 * first answer given wins; the sources after it are not asked, so a source that hands each answer
 * out once (a replayed scenario's queue) keeps the ones nobody took. An `undefined` source is
 * skipped, so an optional one can be passed as it is. A source that throws fails the request with
 * its error (as `override` does).
 *
 * @example
 * ```ts
 * const host = createMockHost({
 *   override: firstAnswer(
 *     (request) => recorded.take(request.type), // a replayed session first
 *     (request) => fixturesFile.operations?.[request.type], // then the fixtures file
 *   ),
 * }).host;
 * ```
 */
export function firstAnswer(...sources: readonly (AnswerSource | undefined)[]): AnswerSource {
  return (request) => {
    for (const source of sources) {
      const answer = source?.(request);
      if (answer !== undefined) return answer;
    }
    return undefined;
  };
}
