import { describe, expect, it } from "vitest";
import type { RecordedRequest, ScriptedAnswer } from "@hostbridge/host-simulator";
import { kitAnswers } from "../src/page/answers";
import type { AnswerSources } from "../src/page/answers";
import { createAnswerQueues } from "@hostbridge/host-simulator/frame";

const sources = (over: Partial<AnswerSources> = {}): AnswerSources => ({
  recorded: createAnswerQueues([]),
  fixtureOperation: () => undefined,
  ...over,
});
const request = (type: string) => ({ type }) as RecordedRequest;

describe("how the kit's host picks an answer", () => {
  it("prefers a recorded answer, then the fixtures file, then the default", () => {
    const fixture: ScriptedAnswer = { kind: "answer", body: { from: "fixture" }, delayMs: 5 };
    const answers = kitAnswers(
      sources({
        recorded: createAnswerQueues([
          { from: "app", kind: "request", type: "get_env" },
          { from: "host", kind: "answer", type: "get_env", status: "ok", body: { from: "record" } },
        ]),
        fixtureOperation: () => fixture,
      }),
    );
    // (a recorded answer is sent as recorded, without the response schema)
    expect(answers(request("get_env"))).toEqual({
      kind: "answer",
      body: { from: "record" },
      delayMs: 0,
      skipValidation: true,
    });
    // Each recorded answer is used once, in order.
    expect(answers(request("get_env"))).toEqual(fixture);
    expect(kitAnswers(sources())(request("get_env"))).toBeUndefined();
  });

  it("replays a recorded error as an error, and a fixture's error too", () => {
    const answers = kitAnswers(
      sources({
        recorded: createAnswerQueues([
          { from: "app", kind: "request", type: "ui_toast" },
          {
            from: "host",
            kind: "answer",
            type: "ui_toast",
            status: "error",
            error: { message: "no", code: "X" },
          },
        ]),
        fixtureOperation: () => ({ kind: "fail", error: { message: "down" } }),
      }),
    );
    expect(answers(request("ui_toast"))).toEqual({
      kind: "fail",
      error: { message: "no", code: "X" },
      delayMs: 0,
    });
    expect(answers(request("ui_toast"))).toEqual({ kind: "fail", error: { message: "down" } });
  });
});
