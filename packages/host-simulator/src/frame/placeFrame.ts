// How a host page sizes an app's frame at a place, said once for the two pages that do it (the dev host
// page and the Playwright kit's host page, through ./appFrame.ts's startFrame). A place (`appPlaces` of
// @hostbridge/deploy-contract) carries the size the platform gives its frame (a module's
// `defaults.dimensions`, or `app_options.dimensions`); a canvas component asks for another size with
// the `IFRAME_DATA_MESSAGE` action `resize_iframe`.

/** The event type the host simulator records a canvas component's `resize_iframe` under. */
export const RESIZE_IFRAME_EVENT = "IFRAME_DATA_MESSAGE:resize_iframe";

/** What of a place sizes its frame. */
export interface FramedPlace {
  id: string;
  /** The place's kind (`sidebar`, `canvas-component`, `admin`, `hook`, ...). */
  kind: string;
  dimensions?: { width?: string | undefined; height?: string | undefined } | undefined;
}

/** What of a simulated host the resize follows (a `Host` of @hostbridge/host-simulator). */
export interface ResizeSource {
  on(
    listener: (entry: { kind: string; direction?: string; type?: string; id?: string }) => void,
  ): () => void;
  readonly events: readonly { id: string; body?: unknown }[];
}

/** A CSS length from a size the platform takes: a number is pixels, a string a length as written. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}px`;
  return /^\d+(\.\d+)?(px|%|vh|vw|em|rem)$/.test(text) ? text : undefined;
}

/**
 * The location the platform runs a place's page in: `admin` for the admin module, `dsr` for the DSR
 * module; `undefined` for the others, which run in `ui` unless the page is told otherwise.
 */
export function placeLocation(place: FramedPlace | undefined): "admin" | "dsr" | undefined {
  if (place?.kind === "admin") return "admin";
  if (place?.kind === "dsr") return "dsr";
  return undefined;
}

/** Whether the platform runs the place's page without showing it (a canvas hook). */
export function isHiddenPlace(place: FramedPlace | undefined): boolean {
  return place?.kind === "hook";
}

/**
 * Sizes the frame as the platform sizes the place (its dimensions), else as the page lays it out
 * (the style's own size), hides it for a place the platform runs hidden (a hook), and marks it with
 * the place's id (`data-place`).
 */
export function framePlace(iframe: HTMLIFrameElement, place: FramedPlace | undefined): void {
  iframe.style.width = cssLength(place?.dimensions?.width) ?? "";
  iframe.style.height = cssLength(place?.dimensions?.height) ?? "";
  iframe.hidden = isHiddenPlace(place);
  // (a page's own `iframe { display: ... }` would show a frame the attribute alone hides)
  iframe.style.display = iframe.hidden ? "none" : "";
  if (place) iframe.dataset.place = place.id;
  else delete iframe.dataset.place;
}

/**
 * Applies each `resize_iframe` a canvas component sends to its frame. The platform's docs do not
 * describe the action's data and its client declares it as any payload (`IFrameMessage<Payload = any>`):
 * the page reads `width` and `height` when the component sends them (a number is pixels, a CSS length
 * is used as written) and tells `onIgnored` when it sends neither, rather than guessing more.
 */
export function followResize(
  host: ResizeSource,
  iframe: HTMLIFrameElement,
  onIgnored?: (data: unknown) => void,
): () => void {
  return host.on((entry) => {
    if (entry.kind !== "event" || entry.direction !== "in" || entry.type !== RESIZE_IFRAME_EVENT)
      return;
    const event = [...host.events].reverse().find((recorded) => recorded.id === entry.id);
    const data = (event?.body ?? {}) as { width?: unknown; height?: unknown };
    const width = cssLength(data.width);
    const height = cssLength(data.height);
    if (width === undefined && height === undefined) return onIgnored?.(event?.body);
    if (width !== undefined) iframe.style.width = width;
    if (height !== undefined) iframe.style.height = height;
  });
}
