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
 * @typedef {{ transport: "window" | "port", host: "raw" | "simulator" }} HostVariant
 */

/**
 * The host's marks of each request while marking (`bench.mark()`): when it arrived (this listener is
 * added before any responder's, so it runs first) and when the responder had answered (a listener
 * added after the responder's), on the clock both pages share.
 * @type {number[][] | undefined}
 */
let marks;
const clock = () => performance.timeOrigin + performance.now();
const isRequest = (/** @type {MessageEvent} */ event) =>
  marks !== undefined &&
  event.source === iframe.contentWindow &&
  event.data?.type === "SVC_REQUEST";
window.addEventListener("message", (event) => {
  if (isRequest(event)) marks?.push([clock()]);
});
const markAnswered = (/** @type {MessageEvent} */ event) => {
  if (isRequest(event)) marks?.at(-1)?.push(clock());
};

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
      if (variant.host === "raw") {
        stop = createRawWindowResponder(() => iframe.contentWindow, appOrigin, window);
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
        const off = createRawPortResponder(port);
        stop = () => {
          off();
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
  /** Marks every request from now on (call after `setup`): see `marks`. */
  mark() {
    marks = [];
    window.addEventListener("message", markAnswered);
  },
  /** Stops marking; returns [arrived, answered] per request since `mark()`. */
  marks() {
    window.removeEventListener("message", markAnswered);
    const result = marks ?? [];
    marks = undefined;
    return result;
  },
};

Object.assign(globalThis, { bench });
