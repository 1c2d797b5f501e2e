// The Push and Events tabs in Chromium, against a mock host: what they offer first in each location
// and mode, and how they word a refusal (in the page's terms, never createHost() options).
import { createMockHost } from "@hostbridge/host-simulator";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { afterEach, describe, expect, it } from "vitest";
import type { PageContext, PanelView } from "../src/context";
import { createLog } from "../src/log";
import { createCanvasPanel } from "../src/panels/canvas";
import { createEventsPanel } from "../src/panels/events";
import { createFixturesPanel, effectiveAnswer } from "../src/panels/fixtures";
import { createPushPanel } from "../src/panels/push";
import { defaultSettings, parseSettings } from "../src/settings";
import "../src/style.css";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A page with one panel, whose Mode switch makes a new host (as the page's reload does). */
function page(
  make: (ctx: PageContext) => PanelView,
  start: { location: JsApiLocation; mode: Mode },
  fileOperation: PageContext["fileOperation"] = () => undefined,
  places: PageContext["config"]["places"] = [],
) {
  const canvasLife: string[] = [];
  let mock = createMockHost(start);
  let mode = start.mode;
  const log = createLog({ filter: "", errorsOnly: false, onFilterChange: () => undefined });
  const ctx: PageContext = {
    config: { places } as PageContext["config"],
    settings: defaultSettings(),
    get host() {
      return mock.host;
    },
    push: (type, payload, options) => mock.host.push(type, payload as never, options),
    location: start.location,
    place: undefined,
    get mode() {
      return mode;
    },
    save: () => undefined,
    switchMode: (next) => {
      mode = next;
      mock.dispose();
      mock = createMockHost({ location: start.location, mode: next });
      panel.refresh();
    },
    reloadApp: () => undefined,
    closeCanvas: (reason) => void canvasLife.push(`closed: ${reason}`),
    canvasChanged: (event) => void canvasLife.push(event),
    fileOperation,
    log,
  };
  const panel = make(ctx);
  document.body.append(panel.element, log.element);
  cleanups.push(() => {
    mock.dispose();
    panel.element.remove();
    log.element.remove();
  });
  return { panel, log, ctx, host: () => mock.host, canvasLife };
}

const q = <T extends HTMLElement>(root: HTMLElement, selector: string) =>
  root.querySelector<T>(selector)!;

describe("the Events tab", () => {
  it("offers the events a host in the current Mode fires first, and marks the others", () => {
    const { panel } = page(createEventsPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-event="key"]');
    const [fired, others] = [...select.querySelectorAll("optgroup")];
    expect(select.value).not.toBe("analytics_captured");
    expect(fired?.label).toBe("Fired by WEB hosts");
    expect([...fired!.querySelectorAll("option")].map((o) => o.value)).not.toContain(
      "analytics_captured",
    );
    expect(others?.textContent).toContain("analytics_captured (IOS only)");
    expect(q(panel.element, '[data-event="mode-note"]').checkVisibility()).toBe(false);
  });

  it("says an event of another Mode needs the Mode switch, switches it in one click, then fires", () => {
    const { panel, host } = page(createEventsPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-event="key"]');
    select.value = "analytics_captured";
    select.dispatchEvent(new Event("change"));
    const note = q(panel.element, '[data-event="mode-note"]');
    expect(note.checkVisibility()).toBe(true);
    expect(note.textContent).toContain("switch the Mode to IOS");

    q<HTMLButtonElement>(panel.element, 'button[data-event="emit"]').click();
    const problem = q(panel.element, '[data-event="problem"]').textContent ?? "";
    expect(problem).toContain("the Mode is WEB");
    expect(problem).toContain('"send even if invalid"');
    expect(problem).not.toMatch(/createHost|skipValidation|mode: "IOS"/);

    q<HTMLButtonElement>(panel.element, 'button[data-event="switch-mode"]').click();
    expect(select.value).toBe("analytics_captured");
    expect(note.checkVisibility()).toBe(false);
    q<HTMLButtonElement>(panel.element, 'button[data-event="emit"]').click();
    expect(q(panel.element, '[data-event="problem"]').textContent).toBe("");
    expect(host().traffic.filter((entry) => entry.kind === "event")).toHaveLength(1);
  });

  it("words an invalid body in the page's terms", () => {
    const { panel, log } = page(createEventsPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-event="key"]');
    select.value = "canvas_opened";
    select.dispatchEvent(new Event("change"));
    q<HTMLTextAreaElement>(panel.element, 'textarea[data-event="body"]').value = '{"body": 1}';
    q<HTMLButtonElement>(panel.element, 'button[data-event="emit"]').click();
    const problem = q(panel.element, '[data-event="problem"]').textContent ?? "";
    expect(problem).toMatch(/^the body of canvas_opened is not valid: body/);
    expect(problem).toContain('tick "send even if invalid"');
    expect(problem).not.toContain("skipValidation");
    expect(log.element.textContent).not.toContain("skipValidation");
  });
});

describe("the Push tab", () => {
  const order = (panel: PanelView) =>
    [...panel.element.querySelectorAll<HTMLElement>("[data-push-row]")].map(
      (row) => row.dataset.pushRow,
    );

  it("offers only the messages the platform sends to apps in the current location", () => {
    expect(order(page(createPushPanel, { location: "admin", mode: "WEB" }).panel)).toEqual([
      "admin_env_changed",
    ]);
    expect(order(page(createPushPanel, { location: "dsr", mode: "WEB" }).panel)).toEqual([
      "dsr_env_changed",
    ]);
    const ui = order(page(createPushPanel, { location: "ui", mode: "WEB" }).panel);
    expect(ui[0]).toBe("ui_app_set_data");
    expect(ui.every((type) => type?.startsWith("ui_"))).toBe(true);
  });

  it("words a refused payload in the page's terms", () => {
    const { panel } = page(createPushPanel, { location: "ui", mode: "WEB" });
    q<HTMLTextAreaElement>(panel.element, '[data-push-payload="ui_app_update_data"]').value =
      '{ "in_call": "yes", "is_edit_mode": false }';
    q<HTMLButtonElement>(panel.element, 'button[data-push="ui_app_update_data"]').click();
    const problem = q(panel.element, '[data-push-problem="ui_app_update_data"]').textContent ?? "";
    expect(problem).toMatch(/^the payload of ui_app_update_data is not valid: in_call/);
    expect(problem).toContain('"send even if invalid"');
    expect(problem).not.toContain("skipValidation");
  });
});

describe("the Fixtures tab", () => {
  it("saves an error without a code when the code is left empty, and the host sends none", () => {
    const { panel, ctx } = page(createFixturesPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-fixture="operation"]');
    select.value = "crm_query";
    select.dispatchEvent(new Event("change"));
    q<HTMLInputElement>(panel.element, '[data-fixture-choice="fail"]').checked = true;
    expect(q<HTMLInputElement>(panel.element, '[data-fixture="error-code"]').value).toBe("");
    q<HTMLInputElement>(panel.element, '[data-fixture="error-message"]').value = "CRM is down";
    q<HTMLButtonElement>(panel.element, '[data-fixture="save"]').click();
    expect(ctx.settings.operations.crm_query).toEqual({
      kind: "fail",
      error: { message: "CRM is down" },
      delayMs: 0,
    });
    // (kept without a code across a reload of the page, as the simulator's scripted answer)
    expect(parseSettings(JSON.stringify(ctx.settings)).operations.crm_query).toEqual({
      kind: "fail",
      error: { message: "CRM is down" },
      delayMs: 0,
    });
  });

  it("hands the simulator a fixtures-file error without a code as it is: no code", () => {
    const file = { kind: "fail" as const, error: { message: "CRM is down" }, delayMs: 600_000 };
    const { panel, ctx } = page(createFixturesPanel, { location: "ui", mode: "WEB" }, (type) =>
      type === "crm_query" ? file : undefined,
    );
    expect(effectiveAnswer(ctx, "crm_query")).toEqual({
      kind: "fail",
      error: { message: "CRM is down" },
      delayMs: 600_000,
    });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-fixture="operation"]');
    select.value = "crm_query";
    select.dispatchEvent(new Event("change"));
    expect(q<HTMLInputElement>(panel.element, '[data-fixture-choice="fail"]').checked).toBe(true);
    expect(q<HTMLInputElement>(panel.element, '[data-fixture="error-message"]').value).toBe(
      "CRM is down",
    );
  });

  it("saves a hang: the operation is never answered", () => {
    const { panel, ctx } = page(createFixturesPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-fixture="operation"]');
    select.value = "get_env";
    select.dispatchEvent(new Event("change"));
    q<HTMLInputElement>(panel.element, '[data-fixture-choice="hang"]').checked = true;
    q<HTMLButtonElement>(panel.element, '[data-fixture="save"]').click();
    expect(ctx.settings.operations.get_env).toEqual({ kind: "hang" });
  });
});

describe("the Canvas tab", () => {
  const sentActions = (host: ReturnType<ReturnType<typeof page>["host"]>) =>
    host.traffic.flatMap((entry) =>
      entry.kind === "message" && entry.direction === "out"
        ? [(entry.envelope as { body: { action: string; data: unknown } }).body]
        : [],
    );

  it("sends the canvas action chosen with the data edited, as an IFRAME_DATA_MESSAGE", () => {
    const { panel, host } = page(createCanvasPanel, { location: "ui", mode: "WEB" });
    const select = q<HTMLSelectElement>(panel.element, 'select[data-canvas="action"]');
    expect([...select.options].map((o) => o.value)).toEqual([
      "set_data",
      "update_data",
      "canvas_updated",
      "section_list_updated",
    ]);
    select.value = "update_data";
    q<HTMLTextAreaElement>(panel.element, 'textarea[data-canvas="data"]').value =
      '{ "is_edit_mode": true }';
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="send"]').click();
    expect(sentActions(host())).toEqual([{ action: "update_data", data: { is_edit_mode: true } }]);
  });

  it("tells the app's hooks of each change of the canvas, each change by its name", () => {
    const hook = (id: string, canvasEvent: "canvas_updated" | "section_list_updated") => ({
      ...{ id, kind: "hook" as const, source: id, entry: `${id}.html`, headless: true },
      ...{ canvasEvent, url: `http://127.0.0.1:1/${id}.html` },
    });
    const { panel, host, canvasLife } = page(
      createCanvasPanel,
      { location: "ui", mode: "WEB" },
      undefined,
      [
        hook("on_canvas_update", "canvas_updated"),
        hook("on_section_list_update", "section_list_updated"),
      ],
    );
    expect(q(panel.element, '[data-canvas="hook"]').hidden).toBe(false);
    const select = q<HTMLSelectElement>(panel.element, 'select[data-canvas="action"]');
    for (const action of ["update_data", "section_list_updated", "canvas_updated"]) {
      select.value = action;
      q<HTMLButtonElement>(panel.element, 'button[data-canvas="send"]').click();
    }
    expect(sentActions(host()).map((sent) => sent.action)).toEqual([
      "update_data",
      "section_list_updated",
      "canvas_updated",
    ]);
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="section-list-changed"]').click();
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="close-canvas"]').click();
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="canvas-changed"]').click();
    expect(canvasLife).toEqual([
      "section_list_updated",
      "canvas_updated",
      "section_list_updated",
      "closed: the canvas closed",
      "canvas_updated",
    ]);
  });

  it("offers the canvas's life (changed, closed) only to an app with hooks", () => {
    const { panel } = page(createCanvasPanel, { location: "ui", mode: "WEB" });
    expect(q(panel.element, '[data-canvas="hook"]').hidden).toBe(true);
  });

  it("sends the fixtures' data when the editor is empty, and refuses JSON it cannot read", () => {
    const { panel, host, log } = page(createCanvasPanel, { location: "ui", mode: "WEB" });
    const editor = q<HTMLTextAreaElement>(panel.element, 'textarea[data-canvas="data"]');
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="send"]').click();
    expect(sentActions(host())).toEqual([
      { action: "set_data", data: expect.objectContaining({ component_id: "component-sim-0001" }) },
    ]);
    editor.value = "{ not json";
    q<HTMLButtonElement>(panel.element, 'button[data-canvas="send"]').click();
    expect(sentActions(host())).toHaveLength(1);
    expect(q(panel.element, '[data-canvas="problem"]').textContent).not.toBe("");
    expect(log.element.textContent).toContain("set_data was not sent");
  });
});
