// The session export keeps time (issue 55): each step's time since the session started, each
// answer's request and latency, an answer that came after the app's timeout as a late answer, and
// every other message the bridge dropped with the reason. The session is a real bridge's against
// the mock host; the export is read back by the scenario format's own check.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import { checkScenario } from "@hostbridge/protocol-types/schemas";
import { useUi } from "@hostbridge/sdk";
import { toScenario } from "@hostbridge/sdk/inspector";

type BridgeActivity = Parameters<typeof toScenario>[0][number];

let mock: MockHost | undefined;
afterEach(() => mock?.dispose());

describe("a session export", () => {
  it("keeps each step's time, each answer's request and latency, late answers and drops", async () => {
    mock = createMockHost({ location: "ui", mode: "WEB", appSetDataOnReady: false });
    const records: BridgeActivity[] = [];
    const ui = useUi({
      transport: mock.transport,
      timeout: 150,
      onActivity: (r) => records.push(r),
    });
    await ui.bridge.request("get_env");
    mock.host.script("ui_app_loaded", { kind: "answer", body: {}, delayMs: 400 });
    const loaded = await ui.appLoaded().then(
      () => "ok",
      (error: unknown) => (error as { code?: string }).code,
    );
    expect(loaded).toBe("REQUEST_TIMEOUT");
    // (the host answers 400 ms after the request, after the app stopped waiting)
    const drops = () => records.filter((r) => r.kind === "dropped").length;
    await vi.waitFor(() => expect(drops()).toBe(1), { timeout: 5000, interval: 20 });
    mock.hostTransport.send({ type: "SVC_RESPONSE", junk: true });
    await vi.waitFor(() => expect(drops()).toBe(2), { timeout: 5000, interval: 20 });

    const check = checkScenario(JSON.parse(JSON.stringify(toScenario(records))));
    if (!check.ok) throw new Error(check.message);
    const { steps, dropped } = check.scenario;
    expect(
      steps.map((step) => `${step.from} ${step.kind} ${"type" in step ? step.type : ""}`),
    ).toEqual([
      "app request get_env",
      "host answer get_env",
      "app request ui_app_loaded",
      "host answer ui_app_loaded",
    ]);
    expect(steps.every((step) => typeof step.at === "number" && step.at >= 0)).toBe(true);
    expect(steps[1]).toMatchObject({ request: 0, status: "ok" });
    const late = steps[3] as { request: number; late: boolean; latencyMs: number; at: number };
    expect(late).toMatchObject({ request: 2, late: true, status: "ok" });
    expect(late.latencyMs).toBeGreaterThanOrEqual(400);
    expect(late.at).toBeGreaterThanOrEqual(steps[2]!.at! + 400);
    expect(dropped).toHaveLength(1);
    expect(dropped![0]!.reason).toMatch(/./);
    ui.dispose();
  });
});
