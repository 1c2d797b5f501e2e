import { describe, expect, it } from "vitest";
import { containsFields, expectSentInOrder, sentMessages, sentProblem } from "../src/sent";
import type { KitRequest } from "../src/pageApi";

const req = (type: string, payload: unknown, at: number, issues: string[] = []): KitRequest => ({
  id: `r${at}`,
  type,
  payload,
  status: "ok",
  valid: issues.length === 0,
  issues,
  at,
  pageLoad: 1,
});

describe("expectSent", () => {
  const sent = sentMessages(
    [
      req("get_env", {}, 1),
      req("ui_select_content", { content_type: "file", max_selections: 1 }, 3),
    ],
    [{ id: "e", type: "canvas_updated", body: {}, valid: true, issues: [], at: 2 }],
  );

  it("accepts the messages in order with others between, matching given payload fields", () => {
    expect(
      sentProblem(sent, [
        { type: "get_env" },
        { type: "ui_select_content", payload: { content_type: "file" } },
      ]),
    ).toBeUndefined();
    expect(containsFields({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe(true);
  });

  it("says when a message came in another order", () => {
    expect(sentProblem(sent, [{ type: "ui_select_content" }, { type: "get_env" }])).toMatch(
      /expected #2, message get_env, was not sent after the one before it \(it came earlier/,
    );
  });

  it("fails a message whose payload breaks its schema, with the schema's words", () => {
    const bad = sentMessages([req("ui_toast", {}, 1, ["payload.message: required"])], []);
    expect(
      sentProblem(
        bad,
        ["ui_toast"].map((type) => ({ type })),
      ),
    ).toBe(
      "expected #1, request ui_toast, was sent but breaks its schema: payload.message: required",
    );
  });

  it("throws after the timeout with everything the app sent, numbered", async () => {
    await expect(
      expectSentInOrder(
        async () => ({ requests: [req("get_env", {}, 1)], events: [] }),
        ["ui_app_loaded"],
        60,
      ),
    ).rejects.toThrow(
      /ui_app_loaded, was not sent[\s\S]*The app sent, in order:\n {2}1\. request get_env \(valid\) \{\}/,
    );
  });
});
