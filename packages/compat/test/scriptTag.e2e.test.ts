// The script-tag build against the existing client's own (`@pitcher/js-api` 1.26.0 as the registry
// ships it), in Debian Chromium on one loopback origin: each page loads one build by a script tag,
// and the globals each adds to a blank page are compared. A popup that declares its own `pitcher`
// after the tag runs with both. Tests the built artifact: run `pnpm build` in packages/compat first.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const COMPAT_BUILD = new URL("../dist/js-api.umd.min.js", import.meta.url);
const CLIENT_BUILD = join(
  dirname(createRequire(import.meta.url).resolve("@pitcher/js-api/package.json")),
  "js-api.umd.min.js",
);

/** A page that records the globals present before the build, loads it, then runs `after`. */
const page = (build: string, after: string) => `<!doctype html><title>popup</title>
<script>window.__before = Object.getOwnPropertyNames(window);</script>
<script src="/${build}.js"></script>
<script>
  window.__added = Object.getOwnPropertyNames(window).filter((name) => !window.__before.includes(name) && name !== "__before");
  const d = Object.getOwnPropertyDescriptor(window, "pitcher");
  window.__descriptor = d && { writable: d.writable, enumerable: d.enumerable, configurable: d.configurable };
  window.__tag = String(window.pitcher);
</script>
<script>${after}</script>`;

// A popup's own script, as such popups are written: its own binding named `pitcher`.
const OWN_PITCHER = `const pitcher = window.pitcher; window.__own = typeof pitcher.useUi;`;

let server: Server;
let browser: Browser;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const files: Record<string, () => Buffer | string> = {
      "/compat.js": () => readFileSync(COMPAT_BUILD),
      "/client.js": () => readFileSync(CLIENT_BUILD),
      "/compat.html": () => page("compat", OWN_PITCHER),
      "/client.html": () => page("client", OWN_PITCHER),
    };
    const file = files[path];
    if (!file) return void res.writeHead(404).end();
    res.setHeader(
      "content-type",
      `${path.endsWith(".js") ? "text/javascript" : "text/html"}; charset=utf-8`,
    );
    res.end(file());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function visit(build: "compat" | "client") {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  try {
    await tab.goto(`${base}/${build}.html`);
    const seen = await tab.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { added: w.__added, descriptor: w.__descriptor, tag: w.__tag, own: w.__own };
    });
    return { ...seen, errors };
  } finally {
    await tab.close();
  }
}

describe("compat's js-api.umd.min.js, beside the client's", () => {
  it("exists (run `pnpm build` in packages/compat before this test)", () => {
    expect(existsSync(COMPAT_BUILD)).toBe(true);
  });

  it("adds only `pitcher`, a property like the client's, and lets a popup declare its own `pitcher`", async () => {
    const client = await visit("client");
    const compat = await visit("compat");
    // the client's build sets the global `pitcher` (and `postRobot`, its post-robot instance)
    expect(client.added).toContain("pitcher");
    expect(compat.added).toEqual(["pitcher"]);
    expect(compat.descriptor).toEqual(client.descriptor);
    expect(compat.tag).toBe(client.tag);
    expect(client).toMatchObject({ own: "function", errors: [] });
    expect(compat).toMatchObject({ own: "function", errors: [] });
  });
});
