// Oracle: an app written with the platform's own client (`@pitcher/js-api` 1.26.0, its script-tag
// build exactly as the registry ships it: PITCHER_* envelopes, env read from `pitcher`) inside our
// host simulator, so that such apps run in our dev host.
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import { mountFrame, OTHER, reportsOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function start(query: string, origin: string) {
  const iframe = mountFrame("pitcherApp.html", cleanups, query, origin);
  const host = createHost({
    iframe,
    appOrigin: origin,
    location: "ui",
    mode: "IOS",
    interactive: "auto",
    appSetDataOnReady: false,
  });
  cleanups.push(() => host.dispose());
  return { host, app: reportsOf(() => iframe.contentWindow, cleanups) };
}

describe("the platform's client inside our host simulator", () => {
  it("gets its ui, admin and dsr calls answered, and both kinds of pushed message", async () => {
    const { host, app } = start("", OTHER);
    expect((await app.next("picked")).body).toMatchObject({ user_action: "selected" });
    await app.next("resized");
    expect((await host.waitForRequest("ui_app_resize")).payload).toEqual({ height: 222 });
    expect((await app.next("admin-env")).env).toMatchObject({ svc: expect.any(Object) });
    expect((await app.next("dsr-env")).env).toMatchObject({ mode: "IOS" });
    expect((await app.next("admin-users")).body).toBeDefined();
    await app.next("done");
    expect(host.appWire).toBe("platform");

    host.push("ui_app_set_data");
    expect((await app.next("native-push")).payload).toMatchObject({ canvas: expect.any(Object) });
    host.push("ui_meeting_canceled", { eventId: "ev-9" });
    expect((await app.next("wrapped-push")).payload).toEqual({ eventId: "ev-9" });
    // (only the test's own `__fixture` reports are not protocol traffic)
    const dropped = host.traffic.filter((entry) => entry.kind === "dropped");
    expect(dropped.filter((entry) => !(entry.envelope as { __fixture?: true }).__fixture)).toEqual(
      [],
    );
  });

  it("with the app on the host's origin, answers its high-level getEnv and delivers an event", async () => {
    const frame = mountFrame(
      "simHost.html",
      cleanups,
      "?localhost&app=pitcherApp.html%3FhighLevel%3D1",
    );
    const app = reportsOf(() => frame.contentWindow, cleanups);
    const env = await app.next("env", 10_000);
    expect(env.mode).toBe("IOS");
    expect(env.pitcherUser).toMatchObject({ id: expect.any(String) });
    expect((await app.next("subscribed")).subscribed).toBe(true);
    expect((await app.next("event")).body).toEqual({ body: { canvas_id: "cv-7" } });
    // the platform's operations beyond the spec, sent by its own client, answered consistently
    const ops = await app.next("platform-ops");
    expect(ops.failed).toBeUndefined();
    expect(ops.listed).toEqual([ops.created]);
    expect(ops.fullscreen).toBe(true);
  });
});
