// What crosses `window.initialize(context, callback)`, the protocol the platform speaks to multimedia
// selectors and popups, and how the host judges what the page passes to `callback`. Where each fact
// comes from:
// - developer.pitcher.com, "Multimedia Selector Apps": the canvas calls the page's global
//   `initialize(context, callback)` when the iframe loads; a selector's `context` is
//   `{ context: "contentSelector", appId }`; the page calls `callback({ type: "add-item", item })` or
//   `callback({ type: "add-items", items })`; an item has `id`, `name`, `thumbnailUrl`, `url`, `type`
//   (`"image"` or `"video"`) and `source`, and is added to the canvas's content selector.
// - `@pitcher/js-api` 1.26.0 declares the app types `canvas-popup` and `ui-global-popup` with
//   `app_options` (`dimensions`, `placement`, `mode_config`), `openGlobalPopup(appName, extraContext)`
//   (`ui_open_global_popup` with `{ app_name, extra_context }`) and the host's helper
//   `waitForIframeInitialize(iframe, initData, embedLocation, callback, { maxAttempts, retryInterval })`:
//   the host retries until the page has defined `initialize`.
// The docs are silent on: a popup's `context` (we give `{ appId }`, plus `extra_context` for a global
// popup opened with one; the dev host and the kit let a test or a person set any context), any callback
// action besides `add-item` / `add-items` (recorded as invalid, never thrown into the page), which item
// fields the platform requires (we require `id`, `name`, `url` and `type`, the fields every item of the
// docs' examples has and the content selector cannot show an item without; `thumbnailUrl` and `source`
// are checked when present) and `waitForIframeInitialize`'s default attempts and interval.

/** The callback actions the platform's docs name: one item, or several at once. */
export const INITIALIZE_ACTIONS = ["add-item", "add-items"] as const;

/** One of {@link INITIALIZE_ACTIONS}. */
export type InitializeAction = (typeof INITIALIZE_ACTIONS)[number];

/** The places whose page the host drives through `window.initialize`. */
export type InitializePlaceKind = "multimedia-selector" | "canvas-popup" | "ui-global-popup";

/** The traffic type of a callback call: `initialize:add-item` (the event's `type` in `host.events`). */
export const INITIALIZE_EVENT_PREFIX = "initialize:";

/** The traffic type of the host's call of `initialize` (a message out). */
export const INITIALIZE_CALL = "initialize";

/** An item a selector or popup adds to the canvas, as the platform's docs describe it. */
export interface SelectorItem {
  id: string;
  name: string;
  /** The preview the content selector shows. */
  thumbnailUrl?: string;
  url: string;
  type: "image" | "video";
  /** The app the item comes from (the docs' example gives the app's name). */
  source?: string;
  /** Fields the docs do not list pass as they are (the platform adds fields). */
  [field: string]: unknown;
}

/** The `context` a page's `initialize` receives. */
export type InitializeContext = Record<string, unknown>;

/**
 * The context the platform gives a page of `kind` (see the sources above): a selector's is the docs'
 * `{ context: "contentSelector", appId }`; a popup's is `{ appId }` (the docs are silent), with the
 * `extra_context` another app passed to `openGlobalPopup` for a global popup.
 *
 * @example
 * ```ts
 * initializeContext("multimedia-selector", "stock-media"); // { context: "contentSelector", appId: "stock-media" }
 * ```
 */
export function initializeContext(
  kind: InitializePlaceKind,
  appId: string,
  extraContext?: Record<string, unknown>,
): InitializeContext {
  if (kind === "multimedia-selector") return { context: "contentSelector", appId };
  if (kind === "ui-global-popup" && extraContext !== undefined)
    return { appId, extra_context: structuredClone(extraContext) };
  return { appId };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why `item` is not an item the content selector can take (empty when it is); `at` names it. */
export function selectorItemIssues(item: unknown, at: string): string[] {
  if (!isRecord(item)) return [`${at}: expected an item object, got ${describe(item)}`];
  const issues: string[] = [];
  for (const field of ["id", "name", "url"] as const) {
    const value = item[field];
    if (typeof value !== "string" || value.length === 0)
      issues.push(`${at}.${field}: expected a non-empty string, got ${describe(value)}`);
  }
  if (item.type !== "image" && item.type !== "video")
    issues.push(`${at}.type: expected "image" or "video", got ${describe(item.type)}`);
  for (const field of ["thumbnailUrl", "source"] as const) {
    if (item[field] !== undefined && typeof item[field] !== "string")
      issues.push(`${at}.${field}: expected a string, got ${describe(item[field])}`);
  }
  return issues;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value.slice(0, 40));
  return typeof value;
}

/** The host's verdict on one call of the callback: the action, the items it adds, why it is invalid. */
export interface CallbackVerdict {
  /** The call's `type` (`"add-item"`), or `"(none)"` when the call has no string `type`. */
  action: string;
  /** The items added to the canvas (none when the call is invalid). */
  items: SelectorItem[];
  valid: boolean;
  issues: string[];
}

/** Judges what the page passed to `callback`: an invalid call adds nothing. */
export function judgeCallback(payload: unknown): CallbackVerdict {
  if (!isRecord(payload) || typeof payload.type !== "string") {
    return {
      action: "(none)",
      items: [],
      valid: false,
      issues: [
        `expected { type: "add-item", item } or { type: "add-items", items }, got ${describe(payload)}${isRecord(payload) ? " without a string type" : ""}`,
      ],
    };
  }
  const action = payload.type;
  if (action === "add-item") {
    const issues = selectorItemIssues(payload.item, "item");
    return {
      action,
      items: issues.length ? [] : [payload.item as SelectorItem],
      valid: !issues.length,
      issues,
    };
  }
  if (action === "add-items") {
    if (!Array.isArray(payload.items))
      return {
        action,
        items: [],
        valid: false,
        issues: [`items: expected an array, got ${describe(payload.items)}`],
      };
    const issues = payload.items.flatMap((item, index) =>
      selectorItemIssues(item, `items[${index}]`),
    );
    return {
      action,
      items: issues.length ? [] : (payload.items as SelectorItem[]),
      valid: !issues.length,
      issues,
    };
  }
  return {
    action,
    items: [],
    valid: false,
    issues: [
      `type: "${action}" is not an action the platform takes through initialize's callback (${INITIALIZE_ACTIONS.join(", ")})`,
    ],
  };
}

/** The frame whose page is initialized: an `<iframe>`, or anything with the page's window. */
export interface InitializeFrame {
  readonly contentWindow: unknown;
}

/** Options of `host.initialize(context, options)`. */
export interface InitializeOptions {
  /** The app's frame. Default: the `iframe` the host was created with. */
  frame?: InitializeFrame;
  /** Milliseconds between two looks for the page's `initialize`. Default 100. */
  retryIntervalMs?: number;
  /** How many looks before giving up (`WAIT_TIMEOUT`). Default 100 (10 s with the default interval). */
  maxAttempts?: number;
}

/** What `host.initialize` resolves with, once the page's `initialize` has been called. */
export interface InitializeResult {
  /** The context passed (a copy). */
  context: InitializeContext;
  /** How many looks it took to find the page loaded with `initialize` defined (1: at once). */
  attempts: number;
  /** The error the page's `initialize` threw, when it threw (the host goes on; the app is broken). */
  error?: string;
}
