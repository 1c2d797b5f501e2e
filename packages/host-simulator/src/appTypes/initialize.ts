// The protocol of multimedia selectors and popups, beside the client API: the host calls the page's
// global `window.initialize(context, callback)` and the page answers through `callback` (see
// ./initializeMessages for what crosses and where each fact comes from). Only a page on the host's
// own origin can be called so: the platform serves these apps on its origin, and so must a stand-in.
// The host side lives here: `host.initialize(context)` waits until the page has loaded and defined
// `initialize` (retrying, as the platform's `waitForIframeInitialize` does), calls it once, records the
// call (a message `initialize`) and every call of the callback (an event `initialize:<action>`,
// judged: an unknown action or a malformed item is recorded invalid with the reason, never thrown into
// the page), and keeps the items added (`host.selectorItems()`).
import { createId } from "@hostbridge/protocol-types/wire";
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import type { TrafficLog } from "../traffic/trafficLog";
import { INITIALIZE_CALL, INITIALIZE_EVENT_PREFIX, judgeCallback } from "./initializeMessages";
import type {
  CallbackVerdict,
  InitializeContext,
  InitializeFrame,
  InitializeOptions,
  InitializeResult,
  SelectorItem,
} from "./initializeMessages";

export type { InitializeFrame, InitializeOptions, InitializeResult } from "./initializeMessages";

/** The `window.initialize` protocol of one host: the host's two methods of it. */
export interface InitializeProtocol {
  initialize(context: InitializeContext, options?: InitializeOptions): Promise<InitializeResult>;
  /** Copies of the items the page added, in order. */
  selectorItems(): SelectorItem[];
}

const DEFAULT_RETRY_MS = 100;
const DEFAULT_ATTEMPTS = 100;

type PageLook =
  | {
      state: "ready";
      initialize: (context: unknown, callback: (payload: unknown) => void) => unknown;
    }
  | { state: "waiting" }
  | { state: "cross-origin"; error: HostSimulatorError };

/** The page's `initialize` when the page has loaded and defined it, or why it cannot be called. */
function lookAtPage(frame: InitializeFrame): PageLook {
  const page = frame.contentWindow as Record<string, unknown> | null;
  if (!page) return { state: "waiting" };
  let initialize: unknown;
  let readyState: unknown;
  try {
    initialize = page.initialize;
    readyState = (page.document as { readyState?: unknown } | undefined)?.readyState;
  } catch (error) {
    const message =
      "cannot call the page's window.initialize: the app's page is on another origin than the host. The platform serves multimedia selectors and popups on its own origin; serve the app on the host page's origin (the dev server does so for these places; in your own page, load the app from the same origin)";
    return {
      state: "cross-origin",
      error: new HostSimulatorError("CROSS_ORIGIN_FRAME", message, { cause: error }),
    };
  }
  // (no document to read: a window stand-in in a test, taken as loaded)
  const loaded = readyState === undefined || readyState === "complete";
  return loaded && typeof initialize === "function"
    ? {
        state: "ready",
        initialize: initialize as Extract<PageLook, { state: "ready" }>["initialize"],
      }
    : { state: "waiting" };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) {
    throw new HostSimulatorError(
      "INVALID_OPTIONS",
      `host.initialize(): \`${name}\` must be a positive number, got ${String(value)}`,
    );
  }
  return value;
}

/** A plain copy of what the page passed (functions and DOM nodes cannot cross), or why not. */
function plainCopy(payload: unknown): { ok: true; value: unknown } | { ok: false; issue: string } {
  try {
    return { ok: true, value: structuredClone(payload) };
  } catch {
    return {
      ok: false,
      issue:
        "the value passed to callback cannot be copied (it holds functions or DOM nodes); pass plain data",
    };
  }
}

/** The `window.initialize` protocol of the host with `core`. */
export function createInitializeProtocol(
  core: HostCore,
  traffic: TrafficLog,
  defaultFrame: InitializeFrame | undefined,
): InitializeProtocol {
  const added: SelectorItem[] = [];

  /** Records one call of the callback; never throws into the page. */
  function receive(payload: unknown): void {
    if (core.disposed) return;
    const copy = plainCopy(payload);
    const verdict: CallbackVerdict = copy.ok
      ? judgeCallback(copy.value)
      : { action: "(none)", items: [], valid: false, issues: [copy.issue] };
    const body = copy.ok ? copy.value : undefined;
    const id = createId();
    const type = `${INITIALIZE_EVENT_PREFIX}${verdict.action}`;
    const receivedAt = Date.now();
    added.push(...verdict.items);
    const { valid, issues } = verdict;
    traffic.recordEvent(
      { id, type, body, envelope: body, valid, issues, receivedAt },
      { kind: "event", direction: "in", at: receivedAt, type, id, valid, issues, envelope: body },
    );
  }

  function callPage(
    initialize: Extract<PageLook, { state: "ready" }>["initialize"],
    context: InitializeContext,
    attempts: number,
  ): InitializeResult {
    const sent = structuredClone(context);
    traffic.log({
      kind: "message",
      direction: "out",
      env: "ui",
      type: INITIALIZE_CALL,
      at: Date.now(),
      envelope: { context: sent },
    });
    const result: InitializeResult = { context: structuredClone(sent), attempts };
    try {
      initialize(sent, (payload: unknown) => receive(payload));
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    return result;
  }

  return {
    initialize(context, options = {}) {
      core.ensureLive("call window.initialize");
      const frame = options.frame ?? defaultFrame;
      if (!frame) {
        throw new HostSimulatorError(
          "INVALID_OPTIONS",
          "host.initialize() needs the app's frame: create the host with `iframe`, or pass `frame`",
        );
      }
      if (typeof context !== "object" || context === null || Array.isArray(context)) {
        throw new HostSimulatorError(
          "INVALID_OPTIONS",
          'host.initialize(context): `context` must be an object, such as initializeContext("multimedia-selector", appId)',
        );
      }
      const interval = positive(options.retryIntervalMs, DEFAULT_RETRY_MS, "retryIntervalMs");
      const maxAttempts = positive(options.maxAttempts, DEFAULT_ATTEMPTS, "maxAttempts");
      return new Promise<InitializeResult>((resolve, reject) => {
        let attempts = 0;
        const look = () => {
          if (core.disposed) {
            reject(
              new HostSimulatorError(
                "HOST_DISPOSED",
                "the host was disposed before the page defined window.initialize",
              ),
            );
            return;
          }
          attempts += 1;
          const page = lookAtPage(frame);
          if (page.state === "cross-origin") {
            reject(page.error);
            return;
          }
          if (page.state === "ready") {
            resolve(callPage(page.initialize, context, attempts));
            return;
          }
          if (attempts >= maxAttempts) {
            reject(
              new HostSimulatorError(
                "WAIT_TIMEOUT",
                `the app's page did not define window.initialize(context, callback) after ${attempts} looks ${interval} ms apart; a multimedia selector or popup must define it (see the platform's "Multimedia Selector Apps" guide)`,
              ),
            );
            return;
          }
          setTimeout(look, interval);
        };
        look();
      });
    },

    selectorItems: () => structuredClone(added),
  };
}
