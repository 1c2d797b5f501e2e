// Oracle: our SDK, with default options, inside a host page built the way the platform's deployed
// hosts are, with the REAL post-robot 10 package (not our codec) answering per operation name.
import { platformOperationName } from "@hostbridge/protocol-types/wire";
import { afterEach, describe, expect, it } from "vitest";
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  PLATFORM_BARE_UI_OPERATIONS,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import { mountFrame, OTHER, reportsOf, wireOf } from "./helpers/frames";
import { createPostRobotHost } from "./helpers/postRobotHost";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const BARE: readonly string[] = PLATFORM_BARE_UI_OPERATIONS;

function start(query: string) {
  const iframe = mountFrame("sdkApp.html", cleanups, query);
  const app = reportsOf(() => iframe.contentWindow, cleanups);
  const host = createPostRobotHost(
    iframe,
    OTHER,
    (name, data) => ({ answered: name, got: data }),
    (type, body) => (type === "get_env" ? { mode: "IOS", svc: {} } : { answered: type, got: body }),
  );
  cleanups.push(() => host.dispose());
  return { app, host };
}

describe("our SDK inside a post-robot host (the platform's deployed wire)", () => {
  it("answers every ui, admin and dsr operation over post-robot, the four bare UI posts included", async () => {
    const { app, host } = start("?ops=all");
    expect((await wireOf(app)).wire).toBe("platform");
    const { answers } = (await app.next("operations", 20_000)) as unknown as {
      answers: Record<string, unknown>;
    };
    for (const type of [...UI_API_METHOD_TYPES, ...ADMIN_API_METHOD_TYPES, ...DSR_API_METHOD_TYPES])
      // (the post-robot host hears an operation the spec renamed by the platform's name: ui_prompt_pia)
      expect(answers[type], type).toEqual(
        BARE.includes(type) ? undefined : { answered: platformOperationName(type), got: {} },
      );
    expect(host.bare.map((m) => m.type).sort()).toEqual([...BARE].sort());
    expect(host.postRobot).toHaveLength(
      UI_API_METHOD_TYPES.length +
        ADMIN_API_METHOD_TYPES.length +
        DSR_API_METHOD_TYPES.length -
        BARE.length,
    );
  });

  it("delivers a high-level request, native and post-robot pushes, an event, and a peer connectivity send", async () => {
    const { app, host } = start("");
    expect((await wireOf(app)).wire).toBe("platform");
    expect((await app.next("picked")).body).toEqual({
      answered: "ui_select_content",
      got: { max_selections: 1 },
    });
    expect((await app.next("resized")).body).toBeUndefined();
    expect(host.bare).toContainEqual({ type: "ui_app_resize", body: { height: 321 } });
    expect((await app.next("admin-env")).body).toMatchObject({ answered: "admin_get_env" });
    expect((await app.next("dsr-env")).body).toMatchObject({ answered: "dsr_get_env" });
    expect((await app.next("env")).mode).toBe("IOS");
    await app.next("done");
    expect(host.highLevel.map((r) => r.type)).toEqual(
      expect.arrayContaining(["subscribe", "get_env"]),
    );
    await expect
      .poll(() => host.highLevel.find((r) => r.type === "broadcast")?.body)
      .toMatchObject({
        type: "peer_connectivity_event",
        body: { action: "canvas.open", context: { canvasId: "c1" }, version: 1 },
      });

    host.pushNative("ui_app_set_data", { component_id: "cmp-1" });
    expect((await app.next("native-push")).payload).toEqual({ component_id: "cmp-1" });
    await host.pushPostRobot("ui_meeting_canceled", { eventId: "ev-1" });
    expect((await app.next("wrapped-push")).payload).toEqual({ eventId: "ev-1" });
    await host.pushPostRobot("admin_env_changed", { svc: { user: "u" } });
    expect((await app.next("admin-push")).payload).toEqual({ svc: { user: "u" } });
    host.emitEvent("canvas_opened", { body: { canvas_id: "cv-1" } });
    expect((await app.next("event")).payload).toEqual({ body: { canvas_id: "cv-1" } });
  });

  it("on WINDOWS, with chrome.webview in the page, still talks to the post-robot parent window", async () => {
    const { app, host } = start("?webview=1");
    expect((await wireOf(app)).wire).toBe("platform");
    expect((await app.next("picked")).body).toMatchObject({ answered: "ui_select_content" });
    expect((await app.next("done")).webview).toBe(0);
    expect(host.postRobot.map((r) => r.name)).toContain("admin_get_env");
  });
});
