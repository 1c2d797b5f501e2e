// Apps on a per-wire entry of @hostbridge/ui-api (`/platform`, `/envelopes`) in a real cross-origin
// iframe: each works against a host of its wire (the REAL post-robot 10 package, and our simulator),
// and the platform entry facing an envelope-only host fails with a REQUEST_TIMEOUT naming the entry
// to import, instead of hanging (the envelope entry's timeout: packages/transport/test/perWireEntries).
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import type { HostWire } from "@hostbridge/host-simulator";
import { mountFrame, OTHER, reportsOf } from "./helpers/frames";
import { createPostRobotHost } from "./helpers/postRobotHost";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function inSimulator(query: string, wire: HostWire) {
  const iframe = mountFrame("perWireApp.html", cleanups, query);
  const host = createHost({
    iframe,
    appOrigin: OTHER,
    location: "ui",
    mode: "WEB",
    interactive: "auto",
    appSetDataOnReady: false,
    wire,
  });
  cleanups.push(() => host.dispose());
  return { app: reportsOf(() => iframe.contentWindow, cleanups), host };
}

function inPostRobotHost(query: string) {
  const iframe = mountFrame("perWireApp.html", cleanups, query);
  const app = reportsOf(() => iframe.contentWindow, cleanups);
  const host = createPostRobotHost(
    iframe,
    OTHER,
    (name, data) => ({ answered: name, got: data }),
    (type) => ({ answered: type }),
  );
  cleanups.push(() => host.dispose());
  return { app, host };
}

describe("an app on @hostbridge/ui-api/platform", () => {
  it("picks content in our simulator speaking the platform wire", async () => {
    const { app, host } = inSimulator("?entry=platform", "platform");
    expect((await app.next("picked")).body).toMatchObject({ user_action: "selected" });
    const request = host.traffic.find(
      (entry) => entry.kind === "request" && entry.type === "ui_select_content",
    );
    expect(request?.wire).toBe("platform");
  });

  it("facing an envelope-only host, fails with a REQUEST_TIMEOUT that names the entry to import", async () => {
    const { app } = inSimulator("?entry=platform", "envelopes");
    const failed = await app.next("failed");
    expect(failed.code).toBe("REQUEST_TIMEOUT");
    expect(failed.message).toMatch(
      /import the automatic entry \(@hostbridge\/ui-api.* or its \/envelopes entry/,
    );
  });
});

describe("an app on @hostbridge/ui-api/envelopes", () => {
  it("picks content and receives a push in our simulator speaking envelopes", async () => {
    const { app, host } = inSimulator("?entry=envelopes", "envelopes");
    expect((await app.next("wire")).wire).toBe("envelopes");
    expect((await app.next("picked")).body).toMatchObject({ user_action: "selected" });
    host.push("ui_meeting_canceled", { eventId: "ev-2" });
    expect((await app.next("pushed")).payload).toEqual({ eventId: "ev-2" });
  });
});

// (last: the real post-robot, once loaded in this page, answers every post-robot request it has no
// handler for with an error, so it would answer for the simulator in a later test)
describe("an app on @hostbridge/ui-api/platform in a real post-robot host", () => {
  it("picks content and receives a push from a real post-robot host", async () => {
    const { app, host } = inPostRobotHost("?entry=platform");
    expect((await app.next("wire")).wire).toBe("platform");
    expect((await app.next("picked")).body).toEqual({
      answered: "ui_select_content",
      got: { max_selections: 1 },
    });
    await host.pushPostRobot("ui_meeting_canceled", { eventId: "ev-1" });
    expect((await app.next("pushed")).payload).toEqual({ eventId: "ev-1" });
  });
});
