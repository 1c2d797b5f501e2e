// The live message log: every envelope between the app and the simulated host (redacted: tokens
// never appear), with direction, latency and errors highlighted, plus the page's own notes.
import type { TrafficEntry } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import { pretty } from "./json";
import { lateness } from "./timeouts";
import { wireLabel } from "./wireLabel";

/** A note from the page itself (an app reload, a failed push, a changed fixtures file). */
export interface PageNote {
  readonly kind: "note" | "error";
  readonly message: string;
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

const DIRECTION: Record<"in" | "out", string> = { in: "app → host", out: "host → app" };

function isError(item: LogItem): boolean {
  switch (item.kind) {
    case "response":
      return item.status === "error";
    case "event":
      return !item.valid;
    case "dropped":
    case "error":
      return true;
    default:
      return false;
  }
}

interface Summary {
  type: string;
  status: string;
  issues: readonly string[];
  /** Remarks that are not errors (an answer that may have come after the app stopped waiting). */
  notes?: readonly string[];
}

function summary(item: LogItem): Summary {
  switch (item.kind) {
    case "request":
      return { type: item.type, status: `${item.env} request${wireLabel(item)}`, issues: [] };
    case "response": {
      const body =
        (item.envelope as {
          response?: { body?: { message?: unknown } };
          error?: { message?: unknown };
        }) ?? {};
      const message = body.error?.message ?? body.response?.body?.message;
      const late = lateness(item.type, item.latencyMs);
      const lateTag = late ? (late.kind === "late" ? " · late" : " · maybe late") : "";
      return {
        type: item.type,
        status: `${item.status} · ${item.latencyMs.toFixed(1)} ms${wireLabel(item)}${lateTag}`,
        issues: item.status === "error" && typeof message === "string" ? [message] : [],
        notes: late ? [late.note] : [],
      };
    }
    case "event":
      return {
        type: item.type,
        status: (item.valid ? "event" : "invalid event") + wireLabel(item),
        issues: item.issues,
      };
    case "message":
      return { type: item.type, status: `${item.env} message${wireLabel(item)}`, issues: [] };
    case "dropped":
      return { type: "(not an envelope)", status: "dropped", issues: [item.reason] };
    case "note":
      return { type: item.message, status: "note", issues: [] };
    case "error":
      return { type: item.message, status: "error", issues: [] };
  }
}

/** "1 message", "24 messages". */
export function messageCount(count: number): string {
  return `${count} message${count === 1 ? "" : "s"}`;
}

function time(at: number): string {
  const date = new Date(at);
  return `${date.toLocaleTimeString(undefined, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, "0")}`;
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
      const { type, status, issues, notes = [] } = summary(item);
      const error = isError(item);
      const direction = "direction" in item ? DIRECTION[item.direction] : "page";
      const at = "at" in item ? item.at : Date.now();
      const envelope = "envelope" in item ? item.envelope : item.detail;
      const json = envelope === undefined ? "" : pretty(envelope);
      const row = h(
        "li",
        {
          class: `log-row kind-${item.kind}${error ? " is-error" : ""}`,
          "data-log-kind": item.kind,
          "data-log-type": type,
          "data-log-status": error ? "error" : "ok",
        },
        h("span", { class: "log-time" }, time(at)),
        h(
          "span",
          { class: `log-dir dir-${"direction" in item ? item.direction : "page"}` },
          direction,
        ),
        h("span", { class: "log-kind" }, item.kind),
        h("span", { class: "log-type" }, type),
        h("span", { class: "log-status", "data-log-field": "status" }, status),
        issues.length
          ? h(
              "ul",
              { class: "log-issues" },
              issues.map((issue) => h("li", null, issue)),
            )
          : null,
        notes.length
          ? h(
              "ul",
              { class: "log-notes", "data-log-field": "notes" },
              notes.map((note) => h("li", null, note)),
            )
          : null,
        json
          ? h(
              "details",
              { class: "log-envelope" },
              h("summary", null, "envelope"),
              h("pre", null, json),
            )
          : null,
      );
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
      const entry = {
        row,
        text: `${item.kind} ${direction} ${type} ${status} ${issues.join(" ")} ${notes.join(" ")} ${json}`.toLowerCase(),
        error,
      };
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
