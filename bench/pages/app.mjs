// @ts-check
// The app page of the round-trip benchmark (served from http://localhost:<B> inside the host's
// iframe, bundled by esbuild). `app.run(variant, n)` sends n sequential `ui_app_resize` requests,
// either through the SDK (`useUi().appResize()`) or through a raw hand-written client, over
// window.postMessage to the parent or over the MessagePort the host handed over, and returns the
// latency of each request (performance.now(), 5 µs resolution when cross-origin isolated).
import { useUi } from "@hostbridge/sdk";
import { createBridge, createPortTransport } from "@hostbridge/transport";
import { createTracingHook } from "@hostbridge/opentelemetry";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

// The "sdk-otel" variant's tracing: the real SDK, spans kept in memory (cleared after each phase)
const exporter = new InMemorySpanExporter();
const tracerProvider = new BasicTracerProvider({
  spanProcessors: [new SimpleSpanProcessor(exporter)],
});
import { cpuCost } from "../lib/cpuCost.mjs";
import { createRawPortClient, createRawWindowClient } from "../lib/raw.mjs";
import { PAIR_ORDERS } from "../lib/alternation.mjs";

const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);

/** @type {MessagePort[]} */
const ports = [];
/** @type {((port: MessagePort) => void) | undefined} */
let portWaiter;
window.addEventListener("message", (event) => {
  if (
    event.origin !== hostOrigin ||
    event.source !== window.parent ||
    event.data?.type !== "bench-port"
  )
    return;
  const port = /** @type {MessagePort} */ (event.ports[0]);
  if (portWaiter) portWaiter(port);
  else ports.push(port);
  portWaiter = undefined;
});
/** @returns {Promise<MessagePort>} */
const nextPort = () => {
  const port = ports.shift();
  if (port) return Promise.resolve(port);
  return new Promise((resolve, reject) => {
    portWaiter = resolve;
    setTimeout(() => reject(new Error("the host sent no MessagePort within 5 s")), 5000);
  });
};

/**
 * Marks on a MessagePort, set before any client sees them: when the app last posted on it, and when
 * the last message arrived (this listener is added before the client's, so it runs first).
 * @param {MessagePort} port
 */
function markPort(port) {
  const marks = { sent: 0, arrived: 0 };
  const post = port.postMessage.bind(port);
  port.postMessage = (/** @type {[any, any]} */ ...args) => {
    marks.sent = performance.now();
    post(...args);
  };
  port.addEventListener("message", () => {
    marks.arrived = performance.now();
  });
  return marks;
}

/** Untimed requests after the first of each phase, before the timed ones (see `run`). */
const WARM_UP = 50;

// WIRE: the SDK's window bridge is new in every phase (no listener of another variant's client stays
// on the window). With the default `auto` wire, its first request waits for the probe (up to
// WIRE_PROBE_TIMEOUT, 1 s, for a post-robot host; this host speaks envelopes), so every SDK window
// phase began after a second of idle and no raw phase did: in Firefox the round trips after an idle
// second run about 5% slower for hundreds of requests, which 150 untimed requests did not cover and
// was timed as the SDK's (bench/README.md "Round trip in Firefox: the probe's second, removed from the
// SDK's phases"). After the probe, `auto` sends and receives by the same code as `wire: "envelopes"`.

/**
 * @param {{ transport: "window" | "port", app: "raw" | "raw-timer" | "sdk" | "sdk-otel" }} variant
 * @param {number} n
 */
async function run(variant, n) {
  /** @type {(i: number) => Promise<unknown>} */
  let call;
  /** @type {() => number} */
  let pending;
  /** @type {() => void} */
  let dispose;
  const port = variant.transport === "port" ? await nextPort() : undefined;
  const marks = port ? markPort(port) : undefined;
  if (variant.app === "raw" || variant.app === "raw-timer") {
    // raw-timer: the raw client with a timer per request (the SDK's default timeout, 30 s)
    const timeout = variant.app === "raw-timer" ? 30_000 : undefined;
    const client = port
      ? createRawPortClient(port, { timeout })
      : createRawWindowClient(window.parent, hostOrigin, window);
    call = (i) => client.request("ui_app_resize", { height: i });
    pending = client.pendingCount;
    dispose = () => {
      client.dispose();
      port?.close();
    };
  } else {
    const transport = port ? createPortTransport(port) : undefined;
    const onActivity =
      variant.app === "sdk-otel" ? createTracingHook({ tracerProvider }) : undefined;
    // On the window, `wire: "envelopes"`: what the `auto` wire speaks to this host once its probe has
    // decided, by the same code, without the probe's second of idle before every SDK phase (see WIRE)
    const ui = transport
      ? useUi({ transport, onActivity })
      : useUi({ hostOrigin, onActivity, wire: "envelopes" });
    call = (i) => ui.appResize({ height: i });
    pending = () => ui.bridge.pendingCount;
    dispose = () => {
      ui.dispose();
      transport?.close();
      exporter.reset();
    };
  }
  const samples = new Array(n);
  // On a MessagePort, each request by step: the app's send (call -> postMessage), the wire and the host
  // (postMessage -> the answer arrives), the app's receive (arrival -> the await resumes).
  /** @type {{ send: number[], wire: number[], receive: number[] }} */
  const steps = { send: [], wire: [], receive: [] };
  // One untimed request first, in every variant, then WARM_UP more: the JIT and caches after the
  // switch from the previous phase, untimed.
  await call(-1);
  for (let i = 0; i < WARM_UP; i++) await call(-2);
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    const done = performance.now();
    samples[i] = done - t;
    if (marks) {
      steps.send.push(marks.sent - t);
      steps.wire.push(marks.arrived - marks.sent);
      steps.receive.push(done - marks.arrived);
    }
  }
  const total = performance.now() - start;
  const left = pending();
  dispose();
  return {
    samples,
    steps,
    total,
    pending: left,
    crossOriginIsolated: globalThis.crossOriginIsolated,
    origin: location.origin,
  };
}

/**
 * The SDK's own CPU cost per request in this browser, with a channel that costs nothing.
 * @param {number} n
 */
const cpu = (n) => cpuCost({ useUi, createBridge }, n);

/** The time on the clock both pages share (each page's `performance.now()` has its own origin). */
const clock = () => performance.timeOrigin + performance.now();

/**
 * The raw client and the SDK (raw host) alive together on one transport, requests alternating one by
 * one (the order within each pair alternating), so that both see the same load: per request, when it
 * was called, when its answer arrived (a listener added before either client's) and when its `await`
 * resumed, on the clock both pages share. Each answer passes the listener of the client that listened
 * first on its way to the other's: `sdkFirst` says which (the drivers run both). `untimed` requests
 * went first (the host page marks those too).
 * @param {number} pairs
 * @param {boolean} sdkFirst
 * @param {"window" | "port"} [over]
 */
async function alternate(pairs, sdkFirst, over = "window") {
  const port = over === "port" ? await nextPort() : undefined;
  /** @type {{ addEventListener: Window["addEventListener"], removeEventListener: Window["removeEventListener"] }} */
  const source = port ?? window;
  let arrived = 0;
  const onAnswer = (/** @type {Event} */ event) => {
    if (/** @type {MessageEvent} */ (event).data?.type === "SVC_RESPONSE") arrived = clock();
  };
  source.addEventListener("message", onAnswer);
  const transport = port ? createPortTransport(port) : undefined;
  const ui = transport ? useUi({ transport }) : useUi({ hostOrigin, wire: "envelopes" });
  if (sdkFirst) await ui.appResize({ height: 1 }); // (the bridge listens from its first request)
  const raw = port
    ? createRawPortClient(port)
    : createRawWindowClient(window.parent, hostOrigin, window);
  /** @type {Record<"raw" | "sdk", () => Promise<unknown>>} */
  const clients = {
    raw: () => raw.request("ui_app_resize", { height: 1 }),
    sdk: () => ui.appResize({ height: 1 }),
  };
  /** @type {Record<"raw" | "sdk", [number, number, number][]>} [called, arrived, resumed] per request */
  const times = { raw: [], sdk: [] };
  for (let i = 0; i < WARM_UP; i++) await Promise.all([clients.raw(), clients.sdk()]);
  for (let i = 0; i < pairs; i++)
    for (const name of PAIR_ORDERS[i % 2] ?? []) {
      const called = clock();
      await clients[name]();
      times[name].push([called, arrived, clock()]);
    }
  raw.dispose();
  ui.dispose();
  transport?.close();
  port?.close();
  source.removeEventListener("message", onAnswer);
  return { times, untimed: 2 * WARM_UP + (sdkFirst ? 1 : 0) };
}

Object.assign(globalThis, { app: { run, cpu, alternate } });
