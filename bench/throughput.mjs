#!/usr/bin/env node
// @ts-check
// Benchmark 3, throughput and leaks, in Node over a MessageChannel (and the in-memory pair):
// 10,000 concurrent requests through the SDK versus the raw hand-written client, the time ratio,
// then the pending requests and listeners left (must be zero). HostBridge is loaded from the
// packages' built dist (what an app installing from npm runs).
//
//   npm run bench:throughput [-- --json out.json] [-- --quick]
import { createRawPortClient, createRawPortResponder } from "./lib/raw.mjs";
import {
  ensureBuilt,
  formatMs,
  formatRatio,
  main,
  markdownTable,
  median,
  pairedRatio,
} from "./lib/measure.mjs";

/** @typedef {{ id: string, label: string, channel: "MessageChannel" | "memory pair", app: "raw" | "sdk", host: "raw" | "simulator" }} Variant */

/** @type {readonly Variant[]} */
const VARIANTS = /** @type {const} */ ([
  ["raw", "raw client, raw responder", "MessageChannel", "raw", "raw"],
  ["sdk", "SDK (useUi), raw responder", "MessageChannel", "sdk", "raw"],
  ["sdk-sim", "SDK (useUi), host simulator", "MessageChannel", "sdk", "simulator"],
  ["sdk-memory", "SDK (useUi), createMockHost (memory pair)", "memory pair", "sdk", "simulator"],
]).map(([id, label, channel, app, host]) => ({ id, label, channel, app, host }));

/** @param {MessagePort} port */
const portListeners = (port) =>
  /** @type {any} */ (port).listenerCount("message") +
  /** @type {any} */ (port).listenerCount("messageerror");

/**
 * One phase: a fresh channel, `count` concurrent requests, then checks and teardown.
 * @param {Variant} v
 * @param {number} count
 * @param {{ useUi: any, createPortTransport: any, createHost: any, createMockHost: any }} lib
 */
async function phase(v, count, lib) {
  /** @type {(i: number) => Promise<unknown>} */
  let call;
  /** @type {() => { pending: number, listeners: number }} */
  let counts;
  /** @type {() => void} */
  let teardown;
  /** @type {() => number} */
  let afterDispose;
  /** @type {() => number} */
  let answered = () => count;

  if (v.channel === "memory pair") {
    const mock = lib.createMockHost({ location: "ui", mode: "WEB" });
    const ui = lib.useUi({ transport: mock.transport });
    const off = ui.on("ui_app_set_data", () => {});
    call = (i) => ui.appResize({ height: i });
    answered = () => mock.host.requests.filter((/** @type {any} */ r) => r.status === "ok").length;
    counts = () => {
      off();
      return { pending: ui.bridge.pendingCount, listeners: ui.bridge.listenerCount };
    };
    teardown = () => {
      ui.dispose();
      mock.dispose();
    };
    afterDispose = () => ui.bridge.listenerCount;
  } else {
    const { port1, port2 } = new MessageChannel();
    /** @type {() => void} */
    let stopHost;
    if (v.host === "raw") {
      stopHost = createRawPortResponder(/** @type {any} */ (port2));
    } else {
      const hostTransport = lib.createPortTransport(port2);
      const host = lib.createHost({ transport: hostTransport, location: "ui", mode: "WEB" });
      answered = () => host.requests.filter((/** @type {any} */ r) => r.status === "ok").length;
      stopHost = () => {
        host.dispose();
        hostTransport.close();
      };
    }
    if (v.app === "raw") {
      const client = createRawPortClient(/** @type {any} */ (port1));
      call = (i) => client.request("ui_app_resize", { height: i });
      counts = () => ({ pending: client.pendingCount(), listeners: 0 });
      teardown = () => {
        client.dispose();
        stopHost();
        port1.close();
      };
    } else {
      const transport = lib.createPortTransport(port1);
      const ui = lib.useUi({ transport });
      const off = ui.on("ui_app_set_data", () => {});
      call = (i) => ui.appResize({ height: i });
      counts = () => {
        off();
        return { pending: ui.bridge.pendingCount, listeners: ui.bridge.listenerCount };
      };
      teardown = () => {
        ui.dispose();
        transport.close();
        stopHost();
      };
    }
    afterDispose = () =>
      portListeners(/** @type {any} */ (port1)) + portListeners(/** @type {any} */ (port2));
  }

  const start = performance.now();
  const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => call(i)));
  const ms = performance.now() - start;
  const fulfilled = results.filter((r) => r.status === "fulfilled").length;
  const hostAnswered = answered();
  const { pending, listeners } = counts();
  teardown();
  const listenersAfterDispose = afterDispose();
  return { ms, fulfilled, hostAnswered, pending, listeners, listenersAfterDispose };
}

/**
 * @param {{ quick: boolean }} options
 */
export async function runThroughput({ quick }) {
  ensureBuilt(["@hostbridge/ui-api", "@hostbridge/host-simulator"]);
  const [rounds, count] = [quick ? 2 : 7, 10_000];
  const [{ useUi }, { createPortTransport }, { createHost, createMockHost }] = await Promise.all([
    import("@hostbridge/ui-api"),
    import("@hostbridge/transport"),
    import("@hostbridge/host-simulator"),
  ]);
  const lib = { useUi, createPortTransport, createHost, createMockHost };
  // warm-up, not recorded
  for (const v of VARIANTS) await phase(v, 2000, lib);
  /** @type {Record<string, Awaited<ReturnType<typeof phase>>[]>} */
  const data = Object.fromEntries(VARIANTS.map((v) => [v.id, []]));
  for (let r = 0; r < rounds; r++) {
    const order = VARIANTS.map(
      (_, i) => /** @type {Variant} */ (VARIANTS[(i + r) % VARIANTS.length]),
    );
    for (const v of order) data[v.id]?.push(await phase(v, count, lib));
  }
  const raw = /** @type {Awaited<ReturnType<typeof phase>>[]} */ (data.raw);
  const variants = VARIANTS.map((v) => {
    const runs = /** @type {Awaited<ReturnType<typeof phase>>[]} */ (data[v.id]);
    return {
      ...v,
      medianMs: median(runs.map((x) => x.ms)),
      ratio: pairedRatio(
        runs.map((x) => x.ms),
        raw.map((x) => x.ms),
      ),
      allSettledOk: runs.every((x) => x.fulfilled === count && x.hostAnswered === count),
      pendingMax: Math.max(...runs.map((x) => x.pending)),
      listenersMax: Math.max(...runs.map((x) => x.listeners)),
      listenersAfterDisposeMax: Math.max(...runs.map((x) => x.listenersAfterDispose)),
    };
  });
  return { rounds, count, node: process.version, variants };
}

/** @typedef {Awaited<ReturnType<typeof runThroughput>>} ThroughputResults */

const HEADER = [
  "variant",
  "10k requests (median)",
  "vs raw (paired)",
  "all settled ok",
  "pending after",
  "handlers after off()",
  "port listeners after dispose",
];

/** @param {ThroughputResults} r */
function rows(r) {
  return r.variants.map((v) => [
    `${v.channel}: ${v.label}`,
    formatMs(v.medianMs),
    v.id === "raw"
      ? "baseline"
      : v.channel === "MessageChannel"
        ? formatRatio(v.ratio)
        : `(${formatRatio(v.ratio)})`,
    v.allSettledOk ? "yes" : "NO",
    String(v.pendingMax),
    v.app === "raw" ? "-" : String(v.listenersMax),
    String(v.listenersAfterDisposeMax),
  ]);
}

/** @param {ThroughputResults} r */
export function throughputMarkdown(r) {
  return [
    markdownTable(HEADER, rows(r)),
    "",
    `Node ${r.node}, in one process: the app end and the host end of a \`MessageChannel\` ` +
      "(Node's `worker_threads` one: structured clone, asynchronous delivery), HostBridge loaded from the built `dist`. " +
      `Each phase fires ${r.count.toLocaleString("en-US")} \`ui_app_resize\` requests at once (\`Promise.allSettled\`) on a fresh channel ` +
      `and times until all have settled; ${r.rounds} rounds, variants interleaved (rotating order), after a warm-up. ` +
      '"vs raw" is the median over rounds of (variant time / raw time in the same round); the memory-pair row is in ' +
      'parentheses because its channel differs from the baseline\'s. "all settled ok" means every request resolved and the host ' +
      'recorded every one as answered. "pending after" is `bridge.pendingCount` once all settled; "handlers after off()" is ' +
      '`bridge.listenerCount` after the one `ui.on()` handler of the phase was removed; "port listeners after dispose" counts ' +
      "the `message`/`messageerror` listeners left on both ports after `dispose()`/`close()`.",
  ].join("\n");
}

const GOAL = "10,000 concurrent requests settle; pending requests and listeners return to zero";

/**
 * @param {ThroughputResults | undefined} r
 * @returns {import("./lib/measure.mjs").Goal[]}
 */
export function throughputGoals(r) {
  const clean = r?.variants.every(
    (v) => v.allSettledOk && !v.pendingMax && !v.listenersMax && !v.listenersAfterDisposeMax,
  );
  return [
    {
      goal: GOAL,
      measured: !r
        ? "not run"
        : clean
          ? "all settled; 0 pending, 0 handlers, 0 port listeners in every variant and round"
          : "see section 3",
      met: clean,
      note: "Some variant left requests pending or listeners registered: section 3 says which.",
    },
  ];
}

/** @type {import("./lib/measure.mjs").Benchmark<ThroughputResults>} */
export const benchmark = {
  run: runThroughput,
  markdown: throughputMarkdown,
  goals: throughputGoals,
};
await main(import.meta.url, benchmark);
