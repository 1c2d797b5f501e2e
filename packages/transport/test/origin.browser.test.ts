// Start-up with a wrong `hostOrigin`, in a real cross-origin iframe of every engine CI has (Chromium,
// Firefox, WebKit): the browser drops what the app posts to an origin its parent does not have, so
// the host never hears the app. The app's request must fail with ORIGIN_NOT_CONFIGURED naming the
// embedding page's origin (from location.ancestorOrigins, which each of them has); `command` gives up
// after 8 s, long before the 30 s request timeout the app got before (./origin.test.ts: at once).
import { afterEach, describe, expect, it } from "vitest";
import { createWindowTransport } from "@hostbridge/transport";

import { cleanups, command, frame, HOST, OTHER } from "./helpers/browserFrames";
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
