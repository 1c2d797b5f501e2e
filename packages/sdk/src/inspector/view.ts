// The inspector's overlay: a panel over the app (full width on a narrow screen, touch-sized
// controls) with four tabs: traffic (every record, newest first, with its timing, size, outcome
// and redacted value), waiting (requests still pending and their age), start-up (the timeline) and
// compat (the notices of @hostbridge/compat, each with its `hostbridge migrate --modernize` rule);
// the export buttons (share, copy, download) and a status line that says what the last export did
// (with the recording's text selected for the person to copy when the clipboard was refused).
// It builds DOM with textContent only: no value is ever parsed as HTML.
import type { BridgeActivity } from "@hostbridge/transport";
import type { ExportOutcome } from "./exportPaths";
import type { InspectorNotice } from "./notice";
import { startupTimeline } from "./timeline";

/** The export buttons: the system share sheet (or copy), copy as text, download. */
export type ExportPath = "share" | "copy" | "download";

/** What the view reads from the inspector. */
export interface ViewSource {
  records(): readonly BridgeActivity[];
  waiting(): readonly BridgeActivity[];
  notices(): readonly InspectorNotice[];
  /** Runs the export of a button (the inspector then calls the view's `showStatus`). */
  exportBy(path: ExportPath): void;
  /** The last export's outcome, shown when the view mounts. */
  status(): ExportOutcome | undefined;
  close(): void;
}

type Tab = "traffic" | "waiting" | "start-up" | "compat";
const TABS: readonly Tab[] = ["traffic", "waiting", "start-up", "compat"];

const STYLE = `
.hbi{position:fixed;z-index:2147483647;right:0;bottom:0;width:min(480px,100vw);height:min(60vh,520px);
background:#111;color:#eee;font:13px/1.4 system-ui,sans-serif;display:flex;flex-direction:column;
box-shadow:0 0 12px #0008;border-top-left-radius:8px}
.hbi header{display:flex;gap:4px;padding:4px;flex-wrap:wrap;border-bottom:1px solid #333}
.hbi button{min-height:44px;min-width:44px;padding:0 12px;background:#222;color:#eee;border:1px solid #444;
border-radius:6px;font:inherit;touch-action:manipulation}
.hbi button[aria-selected=true]{background:#2a5bd7;border-color:#2a5bd7}
.hbi ol{list-style:none;margin:0;padding:4px;overflow:auto;flex:1;-webkit-overflow-scrolling:touch}
.hbi li{padding:6px;border-bottom:1px solid #222;word-break:break-word}
.hbi .err{color:#ff8a80}.hbi [role=status]{margin:0;padding:4px 8px;border-bottom:1px solid #333}
.hbi textarea{margin:4px;height:6em;background:#000;color:#eee;font:12px monospace}.hbi pre{margin:4px 0 0;white-space:pre-wrap;color:#aaa;max-height:8em;overflow:auto}
@media (max-width:600px){.hbi{width:100vw;height:70vh;border-radius:0}}`;

/** What a tab shows when it has nothing to list. */
const EMPTY: Record<Tab, string> = {
  traffic: "nothing yet",
  waiting: "no request is waiting",
  "start-up": "nothing yet",
  compat: "no compat notice (notices are on in development only)",
};

/** A compat notice's row: the rule, where the app met it, the modern way and the migrate command. */
function noticeRow(n: InspectorNotice): [string, boolean, string] {
  const next = `modern: ${n.modern}\nhostbridge migrate --modernize ${n.rule}`;
  return [`${n.rule} · ${n.where}: ${n.feature}`, false, next];
}

/** Mounts the overlay in `parent`; returns `render` (call on every change), `showStatus` and `remove`. */
export function mountView(parent: HTMLElement, source: ViewSource) {
  const doc = parent.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const root = el("section");
  root.className = "hbi";
  root.setAttribute("role", "dialog");
  root.setAttribute("aria-label", "HostBridge inspector");
  const style = el("style", STYLE);
  const header = el("header");
  const list = el("ol");
  let tab: Tab = "traffic";
  const tabs = TABS.map((name) => {
    const button = el("button", name);
    button.setAttribute("role", "tab");
    button.addEventListener("click", () => {
      tab = name;
      render();
    });
    return button;
  });
  const exportButtons = (["share", "copy", "download"] as const).map((path) => {
    const button = el("button", path);
    button.addEventListener("click", () => {
      status.textContent = `${path}…`;
      source.exportBy(path);
    });
    return button;
  });
  const closeButton = el("button", "close");
  closeButton.setAttribute("aria-label", "close the inspector (a handle stays to reopen it)");
  closeButton.addEventListener("click", () => source.close());
  header.append(...tabs, ...exportButtons, closeButton);
  const status = el("p", "nothing exported yet");
  status.setAttribute("role", "status");
  const selection = el("textarea");
  selection.readOnly = true;
  selection.setAttribute("aria-label", "the recording, to copy");
  root.append(style, header, status, list);
  parent.append(root);

  /** Shows what an export did; a `selected` outcome's text is shown selected for copying. */
  function showStatus(outcome: ExportOutcome | undefined) {
    if (!outcome) return;
    status.textContent = outcome.message;
    status.className = outcome.result == "failed" ? "err" : "";
    if (outcome.text === undefined) return selection.remove();
    selection.value = outcome.text;
    status.after(selection);
    selection.focus();
    selection.setSelectionRange(0, outcome.text.length);
    selection.scrollTop = 0; // (the start of the file in view, all of it selected)
  }

  const item = (title: string, failed: boolean, value?: unknown) => {
    const li = el("li", title);
    if (failed) li.className = "err";
    if (value !== undefined)
      li.append(el("pre", typeof value == "string" ? value : JSON.stringify(value, null, 1)));
    return li;
  };
  function render() {
    tabs.forEach((button, i) =>
      button.setAttribute("aria-selected", String(i == TABS.indexOf(tab))),
    );
    const now = Date.now();
    let items: HTMLLIElement[];
    if (tab == "traffic")
      items = [...source.records()]
        .reverse()
        .map((r) =>
          item(
            `${r.kind} ${r.type} · ${r.environment} · ${r.wire ?? "no wire"} · ${r.end - r.start} ms · ${r.size} B · ${r.outcome}${r.error ? ` · ${r.error}` : ""}`,
            r.outcome != "ok" && r.outcome != "pending",
            r.value,
          ),
        );
    else if (tab == "waiting")
      items = source
        .waiting()
        .map((r) =>
          item(
            `${r.type} · ${r.environment} · waiting ${((now - r.start) / 1000).toFixed(1)} s`,
            now - r.start > 10_000,
            r.value,
          ),
        );
    else if (tab == "compat") items = source.notices().map((n) => item(...noticeRow(n)));
    else
      items = startupTimeline(source.records()).map((s) =>
        item(`${s.step} · ${s.at === undefined ? "—" : `+${s.at} ms`} · ${s.detail}`, false),
      );
    if (!items.length) items = [item(EMPTY[tab], false)];
    list.replaceChildren(...items);
  }
  render();
  showStatus(source.status());
  return { render, showStatus, remove: () => root.remove() };
}
