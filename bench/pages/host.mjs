// @ts-check
// The host page of the round-trip benchmark (served from http://127.0.0.1:<A>, bundled by esbuild).
// It embeds the app in a cross-site iframe (http://localhost:<B>) and drives the whole run from inside
// the page, so one driver works in every engine (bench/roundtrip.mjs): per phase it answers the app's
// requests with a raw hand-written responder or the HostBridge host simulator, over window.postMessage
// or over a MessagePort it hands to the app, and asks the app to send n requests.
import { createHost } from "@hostbridge/host-simulator";
import { createPortTransport } from "@hostbridge/transport";
import { createRawPortResponder, createRawWindowResponder } from "../lib/raw.mjs";

const appOrigin = /** @type {string} */ (document.documentElement.dataset.appOrigin);
const iframe = /** @type {HTMLIFrameElement} */ (document.getElementById("app"));

/**
 * @typedef {{ id: string, transport: "window" | "port", app: "raw" | "sdk" | "sdk-otel", host: "raw" | "simulator" }} Variant
 * @typedef {{ samples: number[], total: number, pending: number }} PhaseResult
 */

/**
 * Answers the app for one phase (for a port phase, hands it its end of a new channel); returns the stop.
 * @param {Variant} variant
 */
function answer(variant) {
  const app = /** @type {Window} */ (iframe.contentWindow);
  if (variant.transport === "window") {
    if (variant.host === "raw")
      return createRawWindowResponder(() => iframe.contentWindow, appOrigin, window);
    // Envelopes only, like the raw responder: on the platform wire `ui_app_resize` is a bare UI
    // operation the app settles on sending (no answer), which would time no round trip at all.
    const host = createHost({ iframe, appOrigin, location: "ui", mode: "WEB", wire: "envelopes" });
    return () => host.dispose();
  }
  const { port1, port2 } = new MessageChannel();
  const transport = variant.host === "simulator" ? createPortTransport(port1) : undefined;
  const host = transport && createHost({ transport, location: "ui", mode: "WEB" });
  const off = transport ? () => {} : createRawPortResponder(port1);
  app.postMessage({ type: "bench-port" }, appOrigin, [port2]);
  return () => {
    off();
    host?.dispose();
    transport?.close();
    port1.close();
  };
}

/**
 * One phase: the app sends `n` requests of `variant` (bench/pages/app.mjs).
 * @param {Variant} variant
 * @param {number} n
 * @returns {Promise<PhaseResult>}
 */
function phase(variant, n) {
  const stop = answer(variant);
  return new Promise((resolve) => {
    const onMessage = (/** @type {MessageEvent} */ event) => {
      if (event.source !== iframe.contentWindow || !event.data?.__benchDone) return;
      removeEventListener("message", onMessage);
      stop();
      resolve(event.data.__benchDone);
    };
    addEventListener("message", onMessage);
    iframe.contentWindow?.postMessage({ __benchRun: [variant, n] }, appOrigin);
  });
}

/** The smallest step of `performance.now()` in this engine. */
function resolution() {
  let best = Infinity;
  for (let i = 0, last = performance.now(); i < 200_000; i++) {
    const now = performance.now();
    if (now > last) best = Math.min(best, now - last);
    last = now;
  }
  return best;
}

/**
 * The whole run: a warm-up phase per variant, then interleaved rounds. The order rotates every round
 * and odd rounds run it reversed: in Firefox a window phase runs slower the later it comes after the
 * port phases (bench/README.md "Round trip in Firefox: the order of the phases").
 * @param {{ variants: Variant[], rounds: number, perRound: number, warmup: number }} plan
 */
async function drive({ variants, rounds, perRound, warmup }) {
  await new Promise((resolve) => {
    // the app page answers once its script has run (bench/pages/app.mjs)
    const ping = setInterval(
      () => iframe.contentWindow?.postMessage({ __benchPing: 1 }, appOrigin),
      50,
    );
    addEventListener("message", function pong(event) {
      if (event.source !== iframe.contentWindow || !event.data?.__benchPong) return;
      clearInterval(ping);
      removeEventListener("message", pong);
      resolve(undefined);
    });
  });
  for (const v of variants) await phase(v, warmup);
  /** @type {Record<string, { samples: number[], roundMeans: number[], pending: number }>} */
  const data = Object.fromEntries(
    variants.map((v) => [v.id, { samples: [], roundMeans: [], pending: 0 }]),
  );
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...variants].reverse() : variants;
    for (let i = 0; i < order.length; i++) {
      const v = /** @type {Variant} */ (order[(i + r) % order.length]);
      const result = await phase(v, perRound);
      const d = /** @type {(typeof data)[string]} */ (data[v.id]);
      d.samples.push(...result.samples);
      d.roundMeans.push(result.total / perRound);
      d.pending = Math.max(d.pending, result.pending);
    }
  }
  return { data, resolutionMs: resolution(), isolated: globalThis.crossOriginIsolated };
}

Object.assign(globalThis, { drive });
// WebKitGTK (tooling/webkit/embedder.py) cannot evaluate a script and await it: the plan comes in the
// URL and the results go back through a script message handler.
const plan = new URLSearchParams(location.hash.slice(1)).get("plan");
const report = /** @type {any} */ (globalThis).webkit?.messageHandlers?.benchReport;
if (plan && report)
  addEventListener("load", () =>
    drive(JSON.parse(plan)).then(
      (r) => report.postMessage(r),
      (e) => report.postMessage({ error: String(e) }),
    ),
  );
