// The app's places (its modules and hooks, listed by the dev server from app.json with `appPlaces`)
// and the one the frame shows: a picker in the top bar. The frame is sized as the platform sizes the
// place, and a canvas component's `resize_iframe` applied to it, by the run of
// @hostbridge/host-simulator/frame; this room says in the log when a resize carries no size. The place
// opened first is the dev server's (`--place`, else the first); a choice is kept in the page's address
// (`?place=`), so a reload of the page keeps it.
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";

/** The query parameter of the page's address that keeps the place chosen in the picker. */
export const PLACE_QUERY_PARAM = "place";

/** The place picker and the place in effect. */
export interface PlaceChoice {
  /** The picker (a `<label>` with a `<select>`), hidden when the app has one place or none. */
  readonly element: HTMLElement;
  /** The place the frame shows now, when the app has places. */
  readonly current: () => DevPlace | undefined;
  /** Shows the places of a new config (the chosen one kept when it is still there). */
  sync(): void;
}

function chosenInAddress(): string | null {
  return new URL(window.location.href).searchParams.get(PLACE_QUERY_PARAM);
}

function keepInAddress(id: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(PLACE_QUERY_PARAM, id);
  history.replaceState(history.state, "", url);
}

/** A place as the picker names it. */
export function placeLabel(place: DevPlace): string {
  return `${place.id} · ${place.kind}${place.headless ? " (headless)" : ""}`;
}

/** The picker over the config's places; `onChoose` loads the frame at the chosen one. */
export function createPlaceChoice(options: {
  config(): DevConfig;
  onChoose(place: DevPlace): void;
}): PlaceChoice {
  const select = h("select", { "data-setting": "place", "aria-label": "place" });
  const element = h("label", { "data-places": "" }, "Place ", select);
  let chosen: string | null = chosenInAddress();
  const places = () => options.config().places;
  const current = (): DevPlace | undefined =>
    places().find((place) => place.id === chosen) ??
    places().find((place) => place.id === options.config().place) ??
    undefined;
  const sync = () => {
    replace(
      select,
      places().map((place) =>
        h("option", { value: place.id, title: place.entry }, placeLabel(place)),
      ),
    );
    const place = current();
    if (place) select.value = place.id;
    element.hidden = places().length < 2;
  };
  select.addEventListener("change", () => {
    const place = places().find((item) => item.id === select.value);
    if (!place) return;
    chosen = place.id;
    keepInAddress(place.id);
    options.onChoose(place);
  });
  sync();
  return { element, current, sync };
}

/** Says in the log that a canvas component's `resize_iframe` carried no size the page can apply. */
export function resizeIgnoredNote(log: LogView): () => void {
  return () =>
    log.add({
      kind: "note",
      message:
        "resize_iframe carried no width or height the page can apply (a number of pixels or a CSS length); the frame keeps its size",
    });
}
