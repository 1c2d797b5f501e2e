// The whole field chain, one app from end to end: on an iPad (WebKitGTK with a real `hostBridge`
// script message handler, tooling/webkit/embedder.py) the host fails a CRM query with its own code and
// answers a file with a download URL that carries a token; the inspector exports the recording. That
// file then replays in the kit (Debian Chromium) and in the dev host: mode IOS, the host's code
// intact, no token anywhere; and a replay whose app received another answer fails naming it.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "@hostbridge/dev-server";
import { startHost } from "@hostbridge/playwright";
import { bundleApp } from "../../../tooling/bundleApp";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { findWebKit, launchWebKit } from "../../../tooling/engines.mjs";
import type { WebKit } from "../../../tooling/engines.mjs";

const SECRET = "FIELD-SECRET-0001";
const DEV_HOST_DIST = join(import.meta.dirname, "..", "..", "..", "apps", "dev-host", "dist");
type Envelope = { type: string; request?: { id: string; type: string } };
type Report = { step: string; session?: unknown; shown?: string; message?: string };

let appDir: string;
let server: Server | undefined;
let webkit: WebKit | undefined;
let browser: Browser | undefined;
let exported = "";

beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), "hb-field-chain-"));
  const script = await bundleApp(new URL("./fixtures/fieldChainApp.ts", import.meta.url));
  await writeFile(join(appDir, "app.js"), script);
  await writeFile(
    join(appDir, "index.html"),
    `<!doctype html><title>field app</title><script src="./app.js"></script>`,
  );
  server = createServer((req, res) => {
    if (req.url == "/app.js") res.setHeader("content-type", "text/javascript").end(script);
    else if (req.url == "/index.html")
      res
        .setHeader("content-type", "text/html")
        .end(`<!doctype html><title>field app</title><script src="/app.js"></script>`);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  if (findWebKit()) webkit = await launchWebKit();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await webkit?.close();
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await rm(appDir, { recursive: true, force: true });
});

/** What the iPad's host answers: its environment, a CRM failure with its code, a file with a tokened link. */
function iosAnswer(type: string): { status: "ok" | "error"; body?: unknown } {
  if (type == "get_env")
    return { status: "ok", body: { mode: "IOS", svc: { user: { name: "Ada" } } } };
  if (type == "crm_query")
    return { status: "error", body: { message: "CRM is down", code: "CRM_DOWN" } };
  if (type == "get_file")
    return {
      status: "ok",
      body: {
        id: "f-1",
        name: "Deck.pdf",
        download_url: `https://files.example.test/f-1.pdf?access_token=${SECRET}&v=2`,
      },
    };
  return { status: "ok" };
}

describe.skipIf(!findWebKit())(
  "a session from the iPad, replayed in the kit and the dev host",
  {
    timeout: 90_000,
  },
  () => {
    it("is exported on the iOS bridge with the host's code and without the token", async () => {
      let done!: (report: Report) => void;
      const reported = new Promise<Report>((resolve) => (done = resolve));
      const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
      const view = webkit!.open(`${origin}/index.html`, {
        handlers: ["hostBridge", "testReport"],
        onMessage: (data, handler) => {
          if (handler == "testReport") return done(data as Report);
          const message = data as Envelope;
          if (message.type != "SVC_REQUEST" || !message.request) return;
          const response = {
            type: "SVC_RESPONSE",
            request: message.request,
            response: iosAnswer(message.request.type),
          };
          void view.evaluate(`window.hostBridgeReceive(${JSON.stringify(response)})`);
        },
      });
      try {
        const report = await reported;
        expect(report.step, JSON.stringify(report)).toBe("exported");
        expect(report.shown).toContain("CRM_DOWN: CRM is down");
        expect(report.shown).toContain("f-1 with a link");
        const text = JSON.stringify(report.session);
        expect(text).not.toContain(SECRET);
        expect(report.session).toMatchObject({ mode: "IOS", wire: "envelopes", app: "field-app" });
        expect((report.session as { steps: unknown[] }).steps).toContainEqual(
          expect.objectContaining({
            from: "host",
            kind: "answer",
            type: "crm_query",
            status: "error",
            error: expect.objectContaining({ message: "CRM is down", code: "CRM_DOWN" }),
          }),
        );
        exported = join(appDir, "ipad.scenario.json");
        await writeFile(exported, JSON.stringify(report.session, null, 2));
      } finally {
        view.close();
      }
    });

    it("replays in the kit: mode IOS, the code intact, no token; another answer fails naming it", async () => {
      expect(exported, "the export of the test before").not.toBe("");
      const page = await browser!.newPage();
      const host = await startHost(page, { appDir });
      try {
        // the first load, against the kit's own answers: WEB, and a simulated data set without file f-1
        await expect
          .poll(() => host.app.locator("body").innerText())
          .toMatch(/^WEB\s+answered\s+HostError: .*no file with id "f-1"/);
        const verdict = await host.replay(exported);
        expect(verdict.matches).toBe(true);
        const shown = () => host.app.locator("body").innerText();
        await expect.poll(shown).toMatch(/IOS[\s\S]*CRM_DOWN: CRM is down[\s\S]*f-1 with a link/);
        expect(await page.content()).not.toContain(SECRET);
        expect(await shown()).not.toContain(SECRET);

        // a test that sets its own failure for the query: the app receives no code, and the replay says so
        await host.script("crm_query", { kind: "fail", error: { message: "CRM is down" } });
        const failure = await host.replay(exported).then(
          () => new Error("the replay matched"),
          (error: unknown) => error as Error & { code?: string },
        );
        expect(failure).toMatchObject({ code: "SCENARIO_MISMATCH" });
        expect(failure.message).toMatch(
          /\((request )?crm_query\): the app received error "CRM is down" \(no code\), the host had answered error "CRM is down" \(code CRM_DOWN\)/,
        );
        expect(failure.message).not.toContain(SECRET);
      } finally {
        await host.close();
        await page.close();
      }
    });

    it("replays in the dev host (--replay): mode IOS, the code intact, the verdict in its log", async () => {
      expect(exported, "the export of the test before").not.toBe("");
      if (!existsSync(join(DEV_HOST_DIST, "index.html")))
        throw new Error(`${DEV_HOST_DIST} is missing: run \`pnpm build\` first`);
      const dev = await startDevServer({
        appDir,
        devHostDir: DEV_HOST_DIST,
        watch: false,
        replayFile: exported,
      });
      const page = await browser!.newPage();
      try {
        await page.goto(dev.url);
        const rows = page.locator(".log-row", { hasText: /the app's traffic (matches|differs)/ });
        await expect
          .poll(() => rows.allInnerTexts().then((texts) => texts.join("\n")), { timeout: 20_000 })
          .toMatch(/the app's traffic matches .*ipad\.scenario\.json/);
        const app = page.frameLocator("iframe[data-app-frame]");
        await expect
          .poll(() => app.locator("body").innerText())
          .toMatch(/IOS[\s\S]*CRM_DOWN: CRM is down[\s\S]*f-1 with a link/);
        expect(await page.locator("body").innerText()).not.toContain(SECRET);
        expect(await readFile(exported, "utf8")).not.toContain(SECRET);
      } finally {
        await page.close();
        await dev.close();
      }
    });
  },
);
