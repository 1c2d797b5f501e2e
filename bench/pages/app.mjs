// @ts-check
// The app page of the round-trip benchmark (served from http://localhost:<B> inside the host's
// iframe, bundled by esbuild). On the host page's message (bench/pages/host.mjs), `run(variant, n)`
// sends n sequential `ui_app_resize` requests, through the SDK (`useUi().appResize()`) or a raw
// hand-written client, over window.postMessage to the parent or over the MessagePort the host handed
// over, and answers the latency of each (performance.now(), 5 µs steps when cross-origin isolated).
import { useUi } from "@hostbridge/sdk";
import { createPortTransport } from "@hostbridge/transport";
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
import { createRawPortClient, createRawWindowClient } from "../lib/raw.mjs";

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
 * @param {{ transport: "window" | "port", app: "raw" | "sdk" | "sdk-otel" }} variant
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
  if (variant.app === "raw") {
    const client = port
      ? createRawPortClient(port)
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
  }
  const total = performance.now() - start;
  const left = pending();
  dispose();
  return { samples, total, pending: left };
}

// The host page drives the run (bench/pages/host.mjs): a ping until this script runs, then one phase
// per message, answered when it is done.
window.addEventListener("message", async (event) => {
  if (event.source !== window.parent || event.origin !== hostOrigin) return;
  if (event.data?.__benchPing) window.parent.postMessage({ __benchPong: 1 }, hostOrigin);
  const [variant, n] = event.data?.__benchRun ?? [];
  if (variant) window.parent.postMessage({ __benchDone: await run(variant, n) }, hostOrigin);
});
