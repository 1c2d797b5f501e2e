// The app's places (its modules and hooks, listed by the dev server from app.json with `appPlaces`)
// and the one the frame shows: a picker in the top bar, the frame sized as the platform sizes the place,
// and a canvas component's `resize_iframe` applied to the frame. The place opened first is the dev
// server's (`--place`, else the first); a choice is kept in the page's address (`?place=`), so a reload
// of the page keeps it. Loading the frame at a place is one function of the loader (`loadPlace`).
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import { IFRAME_DATA_MESSAGE } from "@hostbridge/host-simulator";
import type { Host } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import type { LogView } from "./log";

/** The query parameter of the page's address that keeps the place chosen in the picker. */
export const PLACE_QUERY_PARAM = "place";

/** The event type the simulator records a component's `resize_iframe` under. */
const RESIZE_EVENT = `${IFRAME_DATA_MESSAGE}:resize_iframe`;

/** The place picker and the place in effect. */
export interface PlaceChoice {
  /** The picker (a `<label>` with a `<select>`), hidden when the app has one place or none. */
  readonly element: HTMLElement;
  /** The place the frame shows now, when the app has places. */
  current(): DevPlace | undefined;
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

/** A CSS length from a size the platform takes: a number is pixels, a string is used as written. */
function cssLength(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === "string" && /^\d+(\.\d+)?(px|%|vh|vw|em|rem)?$/.test(value.trim()))
    return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return undefined;
}

/**
 * Sizes the frame as the platform sizes the place: its manifest dimensions (`defaults.dimensions`, or
 * `app_options.dimensions`), else the whole stage.
 */
export function framePlace(iframe: HTMLIFrameElement, place: DevPlace | undefined): void {
  iframe.style.width = cssLength(place?.dimensions?.width) ?? "";
  iframe.style.height = cssLength(place?.dimensions?.height) ?? "";
  if (place) iframe.dataset.place = place.id;
  else delete iframe.dataset.place;
}

/**
 * Applies a canvas component's `resize_iframe` to its frame. The platform's docs do not describe the
 * action's data and its client declares it as any payload (`IFrameMessage<Payload = any>`); the page
 * reads `width` and `height` when the component sends them (a number is pixels, a CSS length is used as
 * written) and says in the log when it sends neither, rather than guessing more.
 */
export function followResize(host: Host, iframe: HTMLIFrameElement, log: LogView): () => void {
  return host.on((entry) => {
    if (entry.kind !== "event" || entry.direction !== "in" || entry.type !== RESIZE_EVENT) return;
    const event = [...host.events].reverse().find((recorded) => recorded.id === entry.id);
    const data = (event?.body ?? {}) as { width?: unknown; height?: unknown };
    const width = cssLength(data.width);
    const height = cssLength(data.height);
    if (width === undefined && height === undefined) {
      log.add({
        kind: "note",
        message:
          "resize_iframe carried no width or height the page can apply (a number of pixels or a CSS length); the frame keeps its size",
      });
      return;
    }
    if (width !== undefined) iframe.style.width = width;
    if (height !== undefined) iframe.style.height = height;
  });
}
