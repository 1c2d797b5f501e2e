// The live message log: every envelope between the app and the simulated host (redacted: tokens
// never appear), with direction, latency and errors highlighted, plus the page's own notes.
import type { TrafficEntry } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import { logRow } from "./logRow";

/** A note from the page itself (an app reload, a failed push, a changed fixtures file). */
export interface PageNote {
  readonly kind: "note" | "error";
  readonly message: string;
  /** Lines listed under the message (a replay's differences). */
  readonly lines?: readonly string[];
  /** Extra data shown like an envelope (already safe to show). */
  readonly detail?: unknown;
}

/** Anything the log shows. Traffic entries must be the redacted copies the host's listener gives. */
export type LogItem = TrafficEntry | PageNote;

/** Options of {@link createLog}. */
export interface LogOptions {
  /** The filter text to start with. */
  filter: string;
  /** Show only errors, to start with. */
  errorsOnly: boolean;
  /** Called when the filter or the errors-only switch changes (to persist them). */
  onFilterChange(filter: string, errorsOnly: boolean): void;
  /** The most rows kept (older ones are dropped). Default 2000. */
  limit?: number;
}

/** The log view. */
export interface LogView {
  readonly element: HTMLElement;
  add(item: LogItem): void;
  clear(): void;
  /** How many rows are kept. */
  readonly size: number;
}

/** "1 message", "24 messages". */
export function messageCount(count: number): string {
  return `${count} message${count === 1 ? "" : "s"}`;
}

/** Creates the log view. */
export function createLog(options: LogOptions): LogView {
  const limit = options.limit ?? 2000;
  let filter = options.filter;
  let errorsOnly = options.errorsOnly;
  const rows: { row: HTMLElement; text: string; error: boolean }[] = [];
  const pendingRows = new Map<string, HTMLElement>();

  const body = h("ol", { class: "log-rows", "data-log": "rows" });
  const counter = h("span", { class: "muted", "data-log": "count" });
  const filterInput = h("input", {
    type: "search",
    placeholder: "filter: type, kind, text…",
    value: filter,
    "aria-label": "Filter the log",
    "data-log": "filter",
  });
  const errorsBox = h("input", { type: "checkbox", "data-log": "errors-only" });
  errorsBox.checked = errorsOnly;

  const visible = (entry: { text: string; error: boolean }) =>
    (!errorsOnly || entry.error) &&
    (filter === "" ||
      filter
        .toLowerCase()
        .split(/\s+/)
        .every((word) => entry.text.includes(word)));
  const updateCount = () => {
    const shown = rows.filter((entry) => !entry.row.hidden).length;
    counter.textContent =
      shown === rows.length
        ? messageCount(rows.length)
        : `${shown} of ${messageCount(rows.length)}`;
  };
  const refilter = () => {
    for (const entry of rows) entry.row.hidden = !visible(entry);
    updateCount();
    options.onFilterChange(filter, errorsOnly);
  };
  filterInput.addEventListener("input", () => {
    filter = filterInput.value.trim();
    refilter();
  });
  errorsBox.addEventListener("change", () => {
    errorsOnly = errorsBox.checked;
    refilter();
  });

  const clear = () => {
    rows.length = 0;
    pendingRows.clear();
    replace(body);
    updateCount();
  };

  const element = h(
    "section",
    { class: "log", "aria-label": "Message log" },
    h(
      "div",
      { class: "log-toolbar" },
      h("strong", null, "Message log"),
      filterInput,
      h("label", null, errorsBox, " errors only"),
      counter,
      h(
        "button",
        { type: "button", class: "secondary", onclick: clear, "data-log": "clear" },
        "Clear",
      ),
    ),
    body,
  );
  updateCount();

  return {
    element,
    get size() {
      return rows.length;
    },
    clear,
    add(item) {
      const { row, status, text, error } = logRow(item);
      // A request row shows its outcome once the response arrives.
      if (item.kind === "request") {
        row.classList.add("is-pending");
        pendingRows.set(item.id, row);
      } else if (item.kind === "response") {
        const request = pendingRows.get(item.id);
        if (request) {
          pendingRows.delete(item.id);
          request.classList.remove("is-pending");
          const field = request.querySelector('[data-log-field="status"]');
          if (field) field.textContent = `${field.textContent ?? ""} → ${status}`;
        }
      }
      const atBottom = body.scrollHeight - body.scrollTop - body.clientHeight < 40;
      const entry = { row, text, error };
      row.hidden = !visible(entry);
      rows.push(entry);
      body.appendChild(row);
      while (rows.length > limit) {
        const dropped = rows.shift();
        dropped?.row.remove();
      }
      updateCount();
      // Follow new rows while the log is scrolled to the bottom (not while someone reads older ones).
      if (atBottom) body.scrollTop = body.scrollHeight;
    },
  };
}
