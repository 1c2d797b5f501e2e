// What a real host shows a person when the app asks it to: a toast (`ui_toast`, `admin_toast`,
// `notify`), an overlay over the app when it opens a file, canvas or collection player overlay, and a
// notice when it opens a file in its viewer (`open`, `ui_open`: the host leaves the app for the
// viewer, which the dev host cannot show; it names the file instead).
// The simulator only acknowledges these operations; the page shows them, so the developer sees
// what the user would.
import { isRecord } from "@hostbridge/protocol-types";
import type { HostFixtures, OperationType } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";

type Obj = Record<string, unknown>;

/** Operations a host answers with a toast. */
const TOAST_OPERATIONS: ReadonlySet<string> = new Set(["ui_toast", "admin_toast", "notify"]);

/** Operations a host answers by opening a file in its viewer (outside the app). */
const VIEWER_OPERATIONS: ReadonlySet<string> = new Set(["open", "ui_open"]);

/** Operations a host answers by opening an overlay over the app, and what the overlay shows. */
const OVERLAY_OPERATIONS: Readonly<Record<string, "file" | "canvas" | "collection player">> = {
  admin_open_file_overlay: "file",
  ui_open_canvas_overlay: "canvas",
  admin_open_canvas_overlay: "canvas",
  ui_open_collection_player_overlay: "collection player",
  admin_open_collection_player_overlay: "collection player",
};

/** The label of a toast by operation. */
const TOAST_LABELS: Readonly<Record<string, string>> = {
  notify: "Notification",
  open: "Opened in the viewer",
  ui_open: "Opened in the viewer",
};

/** How long a toast stays, in milliseconds. */
const TOAST_MS = 6000;

/** The host's own surface on the page. */
export interface HostSurface {
  /** The toasts (shown over the top of the page, outside the app's frame). */
  readonly toasts: HTMLElement;
  /** The overlay layer (put over the app's frame, as a host does). */
  readonly overlay: HTMLElement;
  /** Shows what a host shows for the app's request `type` with `payload`, if anything. */
  show(type: OperationType, payload: unknown, fixtures: HostFixtures): void;
  /** Closes the overlay and the toasts (the app reloads). */
  clear(): void;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** The words of a toast: the first text field the app sent, else the payload as JSON. */
function toastText(payload: Obj): string {
  for (const key of ["content", "message", "text", "title", "body"]) {
    const found = text(payload[key]);
    if (found) return found;
  }
  return JSON.stringify(payload);
}

/** The id of the thing an open request names (`fileId`, `file_id`, `id`, the first of `files`). */
function targetId(payload: Obj): string | undefined {
  const files = Array.isArray(payload.files) ? (payload.files as unknown[]) : [];
  const first = files[0];
  return (
    text(payload.fileId) ??
    text(payload.file_id) ??
    text(payload.canvas_id) ??
    text(payload.id) ??
    (isRecord(first) ? (text(first.id) ?? text(first.fileId)) : text(first))
  );
}

function nameOf(kind: string, id: string | undefined, fixtures: HostFixtures): string {
  const list = kind === "file" ? fixtures.files : kind === "canvas" ? fixtures.canvases : [];
  const record = id === undefined ? undefined : list.find((item) => item.id === id);
  return text(record?.name) ?? (id === undefined ? `a ${kind}` : `${kind} ${id}`);
}

/** Creates the host's surface. */
export function createHostSurface(): HostSurface {
  const toasts = h("div", { class: "toasts", "aria-live": "polite", "data-host": "toasts" });
  const overlay = h("div", { class: "overlay-layer", hidden: true, "data-host": "overlay" });

  const toast = (type: string, words: string) => {
    const close = () => item.remove();
    const item = h(
      "div",
      { class: "toast", role: "status", "data-toast": type },
      h("span", { class: "muted" }, TOAST_LABELS[type] ?? "Toast"),
      h("span", { "data-toast-text": "" }, words),
      h("button", { type: "button", class: "link", onclick: close, "aria-label": "Close" }, "×"),
    );
    toasts.append(item);
    setTimeout(close, TOAST_MS);
  };

  const openOverlay = (type: string, kind: string, name: string) => {
    overlay.hidden = false;
    replace(
      overlay,
      h(
        "div",
        { class: "overlay", role: "dialog", "aria-label": name, "data-overlay": type },
        h(
          "div",
          { class: "overlay-bar" },
          h("strong", { "data-overlay-name": "" }, name),
          h("span", { class: "muted" }, ` ${kind} opened by the host (${type})`),
          h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-overlay-action": "close",
              onclick: () => closeOverlay(),
            },
            "Close",
          ),
        ),
        h(
          "p",
          { class: "muted" },
          `A real host shows the ${kind} here, over the app. Close it to get back to the app.`,
        ),
      ),
    );
  };
  const closeOverlay = () => {
    overlay.hidden = true;
    replace(overlay);
  };

  return {
    toasts,
    overlay,
    show(type, payload, fixtures) {
      const body = isRecord(payload) ? (payload as Obj) : {};
      if (TOAST_OPERATIONS.has(type)) return toast(type, toastText(body));
      if (VIEWER_OPERATIONS.has(type)) return toast(type, nameOf("file", targetId(body), fixtures));
      if (type === "admin_close_file_overlay") return closeOverlay();
      const kind = OVERLAY_OPERATIONS[type];
      if (kind) openOverlay(type, kind, nameOf(kind, targetId(body), fixtures));
    },
    clear() {
      closeOverlay();
      replace(toasts);
    },
  };
}
