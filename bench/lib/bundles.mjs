// @ts-check
// The one place that builds and measures bundles of minimal consumers, shared by `bench/size.mjs`
// (the size benchmark) and `bench/test/sizeBudget.test.ts` (the budget check in `npm test`).
//
// Each consumer is the smallest real use of a library: what an app imports and calls, nothing more.
// It is bundled by esbuild (bundle + minify + tree-shaking, browser platform, ES2022, ESM) and
// measured as minified bytes and min+gzip bytes (gzip level 9). HostBridge packages are bundled
// either from their sources (the "@hostbridge/source" export condition: no build needed, which is
// what the budget test uses) or from their built `dist` (what a consumer installing from npm gets).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = join(BENCH_DIR, "..");

/** The custom export condition that points HostBridge packages at their TypeScript sources. */
export const SOURCE_CONDITION = "@hostbridge/source";

/** Budgets in bytes, min+gzip (docs/architecture.md, "Decisions and their reasons": numbers are benchmarks). */
// (issue 34: a useUi() app on a per-wire entry <= 6 KB, on the automatic entry <= 7.5 KB)
export const BUDGETS = /** @type {const} */ ({
  "hostbridge-ui": 7.5 * 1024,
  "hostbridge-ui-envelopes": 6 * 1024,
  "hostbridge-ui-platform": 6 * 1024,
  "hostbridge-sdk-all": 10 * 1024,
  "hostbridge-transport": 5 * 1024,
});

/**
 * What a framework binding may add (min+gzip bytes, from the sources) over the environment package it uses
 * (issue 24: <= 1 KB): binding row -> [base row, goal, ceiling]. The ceiling, just above what ships, is the
 * regression limit `npm test` checks while the goal is not met (as `CEILINGS` for the budgets): delete it once
 * the binding adds no more than the goal.
 * @type {Readonly<Record<string, readonly [base: string, goal: number, ceiling?: number]>>}
 */
export const BINDING_OVERHEAD = {
  // (ceilings, issue 30, measured by leaving one part out: the binding client (start-up once per
  // app, the shared environment record with its latest-answer rule, the components' handlers, the
  // API instances) ~650 B; the request state 200-240 B; useEnv/useHostEnv 45-100 B; a message or
  // event hook 20-70 B each; the provider or plugin with its NO_PROVIDER error and, in Vue, the
  // location detection, the rest: about 400-460 B over the goal, not met yet)
  // (issue 34, +10 B on React: the prompt stream a chunk of its own takes 16 B off the base app and
  // 6 B off the React app, whose gzip shares less with it; the binding's own code did not change)
  // (issue 34, +20 B on React: the session's platform half moved out of session.ts changes what gzip
  // shares between the binding and the core by a few bytes; the binding's own code did not change)
  // (issue 58 item 6, +97 B on React, +216 B on Vue: the one request runner both bindings share
  // (transport's createRequestRunner: a status of five states, a result that tells success, failure
  // and abort apart, its own listeners for useSyncExternalStore), and in Vue the four refs it is
  // copied into; measured before/after on the same app, BENCHMARKS.md "Framework bindings")
  "hostbridge-vue": ["hostbridge-vue-base", 1024, 1750],
  "hostbridge-react": ["hostbridge-react-base", 1024, 1600],
};

/** How far (min+gzip bytes) a ui-only Vue app's HostBridge code may be from the React equivalent's (issue 30). */
export const VUE_REACT_PARITY = 512;

/**
 * Regression ceilings for the budgets docs/architecture.md sets but the code does not meet yet (BENCHMARKS.md,
 * "Goals not met", says what limits them). `npm test` fails when a bundle grows past its ceiling, so
 * the gap can only shrink; when a bundle meets its goal, delete its ceiling here and the goal applies.
 */
// (+450 B each for the platform wire's key casing, docs/protocol.md "Casing on the platform wire":
// the bridge session sends high-level bodies snake_cased there, so every consumer carries it)
// (issue 33: the session split by concern, the one redaction list, the request hook and the start-up
// explanation on a timeout add about 850 B to useUi(), 840 B to the minimal transport, 880 B to the
// whole sdk, which also carries `inspectorRequested`; the inspector itself loads only when asked)
// (issues 29, 30, 32 together, measured on the merge: the envelope codec reads the existing client's
// PITCHER_* names too, the ack wait knows a host that answered its hello, the instance cache names
// its states, and the session log assigns its closures in the constructor for Safari 15 (WebKit
// 236843): about 230 B more on each of these three)
// (issue 34, the per-wire entries: the envelope-only entry drops the platform wire's code, about
// 1.8 KB; the platform-only entry carries both codecs, high-level requests ride envelopes there,
// so it is the automatic entry's size; handing the platform parts to the session costs the
// automatic entry about 140 B. From the built dist, which is syntax-minified since, each is about
// 60 B smaller than these figures from the sources. bench/floor.mjs: with every optional part cut,
// the automatic entry's useUi() app is still 8.64 KB and the envelope entry's 6.90 KB)
// (issue 34: the requests' timeouts on one timer per session instead of one per request, which took
// about 17 µs off a MessagePort round trip in Chromium (bench/README.md "Round trip: where the SDK's
// time went"): about 170 B more on each of these three)
// (the core smaller by design: each entry hands its sessions their wire, so /envelopes carries no
// probe and no hello, about 310 B less there; the instance cache ends an instance in one dispose,
// the channels copy the options once, the wire acts on itself once: about 130 B less on the others;
// bench/floor.mjs: with every optional part cut, 8.66 KB on the automatic entry, 6.66 KB on /envelopes)
// (issue 34: `streamPromptAssistant()`'s code a chunk loaded at the first call, its stand-in with the
// LOAD_FAILED error in its place: about 13 B less on useUi(), 31 B more on the whole sdk)
// (issue 34: the session's platform-only branches, post-robot and top-host requests and `broadcast`,
// moved into its platform half, platformParts.ts: /envelopes about 310 B less, the others 40 B more)
// (issue 39: the request hook's wire record says the transport's platform, so a recording keeps the
// session's mode (an iPad session was exported as WEB): about 25 B more on each; the one
// redaction list masks credentials inside values too, as docs/architecture.md requires of every log
// line and hook record: credential-named URL parameters, Bearer/Basic credentials, JWTs, and the
// platform wire's frames parsed from their JSON text: about 310-330 B more on each of these five;
// traces that connect: the opt-in W3C trace context on envelope requests, `traceContext`, about 40 B
// (bench/floor.mjs "trace-context"; 12 B of it the try that keeps a throwing function from stopping a
// request), and the host's own error in the request hook's record of a failure, about 25 B; before
// issue 39: 10130, 7745, 10265, 13890, 9000; re-measured on the merged code)
// (issue 51: the high-level API answers on the platform's own hosts: PITCHER_REQUEST on its wire,
// PITCHER_RESPONSE/PITCHER_EVENT read, the `pitcher` environment block read as `svc`, a probe that timed
// out no longer decides the wire for good (a later hello, and the requests in flight sent again on the
// platform wire); measured by putting back the files of ef6a0bc one at a time: sessionWire ~55 B,
// platformParts ~60 B, bridgeSession ~45 B, the codecs ~50 B; /envelopes ~45 B (PITCHER_* read, the
// confirmation that ends the open probe); before: 10540, 8180, 10670, 14310, 9415)
// (issue 55: the redaction list masks ?session=, ?accessKey=, ?t=, URL-encoded Bearer%20 and the keys
// auth_header and sessionId, about 51 B; a dropped inbound message reaches the request hook at every log
// level, so an export keeps what was dropped and why, about 36 B; measured the same way)
// (issue 55, start-up names its cause, measured by putting back the previous files one at a time: the
// iOS handler named with the ones present, about 68 B; a top-level WKWebView page taken as iOS and
// `hostOrigin` said not to apply on a native bridge, about 70 B; a host answering from an origin not
// allowed (when the frame cannot see its parent's origin) failing the requests in flight at once, and
// "no host" said as such, about 85 B in the window transport and 30 B in the session; an envelope-only message ending the wire probe, about 29 B; the
// silent host's message, about 18 B; before: 10816, 8310, 10940, 14598, 9708)
// (the operations the spec renamed sent and heard under the platform's names on the platform wire,
// `ui_prompt_pia` and its streamed answers, `ui_preselect_sfdc_meeting_id`: without it
// `promptAssistant()` is never answered on the platform's hosts; the table and its two lookups, about
// 80-100 B on the bundles with the platform wire; the envelope-only entry +2 B from the merges of this
// stop; before: 11113, 8608, 11228, 14880, 10016)
// (issue 58, the round trip in one home: the session owns the in-flight requests, their one deadline
// timer and every reply, and reads a post-robot frame, which the platform parts return as data in the
// envelope codec's shapes, with the envelopes' code: about 35-45 B less on the four bundles with the
// platform wire; the envelope-only entry carries that shared handling (a push's answer, an ack, a
// hello's hash, the platform send's branch) about 240 B more, the post-robot codec still dropped;
// before: 11202, 8610, 11326, 14981, 10096)
// (the session's handlers made in its constructor, not in a field initializer, which Safari 14.1-15.x
// (WebKit bug 236843) refuses: +3 B on the transport consumer, +2 B on useUi(); no placement of the
// statement measured smaller; before: 10061, 11156)
// (the round trip in one home, issue 58 item 1: the session holds its channel to the host, the one
// send and the listener, so a warm request runs through 6 files of transport and protocol-types; the
// events and pushed messages are a part of their own, the top-most host window the platform parts',
// and the probe's two identical ends one: useUi() unchanged, the envelope-only entry 42 B less, the
// others 8-10 B less, the whole sdk 6 B more (its ceiling was 14954); before: 11159, 8826, 11278, 14941, 10052)
export const CEILINGS = /** @type {const} */ ({
  "hostbridge-ui": 11159,
  "hostbridge-ui-envelopes": 8784,
  "hostbridge-ui-platform": 11268,
  "hostbridge-sdk-all": 14947,
  "hostbridge-transport": 10044,
});

/** @typedef {import("./consumers.mjs").Consumer} Consumer */
export { CONSUMERS, consumer } from "./consumers.mjs";

/**
 * @typedef {object} BundleSize
 * @property {string} id
 * @property {string} group
 * @property {string} library
 * @property {"source" | "dist"} mode - how HostBridge code was resolved
 * @property {number} minified - minified bytes
 * @property {number} gzip - min+gzip bytes (level 9)
 * @property {boolean} zod - whether zod ended up in the bundle (it must never, in a browser package)
 * @property {{ path: string, bytes: number }[]} inputs - what the bundle is made of, largest first (bytes in the minified output)
 */

/**
 * Groups a metafile's output inputs by package: `packages/<name>/src/x.ts` stays as is,
 * `node_modules/.pnpm/<...>/node_modules/<pkg>/x.js` becomes `<pkg>/x.js`.
 * @param {Record<string, { bytesInOutput: number }>} inputs
 */
function describeInputs(inputs) {
  return Object.entries(inputs)
    .map(([path, { bytesInOutput }]) => ({
      path: path.replace(/^.*node_modules\//, "").replace(/^\.\.\//, ""),
      bytes: bytesInOutput,
    }))
    .filter((i) => i.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * Bundles and measures one consumer.
 * @param {Consumer} c
 * @param {{ mode?: "source" | "dist" }} [options] - how to resolve HostBridge packages (default `source`)
 * @returns {Promise<BundleSize>}
 */
export async function measureConsumer(c, options = {}) {
  const mode = options.mode ?? "source";
  const base = { id: c.id, group: c.group, library: c.library };
  const result = await build({
    bundle: true,
    write: false,
    minify: true,
    treeShaking: true,
    legalComments: "none",
    platform: "browser",
    logLevel: "silent",
    metafile: true,
    absWorkingDir: ROOT,
    external: c.external ?? [],
    outdir: join(ROOT, "bench-out"), // (nothing is written: the paths of the outputs)
    // source mode reads the TypeScript sources; dist mode the built ESM ("import" condition)
    conditions: mode === "source" ? [SOURCE_CONDITION] : [],
    stdin: { contents: c.code, resolveDir: BENCH_DIR, sourcefile: `${c.id}.js`, loader: "js" },
    format: "esm",
    target: "es2022",
    // split as an app's bundler does: what a dynamic import() loads is its own chunk
    splitting: true,
  });
  const startUp = startUpOutputs(result);
  const files = startUp.map((path) => {
    const file = result.outputFiles?.find((f) => f.path === join(ROOT, path));
    if (!file) throw new Error(`esbuild produced no output ${path} for ${c.id}`);
    return file.contents;
  });
  if (!files.length) throw new Error(`esbuild produced no output for ${c.id}`);
  /** @type {Record<string, { bytesInOutput: number }>} */
  const merged = {};
  for (const path of startUp)
    for (const [input, { bytesInOutput }] of Object.entries(
      result.metafile?.outputs[path]?.inputs ?? {},
    ))
      merged[input] = { bytesInOutput: (merged[input]?.bytesInOutput ?? 0) + bytesInOutput };
  return {
    ...base,
    mode,
    minified: files.reduce((sum, f) => sum + f.length, 0),
    // (the start-up files as one stream: a file esbuild splits off for a helper it shares with a
    // lazy chunk costs its bytes, not a gzip header of its own)
    gzip: gzipSync(Buffer.concat(files), { level: 9 }).length,
    zod: Object.keys(result.metafile?.inputs ?? {}).some((p) => /[/\\]zod[/\\]/.test(p)),
    inputs: describeInputs(merged),
  };
}

/**
 * The outputs an app loads at start-up: its entry chunk and the chunks it imports statically (not
 * those only a dynamic `import()` loads, which a bundler leaves for when they are used), as metafile
 * output paths (relative to the repository).
 * @param {import("esbuild").BuildResult} result
 */
function startUpOutputs(result) {
  const outputs = result.metafile?.outputs ?? {};
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  /** @type {string[]} */
  const loaded = [];
  const visit = (/** @type {string | undefined} */ path) => {
    if (!path || loaded.includes(path)) return;
    loaded.push(path);
    for (const i of outputs[path]?.imports ?? [])
      if (i.kind === "import-statement" && !i.external) visit(i.path);
  };
  visit(entry);
  return loaded;
}

/**
 * The failure message of an exceeded budget: measured and allowed sizes, and the largest inputs.
 * @param {BundleSize} size
 * @param {number} budget
 */
export function budgetMessage(size, budget) {
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(2)} KB (${n} B)`;
  const largest = size.inputs
    .slice(0, 6)
    .map((i) => `${i.path} ${i.bytes} B`)
    .join(", ");
  return (
    `${size.library}, "${size.group}": ${kb(size.gzip)} min+gzip exceeds the budget of ${kb(budget)} ` +
    `(over by ${size.gzip - budget} B). Largest inputs (minified bytes): ${largest}. ` +
    "Run `npm run bench:size` for the full table; shrink the code on this path or move it behind a separate import."
  );
}
