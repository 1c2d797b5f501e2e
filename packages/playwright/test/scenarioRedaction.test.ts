// A recorded scenario holds no token, not even inside a value: a URL with `?access_token=` under an
// ordinary key, in what the app sent, what the host answered, pushed or fired, or in the message of
// a host error, is saved with the token masked and the rest of the URL readable.
import { describe, expect, it } from "vitest";
import { createMockHost } from "@hostbridge/host-simulator";
import {
  createScenarioRecorder,
  diffAppSteps,
  formatDifferences,
  parseScenario,
} from "@hostbridge/playwright/scenario";
import { useHostApi } from "@hostbridge/sdk";

const SECRET = "URL-SECRET-123456";
const FILE_URL = `https://cdn.example.com/deck.pdf?access_token=${SECRET}&v=2`;
const MASKED = "https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2";

describe("a recorded scenario", () => {
  it("keeps no URL token of an ordinary key, in any step or error message", async () => {
    const mock = createMockHost({ location: "ui", mode: "WEB" });
    const recorder = createScenarioRecorder(mock.host, {
      location: "ui",
      mode: "WEB",
      wire: "both",
    });
    const api = useHostApi({ transport: mock.transport });
    const bridge = api.bridge;
    await bridge.call("svc", "open_external_url", { url: FILE_URL });
    const picked = bridge.call("svc", "ui_select_content", { content_type: "file" });
    await mock.host.waitForRequest("ui_select_content");
    mock.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-1", name: "Deck.pdf", download_url: FILE_URL }],
    } as never);
    await picked;
    const failed = bridge.call("svc", "ui_select_content", { content_type: "file" });
    await mock.host.waitForRequest("ui_select_content");
    mock.host.fail("ui_select_content", {
      message: `could not read ${FILE_URL}`,
      code: "READ_FAILED",
    });
    await failed.catch(() => undefined);
    bridge.emit("canvas_opened", { link: FILE_URL });
    mock.host.push("ui_app_set_data", { download_url: FILE_URL } as never, {
      skipValidation: true,
    });
    mock.host.updateEnv({ user: { avatar_url: FILE_URL } } as never);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const scenario = parseScenario(JSON.parse(JSON.stringify(recorder.scenario())));
    const text = JSON.stringify(scenario);
    expect(scenario.steps.map((step) => `${step.from} ${step.kind}`)).toEqual(
      expect.arrayContaining(["app request", "host answer", "app event", "host push", "host env"]),
    );
    expect(text).not.toContain(SECRET);
    expect(text.split(MASKED).length - 1).toBeGreaterThanOrEqual(6);
    const error = scenario.steps.find((step) => step.kind == "answer" && step.status == "error");
    expect(error).toMatchObject({
      error: { message: `could not read ${MASKED}`, code: "READ_FAILED" },
    });
    recorder.stop();
    api.dispose();
    mock.dispose();
  });

  it("matches a scenario saved with a token in a URL against the app's redacted traffic, and never prints the token", () => {
    const saved = [
      { from: "app", kind: "request", type: "open_external_url", payload: { url: FILE_URL } },
    ] as const;
    const sent = [
      { from: "app", kind: "request", type: "open_external_url", payload: { url: MASKED } },
    ] as const;
    expect(diffAppSteps([...saved], [...sent])).toEqual([]);
    const other = [
      {
        from: "app",
        kind: "request",
        type: "open_external_url",
        payload: { url: `${FILE_URL}#p2` },
      },
    ] as const;
    const differences = diffAppSteps([...saved], [...other]);
    expect(differences).toHaveLength(1);
    expect(formatDifferences(differences)).not.toContain(SECRET);
  });
});
