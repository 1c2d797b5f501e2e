// High-level requests on the platform wire go to the top-most host window, as the platform's client
// sends them. Here: the test page > nestedHost.html (the top-most host) > middle.html (a host page)
// > the app, the three frames on the other loopback origin. The request is posted with the exact
// origin, and only the window it went to may answer it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanups, FIXTURES, OTHER, waitForMessage } from "./helpers/browserFrames";
import type { Ready } from "./helpers/browserFrames";

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

interface TopReport {
  requests: { type: string; id: string; fromApp: boolean }[];
  targetOrigins: string[];
}

/** Mounts the nested frames with the app's bridge options; returns the test's handles on them. */
async function nested(options: object) {
  const top = document.createElement("iframe");
  top.src = `${OTHER}${FIXTURES}/nestedHost.html#${encodeURIComponent(JSON.stringify({ options }))}`;
  const from = () => top.contentWindow;
  const ready = waitForMessage<Ready>(from, (d) => d?.kind === "ready");
  document.body.append(top);
  cleanups.push(() => top.remove());
  await ready;
  let id = 0;
  const ask = <T>(message: object, match: (d: T) => boolean) => {
    const reply = waitForMessage<T>(from, match);
    // vi.waitFor may give up on an attempt still waiting for its reply under load: that attempt's
    // timeout must not surface as an unhandled rejection after the test (the caller still sees it).
    reply.catch(() => undefined);
    top.contentWindow!.postMessage(message, OTHER);
    return reply;
  };
  return {
    command: (command: object) => {
      const n = ++id;
      return ask<Ready>(
        { __relay: { ...command, id: n } },
        (d) => d?.__fixture === true && d.id === n,
      );
    },
    middle: (message: object) =>
      ask<{ seen: unknown[] }>(message, (d) => (d as { __middle?: true })?.__middle === true),
    top: (message: object) =>
      ask<TopReport>(message, (d) => (d as { __top?: true })?.__top === true),
    answer: (request: { id: string; type: string }, body: object) =>
      top.contentWindow!.postMessage({ __answer: { ...request, body } }, OTHER),
  };
}

const svcTypes = (seen: unknown[]) =>
  seen
    .map((m) => m as { type?: string; request?: { type?: string } })
    .filter((m) => m.type === "SVC_REQUEST" || m.type === "PITCHER_REQUEST")
    .map((m) => m.request?.type);

describe("high-level requests on the platform wire", () => {
  it("go to the top-most same-origin host window, and are answered only from it", async () => {
    const app = await nested({ wire: "platform", hostOrigin: OTHER });
    // the platform wire's start (subscribe) and the app's first emit (broadcast) went to the top
    await vi.waitFor(async () => {
      const { requests } = await app.top({ __requests: true });
      expect(requests.map((r) => r.type)).toEqual(
        expect.arrayContaining(["subscribe", "broadcast"]),
      );
      expect(requests.every((r) => r.fromApp)).toBe(true);
    });

    await app.top({ __wrap: true }); // from now on the top records targetOrigins
    const result = app.command({ __command: "request", type: "get_env" });
    let getEnv: TopReport["requests"][number] | undefined;
    await vi.waitFor(async () => {
      const report = await app.top({ __requests: true });
      getEnv = report.requests.find((r) => r.type === "get_env");
      expect(getEnv).toBeDefined();
      expect(report.targetOrigins).toEqual([OTHER]); // the exact origin, never "*"
    });

    // the parent (an allowed origin too) saw no high-level request, and cannot answer one
    const before = (await app.command({ __command: "report" })).pending;
    const forged = {
      type: "PITCHER_RESPONSE",
      request: getEnv,
      response: { status: "ok", body: {} },
    };
    const { seen } = await app.middle({ __forge: forged });
    expect(svcTypes(seen)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.command({ __command: "report" })).pending).toBe(before);

    app.answer(getEnv!, { from: "top" });
    expect((await result).response?.response.body).toEqual({ from: "top" });
  });

  it("go to the parent on the envelope wire", async () => {
    const app = await nested({ wire: "envelopes", hostOrigin: OTHER });
    void app.command({ __command: "request", type: "get_env" });
    await vi.waitFor(async () => {
      const { seen } = await app.middle({ __seen: true });
      expect(svcTypes(seen)).toContain("get_env");
    });
    expect((await app.top({ __requests: true })).requests).toEqual([]);
  });
});
