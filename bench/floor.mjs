#!/usr/bin/env node
// @ts-check
// How small can the budgeted bundles get without changing the API? Measures the `useUi()` app on the
// automatic entry and on the envelope-only entry (`@hostbridge/ui-api/envelopes`, which carries no
// platform wire code), and the minimal transport consumer (bench/lib/bundles.mjs), as they are, then
// with each optional part cut out of the sources in memory (nothing on disk changes), then with all
// of them cut out at once. Each row says what one part costs; the last cut row is the floor of this
// design: what is left is the part every app needs (the RPC engine and its session parts, the window
// transport with its origin policy, the inbound guards, the error classes, the instance cache and the
// method table). Each cut is a text edit of one source file; if the source changed so that an edit
// no longer applies, the script fails instead of measuring something else.
//
//   npm run bench:floor [-- --json]
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ROOT, isMain, markdownTable } from "./lib/env.mjs";
import { formatBytes } from "./lib/stats.mjs";
import { consumer, measureConsumer } from "./lib/bundles.mjs";
import { publicNamesPlugin } from "./lib/privateNames.mjs";

/** @typedef {{ file: string, from: RegExp, to: string }} Edit */
/** @type {{ name: string, what: string, edits: Edit[] }[]} */
export const CUTS = [
  {
    name: "native",
    what: "iOS/Android/Windows WebView transports and their detection",
    edits: [
      {
        file: "transport/src/hostTransport.ts",
        from: /return mode && mode != "WEB"/,
        to: "return false",
      },
    ],
  },
  {
    name: "casing",
    what: '`casing: "camel"` (deep key conversion)',
    edits: [
      {
        file: "transport/src/session.ts",
        from: /this\.casing == "camel" \? convertKeys\(value, toWire, type\) : value/,
        to: "value",
      },
    ],
  },
  {
    name: "logging",
    what: "`logLevel` lines (redaction stays: dropped messages are reported with it)",
    edits: [
      {
        file: "transport/src/sessionLog.ts",
        from: /if \(this\.#level == "info" \|\| verbose\)/,
        to: "if (0)",
      },
    ],
  },
  {
    name: "prefer-online",
    what: '`fetchMode: "prefer-online"` handlers',
    edits: [
      {
        file: "transport/src/session.ts",
        from: /const online = this\.#onlineHandlers\?\.\[type\];/,
        to: "const online = 0 as never as OnlineHandler;",
      },
    ],
  },
  {
    name: "interactive",
    what: "no default timeout for operations that wait for a person",
    edits: [
      {
        file: "transport/src/pending.ts",
        from: /\(INTERACTIVE_METHOD_TYPES as readonly string\[\]\)\.includes\(type\)/,
        to: "false",
      },
    ],
  },
  {
    name: "bare-ui",
    what: "bare UI envelopes from native hosts",
    edits: [
      {
        file: "protocol-types/src/wire/envelopeCodec.ts",
        from: /\(UI_MESSAGE_TYPES as readonly unknown\[\]\)\.includes\(type\)/,
        to: "false",
      },
    ],
  },
  {
    name: "hooks",
    what: "the request hook's records (`onActivity`; issue 33)",
    edits: [
      {
        file: "transport/src/sessionLog.ts",
        from: /if \(!this\.#hook\) return;/,
        to: "return;",
      },
      { file: "transport/src/sessionLog.ts", from: /return !!this\.#hook;/, to: "return false;" },
    ],
  },
  {
    name: "trace-context",
    what: "the opt-in W3C trace context on requests (`traceContext`; issue 39)",
    edits: [
      {
        file: "transport/src/session.ts",
        from: /let trace: TraceContext \| undefined;\n\s*try \{[\s\S]*?\n {4}\}\n/,
        to: "const trace = undefined;\n",
      },
      {
        file: "protocol-types/src/wire/envelopeCodec.ts",
        from: /if \(trace\) \{[\s\S]*?\n {2}\}\n/,
        to: "",
      },
    ],
  },
  {
    name: "explain",
    what: "the start-up explanation a `REQUEST_TIMEOUT` ends with (issue 33)",
    edits: [
      {
        file: "transport/src/sessionLog.ts",
        from: /if \(error\.code != "REQUEST_TIMEOUT"\) return error;/,
        to: "return error;",
      },
    ],
  },
  {
    name: "prompt-stream",
    what: "`streamPromptAssistant()` (useUi() only; what stays of it: the stream is a chunk of its own)",
    edits: [
      {
        file: "ui-api/src/useUi.ts",
        from: /extend: \(bridge, life, send\) => \(\{[\s\S]*?\n {2}\}\),\n/,
        to: "",
      },
    ],
  },
];

/**
 * An esbuild plugin applying `edits` to the HostBridge sources as esbuild reads them.
 * @param {Edit[]} edits
 * @returns {import("esbuild").Plugin}
 */
function cutPlugin(edits) {
  return {
    name: "cut",
    setup(build) {
      const files = new Set(edits.map((e) => join(ROOT, "packages", e.file)));
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!files.has(args.path)) return undefined;
        let text = await readFile(args.path, "utf8");
        for (const edit of edits.filter((e) => join(ROOT, "packages", e.file) === args.path)) {
          if (!edit.from.test(text))
            throw new Error(
              `bench/floor.mjs: ${edit.from} no longer matches packages/${edit.file}; update the cut`,
            );
          text = text.replace(edit.from, edit.to);
        }
        return { contents: text, loader: "ts" };
      });
    },
  };
}

/** The consumers whose floor is measured: the budgets docs/architecture.md sets on the app side's smallest apps. */
export const FLOOR_CONSUMERS = ["hostbridge-ui", "hostbridge-ui-envelopes", "hostbridge-transport"];

/** Measures every consumer as it is, with each cut alone, and with all cuts. */
export async function measureFloor() {
  const variants = [
    { name: "as shipped", what: "nothing", edits: /** @type {Edit[]} */ ([]) },
    ...CUTS.map((c) => ({ name: `without ${c.name}`, what: c.what, edits: c.edits })),
    {
      name: "floor: without all of the above",
      what: "every cut above at once",
      edits: CUTS.flatMap((c) => c.edits),
    },
  ];
  /** @type {{ variant: string, what: string, gzip: Record<string, number>, comparison?: boolean }[]} */
  const rows = [];
  for (const v of variants) {
    /** @type {Record<string, number>} */
    const gzip = {};
    // (a cut in a file a consumer does not bundle, such as ui-api's for the transport, is never loaded)
    for (const id of FLOOR_CONSUMERS) {
      gzip[id] = (
        await measureConsumer(consumer(id), { mode: "source", plugins: [cutPlugin(v.edits)] })
      ).gzip;
    }
    rows.push({ variant: v.name, what: v.what, gzip });
  }
  // What the session's `#private` state saves (bench/lib/privateNames.mjs): the same code with
  // plain property names, and the shipped code lowered to ES2020 (WeakMap helpers).
  for (const [
    variant,
    what,
    options,
  ] of /** @type {[string, string, { plugins?: import("esbuild").Plugin[], target?: string }][]} */ ([
    [
      "state as plain properties (no `#private`)",
      "nothing: `#name` -> `_name` in the session classes (a minifier keeps those names)",
      { plugins: [publicNamesPlugin(ROOT)] },
    ],
    [
      "as shipped, lowered to ES2020",
      "nothing: `#private` becomes WeakMap helpers",
      { target: "es2020" },
    ],
  ])) {
    /** @type {Record<string, number>} */
    const gzip = {};
    for (const id of FLOOR_CONSUMERS)
      gzip[id] = (await measureConsumer(consumer(id), { mode: "source", ...options })).gzip;
    rows.push({ variant, what, gzip, comparison: true });
  }
  return rows;
}

/**
 * The floor as a markdown table.
 * @param {Awaited<ReturnType<typeof measureFloor>>} rows
 */
export function floorTable(rows) {
  return markdownTable(
    [
      "variant",
      "what is cut",
      "`useUi()` app, automatic (goal 7.5 KB)",
      "`useUi()` app, `/envelopes` (goal 6 KB)",
      "transport minimal (goal 5 KB)",
    ],
    rows.map((r) => [
      r.variant,
      r.what,
      ...FLOOR_CONSUMERS.map((id) => formatBytes(r.gzip[id] ?? 0)),
    ]),
    ["l", "l", "r", "r", "r"],
  );
}

if (isMain(import.meta.url)) {
  const rows = await measureFloor();
  console.log(process.argv.includes("--json") ? JSON.stringify(rows, null, 2) : floorTable(rows));
}
