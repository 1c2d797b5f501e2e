// Every version of the scenario format in the repository loads and replays: each file in
// test/fixtures/scenarios was written by the recorder of its version (see the README there), and a
// replay of it against the same app matches. What the app receives is compared too: a host that
// answers otherwise, fails or hangs makes the same replay fail.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost, ScriptedAnswer } from "@hostbridge/host-simulator";
import {
  createAnswerQueues,
  createScenarioRecorder,
  driveScenario,
  parseScenario,
  playHostStep,
  replayVerdict,
  SCENARIO_VERSION,
} from "@hostbridge/playwright/scenario";
import type { AppStep, ReplayVerdict, Scenario } from "@hostbridge/playwright/scenario";
import { runFieldSessionApp } from "./helpers/fieldSessionApp";
import type { FieldSessionSeen } from "./helpers/fieldSessionApp";

const FILES = ["v1-0740cec.scenario.json", "v1-ef6a0bc.scenario.json", "v2.scenario.json"];
const load = (file: string): Scenario =>
  parseScenario(
    JSON.parse(readFileSync(new URL(`./fixtures/scenarios/${file}`, import.meta.url), "utf8")),
    file,
  );

let mock: MockHost | undefined;
afterEach(() => mock?.dispose());

/** Replays `scenario` against the fixtures' app in a mock host as the kit's host page does. */
async function replay(
  scenario: Scenario,
  options: { script?: [string, ScriptedAnswer]; latencyScale?: number } = {},
): Promise<{ verdict: ReplayVerdict; seen: FieldSessionSeen }> {
  const answers = createAnswerQueues(scenario.steps, () => mock?.host, options);
  mock = createMockHost({
    location: scenario.location,
    mode: scenario.mode,
    override: (request) => answers.take(request.type),
    appSetDataOnReady: false,
  });
  const host = mock.host;
  if (options.script) host.script(...options.script);
  const recorder = createScenarioRecorder(host, scenario);
  const app = runFieldSessionApp(mock.transport, 500);
  const actual = await driveScenario(scenario.steps, {
    appSteps: () => recorder.scenario().steps.filter((s): s is AppStep => s.from === "app"),
    hostAnswers: () => recorder.scenario().steps.filter((s) => s.kind === "answer").length,
    dueBy: () => answers.dueBy,
    latencyScale: options.latencyScale,
    timeoutMs: 1000,
    settleMs: 20,
    play: (step) => playHostStep(host, step),
  });
  const seen = await app;
  const verdict = replayVerdict(scenario, actual, "the fixture", recorder.scenario().steps);
  recorder.stop();
  return { verdict, seen };
}

describe.each(FILES)("the scenario file %s", (file) => {
  it(`loads as version ${SCENARIO_VERSION}, its host event step an emit`, () => {
    const scenario = load(file);
    expect(scenario.version).toBe(SCENARIO_VERSION);
    expect(scenario.steps.map((step) => `${step.from} ${step.kind}`)).toContain("host emit");
  });

  it("replays against the app that recorded it, which receives what it received then", async () => {
    const { verdict, seen } = await replay(load(file), { latencyScale: 0 });
    expect(verdict.lines).toEqual([]);
    expect(verdict.matches).toBe(true);
    expect(seen.picked).toBe("LIBRARY_UNAVAILABLE");
    expect(seen.startData).toHaveLength(1);
    expect(seen.events).toEqual([{ body: { canvas_id: "canvas-1" } }]);
  });

  it("fails when the app receives another answer, a failure or nothing where it was answered", async () => {
    const scenario = load(file);
    const picked = { kind: "answer", body: { user_action: "cancelled" } } as const;
    const other = await replay(scenario, {
      latencyScale: 0,
      script: ["ui_select_content", picked],
    });
    expect(other.verdict.matches).toBe(false);
    expect(other.verdict.received.join("\n")).toMatch(
      /request ui_select_content\): the app received ok .*, the host had answered error "the picker could not load the library" \(code LIBRARY_UNAVAILABLE\)/,
    );
    const failed = await replay(scenario, {
      latencyScale: 0,
      script: ["get_env", { kind: "fail", error: { message: "down", code: "DOWN" } }],
    });
    expect(failed.verdict.received[0]).toMatch(
      /^~ app step 1 \(request get_env\): the app received error "down" \(code DOWN\), the host had answered ok/,
    );
    const silent = await replay(scenario, {
      latencyScale: 0,
      script: ["ui_app_loaded", { kind: "hang" }],
    });
    expect(silent.verdict.matches).toBe(false);
    expect(silent.verdict.received).toContainEqual(
      "~ app step 2 (request ui_app_loaded): the app received no answer, the host had answered ok (nothing)",
    );
  });
});

/** `scenario` as if the host had never answered the request of `type` (later answers' `request` indexes follow). */
function withoutAnswer(scenario: Scenario, type: string): Scenario {
  const removed = scenario.steps.findIndex((step) => step.kind === "answer" && step.type === type);
  const steps = scenario.steps
    .filter((_, index) => index !== removed)
    .map((step) =>
      step.kind === "answer" && step.request !== undefined && step.request > removed
        ? { ...step, request: step.request - 1 }
        : step,
    );
  return parseScenario({ ...scenario, steps });
}

describe("a replay sends only what the recording holds", () => {
  const base = (): Scenario => load("v2.scenario.json");

  it("leaves a request the host never answered unanswered, and fails when the app gets an answer", async () => {
    const scenario = base();
    // the field: the pick was never answered (the app timed out)
    const unanswered = withoutAnswer(scenario, "ui_app_loaded");
    const { verdict, seen } = await replay(unanswered, { latencyScale: 0 });
    expect(seen.loaded).toBe("REQUEST_TIMEOUT");
    expect(verdict.received).toEqual([]);
    const answered = await replay(unanswered, {
      latencyScale: 0,
      script: ["ui_app_loaded", { kind: "fail", error: { message: "not now" } }],
    });
    expect(answered.seen.loaded).toBe("HOST_ERROR");
    expect(answered.verdict.received).toContainEqual(
      '~ app step 2 (request ui_app_loaded): the app received error "not now" (no code), the host had never answered it',
    );
  });

  it("fails when the host pushes start data the recording does not have", async () => {
    const scenario = base();
    const withoutStart: Scenario = {
      ...scenario,
      steps: scenario.steps.filter((step) => step.kind !== "push"),
    };
    const answers = createAnswerQueues(withoutStart.steps);
    const recorded = withoutStart.steps;
    const verdict = replayVerdict(
      withoutStart,
      recorded.filter((s): s is AppStep => s.from === "app"),
      "f",
      [...recorded, { from: "host", kind: "push", type: "ui_app_set_data" }],
    );
    expect(answers.left).toBe(3);
    expect(verdict.received).toEqual([
      "+ the app received push ui_app_set_data (nothing), which the recording does not have",
    ]);
  });

  it("answers after the recorded latency, scaled by latencyScale", async () => {
    const scenario = base();
    const asRecorded = createAnswerQueues(scenario.steps);
    const pick = scenario.steps.find(
      (step) => step.kind === "answer" && step.type === "ui_select_content",
    );
    const recordedLatency = (pick as { latencyMs: number }).latencyMs;
    asRecorded.take("get_env");
    asRecorded.take("ui_app_loaded");
    expect(asRecorded.take("ui_select_content")).toMatchObject({
      kind: "fail",
      delayMs: recordedLatency,
    });
    const halved = createAnswerQueues(scenario.steps, undefined, { latencyScale: 0.5 });
    halved.take("get_env");
    halved.take("ui_app_loaded");
    expect(halved.take("ui_select_content")).toMatchObject({
      delayMs: Math.round(recordedLatency / 2),
    });
  });

  it("keeps a late answer late, and fails when it came in time", async () => {
    const scenario = base();
    const steps = scenario.steps.map((step) =>
      step.kind === "answer" && step.type === "ui_app_loaded"
        ? { ...step, latencyMs: 900, late: true }
        : step,
    );
    const late: Scenario = { ...scenario, steps };
    const queues = createAnswerQueues(late.steps, undefined, { latencyScale: 0 });
    queues.take("get_env");
    expect(queues.take("ui_app_loaded")).toMatchObject({ delayMs: 900 });
    const { verdict, seen } = await replay(late, { latencyScale: 0 });
    // (the app's timeout is 500 ms: the answer came after it, as in the field)
    expect(seen.loaded).toBe("REQUEST_TIMEOUT");
    expect(verdict.received).toEqual([]);
    const inTime = await replay(late, {
      latencyScale: 0,
      script: ["ui_app_loaded", { kind: "answer", body: {} }],
    });
    expect(inTime.seen.loaded).toBe("ok");
    expect(inTime.verdict.matches).toBe(false);
    expect(inTime.verdict.received.join("\n")).toMatch(
      /request ui_app_loaded\): the answer came after \d+ ms, the host had answered after 900 ms, after the app stopped waiting/,
    );
  });
});
