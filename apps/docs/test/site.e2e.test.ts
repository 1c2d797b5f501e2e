// The built documentation site (apps/docs/dist, `npm run docs`) in Debian Chromium: every page
// loads without a console error, every internal link and anchor resolves, every live example runs
// against the host simulator in its page and shows the outcome a reader expects (an operation page's
// call, and on each app-type page the app type's own protocol, driven as a reader drives it), and the
// reference covers every operation of the registry and every error code the packages define.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { chromium } from "playwright";
import type { Browser, FrameLocator, Locator, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "@hostbridge/cli";
import { DEPLOY_ERROR_CODES } from "@hostbridge/deploy-client";
import { DEV_SERVER_ERROR_CODES } from "@hostbridge/dev-server";
import { HOST_SIMULATOR_ERROR_CODES } from "@hostbridge/host-simulator";
import { LOCAL_PLATFORM_ERROR_CODES } from "@hostbridge/local-platform";
import {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  UI_OPERATIONS,
} from "@hostbridge/protocol-types";
import { ERROR_CODES } from "@hostbridge/transport";
import { CHROMIUM_ARGS, findChromium } from "../../../tooling/chromium.mjs";
import { serveSite } from "../scripts/serveSite.mjs";
import { DIST, buildSite } from "./helpers/builtSite";

/** The pages of the site (not live/, the app the live examples frame). */
function pagesIn(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? prefix === "" && entry.name === "live"
        ? []
        : pagesIn(join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith(".html") && `${prefix}${entry.name}` !== "404.html"
        ? [`/${prefix}${entry.name}`]
        : [],
  );
}

let server: Awaited<ReturnType<typeof serveSite>>;
let origin = "";
let browser: Browser;

beforeAll(async () => {
  buildSite();
  server = await serveSite(DIST);
  origin = server.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path` (its console errors are collected by the caller); returns its links and ids. */
async function visit(page: Page, path: string) {
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.waitForSelector("#app .VPContent").catch((error: Error) => {
    throw new Error(`${path} did not render: ${error.message}`);
  });
  return page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => a.href),
    ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
  }));
}

/**
 * Runs the live example of the page open at `path` as a reader does (run; pick when it waits for a
 * person) and throws unless its outcome is "ok" and the host simulator beside the frame shows the
 * app's request (subscribe and unsubscribe resolve without a row in the simulator's traffic log: on
 * the platform wire the bridge subscribes by itself).
 */
async function runLiveExample(page: Page, path: string): Promise<void> {
  const example = page.locator(".live-example");
  const app = page.frameLocator(".live-example iframe");
  await app.locator("[data-action=run]:enabled").click();
  if ((await example.getAttribute("data-waits")) === "true")
    await example.locator("[data-action=pick]").click();
  // (Playwright's own waits: this runs in a hook, where expect.poll cannot)
  const result = app.locator('[data-view=result]:not([data-outcome="pending"])');
  await result.waitFor(WAIT);
  const outcome = await result.getAttribute("data-outcome");
  if (outcome !== "ok") throw new Error(`${outcome} ${await result.textContent()}`);
  if (["subscribe", "unsubscribe"].some((type) => path === `/reference/operations/${type}.html`))
    return;
  await example
    .locator("[data-view=traffic] li.live-in")
    .first()
    .waitFor(WAIT)
    .catch(() => {
      throw new Error("the host does not show the app's request");
    });
}

/** How many tabs visit the site's pages at once (a page load mostly waits: three tabs keep two cores busy). */
const TABS = 3;

/**
 * Runs `step` on every path, `TABS` tabs at once, each tab taking the next path when it is done with
 * one; `errors` gets each console error and uncaught error with the path its tab was on.
 */
async function inTabs(
  paths: string[],
  step: (page: Page, path: string) => Promise<void>,
  errors: string[] = [],
): Promise<void> {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await browser.newPage();
      let current = "";
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${current}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`${current}: ${error.message}`));
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        await step(page, path);
      }
      await page.close();
    }),
  );
}

const MODES = ["WEB", "IOS", "WINDOWS", "ANDROID"];
/** How long a page may take to show what the reader waits for (the frame loads, the host answers). */
const WAIT = { timeout: 15_000 };
/** The error codes of each section of the error reference (its anchors are `<section>-<code>`). */
const ERROR_SECTIONS: Record<string, object> = {
  sdk: ERROR_CODES,
  host: HOST_SIMULATOR_ERROR_CODES,
  deploy: DEPLOY_ERROR_CODES,
  cli: EXIT_CODES,
  "dev-server": DEV_SERVER_ERROR_CODES,
  "local-platform": LOCAL_PLATFORM_ERROR_CODES,
};

describe("the documentation site", { timeout: 600_000 }, () => {
  it("has a page for every operation of the registry, with its platforms, its errors and a live example, and an entry for every error code", () => {
    const types = [UI_OPERATIONS, ADMIN_OPERATIONS, DSR_OPERATIONS, HIGH_LEVEL_OPERATIONS].flatMap(
      (table) => Object.keys(table),
    );
    expect(types.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const type of types) {
      const file = join(DIST, "reference", "operations", `${type}.html`);
      if (!existsSync(file)) {
        missing.push(`${type}: no page`);
        continue;
      }
      const html = readFileSync(file, "utf8");
      const platforms = html.slice(html.indexOf('id="platforms"'), html.indexOf('id="errors"'));
      if (
        !html.includes('id="platforms"') ||
        !MODES.every((m) => platforms.includes(`<th>${m}</th>`))
      )
        missing.push(`${type}: no platform table of ${MODES.join(", ")}`);
      const errors = html.slice(html.indexOf('id="errors"'), html.indexOf('id="example"'));
      if (!html.includes('id="errors"') || !errors.includes('href="/reference/errors.html#'))
        missing.push(`${type}: no errors with links to the error reference`);
      // every operation runs in the simulator (test/liveExamples.test.ts): every page runs it live
      if (!html.includes('class="live-example"')) missing.push(`${type}: no live example`);
    }
    const errorPage = readFileSync(join(DIST, "reference", "errors.html"), "utf8");
    for (const [section, codes] of Object.entries(ERROR_SECTIONS)) {
      expect(Object.keys(codes).length).toBeGreaterThan(0);
      for (const code of Object.keys(codes)) {
        if (!errorPage.includes(`id="${section}-${code.toLowerCase()}"`))
          missing.push(`error reference: no entry ${section}-${code.toLowerCase()}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Every page is loaded once (its console errors, links and anchors), and a page with a live
  // example runs it in the same load (it used to be loaded a second time for that).
  describe("every page, loaded once", () => {
    const errors: string[] = [];
    const ids = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    const live: string[] = [];
    const failures: string[] = [];
    let pages: string[] = [];
    beforeAll(async () => {
      pages = pagesIn(DIST);
      await inTabs(
        pages,
        async (page, path) => {
          const found = await visit(page, path);
          ids.set(path, new Set(found.ids));
          for (const href of found.links)
            if (href.startsWith(origin)) links.push({ from: path, href });
          if (!readFileSync(join(DIST, path), "utf8").includes('class="live-example"')) return;
          live.push(path);
          await runLiveExample(page, path).catch((error: Error) =>
            failures.push(`${path}: ${error.message.split("\n")[0]}`),
          );
        },
        errors,
      );
    }, 600_000);

    it("loads every page without a console error, and every internal link and anchor resolves", () => {
      expect(pages.length).toBeGreaterThan(150);
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

    it("runs every live example against the host simulator in its page", () => {
      expect(live.length).toBeGreaterThan(130);
      expect(failures).toEqual([]);
    });
  });

  it("on ui_select_content, the reader's pick reaches the app's result and cancel gives the cancelled result", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/reference/operations/ui_select_content.html`, { waitUntil: "load" });
    const example = page.locator(".live-example");
    const app = page.frameLocator(".live-example iframe");
    const result = app.locator("[data-view=result]");

    await app.locator("[data-action=run]:enabled").click();
    await expect
      .poll(() => example.locator("[data-view=waiting]").textContent(), WAIT)
      .toContain("ui_select_content");
    await example.locator("[data-action=pick]").click();
    await expect.poll(() => result.textContent(), WAIT).toContain('"user_action": "selected"');
    expect(await result.textContent()).toContain('"id": "file-sim-');

    await app.locator("[data-action=run]").click();
    await example.locator("[data-action=cancel]").click();
    await expect.poll(() => result.textContent(), WAIT).toBe('{\n  "user_action": "cancelled"\n}');

    await app.locator("[data-action=run]").click();
    await example.locator("[data-action=fail]").click();
    await expect.poll(() => result.textContent(), WAIT).toContain("HOST_ERROR (DIALOG_FAILED)");
    await page.close();
  });

  it("runs each app-type page's live example: the host receives what the app type's protocol says", async () => {
    const pages = Object.keys(APP_TYPE_RUNS);
    const errors: string[] = [];
    await inTabs(
      pages,
      async (page, path) => {
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        // (loaded and its frame placed: before that the frame is neither sized nor hidden)
        const example = page.locator(".app-type-example[data-placed]");
        await example.waitFor(WAIT);
        await APP_TYPE_RUNS[path]!(example, page.frameLocator(".app-type-example iframe"));
      },
      errors,
    );
    expect(errors).toEqual([]);
  });
});

/**
 * The row of the host simulator's traffic for `type` (`in`: the host received it; `out`: the host
 * sent it) whose text (its summary and its JSON) holds `text`, once it is there.
 */
async function seen(example: Locator, direction: "in" | "out", type: string, text = "") {
  const rows = example.locator(`[data-view=traffic] li.live-${direction}[data-type="${type}"]`);
  await expect
    .poll(async () => (await rows.allTextContents()).some((row) => row.includes(text)), {
      ...WAIT,
      message: `the host ${direction === "in" ? "received" : "sent"} ${type} ${text}`,
    })
    .toBe(true);
}

/** What a frame's element shows, once it holds `text`. */
async function shows(element: Locator, text: string) {
  await expect.poll(async () => (await element.textContent()) ?? "", WAIT).toContain(text);
}

/**
 * Each app-type page's live example, run as a reader runs it (one page load each), and what the host
 * beside the frame must have received for the app type's protocol.
 */
const APP_TYPE_RUNS: Record<string, (example: Locator, app: FrameLocator) => Promise<void>> = {
  // IFRAME_DATA_MESSAGE: iframe_loaded is answered with set_data; the reader's set_data reaches the
  // component; the component's save reaches the host
  "/app-types/canvas-component.html": async (example, app) => {
    await seen(example, "in", "IFRAME_DATA_MESSAGE:iframe_loaded", '"type": "IFRAME_DATA_MESSAGE"');
    await seen(example, "out", "IFRAME_DATA_MESSAGE:set_data", '"catalog": "electronics"');
    await shows(app.locator("[data-view=catalog]"), "electronics");
    await example
      .locator("[data-control=data]")
      .fill(JSON.stringify({ settings: { catalog: "appliances" }, is_edit_mode: true }));
    await example.locator("[data-action=send]").click();
    await shows(app.locator("[data-view=catalog]"), "appliances");
    await app.locator("[data-action=save]").click();
    await seen(example, "in", "ui_update_canvas", '"catalog": "appliances"');
  },
  // the host calls window.initialize with the selector's context; the reader's pick is an add-item
  "/app-types/multimedia-selector.html": async (example, app) => {
    await seen(example, "out", "initialize", '"context": "contentSelector"');
    await app.locator('[data-item="m-2"]').click();
    await seen(example, "in", "initialize:add-item", '"id": "m-2"');
    await shows(example.locator("[data-view=items]"), "Factory tour");
  },
  // sized as app_options says, initialized with the global popup's context; the popup answers
  "/app-types/popups.html": async (example, app) => {
    await seen(example, "out", "initialize", '"appId": "global-popup-app"');
    expect(await example.locator("iframe").evaluate((frame) => frame.style.width)).toBe("320px");
    await shows(app.locator("[data-view=context]"), "extra_context");
    await app.locator("[data-action=insert]").click();
    await seen(example, "in", "initialize:add-item", '"id": "logo"');
    await app.locator("[data-action=close]").click();
    await seen(example, "in", "ui_close_global_popup");
  },
  // headless: nothing runs until the canvas changes; then the hook starts and makes its requests;
  // closing the canvas ends it
  "/app-types/hooks.html": async (example) => {
    expect(await example.locator("iframe").isHidden()).toBe(true);
    expect(await example.locator("[data-view=traffic] li.live-in").count()).toBe(0);
    await example.locator("[data-action=canvas-changed]").click();
    await seen(example, "in", "ui_app_loaded");
    await seen(example, "out", "ui_app_set_data");
    await seen(example, "in", "ui_update_canvas", '"section_count": 2');
    await example.locator("[data-action=close-canvas]").click();
    await expect
      .poll(() => example.locator("[data-view=hook-status]").getAttribute("data-state"), WAIT)
      .toBe("ended");
  },
  // the settings form refuses a required field left empty; saved values reach getAppConfig
  "/app-types/admin.html": async (example, app) => {
    await seen(example, "in", "admin_get_app_config");
    await example.locator("[data-action=save-settings]").click();
    await shows(example.locator('[data-problem="order_submit_endpoint"]'), "is required");
    await example
      .locator('[name="order_submit_endpoint"]')
      .fill("https://orders.example.com/submit");
    await example.locator('[name="selected_currency"]').selectOption("EUR");
    await example.locator("[data-action=save-settings]").click();
    await seen(example, "out", "admin_get_app_config", '"selected_currency": "EUR"');
    await shows(app.locator("[data-view=settings]"), "https://orders.example.com/submit");
  },
  "/app-types/dsr.html": async (example, app) => {
    await seen(example, "in", "dsr_embeddable_ready");
    await seen(example, "out", "dsr_get_env", '"active_canvas_id"');
    await shows(app.locator("[data-view=env]"), "canvas-sim-0001");
  },
  // the start data follows appLoaded()
  "/app-types/sidebar.html": async (example, app) => {
    await seen(example, "in", "ui_app_loaded");
    await seen(example, "out", "ui_app_set_data", '"component_id"');
    await shows(app.locator("[data-view=start-data]"), "Dana Reyes");
  },
};
