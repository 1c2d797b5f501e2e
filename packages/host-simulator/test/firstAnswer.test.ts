// The one chain of answer sources (`firstAnswer`), alone and as a host's `override`.
import { useUi } from "@hostbridge/ui-api";
import { describe, expect, it } from "vitest";
import { createMockHost, firstAnswer } from "../src/index";
import type { AnswerSource, RecordedRequest, ScriptedAnswer } from "../src/index";

const request = (type: string): RecordedRequest => ({
  id: `${type}-1`,
  type,
  env: "ui",
  known: true,
  payload: {},
  envelope: {},
  status: "pending",
  receivedAt: 0,
});

describe("firstAnswer", () => {
  it("asks the sources in order, the first answer wins, and later sources are not asked", () => {
    const asked: string[] = [];
    const source =
      (name: string, answers: Record<string, ScriptedAnswer>): AnswerSource =>
      (r) => {
        asked.push(`${name}:${r.type}`);
        return answers[r.type];
      };
    const chain = firstAnswer(
      source("recorded", { get_env: { kind: "hang" } }),
      undefined,
      source("file", {
        get_env: { kind: "answer", body: 1 },
        ui_toast: { kind: "answer", body: 2 },
      }),
      source("page", { ui_toast: { kind: "answer", body: 3 }, crm_query: { kind: "hang" } }),
    );
    expect(chain(request("get_env"))).toEqual({ kind: "hang" });
    expect(asked).toEqual(["recorded:get_env"]);
    asked.length = 0;
    expect(chain(request("ui_toast"))).toEqual({ kind: "answer", body: 2 });
    expect(asked).toEqual(["recorded:ui_toast", "file:ui_toast"]);
    expect(chain(request("crm_query"))).toEqual({ kind: "hang" });
    expect(chain(request("share"))).toBeUndefined();
    expect(firstAnswer()(request("share"))).toBeUndefined();
  });

  it("keeps a once-only source's answers for later requests when an earlier source answers", async () => {
    const queue: ScriptedAnswer[] = [{ kind: "answer", body: { success: false } }];
    const taken = { n: 0 };
    const mock = createMockHost({
      override: firstAnswer(
        (r) =>
          (r.payload as { id?: string }).id === "canvas-scripted"
            ? { kind: "answer", body: { success: true, job_id: "first" } }
            : undefined,
        () => (taken.n++, queue.shift()),
      ),
    });
    const ui = useUi({ transport: mock.transport });
    try {
      await expect(ui.printCanvas({ id: "canvas-scripted" })).resolves.toEqual({
        success: true,
        job_id: "first",
      });
      expect(taken.n).toBe(0);
      await expect(ui.printCanvas({ id: "canvas-sim-0001" })).resolves.toEqual({ success: false });
      // (the queue is empty: the simulator's own answer)
      await expect(ui.printCanvas({ id: "canvas-sim-0001" })).resolves.toEqual({ success: true });

      // a standing script comes before the whole chain
      mock.host.script("ui_print_canvas", { kind: "fail", error: { message: "scripted" } });
      await expect(ui.printCanvas({ id: "canvas-scripted" })).rejects.toMatchObject({
        body: { message: "scripted" },
      });
    } finally {
      ui.dispose();
      mock.dispose();
    }
  });
});
