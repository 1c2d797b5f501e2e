// Start-up with a wrong `hostOrigin`, in a real cross-origin iframe of every engine CI has (Chromium,
// Firefox, WebKit): the browser drops what the app posts to an origin its parent does not have, so
// the host never hears the app. The app's request must fail with ORIGIN_NOT_CONFIGURED naming the
// embedding page's origin (from location.ancestorOrigins, which each of them has); `command` gives up
// after 8 s, long before the 30 s request timeout the app got before (./origin.test.ts: at once).
import { afterEach, describe, expect, it } from "vitest";
import { createWindowTransport } from "@hostbridge/transport";

import {
  cleanups,
  command,
  FIXTURES,
  frame,
  HOST,
  OTHER,
  waitForMessage,
} from "./helpers/browserFrames";
import type { Ready } from "./helpers/browserFrames";

const WRONG = "https://wrong.example";

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** Everything the app frame posts to this (host) page besides the fixture's own replies. */
function hostInbox(app: { win: () => Window | null }) {
  const seen: unknown[] = [];
  const onMessage = (event: MessageEvent<{ __fixture?: true }>) => {
    if (event.source === app.win() && !event.data?.__fixture) seen.push(event.data);
  };
  window.addEventListener("message", onMessage);
  cleanups.push(() => window.removeEventListener("message", onMessage));
  return seen;
}

describe("an app whose hostOrigin is not the page that frames it", () => {
  it.each(["auto", "envelopes"] as const)(
    "rejects its first request with ORIGIN_NOT_CONFIGURED naming both origins, on the %s wire",
    async (wire) => {
      const app = await frame<Ready>(OTHER, "app", { options: { hostOrigin: WRONG, wire } });
      const seen = hostInbox(app);
      const result = (await command(
        app,
        { __command: "request", type: "get_env" },
        OTHER,
      )) as Ready & { message?: string };
      expect(result).toMatchObject({ ok: false, code: "ORIGIN_NOT_CONFIGURED" });
      expect(result.message).toContain(
        `the parent's origin ${HOST} is not an allowed host origin (hostOrigin ${WRONG}); pass \`hostOrigin\``,
      );
      expect(seen).toEqual([]); // the app posted nothing this page received
      const report = await command(app, { __command: "report" }, OTHER);
      expect(report.pending).toBe(0);
    },
  );

  it("keeps waiting for a host with the right origin that answers after the probe's time", async () => {
    const app = await frame<Ready>(OTHER, "app", { options: { hostOrigin: HOST } });
    const host = createWindowTransport({ target: app.win, targetOrigin: OTHER });
    cleanups.push(() => host.close());
    cleanups.push(
      host.listen((message) => {
        const m = message as { type: string; request: { id: string; type: string } };
        if (m.type !== "SVC_REQUEST") return;
        // a host slower than the wire probe (a real host may take seconds)
        setTimeout(
          () =>
            host.send({
              type: "SVC_RESPONSE",
              request: m.request,
              response: { status: "ok", body: { slow: true } },
            }),
          1500,
        );
      }),
    );
    const result = await command(app, { __command: "request", type: "get_env" }, OTHER);
    expect(result).toMatchObject({ ok: true, response: { response: { body: { slow: true } } } });
  });
});

describe("start-up that names its cause", () => {
  it("a host that never answers: the timeout says the host is silent, not that there is none", async () => {
    // (the app asks at start: this page sends it nothing, as a page that is no host would not)
    let win: () => Window | null = () => null;
    const started = waitForMessage<Ready & { message?: string }>(
      () => win(),
      (d) => d?.kind === "result" && d.id === 0,
    );
    const app = await frame<Ready>(OTHER, "app", {
      options: { hostOrigin: HOST, timeout: 300 },
      startRequest: "get_env",
    });
    win = app.win;
    const result = await started;
    expect(result).toMatchObject({ ok: false, code: "REQUEST_TIMEOUT" });
    expect(result.message).toContain("stalled: the host is silent (nothing arrived from it)");
  });

  it("a host that answers from another origin than hostOrigin: ORIGIN_NOT_CONFIGURED naming that origin, before any timeout", async () => {
    // The parent hides its origin from the frame (referrerpolicy="no-referrer"): Firefox then shows the
    // frame ancestorOrigins ["null"], so only the host's own message tells the app where it is;
    // Chromium and WebKit still show the parent's origin and the first request fails at once.
    const iframe = document.createElement("iframe");
    iframe.referrerPolicy = "no-referrer";
    const config = { options: { hostOrigin: WRONG, timeout: 20_000 }, testOrigin: HOST };
    iframe.src = `${OTHER}${FIXTURES}/app.html#${encodeURIComponent(JSON.stringify(config))}`;
    const win = () => iframe.contentWindow;
    const ready = waitForMessage<Ready>(win, (d) => d?.kind === "ready");
    document.body.append(iframe);
    cleanups.push(() => iframe.remove());
    await ready;
    const pending = command({ win }, { __command: "request", type: "get_env" }, OTHER) as Promise<
      Ready & { message?: string }
    >;
    // the host speaks (as the platform and the dev host do at start): a pushed UI message
    win()!.postMessage(
      { id: "push-1", type: "UI_MESSAGE", body: { type: "ui_app_set_data", body: {} } },
      OTHER,
    );
    const result = await pending;
    expect(result).toMatchObject({ ok: false, code: "ORIGIN_NOT_CONFIGURED" });
    // (Firefox hides the parent's origin: the host's message names it; the others check at send)
    expect(result.message).toMatch(
      navigator.userAgent.includes("Firefox/")
        ? `the host answered from ${HOST}, not an allowed host origin`
        : `the parent's origin ${HOST} is not an allowed host origin`,
    );
  });
});
