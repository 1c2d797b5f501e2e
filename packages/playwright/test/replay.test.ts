import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createAnswerQueues,
  driveScenario,
  replayVerdict,
  restoreRedacted,
} from "@hostbridge/playwright/scenario";
import type { AppStep, PlayedStep, Scenario } from "@hostbridge/playwright/scenario";

const request = (type: string, payload: unknown = {}): AppStep => ({
  from: "app",
  kind: "request",
  type,
  payload,
});
const scenario = (steps: Scenario["steps"]): Scenario => ({
  version: 1,
  location: "ui",
  mode: "WEB",
  wire: "both",
  steps,
});

describe("recorded answers", () => {
  it("serves each type's answers in the recorded order, once each, errors as errors", () => {
    const queues = createAnswerQueues([
      request("get_env"),
      { from: "host", kind: "answer", type: "get_env", status: "ok", body: { n: 1 } },
      { from: "host", kind: "answer", type: "ui_toast", status: "error", error: { message: "no" } },
      { from: "host", kind: "answer", type: "get_env", status: "ok", body: { n: 2 } },
    ]);
    expect(queues.left).toBe(3);
    expect(queues.take("get_env")).toEqual({ kind: "respond", body: { n: 1 }, delayMs: 0 });
    expect(queues.take("ui_toast")).toEqual({ kind: "fail", error: { message: "no" }, delayMs: 0 });
    expect(queues.take("get_env")).toEqual({ kind: "respond", body: { n: 2 }, delayMs: 0 });
    expect(queues.take("get_env")).toBeUndefined();
    expect(queues.left).toBe(0);
  });

  it("fills redacted values with the replaying host's own, at any depth, and keeps the rest", () => {
    const recorded = {
      svc: { user: { name: "Grace" }, token_claims: "[redacted]", keys: ["[redacted]", "b"] },
      apiKey: "[redacted]",
    };
    const local = { svc: { user: { name: "Local" }, token_claims: { sub: "s" }, keys: ["a"] } };
    expect(restoreRedacted(recorded, local)).toEqual({
      svc: { user: { name: "Grace" }, token_claims: { sub: "s" }, keys: ["a", "b"] },
      apiKey: "[redacted]",
    });
  });
});

describe("driving a replay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const push: PlayedStep = { from: "host", kind: "push", type: "ui_app_set_data" };

  it("plays a host step only once the app took the steps recorded before it", async () => {
    const sent: AppStep[] = [];
    const played: string[] = [];
    const done = driveScenario([request("get_env"), request("ui_app_loaded"), push], {
      appSteps: () => sent,
      play: (step) => played.push(`${step.kind} after ${sent.length}`),
      timeoutMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(500);
    sent.push(request("get_env"));
    await vi.advanceTimersByTimeAsync(800);
    expect(played).toEqual([]);
    sent.push(request("ui_app_loaded"));
    await vi.advanceTimersByTimeAsync(20);
    expect(played).toEqual(["push after 2"]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await done).toHaveLength(2);
  });

  it("ends with what the app sent once it sends nothing for the timeout, without playing later steps", async () => {
    const sent: AppStep[] = [request("get_env")];
    const played: unknown[] = [];
    const done = driveScenario([request("get_env"), request("ui_app_loaded"), push], {
      appSteps: () => sent,
      play: (step) => played.push(step),
      timeoutMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(1100);
    expect(await done).toEqual([request("get_env")]);
    expect(played).toEqual([]);
  });

  it("stops when its signal aborts", async () => {
    const abort = new AbortController();
    const done = driveScenario([request("get_env"), push], {
      appSteps: () => [],
      play: () => expect.unreachable(),
      timeoutMs: 60_000,
      signal: abort.signal,
    });
    await vi.advanceTimersByTimeAsync(100);
    abort.abort();
    await vi.advanceTimersByTimeAsync(20);
    expect(await done).toEqual([]);
  });
});

describe("the verdict", () => {
  it("says the traffic matches, or lists each difference as SCENARIO_MISMATCH does", () => {
    const recorded = scenario([request("get_env"), request("ui_toast", { message: "hi" })]);
    expect(
      replayVerdict(
        recorded,
        [request("get_env"), request("ui_toast", { message: "hi" })],
        "a.json",
      ),
    ).toMatchObject({
      matches: true,
      lines: [],
      message: "the app's traffic matches a.json (2 app steps; ids and timings are not compared)",
    });
    const verdict = replayVerdict(
      recorded,
      [request("get_env"), request("ui_app_loaded")],
      "a.json",
    );
    expect(verdict.matches).toBe(false);
    expect(verdict.lines).toEqual([
      '- app step 2: request ui_toast {"message":"hi"} was recorded, the app did not send it',
      "+ after app step 2: the app sent request ui_app_loaded {}, which the scenario does not have",
    ]);
    expect(verdict.message).toBe(
      `the app's traffic differs from a.json (2 differences; ids and timings are not compared):\n${verdict.lines.join("\n")}`,
    );
  });
});
