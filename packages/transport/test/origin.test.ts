// Start-up with a wrong `hostOrigin`: the browser drops every message between the app and a parent
// window whose origin the option does not allow, so such a host hears nothing and answers nothing.
// When the page knows its parent's origin for certain (`location.ancestorOrigins[0]`), requests fail
// at once with ORIGIN_NOT_CONFIGURED naming both origins, instead of timing out 30 s later with
// "nothing arrived from the host". The fake page below records what the app posts (a browser would
// drop what goes to the wrong origin) and delivers what the host sends.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "@hostbridge/transport";
import type { BridgeOptions, HostBridgeError } from "@hostbridge/transport";
import { flush } from "./helpers/harness";

const HOST = "https://tenant.example.com";
const WRONG = "https://wrong.example";

interface Page {
  ancestorOrigins?: string[];
  referrer?: string;
  /** false: a top-level page, opened by its host (no ancestors) */
  framed?: boolean;
}

/** A page on https://app.example.com, framed by a host window unless `framed: false`. */
function page({ ancestorOrigins, referrer = "", framed = true }: Page = {}) {
  const listeners = new Set<(event: unknown) => void>();
  const posted: [unknown, string][] = [];
  const host = {
    postMessage: (message: unknown, origin: string) => posted.push([message, origin]),
  };
  const self: Record<string, unknown> = {
    addEventListener: (_: string, fn: (event: unknown) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
  };
  Object.assign(self, framed ? { parent: host } : { parent: self, opener: host });
  vi.stubGlobal("window", self);
  vi.stubGlobal("location", { origin: "https://app.example.com", ...{ ancestorOrigins } });
  vi.stubGlobal("document", { referrer });
  /** The host answers the app's SVC_REQUEST `request` from `origin`. */
  const answer = (origin: string, request: unknown) =>
    [...listeners].forEach((fn) =>
      fn({
        source: host,
        origin,
        data: { type: "SVC_RESPONSE", request, response: { status: "ok", body: { from: origin } } },
      }),
    );
  /** The SVC_REQUESTs the app posted, with the origin they were posted to. */
  const requests = () =>
    posted.flatMap(([m, origin]) => {
      const { type, request } = m as { type?: string; request?: { id: string; type: string } };
      return type == "SVC_REQUEST" && request ? [{ request, origin }] : [];
    });
  return { posted, answer, requests };
}

/** A bridge whose errorLogger is recorded; disposed after the test. */
function bridgeWith(options: BridgeOptions) {
  const reported: unknown[] = [];
  const bridge = createBridge({ errorLogger: (value) => void reported.push(value), ...options });
  disposers.push(() => bridge.dispose());
  return { bridge, reported };
}

const disposers: (() => void)[] = [];
afterEach(() => {
  while (disposers.length) disposers.pop()!();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a hostOrigin that does not allow the page framing the app", () => {
  it.each(["auto", "envelopes"] as const)(
    "fails the first request at once on the %s wire, naming both origins and what to set",
    async (wire) => {
      vi.useFakeTimers(); // (time does not pass: the answer needs none)
      const app = page({ ancestorOrigins: [HOST] });
      const { bridge, reported } = bridgeWith({ hostOrigin: WRONG, wire });
      const error = (await bridge.request("get_env").catch((e: unknown) => e)) as HostBridgeError;
      expect(error).toMatchObject({
        name: "HostBridgeError",
        code: "ORIGIN_NOT_CONFIGURED",
        message: `the parent's origin ${HOST} is not an allowed host origin (hostOrigin ${WRONG}); pass \`hostOrigin\` to useUi()/createBridge() (e.g. "https://host.example.com")`,
      });
      expect(reported).toContain(error);
      expect(app.posted).toEqual([]); // nothing sent: the browser would have dropped it
      expect(bridge.pendingCount).toBe(0);
    },
  );

  it("fails later requests and emits the same way", async () => {
    const app = page({ ancestorOrigins: [HOST] });
    const { bridge } = bridgeWith({ hostOrigin: WRONG, wire: "envelopes" });
    await expect(bridge.call("svc", "ui_app_loaded")).rejects.toMatchObject({
      code: "ORIGIN_NOT_CONFIGURED",
    });
    await expect(bridge.requestAdmin("get_env")).rejects.toMatchObject({
      code: "ORIGIN_NOT_CONFIGURED",
    });
    expect(() => bridge.emit("app_event")).toThrow(
      `the parent's origin ${HOST} is not an allowed host origin`,
    );
    expect(app.posted).toEqual([]);
  });

  it("names a RegExp or a list as given", async () => {
    for (const [hostOrigin, named] of [
      [/^https:\/\/[a-z]+\.wrong\.example$/, "/^https:\\/\\/[a-z]+\\.wrong\\.example$/"],
      [[WRONG, /^https:\/\/x\.example$/], `${WRONG},/^https:\\/\\/x\\.example$/`],
    ] as const) {
      page({ ancestorOrigins: [HOST] });
      const { bridge } = bridgeWith({ hostOrigin, wire: "envelopes" });
      await expect(bridge.request("get_env")).rejects.toThrow(
        `the parent's origin ${HOST} is not an allowed host origin (hostOrigin ${named})`,
      );
    }
  });
});

describe("a host that answers from an origin hostOrigin does not allow", () => {
  it('(its origin hidden from the frame: ancestorOrigins ["null"]) fails the requests in flight at once, then every later one', async () => {
    vi.useFakeTimers(); // (time does not pass: nothing waits for a timeout)
    const app = page({ ancestorOrigins: ["null"] });
    const { bridge } = bridgeWith({ hostOrigin: WRONG, wire: "envelopes" });
    const first = bridge.request("get_env").catch((e: unknown) => e);
    await flush();
    const [sent] = app.requests();
    expect(sent?.origin).toBe(WRONG); // (a browser drops it: the parent is HOST)
    app.answer(HOST, sent?.request); // the host pushes or answers from its own origin
    const error = (await first) as HostBridgeError;
    expect(error).toMatchObject({
      code: "ORIGIN_NOT_CONFIGURED",
      message: `the host answered from ${HOST}, not an allowed host origin; pass \`hostOrigin\` to useUi()/createBridge() (e.g. "https://host.example.com")`,
    });
    await expect(bridge.request("get_env")).rejects.toBe(error);
    expect(app.requests()).toHaveLength(1);
    expect(bridge.pendingCount).toBe(0);
  });
});

describe("what keeps its behaviour", () => {
  it("a hostOrigin that allows the parent (exact, RegExp or list): the request goes out and is answered", async () => {
    for (const hostOrigin of [HOST, /^https:\/\/[a-z]+\.example\.com$/, [WRONG, HOST]]) {
      const app = page({ ancestorOrigins: [HOST] });
      const { bridge, reported } = bridgeWith({ hostOrigin, wire: "envelopes" });
      const answered = bridge.request("get_env");
      await flush();
      const [sent] = app.requests();
      expect(sent?.origin).toBe(HOST);
      app.answer(HOST, sent?.request);
      await expect(answered).resolves.toMatchObject({ response: { body: { from: HOST } } });
      expect(reported).toEqual([]);
    }
  });

  it("a referrer is not taken as the parent: the request goes to hostOrigin", async () => {
    // an engine without location.ancestorOrigins, in a frame that navigated itself (a sign-in
    // redirect): the referrer is not the host, and hostOrigin is right
    const app = page({ referrer: "https://sso.example.com/login" });
    const { bridge } = bridgeWith({ hostOrigin: HOST, wire: "envelopes" });
    const answered = bridge.request("get_env");
    await flush();
    const [sent] = app.requests();
    expect(sent?.origin).toBe(HOST);
    app.answer(HOST, sent?.request);
    await expect(answered).resolves.toMatchObject({ response: { body: { from: HOST } } });
  });

  it('a parent that hides its origin (ancestorOrigins ["null"]): the request goes to hostOrigin', async () => {
    const app = page({ ancestorOrigins: ["null"] });
    const { bridge } = bridgeWith({ hostOrigin: WRONG, wire: "envelopes" });
    void bridge.request("get_env").catch(() => {});
    await flush();
    expect(app.requests().map((r) => r.origin)).toEqual([WRONG]);
  });

  it("a top-level page opened by its host (no ancestors): the request goes to hostOrigin", async () => {
    const app = page({
      framed: false,
      ancestorOrigins: [],
      referrer: "https://elsewhere.example/",
    });
    const { bridge } = bridgeWith({ hostOrigin: WRONG, wire: "envelopes" });
    void bridge.request("get_env").catch(() => {});
    await flush();
    expect(app.requests().map((r) => r.origin)).toEqual([WRONG]);
  });

  it("a native WebView: hostOrigin plays no part in where the request goes", async () => {
    page({ ancestorOrigins: [HOST] });
    const sent: unknown[] = [];
    Object.assign(globalThis.window, {
      webkit: { messageHandlers: { hostBridge: { postMessage: (m: unknown) => sent.push(m) } } },
    });
    const { bridge } = bridgeWith({ hostOrigin: WRONG, platform: "IOS" });
    void bridge.request("get_env").catch(() => {});
    await flush();
    expect(sent).toHaveLength(1);
  });
});
