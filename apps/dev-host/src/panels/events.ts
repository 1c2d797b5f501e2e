// Fire any event at the app, with a prefilled, editable body.
import { IOS_ONLY_EVENT_KEYS, WEB_ONLY_EVENT_KEYS } from "@hostbridge/protocol-types";
import type { EventKey } from "@hostbridge/protocol-types";
import type { PageContext, PanelView } from "../context";
import { h } from "../dom";
import { parseJson, pretty } from "../json";
import { EVENT_KEY_LIST, sampleEvent } from "../samples";
import { runAndReport } from "./push";

const platformOf = (key: EventKey): string =>
  (IOS_ONLY_EVENT_KEYS as readonly string[]).includes(key)
    ? "iOS only"
    : (WEB_ONLY_EVENT_KEYS as readonly string[]).includes(key)
      ? "Web only"
      : "all platforms";

/** The events panel. */
export function createEventsPanel(ctx: PageContext): PanelView {
  const select = h(
    "select",
    { "data-event": "key", "aria-label": "Event" },
    EVENT_KEY_LIST.map((key) => h("option", { value: key }, `${key} (${platformOf(key)})`)),
  );
  const editor = h("textarea", { rows: 10, spellcheck: false, "data-event": "body" });
  const skip = h("input", { type: "checkbox", "data-event": "skip-validation" });
  const problem = h("p", { class: "problem", "data-event": "problem" });
  const fill = () => {
    editor.value = pretty(sampleEvent(select.value as EventKey, ctx.host.fixtures));
    problem.textContent = "";
  };
  select.addEventListener("change", fill);
  const fire = () =>
    runAndReport(ctx, problem, select.value, () => {
      const parsed = parseJson(editor.value, true);
      if (!parsed.ok) throw new Error(parsed.message);
      ctx.host.emit(select.value as EventKey, parsed.value as never, {
        skipValidation: skip.checked,
      });
    });
  fill();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "events" },
      h(
        "p",
        { class: "muted" },
        "Events the host fires (SVC_EVENT). Bodies and platforms are checked before sending.",
      ),
      select,
      h("label", { class: "stack" }, "Body (JSON; empty for events without one)", editor),
      h(
        "div",
        { class: "row" },
        h("button", { type: "button", "data-event": "fire", onclick: fire }, "Fire event"),
        h("label", null, skip, " send even if invalid"),
      ),
      problem,
    ),
    refresh: fill,
  };
}
