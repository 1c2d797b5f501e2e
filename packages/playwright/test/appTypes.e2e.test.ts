// The app-type fixtures (test/fixtures/app-types, written from the platform's docs and its client's
// declarations) in the kit with no place option: each opens at its manifest's first place and shows what
// its docs say it shows; the canvas component gets set_data and the canvas's actions, the hook runs
// hidden until its canvas closes, hooks run in the background of another place on their own change of
// the canvas (what they sent and got readable by the test), and the two-module app opens at either
// module. Debian Chromium.
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isHostBridgeKitError, startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import type { HostStep } from "@hostbridge/playwright/scenario";
import { CHROMIUM_ARGS, findChromium, refuseOffLoopback } from "../../../tooling/chromium.mjs";
import { appResultsOf, hookResultsOf } from "./helpers/appResults";

const FIXTURES = join(import.meta.dirname, "..", "..", "..", "test", "fixtures", "app-types");

let browser: Browser;
let context: BrowserContext;
let page: Page;
let host: HostBridgeHost | undefined;
let offLoopback: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  await context?.close();
});

async function open(app: string, place?: string): Promise<HostBridgeHost> {
  context = await browser.newContext();
  offLoopback = await refuseOffLoopback(context);
  page = await context.newPage();
  host = await startHost(page, { appDir: join(FIXTURES, app), place });
  return host;
}

const results = () => appResultsOf(page);
const frameBox = async () => (await page.locator("iframe[data-hostbridge-app]").boundingBox())!;

describe("a canvas component in the kit", { timeout: 60_000 }, () => {
  it("opens at module:canvas at its size, gets set_data for iframe_loaded, and shows the actions sent", async () => {
    const kit = await open("canvas-component");
    expect(kit.run.place).toBe("module:canvas");
    await expect
      .poll(() => kit.app.locator('[data-view="component"]').textContent())
      .toBe("component-sim-0001");
    expect(await kit.iframeDataReceived()).toEqual([
      expect.objectContaining({ action: "iframe_loaded", data: {}, valid: true }),
    ]);
    expect(await frameBox()).toMatchObject({ width: 800, height: 600 });

    const sent = await kit.iframeData("update_data", { is_edit_mode: true, in_call: false });
    expect(sent.body).toEqual({
      action: "update_data",
      data: { is_edit_mode: true, in_call: false },
    });
    await expect
      .poll(() => kit.app.locator('[data-view="action"]').textContent())
      .toBe("update_data");
    const received = (await results())?.received as { action: string; data: unknown }[];
    expect(received.map((message) => message.action)).toEqual(["set_data", "update_data"]);
    expect(received[1]?.data).toEqual({ is_edit_mode: true, in_call: false });
    expect(offLoopback).toEqual([]);
  });

  it("resizes the frame for a resize_iframe with a height, and records what the component sent", async () => {
    const kit = await open("canvas-component");
    await expect.poll(() => kit.app.locator('[data-view="action"]').textContent()).toBe("set_data");
    const appFrame = page.frames().find((frame) => frame !== page.mainFrame())!;
    await appFrame.evaluate(() =>
      parent.postMessage(
        {
          id: "resize-1",
          type: "IFRAME_DATA_MESSAGE",
          body: { action: "resize_iframe", data: { height: 320 } },
        },
        new URL(document.referrer).origin,
      ),
    );
    await expect.poll(async () => (await frameBox()).height).toBe(320);
    expect((await frameBox()).width).toBe(800);
    expect(
      (await kit.iframeDataReceived()).map((message) => [message.action, message.data]),
    ).toEqual([
      ["iframe_loaded", {}],
      ["resize_iframe", { height: 320 }],
    ]);
  });
});

describe("a canvas component recorded and replayed", { timeout: 90_000 }, () => {
  const EDITED = { component_id: "component-edited-7", data: { rows: [["Basic", "9 EUR"]] } };
  const shown = (kit: HostBridgeHost) => kit.app.locator('[data-view="component"]').textContent();
  const receivedSetData = async () =>
    ((await results())?.received as { action: string; data: unknown }[])
      .filter((message) => message.action === "set_data")
      .map((message) => message.data);

  it("keeps each set_data's payload, the start one and the edited one, and the replay sends exactly them", async () => {
    const kit = await open("canvas-component");
    await expect.poll(() => shown(kit)).toBe("component-sim-0001");
    await kit.iframeData("set_data", EDITED);
    await expect.poll(() => shown(kit)).toBe("component-edited-7");
    const scenario = await kit.scenario();
    // (the start data the host pushed when the page loaded keeps its payload too)
    expect(scenario.steps).toContainEqual(
      expect.objectContaining({
        kind: "push",
        type: "ui_app_set_data",
        payload: expect.objectContaining({ component_id: "component-sim-0001" }),
      }),
    );
    const pushes = scenario.steps.filter(
      (step): step is Extract<HostStep, { kind: "push" }> =>
        step.kind === "push" && step.type === "IFRAME_DATA_MESSAGE:set_data",
    );
    expect(pushes).toEqual([
      expect.objectContaining({
        type: "IFRAME_DATA_MESSAGE:set_data",
        payload: expect.objectContaining({ component_id: "component-sim-0001" }),
      }),
      expect.objectContaining({ type: "IFRAME_DATA_MESSAGE:set_data", payload: EDITED }),
    ]);

    const verdict = await kit.replay(JSON.parse(JSON.stringify(scenario)));
    expect(verdict.matches).toBe(true);
    await expect.poll(() => shown(kit)).toBe("component-edited-7");
    // (the replaying host sent the recorded two, not a third of its own for iframe_loaded)
    expect(await receivedSetData()).toEqual([pushes[0]!.payload, EDITED]);

    // a payload edited in the file is what the app gets: the replay sends the file, not the fixtures
    const tampered = structuredClone(scenario);
    const start = tampered.steps.find(
      (step) => step.kind === "push" && step.type === "IFRAME_DATA_MESSAGE:set_data",
    ) as { payload: unknown };
    start.payload = { component_id: "component-from-the-file" };
    await kit.replay(tampered);
    expect(await receivedSetData()).toEqual([{ component_id: "component-from-the-file" }, EDITED]);
  });

  it("replays an older recording whose pushes have no payload with the host's default data", async () => {
    const kit = await open("canvas-component");
    await expect.poll(() => shown(kit)).toBe("component-sim-0001");
    const older = {
      version: 1,
      location: "ui",
      mode: "WEB",
      steps: [
        { from: "app", kind: "event", type: "IFRAME_DATA_MESSAGE:iframe_loaded", body: {} },
        { from: "host", kind: "push", type: "IFRAME_DATA_MESSAGE:set_data" },
      ],
    };
    const verdict = await kit.replay(older);
    expect(verdict.matches).toBe(true);
    await expect.poll(() => shown(kit)).toBe("component-sim-0001");
    expect(await receivedSetData()).toEqual([
      expect.objectContaining({ component_id: "component-sim-0001" }),
    ]);
  });
});

describe("a hooks-only app in the kit", { timeout: 60_000 }, () => {
  it("runs its hook hidden with the start data, ends it when the canvas closes, and runs it again on a change", async () => {
    const kit = await open("canvas-hook");
    expect(kit.run.place).toBe("hook:canvas.on_canvas_update");
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => results().then((r) => r?.canvasId)).toBe("canvas-sim-0001");
    expect(await page.locator("iframe[data-hostbridge-app]").isHidden()).toBe(true);
    await kit.expectSent(["ui_app_loaded"]);

    await kit.closeCanvas();
    expect(await page.locator("iframe[data-hostbridge-app]").count()).toBe(0);
    expect((await kit.requests()).map((request) => request.type)).toContain("ui_app_loaded");

    await kit.canvasChanged();
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    expect(offLoopback).toEqual([]);
  });
});

describe("canvas hooks in the background of another place in the kit", { timeout: 90_000 }, () => {
  const ON_UPDATE = "hook:canvas.on_canvas_update";
  const ON_SECTIONS = "hook:canvas.on_section_list_update";
  const hookFrames = () =>
    page
      .locator("iframe[data-hook-frame]")
      .evaluateAll((frames) =>
        frames.map((frame) => (frame as HTMLIFrameElement).dataset.hookFrame),
      );
  const loaded = (hook: string) =>
    expect
      .poll(() => hookResultsOf(page, hook).then((r) => r?.loaded), { timeout: 15_000 })
      .toBe(true);

  it("starts each hook on its own change beside the canvas component, records what it sent and got, and ends them when the canvas closes", async () => {
    const kit = await open("canvas-component-with-hooks");
    expect(kit.run.place).toBe("module:canvas");
    const component = kit.app.locator('[data-view="action"]');
    await expect.poll(() => component.textContent(), { timeout: 15_000 }).toBe("set_data");
    // (nothing changed yet: no hook runs)
    expect(await kit.hookRuns()).toEqual([]);
    expect(await hookFrames()).toEqual([]);

    const run = await kit.canvasChanged("section_list_updated");
    // the component shown stays as it was: the same run, nothing sent to it
    expect(run).toEqual(kit.run);
    expect(run.url).toContain("/canvas.html");
    await loaded(ON_SECTIONS);
    await expect
      .poll(() => kit.hookFrame(ON_SECTIONS).locator('[data-view="status"]').textContent())
      .toBe("on_section_list_update on canvas canvas-sim-0001");
    expect(await hookFrames()).toEqual([ON_SECTIONS]);
    expect(await page.locator("iframe[data-hook-frame]").isHidden()).toBe(true);

    // what the hook sent and what the host answered it, and its recording
    const [sections] = await kit.hookRuns();
    expect(sections).toMatchObject({
      hook: ON_SECTIONS,
      change: "section_list_updated",
      count: 1,
      state: "running",
    });
    expect(new URL(sections!.url).searchParams.get("jsApiLocation")).toBe("ui");
    expect(sections!.requests).toEqual([
      expect.objectContaining({ type: "ui_app_loaded", status: "ok", valid: true }),
    ]);
    const steps = sections!.scenario.steps;
    expect(
      steps.map((step) => `${step.from} ${step.kind} ${"type" in step ? step.type : ""}`),
    ).toEqual(
      expect.arrayContaining([
        "app request ui_app_loaded",
        "host answer ui_app_loaded",
        "host push ui_app_set_data",
      ]),
    );
    expect(steps.find((step) => step.kind === "push")).toMatchObject({
      payload: expect.objectContaining({
        canvas: expect.objectContaining({ id: "canvas-sim-0001" }),
      }),
    });
    // (the hook's traffic is its own: the component's run has none of it)
    expect((await kit.requests()).map((request) => request.type)).not.toContain("ui_app_loaded");

    // the canvas telling its component it changed is the change on_canvas_update starts on
    await kit.iframeData("canvas_updated", { reason: "a section moved" });
    await expect.poll(() => component.textContent()).toBe("canvas_updated");
    await loaded(ON_UPDATE);
    expect((await hookResultsOf(page, ON_UPDATE))?.hook).toBe("on_canvas_update");
    expect(await hookFrames()).toEqual([ON_SECTIONS, ON_UPDATE]);

    // a standing answer reaches the hooks' hosts too: the next run of on_canvas_update gets it
    await kit.script("ui_app_loaded", {
      kind: "fail",
      error: { message: "the canvas is read-only", code: "FORBIDDEN" },
    });
    await kit.canvasChanged();
    await expect
      .poll(() => kit.hookRuns(ON_UPDATE).then((runs) => runs[1]?.requests[0]?.status), {
        timeout: 15_000,
      })
      .toBe("error");
    const updates = await kit.hookRuns(ON_UPDATE);
    expect(updates.map((item) => [item.count, item.state, item.change])).toEqual([
      [1, "ended", "canvas_updated"],
      [2, "running", "canvas_updated"],
    ]);
    expect(updates[1]!.requests).toEqual([
      expect.objectContaining({
        type: "ui_app_loaded",
        status: "error",
        error: { message: "the canvas is read-only", code: "FORBIDDEN" },
      }),
    ]);
    expect(await hookFrames()).toEqual([ON_SECTIONS, ON_UPDATE]);

    await kit.closeCanvas();
    await expect.poll(() => hookFrames()).toEqual([]);
    expect((await kit.hookRuns()).map((item) => item.state)).toEqual(["ended", "ended", "ended"]);
    // (what they did stays readable, and the component shown stays)
    expect((await kit.hookRuns(ON_SECTIONS))[0]!.requests).toHaveLength(1);
    expect(await component.textContent()).toBe("canvas_updated");
    expect(await page.locator("iframe[data-hostbridge-app]").count()).toBe(1);
    expect(offLoopback).toEqual([]);
  });

  it("opened at one hook, runs the other beside it, and starts the one shown anew on its own change", async () => {
    const kit = await open("canvas-component-with-hooks", ON_SECTIONS);
    expect(kit.run.place).toBe(ON_SECTIONS);
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    const shownUrl = kit.run.url;

    // another change: the hook shown stays, the other starts beside it
    await kit.canvasChanged("canvas_updated");
    await loaded(ON_UPDATE);
    expect(kit.run.url).toBe(shownUrl);
    expect((await kit.hookRuns()).map((item) => item.hook)).toEqual([ON_UPDATE]);
    expect((await results())?.hook).toBe("on_section_list_update");

    // its own change: a new page of the place shown, and no second copy of it in the background
    const shownFrame = await page.$("iframe[data-hostbridge-app]");
    await kit.canvasChanged("section_list_updated");
    expect(await shownFrame!.evaluate((frame) => frame.isConnected)).toBe(false);
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    expect((await kit.requests()).map((request) => request.type)).toEqual(["ui_app_loaded"]);
    expect(await hookFrames()).toEqual([ON_UPDATE]);
    expect((await kit.hookRuns()).map((item) => item.hook)).toEqual([ON_UPDATE]);

    // the canvas closes: both end, the one shown and the one beside it
    await kit.closeCanvas();
    expect(await page.locator("iframe[data-hostbridge-app]").count()).toBe(0);
    await expect.poll(() => hookFrames()).toEqual([]);
    expect(offLoopback).toEqual([]);
  });
});

describe("a sidebar app with two modules in the kit", { timeout: 60_000 }, () => {
  it("opens at module:ui_app with its start data, and at module:admin_instance in the admin location", async () => {
    const kit = await open("sidebar-two-modules");
    expect(kit.run.place).toBe("module:ui_app");
    expect(kit.run.location).toBe("ui");
    await expect.poll(() => results().then((r) => r?.loaded), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => results().then((r) => r?.setData !== undefined)).toBe(true);

    const admin = await kit.restart({ place: "module:admin_instance" });
    expect(admin).toMatchObject({ place: "module:admin_instance", location: "admin" });
    expect(admin.url).toContain("/admin.html");
    await expect
      .poll(() => results().then((r) => r?.env !== undefined), { timeout: 15_000 })
      .toBe(true);
    expect(offLoopback).toEqual([]);
  });

  it("refuses a place the app does not have, naming its places", async () => {
    context = await browser.newContext();
    page = await context.newPage();
    const appDir = join(FIXTURES, "sidebar-two-modules");
    const failure = await startHost(page, { appDir, place: "module:canvas" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(
      "place module:canvas is not a place of this app; its places are: module:ui_app (sidebar, index.html), module:admin_instance (admin, admin.html)",
    );
    expect(isHostBridgeKitError(failure)).toBe(false);
  });
});
