import { createMockHost } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import { afterEach, describe, expect, it } from "vitest";
import { createLog } from "../src/log";
import type { LogView } from "../src/log";
// The page's own style sheet: a row hidden by the filter must be invisible with it.
import "../src/style.css";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(options: { limit?: number } = {}) {
  const changes: [string, boolean][] = [];
  const log: LogView = createLog({
    filter: "",
    errorsOnly: false,
    onFilterChange: (filter, errorsOnly) => changes.push([filter, errorsOnly]),
    ...options,
  });
  document.body.appendChild(log.element);
  const mock = createMockHost({ location: "ui", mode: "WEB" });
  const off = mock.host.on((entry) => log.add(entry));
  const bridge = createBridge({ transport: mock.transport });
  cleanups.push(() => {
    off();
    bridge.dispose();
    mock.dispose();
    log.element.remove();
  });
  return { log, host: mock.host, bridge, changes };
}

const rows = (log: LogView) => [...log.element.querySelectorAll<HTMLElement>("li.log-row")];
/** Rows a person sees (laid out with the page's style sheet), not rows that merely carry `hidden`. */
const visible = (log: LogView) => rows(log).filter((row) => row.checkVisibility());

describe("the message log", () => {
  it("shows each envelope with direction, latency and outcome, and never a token value", async () => {
    const { log, host, bridge } = setup();
    await bridge.request("get_env");
    const [request, response] = rows(log);
    expect(request?.dataset.logKind).toBe("request");
    expect(request?.textContent).toContain("app → host");
    expect(request?.querySelector('[data-log-field="status"]')?.textContent).toMatch(
      /→ ok · \d+\.\d ms/,
    );
    expect(request?.classList.contains("is-pending")).toBe(false);
    expect(response?.textContent).toContain("host → app");
    const text = log.element.textContent ?? "";
    expect(text).toContain("[redacted]");
    expect(text).not.toContain(host.fixtures.env.svc.access_token);
    expect(text).not.toContain(host.fixtures.env.svc.id_token);
  });

  it("highlights errors: error responses with the host's message, invalid events, page errors", async () => {
    const { log, bridge } = setup();
    await bridge.request("ui_select_content", { min_selections: 1000 }).catch(() => undefined);
    bridge.emit("canvas_opened", { body: {} });
    await expect.poll(() => rows(log).length).toBe(3);
    log.add({
      kind: "error",
      message: "ui_app_update_data was not sent",
      detail: { error: "in_call: must be a boolean" },
    });
    const errors = rows(log).filter((row) => row.dataset.logStatus === "error");
    expect(errors.map((row) => row.dataset.logKind)).toEqual(["response", "event", "error"]);
    expect(errors[0]?.textContent).toContain("min_selections");
    expect(errors[1]?.textContent).toContain("invalid event");
    expect(errors.every((row) => row.classList.contains("is-error"))).toBe(true);
  });

  it("filters by words and by errors only, and reports the choice", async () => {
    const { log, bridge, changes } = setup();
    await bridge.request("get_env");
    await bridge
      .request("ui_print_canvas", { id: "c1", notify_url: "http://insecure.example" })
      .catch(() => undefined);
    const input = log.element.querySelector<HTMLInputElement>('[data-log="filter"]')!;
    input.value = "print_canvas response";
    input.dispatchEvent(new Event("input"));
    expect(visible(log).map((row) => row.dataset.logType)).toEqual(["ui_print_canvas"]);
    input.value = "";
    input.dispatchEvent(new Event("input"));
    const errorsOnly = log.element.querySelector<HTMLInputElement>('[data-log="errors-only"]')!;
    errorsOnly.checked = true;
    errorsOnly.dispatchEvent(new Event("change"));
    expect(visible(log).map((row) => `${row.dataset.logKind} ${row.dataset.logType}`)).toEqual([
      "response ui_print_canvas",
    ]);
    expect(log.element.querySelector('[data-log="count"]')?.textContent).toBe("1 of 4 messages");
    expect(changes.at(-1)).toEqual(["", true]);
  });

  it("hides the rows the filter leaves out, under the page's style sheet, and counts in good English", async () => {
    const { log, bridge } = setup();
    await bridge.request("get_env");
    const input = log.element.querySelector<HTMLInputElement>('[data-log="filter"]')!;
    input.value = "zzzz";
    input.dispatchEvent(new Event("input"));
    expect(rows(log)).toHaveLength(2);
    expect(visible(log)).toHaveLength(0);
    expect(log.element.querySelector('[data-log="count"]')?.textContent).toBe("0 of 2 messages");
    input.value = "response";
    input.dispatchEvent(new Event("input"));
    expect(visible(log).map((row) => row.dataset.logKind)).toEqual(["response"]);
    expect(log.element.querySelector('[data-log="count"]')?.textContent).toBe("1 of 2 messages");
    log.clear();
    log.add({ kind: "note", message: "loaded" });
    expect(log.element.querySelector('[data-log="count"]')?.textContent).toBe("0 of 1 message");
    input.value = "";
    input.dispatchEvent(new Event("input"));
    expect(log.element.querySelector('[data-log="count"]')?.textContent).toBe("1 message");
  });

  it("keeps at most `limit` rows and clears on demand", async () => {
    const { log, bridge } = setup({ limit: 5 });
    for (let index = 0; index < 4; index += 1) await bridge.request("get_env");
    expect(log.size).toBe(5);
    expect(rows(log)).toHaveLength(5);
    log.element.querySelector<HTMLButtonElement>('[data-log="clear"]')!.click();
    expect(log.size).toBe(0);
    expect(rows(log)).toHaveLength(0);
  });
});
