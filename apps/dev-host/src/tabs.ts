// The side panels' tabs: one button per panel, the chosen panel shown in the slot below them.
import { h, replace } from "@hostbridge/tooling/dom";
import type { PanelView } from "./context";
import { PANELS } from "./settings";
import type { Panel, Settings } from "./settings";

const PANEL_TITLES: Record<Panel, string> = {
  push: "Push",
  events: "Events",
  canvas: "Canvas",
  env: "Environment",
  fixtures: "Fixtures",
  appSettings: "App settings",
  platform: "Platform",
};

/** The tab bar and the panel slot. */
export interface Tabs {
  readonly bar: HTMLElement;
  readonly slot: HTMLElement;
  /** Shows `panel` (and remembers it in the settings); the Platform panel is refreshed on show. */
  show(panel: Panel): void;
}

/** Tabs over `panels` (filled in later: a tab shows its panel once it is there). */
export function createTabs(
  settings: Settings,
  save: () => void,
  panels: ReadonlyMap<Panel, PanelView>,
): Tabs {
  const bar = h("nav", { class: "tabs", role: "tablist" });
  const slot = h("div", { class: "panel-slot" });
  const show = (panel: Panel) => {
    settings.panel = panel;
    save();
    for (const button of bar.querySelectorAll<HTMLButtonElement>("button"))
      button.setAttribute("aria-selected", String(button.dataset.tab === panel));
    const view = panels.get(panel);
    if (view) {
      replace(slot, view.element);
      if (panel === "platform") view.refresh();
    }
  };
  replace(
    bar,
    PANELS.map((panel) =>
      h(
        "button",
        { type: "button", role: "tab", "data-tab": panel, onclick: () => show(panel) },
        PANEL_TITLES[panel],
      ),
    ),
  );
  return { bar, slot, show };
}
