// One row of the message log: what an item is (its type, status, issues and notes, whether it is an
// error), laid out as a list item, with the lower-case text the filter searches.
import { h } from "@hostbridge/tooling/dom";
import { pretty } from "./json";
import type { LogItem } from "./log";
import { lateness } from "./timeouts";
import { wireLabel } from "./wireLabel";

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
      return { type: item.message, status: "note", issues: item.lines ?? [] };
    case "error":
      return { type: item.message, status: "error", issues: item.lines ?? [] };
  }
}

function time(at: number): string {
  const date = new Date(at);
  return `${date.toLocaleTimeString(undefined, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, "0")}`;
}

/** A rendered log row, with what the log needs to filter it and to complete a pending request. */
export interface LogRow {
  row: HTMLElement;
  type: string;
  status: string;
  /** What the filter searches (lower case). */
  text: string;
  error: boolean;
}

/** Renders `item` as a row of the log. */
export function logRow(item: LogItem): LogRow {
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
    h("span", { class: `log-dir dir-${"direction" in item ? item.direction : "page"}` }, direction),
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
  return {
    row,
    type,
    status,
    text: `${item.kind} ${direction} ${type} ${status} ${issues.join(" ")} ${notes.join(" ")} ${json}`.toLowerCase(),
    error,
  };
}
