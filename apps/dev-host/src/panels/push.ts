// Push each UI/admin/DSR message to the app with a prefilled, editable payload.
import type { PushMessageType, UiMessageFormat } from "@hostbridge/host-simulator";
import type { PageContext, PanelView } from "../context";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";
import { refusalMessage } from "../pageErrors";
import type { RefusalContext } from "../pageErrors";
import { messageLocations, pushTypesFor, sampleMessage } from "../samples";

/** Sends `send()` and reports a failure, in the page's terms, in the row and in the log. */
export function runAndReport(
  ctx: PageContext,
  problem: HTMLElement,
  what: Omit<RefusalContext, "mode">,
  send: () => void,
): void {
  replace(problem);
  try {
    send();
  } catch (error) {
    const message = refusalMessage(error, { ...what, mode: ctx.mode });
    replace(problem, message);
    ctx.log.add({
      kind: "error",
      message: `${what.type} was not sent`,
      detail: { error: message },
    });
  }
}

/** The push panel. */
export function createPushPanel(ctx: PageContext): PanelView {
  const format = h(
    "select",
    { "data-push": "format", "aria-label": "UI message format" },
    h("option", { value: "auto" }, "auto (bare for native modes)"),
    h("option", { value: "wrapped" }, "wrapped (UI_MESSAGE)"),
    h("option", { value: "bare" }, "bare ({ type, body })"),
  );
  const skip = h("input", { type: "checkbox", "data-push": "skip-validation" });
  const list = h("div", { class: "stack" });
  const editors = new Map<PushMessageType, HTMLTextAreaElement>();

  const refresh = () => {
    editors.clear();
    replace(
      list,
      // The messages apps in the current location listen to come first.
      pushTypesFor(ctx.location).map((type) => {
        const editor = h("textarea", { rows: 8, spellcheck: false, "data-push-payload": type });
        editor.value = pretty(sampleMessage(type, ctx.host.fixtures));
        editors.set(type, editor);
        const problem = h("p", { class: "problem", "data-push-problem": type });
        const locations = messageLocations(type);
        const send = () =>
          runAndReport(ctx, problem, { action: "push", type }, () => {
            const parsed = parseJson(editor.value, true);
            if (!parsed.ok) throw new Error(parsed.message);
            ctx.push(type, parsed.value, {
              format: format.value as UiMessageFormat,
              skipValidation: skip.checked,
            });
          });
        return h(
          "div",
          { class: "item", "data-push-row": type },
          h(
            "div",
            { class: "row" },
            h("button", { type: "button", "data-push": type, onclick: send }, "Push"),
            h("code", null, type),
            h(
              "span",
              {
                class: locations.includes(ctx.location) ? "tag" : "tag dim",
                title: "locations whose apps listen to it",
              },
              locations.join(", "),
            ),
          ),
          h(
            "details",
            null,
            h(
              "summary",
              null,
              editor.value === "" ? "payload (none: the host sends its current data)" : "payload",
            ),
            editor,
            h(
              "button",
              {
                type: "button",
                class: "secondary",
                onclick: () => (editor.value = pretty(sampleMessage(type, ctx.host.fixtures))),
              },
              "Reset to the sample",
            ),
          ),
          problem,
        );
      }),
    );
  };
  refresh();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "push" },
      h(
        "p",
        { class: "muted" },
        "Messages the host pushes to the app. Payloads are checked against the protocol's schemas before they are sent.",
      ),
      h(
        "div",
        { class: "row" },
        h("label", null, "Format ", format),
        h("label", null, skip, " send even if invalid"),
      ),
      list,
    ),
    refresh,
  };
}
