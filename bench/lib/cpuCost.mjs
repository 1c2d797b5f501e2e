// @ts-check
// The client's own CPU cost per request, SDK versus raw, with a channel that costs nothing: the
// "host" answers in the next microtask, without structured clone. Runs in Node (throughput
// benchmark) and in the round-trip app page (Chromium), with the SDK functions passed in.

/**
 * A transport whose host answers every SVC_REQUEST in the next microtask: no channel, no clone,
 * so a request's time is the client's own CPU work.
 */
function echoTransport() {
  /** @type {((message: unknown) => void) | undefined} */
  let listener;
  return {
    send(/** @type {any} */ m) {
      queueMicrotask(() =>
        listener?.({ type: "SVC_RESPONSE", request: m.request, response: { status: "ok" } }),
      );
    },
    listen(/** @type {(message: unknown) => void} */ l) {
      listener = l;
      return () => {
        listener = undefined;
      };
    },
    close() {
      listener = undefined;
    },
  };
}

/**
 * @typedef {{ n: number, raw: number, bridge: number, useUi: number, bridgeCheapAbort: number, primitives: Record<string, number> }} CpuCost
 */

/** A stand-in AbortController whose abort() only flips a flag (no event, no DOMException). */
class CheapAbortController {
  signal = {
    aborted: false,
    /** @type {unknown} */
    reason: undefined,
    addEventListener() {},
    removeEventListener() {},
    throwIfAborted() {},
  };
  /** @param {unknown} [reason] */
  abort(reason) {
    this.signal.aborted = true;
    this.signal.reason = reason;
  }
}

/**
 * Microseconds per sequential request when the channel costs nothing (the echo transport): the
 * client's own CPU cost, SDK versus raw, plus reference costs of platform primitives a request may use.
 * @param {{ useUi: any, createBridge: any }} lib
 * @param {number} n
 * @returns {Promise<CpuCost>}
 */
export async function cpuCost(lib, n) {
  /** @param {(i: number) => unknown} call */
  const perCall = async (call) => {
    for (let i = 0; i < n / 10; i++) await call(i);
    const start = performance.now();
    for (let i = 0; i < n; i++) await call(i);
    return ((performance.now() - start) / n) * 1000;
  };
  /** @type {unknown[]} */
  const sink = [];
  /** @param {() => unknown} fn */
  const perOp = (fn) => {
    for (let i = 0; i < n / 10; i++) sink[i & 15] = fn();
    const start = performance.now();
    // results are kept, so the work cannot be optimized away
    for (let i = 0; i < n; i++) sink[i & 15] = fn();
    return ((performance.now() - start) / n) * 1000;
  };
  const echo = echoTransport();
  /** @type {Map<string, (value: unknown) => void>} */
  const pending = new Map();
  echo.listen((/** @type {any} */ m) => {
    const resolve = pending.get(m.request.id);
    pending.delete(m.request.id);
    resolve?.(m);
  });
  const raw = await perCall(
    (i) =>
      new Promise((resolve) => {
        const id = crypto.randomUUID();
        pending.set(id, resolve);
        echo.send({
          type: "SVC_REQUEST",
          request: { id, type: "ui_app_resize", body: { height: i } },
        });
      }),
  );
  const bridge = lib.createBridge({ transport: echoTransport() });
  const bridgeUs = await perCall((i) => bridge.request("ui_app_resize", { height: i }));
  bridge.dispose();
  const ui = lib.useUi({ transport: echoTransport() });
  const uiUs = await perCall((i) => ui.appResize({ height: i }));
  ui.dispose();
  // Diagnostic: the same bridge with AbortController swapped for a stand-in whose abort() costs
  // nothing, to show how much of the bridge's cost is creating and aborting controllers.
  const RealAbortController = globalThis.AbortController;
  /** @type {number} */
  let bridgeCheapAbort;
  globalThis.AbortController = /** @type {any} */ (CheapAbortController);
  try {
    const cheap = lib.createBridge({ transport: echoTransport() });
    bridgeCheapAbort = await perCall((i) => cheap.request("ui_app_resize", { height: i }));
    cheap.dispose();
  } finally {
    globalThis.AbortController = RealAbortController;
  }
  return {
    n,
    raw,
    bridge: bridgeUs,
    useUi: uiUs,
    bridgeCheapAbort,
    primitives: {
      "crypto.randomUUID()": perOp(() => crypto.randomUUID()),
      "setTimeout + clearTimeout": perOp(() => clearTimeout(setTimeout(() => {}, 30_000))),
      "new AbortController()": perOp(() => new AbortController()),
      "new AbortController() + abort()": perOp(() => {
        const controller = new AbortController();
        controller.abort();
        return controller;
      }),
    },
  };
}

/** Table header of {@link cpuRows}. */
export const CPU_HEADER = [
  "client CPU cost per sequential request (echo transport)",
  "µs / request",
  "vs raw",
];

/**
 * Table rows of a {@link CpuCost}.
 * @param {CpuCost} cpu
 */
export function cpuRows(cpu) {
  const x = (/** @type {number} */ v) => (cpu.raw > 0 ? `${(v / cpu.raw).toFixed(2)}x` : "n/a");
  return [
    ["raw (id map + randomUUID)", cpu.raw.toFixed(2), "baseline"],
    ["createBridge().request()", cpu.bridge.toFixed(2), x(cpu.bridge)],
    ["useUi().appResize()", cpu.useUi.toFixed(2), x(cpu.useUi)],
    [
      "diagnostic: createBridge().request() with a no-cost AbortController",
      cpu.bridgeCheapAbort.toFixed(2),
      x(cpu.bridgeCheapAbort),
    ],
    ...Object.entries(cpu.primitives).map(([name, us]) => [
      `reference: ${name}`,
      us.toFixed(2),
      "",
    ]),
  ];
}

/**
 * The paragraph under the table.
 * @param {CpuCost} cpu
 * @param {string} where - the runtime, e.g. "Node v20.20.2"
 */
export function cpuNote(cpu, where) {
  return (
    `The client's own CPU cost in ${where}: ${cpu.n.toLocaleString("en-US")} sequential requests over a transport whose ` +
    "host answers in the next microtask (no channel, no structured clone), so the time is the client's work per request " +
    "(`bench/lib/cpuCost.mjs`). The diagnostic row runs the same bridge with `AbortController` swapped for a stand-in " +
    "whose `abort()` costs nothing, to show how much of its cost is creating and aborting controllers; the reference rows " +
    "time single platform primitives in the same place."
  );
}
