// The dev host's dialogs in Chromium, against a linked mock host: the content picker offers only the
// files the request's filters let a person see (and says what it left out and why), and Fail sends the
// error a person typed, with no code when the code is left empty (as a real host's error has none).
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost, OperationType, WaitingRequest } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDialogs } from "../src/dialogs";
import type { Dialogs } from "../src/dialogs";
import "../src/style.css";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A dialog dock in the page, fed by a mock host whose interactive requests wait for it. */
function page(load: () => number = () => 1): {
  mock: MockHost;
  bridge: Bridge;
  dialogs: Dialogs;
  ended: AbortController;
} {
  const mock = createMockHost({ location: "ui", mode: "WEB" });
  const bridge = createBridge({ transport: mock.transport });
  const dialogs = createDialogs();
  const ended = new AbortController();
  const off = mock.host.onWaiting((waiting) =>
    dialogs.ask({
      waiting,
      type: waiting.request.type as OperationType,
      requestId: waiting.request.id,
      payload: waiting.request.payload,
      suggested: waiting.suggested,
      host: mock.host,
      load: load(),
      signal: ended.signal,
    }),
  );
  document.body.append(dialogs.element);
  cleanups.push(() => {
    off();
    ended.abort();
    bridge.dispose();
    mock.dispose();
    dialogs.element.remove();
  });
  return { mock, bridge, dialogs, ended };
}

const dialogOf = (type: string) => document.querySelector<HTMLElement>(`[data-dialog="${type}"]`)!;
const offered = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLInputElement>("input[data-file-id]")].map((box) => box.value);
const click = (dialog: HTMLElement, action: string) =>
  dialog.querySelector<HTMLButtonElement>(`[data-dialog-action="${action}"]`)!.click();

describe("the content picker dialog", () => {
  it("offers only the files of the allowed extensions and says what the request filtered out", async () => {
    const { mock, bridge } = page();
    const answer = bridge.request<{ content: { id: string }[] }>("ui_select_content", {
      allowed_original_extensions: ["pptx"],
    });
    await vi.waitFor(() => expect(dialogOf("ui_select_content")).toBeTruthy());
    const dialog = dialogOf("ui_select_content");
    const pptx = mock.host.fixtures.files.filter((f) => f.original_extension === "pptx");
    expect(offered(dialog)).toEqual(pptx.map((f) => f.id));
    const filters = dialog.querySelector<HTMLElement>('[data-dialog="filters"]')!;
    expect(filters.textContent).toContain('allowed_original_extensions: ["pptx"]');
    expect(filters.textContent).toContain(
      `${mock.host.fixtures.files.length - pptx.length} files hidden`,
    );
    expect(filters.querySelector('[data-dialog="hidden-files"]')!.textContent).toContain(
      "Mechanism of Action.mp4: its extension mp4 is not one of pptx (allowed_original_extensions)",
    );
    click(dialog, "send");
    const { response } = await answer;
    expect(response.body!.content.map((c) => c.id)).toEqual([pptx[0]!.id]);
  });

  it("shows a file a filter disables, with why, and never lets it be picked", async () => {
    const { bridge } = page();
    void bridge.request("ui_select_content", { disable_no_sharable: true }).catch(() => {});
    await vi.waitFor(() => expect(dialogOf("ui_select_content")).toBeTruthy());
    const dialog = dialogOf("ui_select_content");
    const box = dialog.querySelector<HTMLInputElement>('input[data-file-id="file-sim-0004"]')!;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(
      dialog.querySelector('[data-file-row="file-sim-0004"] [data-file-disabled]')!.textContent,
    ).toContain("it is not sharable (disable_no_sharable)");
  });

  it("says when the request sets no filter, and ticks the request's selections", async () => {
    const { bridge } = page();
    void bridge
      .request("ui_select_content", { selections: [{ id: "file-sim-0005", type: "file" }] })
      .catch(() => {});
    await vi.waitFor(() => expect(dialogOf("ui_select_content")).toBeTruthy());
    const dialog = dialogOf("ui_select_content");
    expect(dialog.querySelector('[data-dialog="filters"]')!.textContent).toContain(
      "every file is offered",
    );
    const ticked = [...dialog.querySelectorAll<HTMLInputElement>("input[data-file-id]:checked")];
    expect(ticked.map((box) => box.value)).toEqual(["file-sim-0005"]);
  });

  it("picks the page a person chose when the request asks for pages", async () => {
    const { bridge } = page();
    const answer = bridge.request<{ content: { id: string; page_index: number }[] }>(
      "ui_select_content",
      { only_allow_content_pdf_pages: true, max_selections: 1 },
    );
    await vi.waitFor(() => expect(dialogOf("ui_select_content")).toBeTruthy());
    const dialog = dialogOf("ui_select_content");
    for (const box of dialog.querySelectorAll<HTMLInputElement>("input[data-file-id]"))
      box.checked = box.value === "file-sim-0002";
    dialog.querySelector<HTMLInputElement>('input[data-file-page="file-sim-0002"]')!.value = "3";
    click(dialog, "send");
    const { response } = await answer;
    expect(response.body!.content).toEqual([
      {
        type: "page",
        id: "file-sim-0002-page-3",
        name: "Page 3",
        file: { id: "file-sim-0002", name: "Pricing and Access 2025.pdf" },
        page_index: 2,
        permissions: expect.objectContaining({ can_share: true, can_be_divided: true }),
      },
    ]);
  });
});

describe("the dialog's Fail", () => {
  /** Opens a picker dialog and spies on what its Fail hands the simulator. */
  async function failWith(code: string | undefined) {
    const { mock, bridge } = page();
    const failed: Parameters<WaitingRequest["fail"]>[0][] = [];
    const off = mock.host.onWaiting((waiting) => {
      const fail = waiting.fail.bind(waiting);
      vi.spyOn(waiting, "fail").mockImplementation((error) => (failed.push(error), fail(error)));
    });
    cleanups.push(off);
    const answer = bridge.request("ui_select_content", {}).catch((error: unknown) => error);
    await vi.waitFor(() => expect(dialogOf("ui_select_content")).toBeTruthy());
    const dialog = dialogOf("ui_select_content");
    const codeField = dialog.querySelector<HTMLInputElement>('[data-dialog="fail-code"]')!;
    expect(codeField.value).toBe("");
    if (code !== undefined) codeField.value = code;
    dialog.querySelector<HTMLInputElement>('[data-dialog="fail-message"]')!.value = "CRM is down";
    click(dialog, "fail");
    await answer;
    return failed;
  }

  it("sends an error without a code when the person leaves the code empty", async () => {
    expect(await failWith(undefined)).toEqual([{ message: "CRM is down" }]);
  });

  it("sends the code the person typed", async () => {
    expect(await failWith("CRM_DOWN")).toEqual([{ message: "CRM is down", code: "CRM_DOWN" }]);
  });
});

describe("dialogs across page loads of the app", () => {
  it("names each dialog's page load and marks the earlier loads' dialogs stale when the app reloads", async () => {
    let load = 1;
    const { bridge, dialogs } = page(() => load);
    const ask = (max: number) =>
      void bridge.request("ui_select_content", { max_selections: max }).catch(() => {});
    ask(1);
    await vi.waitFor(() => expect(dialogs.size).toBe(1));
    const dialog = () => dialogOf("ui_select_content");
    expect(dialog().querySelector('[data-dialog="load"]')!.textContent).toBe("load 1");
    expect(dialog().querySelector('[data-dialog="stale"]')).toBeNull();

    // The app reloads itself: the dialog of load 1 is stale; load 2's request is not.
    load = 2;
    dialogs.appReloaded(2);
    ask(2);
    await vi.waitFor(() => expect(dialogs.size).toBe(2));
    expect(dialog().hasAttribute("data-dialog-stale")).toBe(true);
    expect(dialog().querySelector('[data-dialog="load"]')!.textContent).toBe("load 1, stale");
    expect(dialog().querySelector('[data-dialog="stale"]')!.textContent).toContain(
      "the app has reloaded since (now load 2)",
    );
    const strip = [...document.querySelectorAll("[data-waiting-request]")].map(
      (b) => b.textContent,
    );
    expect(strip).toEqual([
      "1. ui_select_content (load 1, stale)",
      "2. ui_select_content (load 2)",
    ]);
    document.querySelectorAll<HTMLButtonElement>("[data-waiting-request]")[1]!.click();
    expect(dialog().getAttribute("data-dialog-load")).toBe("2");
    expect(dialog().hasAttribute("data-dialog-stale")).toBe(false);
    // (the two are told apart on sight, not only inside the collapsed payload)
    expect(dialog().querySelector('[data-dialog="request-id"]')!.textContent).toMatch(/^request /);
  });
});
