// The canvas component protocol's names and message shape (./iframeData runs the protocol): a file of
// its own, imported by the host's types without importing the host.

/** The message type of the canvas component protocol. */
export const IFRAME_DATA_MESSAGE = "IFRAME_DATA_MESSAGE";

/** The actions a canvas component sends its canvas. */
export const IFRAME_APP_ACTIONS = [
  "iframe_loaded",
  "resize_iframe",
  "update_data",
  "navigate_next_page",
  "navigate_previous_page",
  "navigate_page",
] as const;

/** The actions a canvas sends its components. */
export const IFRAME_HOST_ACTIONS = [
  "set_data",
  "update_data",
  "canvas_updated",
  "section_list_updated",
] as const;

/** An action the host sends a canvas component. */
export type IframeHostAction = (typeof IFRAME_HOST_ACTIONS)[number];

/** One `IFRAME_DATA_MESSAGE` as it crosses the frame boundary. */
export interface IframeDataMessage {
  id: string;
  type: typeof IFRAME_DATA_MESSAGE;
  body: { action: string; data?: unknown };
}
