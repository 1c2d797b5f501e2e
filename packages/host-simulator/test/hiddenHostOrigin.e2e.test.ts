// A host that hides its origin from the app's frame (`<iframe referrerpolicy="no-referrer">`), in
// every engine. Firefox then gives the frame `location.ancestorOrigins` ["null"] and no referrer: an
// app without `hostOrigin` gets ORIGIN_NOT_CONFIGURED naming both fixes; with `hostOrigin` it talks
// to its host. Chromium and WebKit still show the frame its parent's origin. (Nobody answers here:
// a request that reached the wire ends in REQUEST_TIMEOUT after 300 ms.)
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { findFirefox, findWebKit, launchFirefox, launchWebKit } from "../../../tooling/engines.mjs";
import { serveNativeApp } from "./helpers/nativeApp";

let server: Awaited<ReturnType<typeof serveNativeApp>>;

beforeAll(async () => {
  server = await serveNativeApp();
});

afterAll(async () => {
  await server?.close();
});

/** Loads the pages in the engine and waits until the app in each has reported. */
type Open = (urls: string[]) => Promise<void>;
/** Playwright's Chromium and puppeteer-core's Firefox: one page per URL. */
interface PageBrowser {
  newPage(): Promise<{ goto(url: string): Promise<unknown> }>;
  close(): Promise<void>;
}
const inBrowser =
  (launch: () => Promise<PageBrowser>): Open =>
  async (urls) => {
    const browser = await launch();
    try {
      for (const url of urls) await (await browser.newPage()).goto(url);
      await waitForReports(urls.length);
    } finally {
      await browser.close();
    }
  };

const ENGINES: [string, string | undefined, Open][] = [
  ["firefox", findFirefox(), inBrowser(() => launchFirefox())],
  [
    "chromium",
    findChromium(),
    inBrowser(() => chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })),
  ],
  [
    "webkit",
    findWebKit(),
    async (urls) => {
      const webkit = await launchWebKit();
      try {
        for (const url of urls) webkit.open(url);
        await waitForReports(urls.length);
      } finally {
        await webkit.close();
      }
    },
  ],
];

async function waitForReports(count: number) {
  await expect.poll(() => server.reports.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
}

describe.each(ENGINES)("a host hiding its origin, in %s", (engine, found, open) => {
  it.skipIf(!found)(
    "without hostOrigin: the origin is detected, or the error names both fixes; with it: the request goes out",
    async () => {
      server.reports.length = 0;
      const query = `?hostOrigin=${encodeURIComponent(server.origin)}`;
      await open([`${server.origin}/hidden.html`, `${server.origin}/hidden.html${query}`]);
      // Firefox hides the parent's origin from a no-referrer frame; Chromium and WebKit show it
      const hidden = engine === "firefox";
      for (const report of server.reports) {
        expect(report.referrer).toBe("");
        expect(report.ancestor === "null").toBe(hidden);
      }
      const without = server.reports.find((r) => !r.withHostOrigin)!;
      const withIt = server.reports.find((r) => r.withHostOrigin)!;
      expect(withIt.code).toBe("REQUEST_TIMEOUT");
      if (!hidden) expect(without.code).toBe("REQUEST_TIMEOUT");
      else {
        expect(without.code).toBe("ORIGIN_NOT_CONFIGURED");
        expect(without.message).toContain("pass `hostOrigin`");
        expect(without.message).toContain('frame the app without referrerpolicy="no-referrer"');
      }
    },
  );
});

describe.each(ENGINES)(
  "a host page sending Referrer-Policy: no-referrer, in %s",
  (_engine, found, open) => {
    it.skipIf(!found)(
      "the frame still has its parent's origin (ancestorOrigins): without hostOrigin the origin is detected and the request goes out",
      async () => {
        server.reports.length = 0;
        await open([`${server.origin}/hidden-header.html`]);
        const [report] = server.reports;
        expect(report?.referrer).toBe("");
        expect(report?.ancestor).toBe(server.origin);
        expect(report?.code).toBe("REQUEST_TIMEOUT"); // (sent, and nobody here answers)
      },
    );
  },
);
