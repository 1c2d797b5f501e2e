// Our SDK inside our host simulator, on each wire: chosen by the app (`wire` option), by the `auto`
// probe, or forced by a host that speaks only one wire.
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import type { HostWire } from "@hostbridge/host-simulator";
import type { Wire } from "@hostbridge/protocol-types";
import { mountFrame, OTHER, reportsOf, wireOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const CASES: { app: Wire | "auto"; host: HostWire; spoken: Wire }[] = [
  { app: "envelopes", host: "both", spoken: "envelopes" },
  { app: "platform", host: "both", spoken: "platform" },
  { app: "auto", host: "both", spoken: "platform" },
  { app: "auto", host: "envelopes", spoken: "envelopes" },
  { app: "auto", host: "platform", spoken: "platform" },
];

describe("our SDK inside our host simulator", () => {
  it.each(CASES)(
    "app wire $app, host speaking $host: requests, pushes, events and peer connectivity work on $spoken",
    async ({ app: appWire, host: hostWire, spoken }) => {
      const iframe = mountFrame(
        "sdkApp.html",
        cleanups,
        appWire === "auto" ? "" : `?wire=${appWire}`,
      );
      const host = createHost({
        iframe,
        appOrigin: OTHER,
        location: "ui",
        mode: "IOS",
        interactive: "auto",
        appSetDataOnReady: false,
        wire: hostWire,
      });
      cleanups.push(() => host.dispose());
      const app = reportsOf(() => iframe.contentWindow, cleanups);

      expect((await wireOf(app)).wire).toBe(spoken);
      expect((await app.next("picked")).body).toMatchObject({ user_action: "selected" });
      await app.next("resized");
      expect((await app.next("admin-env")).body).toMatchObject({ svc: expect.any(Object) });
      expect((await app.next("dsr-env")).body).toMatchObject({ mode: "IOS" });
      expect((await app.next("env")).mode).toBe("IOS");
      await app.next("done");
      expect((await host.waitForEvent("peer_connectivity_event")).body).toMatchObject({
        action: "canvas.open",
      });
      const requests = host.traffic.filter((entry) => entry.kind === "request");
      expect(requests.filter((entry) => entry.type.startsWith("admin_"))[0]?.wire).toBe(spoken);

      host.push("ui_app_set_data");
      expect((await app.next("native-push")).payload).toMatchObject({ canvas: expect.any(Object) });
      host.push("ui_meeting_canceled", { eventId: "ev-3" });
      expect((await app.next("wrapped-push")).payload).toEqual({ eventId: "ev-3" });
      host.emit("canvas_opened", { body: { canvas_id: "cv-3" } });
      expect((await app.next("event")).payload).toEqual({ body: { canvas_id: "cv-3" } });
    },
  );

  it("shows the file a person picked 3 s after the picker opened (a real wait on the platform wire)", async () => {
    const iframe = mountFrame("sdkApp.html", cleanups);
    const host = createHost({ iframe, appOrigin: OTHER, appSetDataOnReady: false });
    cleanups.push(() => host.dispose());
    const app = reportsOf(() => iframe.contentWindow, cleanups);
    expect((await wireOf(app)).wire).toBe("platform");
    await host.waitForRequest("ui_select_content", { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 3000)); // a person reading the dialog
    host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-1", name: "Quarterly.pdf" }],
    } as never);
    expect((await app.next("picked")).body).toMatchObject({ content: [{ id: "file-1" }] });
  }, 15_000);
});
