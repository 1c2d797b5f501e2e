import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createAnswerQueues,
  driveScenario,
  replayVerdict,
  restoreRedacted,
} from "@hostbridge/playwright/scenario";
import type { AppStep, HostStep, PlayedStep, Scenario } from "@hostbridge/playwright/scenario";

const request = (type: string, payload: unknown = {}): AppStep => ({
  from: "app",
  kind: "request",
  type,
  payload,
});
const scenario = (steps: Scenario["steps"]): Scenario => ({
  version: 2,
  location: "ui",
  mode: "WEB",
  wire: "both",
  steps,
});

describe("recorded answers", () => {
  it("serves each type's answers in the recorded order, once each, as recorded (no schema check), errors as errors", () => {
    const queues = createAnswerQueues([
      request("get_env"),
      { from: "host", kind: "answer", type: "get_env", status: "ok", body: { n: 1 } },
      request("ui_toast"),
      request("get_env"),
      { from: "host", kind: "answer", type: "ui_toast", status: "error", error: { message: "no" } },
      { from: "host", kind: "answer", type: "get_env", status: "ok", body: { n: 2 } },
    ]);
    expect(queues.left).toBe(3);
    const asRecorded = { kind: "answer", delayMs: 0, skipValidation: true };
    expect(queues.take("get_env")).toEqual({ ...asRecorded, body: { n: 1 } });
    expect(queues.take("ui_toast")).toEqual({ kind: "fail", error: { message: "no" }, delayMs: 0 });
    expect(queues.take("get_env")).toEqual({ ...asRecorded, body: { n: 2 } });
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
      message:
        "the app's traffic matches a.json (2 app steps; what the app sent; ids are not compared, nor timings but for a late answer)",
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
      `the app's traffic differs from a.json (2 differences; what the app sent; ids are not compared, nor timings but for a late answer):\n${verdict.lines.join("\n")}`,
    );
  });

  const answer = (type: string, body: unknown): HostStep => ({
    from: "host",
    kind: "answer",
    type,
    status: "ok",
    body,
  });
  const failed = (type: string, error: { message: string; code?: string }): HostStep => ({
    from: "host",
    kind: "answer",
    type,
    status: "error",
    error,
  });

  it("fails when the app received another answer than recorded, naming the status, the host's code and the body", () => {
    const recorded = scenario([
      request("get_env"),
      answer("get_env", { svc: { user: { name: "Ada" } }, mode: "IOS" }),
      request("crm_query", { query: "SELECT Id FROM Account" }),
      failed("crm_query", { message: "CRM is down", code: "CRM_DOWN" }),
      request("ui_toast", { text: "x" }),
      failed("ui_toast", { message: "no toast today" }),
    ]);
    const sent = recorded.steps.filter((step): step is AppStep => step.from === "app");
    const received = [
      sent[0]!,
      failed("get_env", {
        message: "the simulated host produced an invalid get_env response (override)",
        code: "INVALID_RESPONSE",
      }),
      sent[1]!,
      failed("crm_query", { message: "CRM is down", code: "HOST_ERROR" }),
      sent[2]!,
      failed("ui_toast", { message: "no toast today", code: "HANDLER_ERROR" }),
    ];
    const verdict = replayVerdict(recorded, sent, "ipad.json", received);
    expect(verdict.matches).toBe(false);
    expect(verdict.differences).toEqual([]);
    expect(verdict.received).toEqual([
      `~ app step 1 (request get_env): the app received error "the simulated host produced an invalid get_env response (override)" (code INVALID_RESPONSE), the host had answered ok {"svc":{"user":{"name":"Ada"}},"mode":"IOS"}`,
      '~ app step 2 (request crm_query): the app received error "CRM is down" (code HOST_ERROR), the host had answered error "CRM is down" (code CRM_DOWN)',
      '~ app step 3 (request ui_toast): the app received error "no toast today" (code HANDLER_ERROR), the host had answered error "no toast today" (no code)',
    ]);
    expect(verdict.message).toContain("3 differences; what the app sent and received");

    const sameBodyOtherName = replayVerdict(recorded, sent, "ipad.json", [
      sent[0]!,
      answer("get_env", { svc: { user: { name: "Bob" } }, mode: "IOS" }),
      sent[1]!,
      failed("crm_query", { message: "CRM is down", code: "CRM_DOWN" }),
      sent[2]!,
      failed("ui_toast", { message: "no toast today" }),
    ]);
    expect(sameBodyOtherName.lines).toEqual([
      "~ app step 1 (request get_env): the app received another body:",
      '    .svc.user.name: expected "Ada", got "Bob"',
    ]);
  });

  it("matches when the app received exactly what was recorded, codes and their absence included", () => {
    const recorded = scenario([
      request("crm_query", { query: "q" }),
      failed("crm_query", { message: "CRM is down" }),
    ]);
    const sent = recorded.steps.filter((step): step is AppStep => step.from === "app");
    const verdict = replayVerdict(recorded, sent, "a.json", [
      ...sent,
      failed("crm_query", { message: "CRM is down" }),
    ]);
    expect(verdict).toMatchObject({ matches: true, lines: [], warnings: [] });
  });

  it("warns about recorded pushes and answers outside our schemas, without failing", () => {
    const recorded = scenario([
      request("get_env"),
      answer("get_env", { mode: 42 }),
      { from: "host", kind: "push", type: "ui_app_set_data", payload: { canvas: "not an object" } },
    ]);
    const sent = recorded.steps.filter((step): step is AppStep => step.from === "app");
    const verdict = replayVerdict(recorded, sent, "a.json", [
      ...sent,
      answer("get_env", { mode: 42 }),
      { from: "host", kind: "push", type: "ui_app_set_data", payload: { canvas: "not an object" } },
    ]);
    expect(verdict.matches).toBe(true);
    expect(verdict.warnings).toHaveLength(2);
    expect(verdict.warnings[0]).toMatch(
      /^the answer to get_env is outside HostBridge's schema \(.*mode.*\); replayed as recorded$/,
    );
    expect(verdict.warnings[1]).toMatch(/^the push ui_app_set_data is outside HostBridge's schema/);
  });

  it("fails when the app received a push with another payload than recorded, naming the path", () => {
    const recorded = scenario([
      { from: "app", kind: "event", type: "IFRAME_DATA_MESSAGE:iframe_loaded", body: {} },
      {
        from: "host",
        kind: "push",
        type: "IFRAME_DATA_MESSAGE:set_data",
        payload: { component_id: "edited" },
      },
    ]);
    const sent = recorded.steps.filter((step): step is AppStep => step.from === "app");
    const verdict = replayVerdict(recorded, sent, "a.json", [
      ...sent,
      {
        from: "host",
        kind: "push",
        type: "IFRAME_DATA_MESSAGE:set_data",
        payload: { component_id: "component-sim-0001" },
      },
    ]);
    expect(verdict.matches).toBe(false);
    expect(verdict.lines).toEqual([
      "~ the app received push IFRAME_DATA_MESSAGE:set_data with another payload:",
      '    .component_id: expected "edited", got "component-sim-0001"',
    ]);
    // (a push an earlier release recorded without its payload is not compared)
    const older = scenario([
      sent[0]!,
      { from: "host", kind: "push", type: "IFRAME_DATA_MESSAGE:set_data" },
    ]);
    expect(
      replayVerdict(older, sent, "a.json", [
        ...sent,
        { from: "host", kind: "push", type: "IFRAME_DATA_MESSAGE:set_data", payload: { a: 1 } },
      ]).matches,
    ).toBe(true);
  });
});
