// The inspector on the iOS bridge in real WebKit: an app with default options and the inspector runs
// as the top page of a WebKitGTK view that registers a real script message handler (`hostBridge`),
// as a WKWebView host does; the test answers as an iOS host, by evaluating
// `window.hostBridgeReceive(<json>)` in the page. WebKitGTK is the Linux port of the engine behind
// WKWebView (tooling/webkit/embedder.py). The export says the session's mode (IOS) and wire, and
// the share button's outcome is on screen.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleApp } from "../../../tooling/bundleApp";
import { findWebKit, launchWebKit } from "../../../tooling/engines.mjs";
import type { WebKit } from "../../../tooling/engines.mjs";

type Envelope = { type: string; request?: { id: string; type: string } };
type Report = { step: string; [key: string]: unknown };

let webkit: WebKit | undefined;
let server: ReturnType<typeof createServer> | undefined;
let origin = "";

beforeAll(async () => {
  if (!findWebKit()) return;
  const script = await bundleApp(new URL("./fixtures/inspectedIosApp.ts", import.meta.url));
  server = createServer((req, res) => {
    if (req.url == "/app.js") res.setHeader("content-type", "text/javascript").end(script);
    else if (req.url == "/app.html")
      res
        .setHeader("content-type", "text/html")
        .end(`<!doctype html><title>app</title><script src="/app.js"></script>`);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  webkit = await launchWebKit();
});

afterAll(async () => {
  await webkit?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

describe.skipIf(!findWebKit())("the inspector on the iOS bridge in real WebKit", () => {
  it("exports mode IOS and the envelope wire, and says on screen what the share button did", async () => {
    const sent: Envelope[] = [];
    let done!: (report: Report) => void;
    const reported = new Promise<Report>((resolve) => (done = resolve));
    const view = webkit!.open(`${origin}/app.html`, {
      handlers: ["hostBridge", "testReport"],
      onMessage: (data, handler) => {
        if (handler == "testReport") return done(data as Report);
        const message = data as Envelope;
        sent.push(message);
        if (message.type != "SVC_REQUEST") return;
        const body = message.request?.type == "get_env" ? { mode: "IOS" } : undefined;
        const response = {
          type: "SVC_RESPONSE",
          request: message.request,
          response: { status: "ok", body },
        };
        void view.evaluate(`window.hostBridgeReceive(${JSON.stringify(response)})`);
      },
    });
    try {
      const report = await reported;
      expect(report.step, JSON.stringify(report)).toBe("exported");
      const session = report.session as {
        mode: string;
        wire: string;
        app: string;
        steps: { from: string; kind: string; type: string }[];
      };
      expect(session).toMatchObject({ mode: "IOS", wire: "envelopes", app: "ipad-app" });
      expect(session.steps.map((s) => `${s.from} ${s.kind} ${s.type}`)).toEqual([
        "app request ui_app_loaded",
        "host answer ui_app_loaded",
        "app request get_env",
        "host answer get_env",
      ]);
      expect(sent.map((m) => m.request?.type)).toEqual(["ui_app_loaded", "get_env"]);
      // the request made while the inspector was closed is in the reopened view
      expect(report.traffic).toMatch(/request get_env · svc · envelopes/);
      // WebKitGTK shares no files (no navigator.share), so "share" copies the recording as text
      const outcome = report.outcome as { result: string; fileName: string; records: number };
      expect(outcome.fileName).toMatch(/^ipad-app-\d+\.scenario\.json$/);
      expect(outcome).toMatchObject({ result: "copied", records: 5 });
      expect(report.status).toBe(
        `this browser cannot share files; copied 5 records as text; paste them into a file named ${outcome.fileName}`,
      );
    } finally {
      view.close();
    }
  });
});
