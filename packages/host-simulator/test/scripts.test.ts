// Standing answers by operation type (`host.script` / `host.unscript`), seen by a real `useUi()` app
// on the mock host.
import { useUi } from "@hostbridge/ui-api";
import type { UiApi } from "@hostbridge/ui-api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockHost, isHostSimulatorError, isScriptedAnswer } from "../src/index";
import type { MockHost, MockHostOptions, WaitingRequest } from "../src/index";

let mock: MockHost;
let ui: UiApi;
const start = (options: MockHostOptions = {}) => {
  mock = createMockHost({ location: "ui", mode: "WEB", ...options });
  ui = useUi({ transport: mock.transport });
};
beforeEach(() => start());
afterEach(() => {
  ui.dispose();
  mock.dispose();
});

describe("standing answers (host.script)", () => {
  it("answers every request of the type as scripted until unscript gives back the usual answer", async () => {
    const print = () => ui.printCanvas({ id: "canvas-sim-0001" });
    await expect(print()).resolves.toEqual({ success: true });

    mock.host.script("ui_print_canvas", {
      kind: "answer",
      body: { success: false, job_id: "scripted-job" },
    });
    await expect(print()).resolves.toEqual({ success: false, job_id: "scripted-job" });
    await expect(print()).resolves.toEqual({ success: false, job_id: "scripted-job" });

    mock.host.script("ui_print_canvas", { kind: "fail", error: { message: "printer on fire" } });
    const failed = await print().catch((error: unknown) => error);
    expect(failed).toMatchObject({ body: { message: "printer on fire" } });
    expect(String((failed as Error).message)).toContain("printer on fire");
    // (no code given, none sent: as a platform error often has none)
    expect((failed as { body: object }).body).not.toHaveProperty("code");

    mock.host.unscript("ui_print_canvas");
    await expect(print()).resolves.toEqual({ success: true });
    expect(mock.host.requests.map((r) => r.status)).toEqual(["ok", "ok", "ok", "error", "ok"]);
  });

  it("never answers a hung type, and wins over a custom handler", async () => {
    mock.dispose();
    ui.dispose();
    start({ handlers: { ui_print_canvas: () => ({ success: true, job_id: "handler" }) } });
    mock.host.script("ui_print_canvas", { kind: "hang" });
    const hung = ui.printCanvas({ id: "canvas-sim-0001" }, { timeout: 50 });
    await expect(hung).rejects.toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(mock.host.requests[0]!.status).toBe("pending");

    mock.host.unscript("ui_print_canvas");
    await expect(ui.printCanvas({ id: "canvas-sim-0001" })).resolves.toEqual({
      success: true,
      job_id: "handler",
    });
  });

  it("lets a picker wait for a person first, then answers it after the scripted delay", async () => {
    const seen: WaitingRequest[] = [];
    mock.host.onWaiting((waiting) => seen.push(waiting));
    mock.host.script("ui_select_content", {
      kind: "answer",
      body: { user_action: "cancelled" },
      delayMs: 20,
    });
    const picked = ui.selectContent({ max_selections: 1 });
    await mock.host.waitForRequest("ui_select_content");
    expect(seen.map((w) => [w.request.type, w.scripted?.kind])).toEqual([
      ["ui_select_content", "answer"],
    ]);
    await expect(picked).resolves.toEqual({ user_action: "cancelled" });

    mock.host.unscript("ui_select_content");
    const second = ui.selectContent({ max_selections: 1 });
    await mock.host.waitForRequest("ui_select_content");
    expect(mock.host.pending("ui_select_content")).toHaveLength(1);
    mock.host.cancel("ui_select_content");
    await expect(second).resolves.toEqual({ user_action: "cancelled" });
  });

  it("refuses an unknown type, a malformed answer and a body the schema refuses, saying what to write", () => {
    const refusal = (act: () => void): string => {
      try {
        act();
      } catch (error) {
        expect(isHostSimulatorError(error, "INVALID_SCRIPT")).toBe(true);
        return (error as Error).message;
      }
      throw new Error("script() did not refuse");
    };
    expect(refusal(() => mock.host.script("ui_fly_to_moon", { kind: "hang" }))).toMatch(
      /not an operation of the protocol/,
    );
    expect(
      refusal(() => mock.host.script("get_env", { kind: "respond", body: {} } as never)),
    ).toMatch(/kind: must be "answer" \(give a body\), "fail" \(give an error\) or "hang"/);
    expect(
      refusal(() => mock.host.script("get_env", { kind: "fail", error: { code: "X" } } as never)),
    ).toMatch(/error\.message: must be the error.s message, a string/);
    expect(
      refusal(() =>
        mock.host.script("ui_print_canvas", { kind: "answer", body: { success: "yes" } }),
      ),
    ).toMatch(/success.*skipValidation: true/);
    // a body the schema refuses, on purpose: sent as given
    mock.host.script("ui_print_canvas", {
      kind: "answer",
      body: { success: "yes" },
      skipValidation: true,
    });
  });

  it("tells a saved scripted answer from anything else", () => {
    expect(isScriptedAnswer({ kind: "answer", body: null, delayMs: 200 })).toBe(true);
    expect(isScriptedAnswer({ kind: "fail", error: { message: "down", code: "E" } })).toBe(true);
    expect(isScriptedAnswer({ kind: "hang" })).toBe(true);
    expect(isScriptedAnswer({ kind: "response", body: {}, delayMs: 0 })).toBe(false);
    expect(isScriptedAnswer({ kind: "answer" })).toBe(false);
    expect(isScriptedAnswer({ kind: "answer", body: 1, delayMs: -1 })).toBe(false);
    expect(isScriptedAnswer("answer")).toBe(false);
  });
});
