// The built documentation site (apps/docs/dist, `npm run docs`) in Debian Chromium: every page
// loads without a console error, every internal link and anchor resolves, and every live example
// runs against the host simulator in its page and shows the outcome a reader expects.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";

const DIST = join(import.meta.dirname, "..", "dist");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

function pagesIn(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pagesIn(join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith(".html") && `${prefix}${entry.name}` !== "404.html"
        ? [`/${prefix}${entry.name}`]
        : [],
  );
}

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
  let file = join(DIST, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(DIST) || !existsSync(file)) file = "";
  response.writeHead(file ? 200 : 404, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
  });
  response.end(file ? readFileSync(file) : "not found");
});
let origin = "";
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(DIST, "index.html")))
    throw new Error(`${DIST} is missing: run \`npm run docs\` first`);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens `path` (its console errors are collected by the caller); returns its links and ids. */
async function visit(page: Page, path: string) {
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.waitForSelector("#app .VPContent");
  return page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => a.href),
    ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
  }));
}

describe("the documentation site", { timeout: 600_000 }, () => {
  it("loads every page without a console error, and every internal link and anchor resolves", async () => {
    const pages = pagesIn(DIST);
    expect(pages.length).toBeGreaterThan(150);
    const page = await browser.newPage();
    const errors: string[] = [];
    let current = "";
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${current}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    for (const path of pages) {
      current = path;
      const found = await visit(page, path);
      ids.set(path, new Set(found.ids));
      for (const href of found.links) if (href.startsWith(origin)) links.push({ from: path, href });
    }
    await page.close();
    expect(errors).toEqual([]);

    const broken: string[] = [];
    for (const { from, href } of links) {
      const url = new URL(href);
      let path = url.pathname.endsWith("/") ? `${url.pathname}index.html` : url.pathname;
      if (!extname(path)) path += ".html";
      if (!path.endsWith(".html")) {
        if (!existsSync(join(DIST, decodeURIComponent(path)))) broken.push(`${from} -> ${href}`);
        continue;
      }
      const target = ids.get(decodeURIComponent(path));
      if (!target) broken.push(`${from} -> ${href} (no such page)`);
      else if (url.hash && !target.has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${from} -> ${href} (no such anchor)`);
    }
    expect(broken).toEqual([]);
  });

  it("runs every live example against the host simulator in its page", async () => {
    const live = pagesIn(DIST).filter((path) =>
      readFileSync(join(DIST, path), "utf8").includes('class="live-example"'),
    );
    expect(live.length).toBeGreaterThan(50);
    const page = await browser.newPage();
    const failures: string[] = [];
    for (const path of live) {
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      const example = page.locator(".live-example");
      const app = page.frameLocator(".live-example iframe");
      await app.locator("[data-action=run]:enabled").click();
      if ((await example.getAttribute("data-waits")) === "true") {
        await example.locator("[data-action=pick]").click();
      }
      const result = app.locator("[data-view=result]");
      await expect.poll(() => result.getAttribute("data-outcome")).not.toBe("pending");
      const outcome = await result.getAttribute("data-outcome");
      if (outcome !== "ok") failures.push(`${path}: ${outcome} ${await result.textContent()}`);
      else
        await expect
          .poll(() => example.locator("[data-view=traffic] li.live-out").count())
          .toBeGreaterThan(0);
    }
    await page.close();
    expect(failures).toEqual([]);
  });

  it("on ui_select_content, the reader's pick reaches the app's result and cancel gives the cancelled result", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/reference/operations/ui_select_content.html`, { waitUntil: "load" });
    const example = page.locator(".live-example");
    const app = page.frameLocator(".live-example iframe");
    const result = app.locator("[data-view=result]");

    await app.locator("[data-action=run]:enabled").click();
    await expect
      .poll(() => example.locator("[data-view=waiting]").textContent())
      .toContain("ui_select_content");
    await example.locator("[data-action=pick]").click();
    await expect.poll(() => result.textContent()).toContain('"user_action": "selected"');
    expect(await result.textContent()).toContain('"id": "file-sim-');

    await app.locator("[data-action=run]").click();
    await example.locator("[data-action=cancel]").click();
    await expect.poll(() => result.textContent()).toBe('{\n  "user_action": "cancelled"\n}');

    await app.locator("[data-action=run]").click();
    await example.locator("[data-action=fail]").click();
    await expect.poll(() => result.textContent()).toContain("HOST_ERROR (DIALOG_FAILED)");
    await page.close();
  });
});
