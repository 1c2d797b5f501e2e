// @ts-check
// The host page of the round-trip benchmark (served from http://127.0.0.1:<A>, bundled by esbuild).
// It embeds the app in a cross-site iframe (http://localhost:<B>) and, per benchmark phase, answers
// the app's requests with either the HostBridge host simulator or a raw hand-written responder,
// over window.postMessage or over a MessagePort it hands to the app.
import { createHost } from "@hostbridge/host-simulator";
import { createPortTransport } from "@hostbridge/transport";
import { createRawPortResponder, createRawWindowResponder } from "../lib/raw.mjs";

const appOrigin = /** @type {string} */ (document.documentElement.dataset.appOrigin);
const iframe = /** @type {HTMLIFrameElement} */ (document.getElementById("app"));
let stop = () => {};

/**
 * @typedef {{ transport: "window" | "port", host: "raw" | "simulator", mark?: boolean }} HostVariant
 * `mark`: mark every request of the phase (see `markRequests`)
 */

/** The marks of the phase that marks: [arrived, answered] per request, on the clock both pages share. */
/** @type {number[][]} */
let marks = [];
const clock = () => performance.timeOrigin + performance.now();

/**
 * Marks each request arriving on `source`: when it arrived (a listener added before the responder's,
 * so it runs first) and, once `answering()` has added its listener after the responder's, when the
 * responder had answered. Returns `answering`, which returns the remover of both listeners.
 * @param {{ addEventListener(type: "message", l: (event: MessageEvent) => void): void,
 *   removeEventListener(type: "message", l: (event: MessageEvent) => void): void }} source
 */
function markRequests(source) {
  marks = [];
  const isRequest = (/** @type {MessageEvent} */ event) => event.data?.type === "SVC_REQUEST";
  const arrived = (/** @type {MessageEvent} */ event) => {
    if (isRequest(event)) marks.push([clock()]);
  };
  const answered = (/** @type {MessageEvent} */ event) => {
    if (isRequest(event)) marks.at(-1)?.push(clock());
  };
  source.addEventListener("message", arrived);
  return () => {
    source.addEventListener("message", answered);
    return () => {
      source.removeEventListener("message", arrived);
      source.removeEventListener("message", answered);
    };
  };
}

const bench = {
  /**
   * Starts answering for one phase (and, for a port phase, hands the app its end of a new channel).
   * @param {HostVariant} variant
   */
  setup(variant) {
    bench.teardown();
    const app = iframe.contentWindow;
    if (!app) throw new Error("the app iframe has no window");
    if (variant.transport === "window") {
      const answering = variant.mark ? markRequests(window) : undefined;
      if (variant.host === "raw") {
        const off = createRawWindowResponder(() => iframe.contentWindow, appOrigin, window);
        const unmark = answering?.();
        stop = () => {
          off();
          unmark?.();
        };
      } else {
        // Envelopes only, like the raw responder: on the platform wire `ui_app_resize` is a bare UI
        // operation the app settles on sending (no answer), which would time no round trip at all.
        const host = createHost({
          iframe,
          appOrigin,
          location: "ui",
          mode: "WEB",
          wire: "envelopes",
        });
        stop = () => host.dispose();
      }
    } else {
      const channel = new MessageChannel();
      const port = channel.port1;
      if (variant.host === "raw") {
        const answering = variant.mark ? markRequests(port) : undefined;
        const off = createRawPortResponder(port);
        const unmark = answering?.();
        stop = () => {
          off();
          unmark?.();
          port.close();
        };
      } else {
        const transport = createPortTransport(port);
        const host = createHost({ transport, location: "ui", mode: "WEB" });
        stop = () => {
          host.dispose();
          transport.close();
        };
      }
      app.postMessage({ type: "bench-port" }, appOrigin, [channel.port2]);
    }
    return { origin: location.origin, crossOriginIsolated: globalThis.crossOriginIsolated };
  },
  /** Stops answering. */
  teardown() {
    stop();
    stop = () => {};
  },
  /** The marks of the last phase that marked (`setup({ mark: true })`). */
  marks() {
    return marks;
  },
};

Object.assign(globalThis, { bench });
