// createHost({ iframe, appOrigin }) in Chromium, with the app in a real cross-origin iframe. The test
// page is served by Vitest on http://localhost:<port>; the fixture pages by the same server on the other
// loopback origin, http://127.0.0.1:<port>, which the browser treats as another origin (and site).
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import type { Host } from "@hostbridge/host-simulator";
import { FIXTURES, OTHER, reportsOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function mountApp(
  page: string,
  appOrigin: string | undefined = OTHER,
): { iframe: HTMLIFrameElement; host: Host | undefined } {
  const iframe = document.createElement("iframe");
  iframe.src = `${OTHER}${FIXTURES}/${page}`;
  const host =
    appOrigin === undefined
      ? undefined
      : createHost({ iframe, appOrigin, mode: "WEB", appSetDataOnReady: false });
  if (host) cleanups.push(() => host.dispose());
  document.body.append(iframe);
  cleanups.push(() => iframe.remove());
  return { iframe, host };
}

describe("createHost({ iframe, appOrigin })", () => {
  it("answers, validates and pushes to an app in a cross-origin iframe", async () => {
    const { iframe, host } = mountApp("app.html");
    const app = reportsOf(() => iframe.contentWindow, cleanups);

    expect(await app.next("env")).toMatchObject({
      mode: "WEB",
      token: expect.stringMatching(/^fake-access-token-/),
    });
    expect((await app.next("invalid")).body).toMatchObject({
      code: "INVALID_PAYLOAD",
      issues: ["notify_url: must be an HTTPS URL (https://...)"],
    });

    const picking = await host!.waitForRequest("ui_select_content", { timeout: 8000 });
    expect(picking.payload).toEqual({ max_selections: 1 });
    host!.answer(picking.id, { user_action: "selected", content: [{ id: "file-sim-0002" }] });
    expect((await app.next("picked")).body).toEqual({
      user_action: "selected",
      content: [{ id: "file-sim-0002" }],
    });

    host!.push("ui_canvas_updated");
    expect((await app.next("pushed")).payload).toMatchObject({ canvas: { id: "canvas-sim-0001" } });
    host!.emit("file_opened", { file_id: "file-sim-0002" });
    expect((await app.next("event")).body).toEqual({ file_id: "file-sim-0002" });

    expect(host!.requests.map((r) => `${r.type}:${r.status}`)).toEqual([
      "get_env:ok",
      "ui_print_canvas:error",
      "ui_select_content:ok",
    ]);
  });

  it("ignores a request from a frame that is not the app's iframe", async () => {
    const { host } = mountApp("app.html");
    const intruder = document.createElement("iframe");
    intruder.src = `${OTHER}${FIXTURES}/intruder.html`;
    const intruded = reportsOf(() => intruder.contentWindow, cleanups);
    document.body.append(intruder);
    cleanups.push(() => intruder.remove());
    await intruded.next("intruded");
    await host!.waitForRequest("get_env", { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host!.requests.filter((r) => r.id === "intruder-1")).toEqual([]);
    expect(host!.traffic).toContainEqual(
      expect.objectContaining({
        kind: "dropped",
        reason: expect.stringContaining("the sender is not the target window"),
      }),
    );
  });

  it("ignores the app when it is served from another origin than appOrigin", async () => {
    const { host } = mountApp("app.html", "https://app.example.com");
    // Wait for the app's first message to be dropped (however long the frame takes to load on a
    // busy machine), then check that nothing of it was answered.
    await expect
      .poll(() => host!.traffic, { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          kind: "dropped",
          reason: expect.stringContaining(`origin ${OTHER} is not an allowed host origin`),
        }),
      );
    await expect(host!.waitForRequest("get_env", { timeout: 500 })).rejects.toMatchObject({
      code: "WAIT_TIMEOUT",
    });
    expect(host!.requests).toEqual([]);
  });
});
