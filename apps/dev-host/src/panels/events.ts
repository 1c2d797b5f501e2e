// Emit any event at the app, with a prefilled, editable body. The events a host in the current Mode
// fires come first; the others are marked, with one click to switch the Mode.
import type { EventKey, Mode } from "@hostbridge/protocol-types";
import type { PageContext, PanelView } from "../context";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";
import { modeMismatch } from "../pageErrors";
import { eventKeysFor, onlyModeOf, sampleEvent } from "../samples";
import { runAndReport } from "./push";

const option = (key: EventKey, note?: string) =>
  h("option", { value: key }, note ? `${key} (${note})` : key);

/** The event picker for `mode`: the events its hosts fire, then the others, marked. */
function eventOptions(mode: Mode): HTMLElement[] {
  const { fired, otherModes } = eventKeysFor(mode);
  return [
    h(
      "optgroup",
      { label: `Fired by ${mode} hosts` },
      fired.map((key) => option(key)),
    ),
    h(
      "optgroup",
      { label: "Other modes (switch the Mode to fire them)" },
      otherModes.map((key) => option(key, `${onlyModeOf(key)} only`)),
    ),
  ];
}

/** The events panel. */
export function createEventsPanel(ctx: PageContext): PanelView {
  const select = h("select", { "data-event": "key", "aria-label": "Event" });
  const editor = h("textarea", { rows: 10, spellcheck: false, "data-event": "body" });
  const skip = h("input", { type: "checkbox", "data-event": "skip-validation" });
  const problem = h("p", { class: "problem", "data-event": "problem" });
  const modeNote = h("div", { class: "notice", "data-event": "mode-note", hidden: true });
  let chosen: EventKey | undefined;

  const showModeNote = () => {
    const key = select.value as EventKey;
    const mismatch = modeMismatch(key, ctx.mode);
    const target = onlyModeOf(key);
    modeNote.hidden = mismatch === undefined;
    if (mismatch === undefined || target === undefined) return replace(modeNote);
    replace(
      modeNote,
      mismatch,
      " ",
      h(
        "button",
        {
          type: "button",
          class: "secondary",
          "data-event": "switch-mode",
          onclick: () => ctx.switchMode(target),
        },
        `Switch the Mode to ${target}`,
      ),
    );
  };
  const fill = () => {
    chosen = select.value as EventKey;
    editor.value = pretty(sampleEvent(chosen, ctx.host.fixtures));
    problem.textContent = "";
    showModeNote();
  };
  const refresh = () => {
    replace(select, eventOptions(ctx.mode));
    // Keep the event chosen before a reload (a switch of the Mode keeps it, ready to fire).
    if (chosen) select.value = chosen;
    fill();
  };
  select.addEventListener("change", fill);
  const emit = () => {
    const key = select.value as EventKey;
    runAndReport(ctx, problem, { action: "event", type: key }, () => {
      const parsed = parseJson(editor.value, true);
      if (!parsed.ok) throw new Error(parsed.message);
      ctx.host.emit(key, parsed.value as never, { skipValidation: skip.checked });
    });
  };
  refresh();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "events" },
      h(
        "p",
        { class: "muted" },
        "Events the host emits (SVC_EVENT). Bodies and platforms are checked before sending.",
      ),
      select,
      modeNote,
      h("label", { class: "stack" }, "Body (JSON; empty for events without one)", editor),
      h(
        "div",
        { class: "row" },
        h("button", { type: "button", "data-event": "emit", onclick: emit }, "Emit event"),
        h("label", null, skip, " send even if invalid"),
      ),
      problem,
    ),
    refresh,
  };
}
