// Which operation pages run their example live: the example's call, made in the host simulator in
// the first mode where the SDK sends it and the platform's hosts serve it. A page is live when the
// simulator answers it; generate.mjs writes the live example then, and test/liveExamples.test.ts
// holds that every operation of the registry has one.
import { EXAMPLE_PAYLOADS } from "./examples.mjs";
import { needsPayload } from "./exampleSource.mjs";
import { MODES, callSimulator } from "./platforms.mjs";

/** The example payloads of scripts/examples.mjs as values, by operation type. */
export const PAYLOAD_VALUES = Object.fromEntries(
  Object.entries(EXAMPLE_PAYLOADS).map(([type, source]) => [
    type,
    Function(`return (${source})`)(),
  ]),
);

/** The mode a page's example runs in: the first where the SDK sends it and the hosts serve it. */
export const exampleMode = (platform) => MODES.find((m) => platform.host[m] && platform.sdk[m]);

/**
 * Runs the example of `op` in the host simulator (`callSimulator`'s outcome, with `payload`), or
 * `undefined` when its request has required fields and scripts/examples.mjs gives it no payload.
 */
export async function runExample(op, shapes, platform) {
  const payload = PAYLOAD_VALUES[op.type];
  if (needsPayload(shapes.get(op.type).request) && !(op.type in PAYLOAD_VALUES)) return undefined;
  return { ...(await callSimulator(op, exampleMode(platform), payload)), payload };
}
