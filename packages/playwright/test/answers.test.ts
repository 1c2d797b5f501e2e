import { describe, expect, it } from "vitest";
import { decide } from "../src/page/answers";
import type { AnswerSources } from "../src/page/answers";
import { createAnswerQueues } from "../src/scenario/replay";

const sources = (over: Partial<AnswerSources> = {}): AnswerSources => ({
  recorded: createAnswerQueues([]),
  fixtureOperation: () => undefined,
  ...over,
});

describe("how the kit's host picks an answer", () => {
  it("prefers a recorded answer, then the fixtures file, then the default", () => {
    const fixture = { response: { from: "fixture" }, delayMs: 5 };
    const all = sources({
      recorded: createAnswerQueues([
        { from: "host", kind: "answer", type: "get_env", status: "ok", body: { from: "record" } },
      ]),
      fixtureOperation: () => fixture,
    });
    // (a recorded answer is sent as recorded, without the response schema)
    expect(decide(all, "get_env")).toEqual({
      kind: "answer",
      body: { from: "record" },
      delayMs: 0,
      skipValidation: true,
    });
    // Each recorded answer is used once, in order.
    expect(decide(all, "get_env")).toEqual({
      kind: "answer",
      body: { from: "fixture" },
      delayMs: 5,
    });
    expect(decide(sources(), "get_env")).toBeUndefined();
  });

  it("replays a recorded error as an error, and a fixture's error too", () => {
    const recorded = sources({
      recorded: createAnswerQueues([
        {
          from: "host",
          kind: "answer",
          type: "ui_toast",
          status: "error",
          error: { message: "no", code: "X" },
        },
      ]),
      fixtureOperation: () => ({ error: { message: "down" } }),
    });
    expect(decide(recorded, "ui_toast")).toEqual({
      kind: "fail",
      error: { message: "no", code: "X" },
      delayMs: 0,
    });
    expect(decide(recorded, "ui_toast")).toEqual({
      kind: "fail",
      error: { message: "down" },
      delayMs: 0,
    });
  });
});
