// docs/architecture.md walks one request from the app to the host and back as `file:function` steps.
// This test follows a warm `useUi().selectContent()` as it runs, against the host simulator on a
// memory transport pair (./helpers/requestTrace: V8's call counts, read at each crossing), and holds
// the walk to it: each step's functions ran, in the walk's order, each in the file the step names
// (a function of the same name in another file does not count), and the app side of the round trip
// visits no file the walk does not name, and at most FILE_BUDGET files of the transport and
// protocol-types packages.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryTransportPair } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import { createHost } from "../src/index";
import { arrivalsCut, ROOT, startTrace } from "./helpers/requestTrace";
import type { Leg, Trace, Visit } from "./helpers/requestTrace";

/** At most this many files of the transport and protocol-types packages per warm request. */
const FILE_BUDGET = 6;

const PICKED = { user_action: "selected", content: [{ id: "file-1", name: "Quarterly.pdf" }] };

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

/**
 * The legs of one warm `selectContent` on the platform wire (the first request, with the wire's
 * start, goes before the trace), over `pair` (`[appEnd, hostEnd]`).
 */
async function traceWarmRequest(
  pair: [Transport, Transport] = createMemoryTransportPair(),
): Promise<Leg[]> {
  // (the first request's crossings go before the trace: nothing to cut yet)
  const tracing: { trace?: Trace } = {};
  const cut = (side: Leg["side"]) => tracing.trace?.cut(side);
  const [appEnd, hostEnd] = pair;
  const host = createHost({ transport: arrivalsCut(hostEnd, "host", cut) });
  const app = arrivalsCut(appEnd, "app", cut);
  const ui = useUi({ transport: app, wire: "platform" });
  cleanups.push(() => {
    ui.dispose();
    host.dispose();
  });
  const cold = ui.selectContent({ content_type: "file" });
  host.answer((await host.waitForRequest("ui_select_content")).id, PICKED);
  await cold;
  const arrived = host.waitForRequest("ui_select_content");
  const trace = (tracing.trace = startTrace());
  try {
    const warm = ui.selectContent({ content_type: "file" });
    const settled = warm.then(() => trace.cut("app"));
    const request = await arrived;
    await new Promise((resolve) => setTimeout(resolve, 0)); // (the ack reaches the app)
    trace.cut("app");
    host.answer(request.id, PICKED);
    await settled;
    await expect(warm).resolves.toEqual(PICKED);
    return trace.legs;
  } finally {
    trace.stop();
  }
}
/** The numbered steps of the walk in docs/architecture.md ("One request, ..."). */
function walkSteps(): string[] {
  const doc = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");
  const start = doc.indexOf("\n## One request");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  return section.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));
}

/** Every `` `path/to/file.ts:function` `` a step names (`#call`: a private method). */
const references = (step: string): Visit[] =>
  [...step.matchAll(/`([\w./-]+\.ts):(#?[A-Za-z_$][\w$]*)`/g)].map((m) => ({
    file: m[1]!,
    name: m[2]!,
  }));

/** The app side of the round trip that the file budget counts: the engine and its protocol. */
const COUNTED = /^packages\/(transport|protocol-types)\/src\//;

/** Which legs may run a function of `file`: the host's, the app's, or (protocol-types) either. */
const sideOf = (file: string): Leg["side"] | undefined =>
  file.startsWith("packages/host-simulator/")
    ? "host"
    : COUNTED.test(file) && file.includes("protocol-types")
      ? undefined
      : "app";

/** The app-side files of `transport` and `protocol-types` the round trip visited. */
const countedFiles = (legs: Leg[]): string[] =>
  [
    ...new Set(
      legs
        .filter((leg) => leg.side == "app")
        .flatMap((leg) => leg.visits.map((visit) => visit.file))
        .filter((file) => COUNTED.test(file)),
    ),
  ].sort();

/**
 * Where `legs` part from the walk: each step's functions must have run, in a leg of their side,
 * no earlier than the previous step's; `ran` says whether a leg ran a function (qualified by its
 * file, unless a test asks otherwise). The dev host's steps (`apps/`) do not run in this test.
 */
function departures(
  legs: Leg[],
  steps: string[],
  ran = (leg: Leg, ref: Visit) => leg.visits.some((v) => v.file == ref.file && v.name == ref.name),
): string[] {
  const problems: string[] = [];
  let cursor = 0;
  steps.forEach((step, index) => {
    let reached = cursor;
    for (const ref of references(step)) {
      if (ref.file.startsWith("apps/")) continue;
      const side = sideOf(ref.file);
      const at = legs.findIndex(
        (leg, i) => i >= cursor && (!side || leg.side == side) && ran(leg, ref),
      );
      if (at < 0)
        problems.push(`step ${index + 1}: ${ref.file}:${ref.name} did not run (in order)`);
      else reached = Math.max(reached, at);
    }
    cursor = reached;
  });
  return problems;
}

describe("the walk of one request (docs/architecture.md), as it runs", () => {
  const steps = walkSteps();

  it("runs every step of the walk, in order, in the files the walk names", async () => {
    const legs = await traceWarmRequest();
    // app, host (arrival and ack), app (the ack), host (the answer), app (the response)
    expect(legs.map((leg) => leg.side)).toEqual(["app", "host", "app", "host", "app"]);
    expect(steps.length).toBeLessThanOrEqual(12);
    expect(departures(legs, steps)).toEqual([]);
  });

  it(`visits at most ${FILE_BUDGET} files of transport and protocol-types, each named by the walk`, async () => {
    const files = countedFiles(await traceWarmRequest());
    const walk = steps.join("\n");
    expect(files.filter((file) => !walk.includes(file))).toEqual([]);
    expect(files.length, files.join("\n")).toBeLessThanOrEqual(FILE_BUDGET);
  });

  it("fails when a function of the same name in another file takes over (scratch run)", async () => {
    // The memory pair is replaced by one written here: its `send` has the name of the transport's
    // (packages/transport/src/transport.ts:send, step 5), but another file.
    const inboxes: (((message: unknown) => void) | undefined)[] = [];
    const end = (self: number): Transport => ({
      send(message) {
        const copy: unknown = structuredClone(message);
        queueMicrotask(() => inboxes[1 - self]?.(copy));
      },
      listen(onMessage) {
        inboxes[self] = onMessage;
        return () => (inboxes[self] = undefined);
      },
      close: () => (inboxes[self] = undefined),
    });
    const legs = await traceWarmRequest([end(0), end(1)]);
    const byName = (leg: Leg, ref: Visit) => leg.visits.some((v) => v.name == ref.name);
    // matched by name only, the walk would still pass ...
    expect(departures(legs, steps, byName)).toEqual([]);
    // ... qualified by file, it does not
    expect(departures(legs, steps)).toEqual([
      "step 5: packages/transport/src/transport.ts:send did not run (in order)",
    ]);
  });
});
