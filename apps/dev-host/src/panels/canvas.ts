// The canvas a canvas component sits on: send it the host's `IFRAME_DATA_MESSAGE` actions (`set_data`,
// `update_data`, `canvas_updated`, `section_list_updated`) with editable data. What the component sends
// (`iframe_loaded`, `resize_iframe`, `navigate_*`) shows in the log as `IFRAME_DATA_MESSAGE:<action>`.
// The canvas's life for the app's hooks: "Canvas changed" and "Section list changed" (and sending
// `canvas_updated` or `section_list_updated`) start anew each hook declared for that change, in the
// background of the place shown (the place's own page when it is such a hook); "Close the canvas" ends
// them, as the platform's App Types page describes hooks ("explicitly destroyed when their canvas is
// closed").
import { IFRAME_HOST_ACTIONS } from "@hostbridge/host-simulator";
import type { IframeHostAction } from "@hostbridge/host-simulator";
import { h } from "@hostbridge/tooling/dom";
import type { PageContext, PanelView } from "../context";
import { parseJson } from "../json";

/** The canvas panel. */
export function createCanvasPanel(ctx: PageContext): PanelView {
  const select = h(
    "select",
    { "data-canvas": "action", "aria-label": "Action" },
    IFRAME_HOST_ACTIONS.map((action) => h("option", { value: action }, action)),
  );
  const editor = h("textarea", {
    rows: 10,
    spellcheck: false,
    "data-canvas": "data",
    placeholder: "empty: the component's data from the fixtures (data.appSetData)",
  });
  const problem = h("p", { class: "problem", "data-canvas": "problem" });
  const placeNote = h("div", { class: "notice", "data-canvas": "place-note", hidden: true });
  const hookControls = h(
    "div",
    { class: "row", "data-canvas": "hook", hidden: true },
    h(
      "button",
      {
        type: "button",
        "data-canvas": "canvas-changed",
        onclick: () => ctx.canvasChanged("canvas_updated", "the canvas changed"),
      },
      "Canvas changed",
    ),
    h(
      "button",
      {
        type: "button",
        "data-canvas": "section-list-changed",
        onclick: () => ctx.canvasChanged("section_list_updated", "the canvas's sections changed"),
      },
      "Section list changed",
    ),
    h(
      "button",
      {
        type: "button",
        class: "secondary",
        "data-canvas": "close-canvas",
        onclick: () => ctx.closeCanvas("the canvas closed"),
      },
      "Close the canvas",
    ),
  );

  const refresh = () => {
    const place = ctx.place;
    hookControls.hidden = !ctx.config.places.some((item) => item.kind === "hook");
    placeNote.hidden =
      place === undefined || place.kind === "canvas-component" || place.kind === "hook";
    placeNote.textContent = place
      ? `The frame shows ${place.id} (${place.kind}), not a canvas component: the platform sends these actions only to canvas components.`
      : "";
  };
  const send = () => {
    const action = select.value as IframeHostAction;
    problem.textContent = "";
    try {
      const parsed = parseJson(editor.value, true);
      if (!parsed.ok) throw new Error(parsed.message);
      ctx.host.iframeData(action, parsed.value);
      if (action === "canvas_updated" || action === "section_list_updated")
        ctx.canvasChanged(action, `${action} sent`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problem.textContent = message;
      ctx.log.add({ kind: "error", message: `${action} was not sent`, detail: { error: message } });
    }
  };
  refresh();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "canvas" },
      h(
        "p",
        { class: "muted" },
        "The canvas's actions to a canvas component (IFRAME_DATA_MESSAGE). The component's own actions show in the log.",
      ),
      placeNote,
      hookControls,
      select,
      h("label", { class: "stack" }, "Data (JSON; empty for the fixtures' data)", editor),
      h(
        "div",
        { class: "row" },
        h("button", { type: "button", "data-canvas": "send", onclick: send }, "Send action"),
      ),
      problem,
    ),
    refresh,
  };
}
