// @ts-check
// The measuring side of the push-to-DOM benchmark, in the app frame. Imported FIRST by each app page
// (ES modules run in import order), so its `message` listener is registered before the HostBridge
// client registers its own and sees every push before the SDK does. Per push it records:
//   arrival  performance.now() when the message event reaches the frame (before the SDK handles it)
//   dom      performance.now() when a MutationObserver on the rendered node sees the pushed value
//   frame    performance.now() in the first requestAnimationFrame callback after the arrival
// and whether the DOM mutation came before that animation frame (so it is in the frame painted next).
// The host pushes `ui_app_set_data` with `component_id: "push-<seq>"`; the app renders
// "Pushed: push-<seq>." and the probe acknowledges each rendered push to the host.

/** @typedef {{ seq: number, arrival: number, dom: number, frame: number, beforeFrame: boolean }} PushSample */

const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);

/** @type {PushSample[]} */
let samples = [];
/** @type {PushSample | undefined} */
let pending;

/**
 * The sequence number of a pushed `ui_app_set_data` (a wrapped UI_MESSAGE envelope or the bare
 * `{ type, body }` one), else undefined.
 * @param {unknown} data
 */
function seqOf(data) {
  const envelope = /** @type {any} */ (typeof data === "string" ? safeParse(data) : data);
  const id = envelope?.body?.body?.component_id ?? envelope?.body?.component_id;
  const match = typeof id === "string" ? /^push-(\d+)$/.exec(id) : null;
  return match ? Number(match[1]) : undefined;
}

/** @param {string} text */
function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

window.addEventListener(
  "message",
  (event) => {
    const arrival = performance.now();
    if (event.origin !== hostOrigin || event.source !== window.parent) return;
    const seq = seqOf(event.data);
    if (seq === undefined) return;
    /** @type {PushSample} */
    const sample = { seq, arrival, dom: Number.NaN, frame: Number.NaN, beforeFrame: false };
    pending = sample;
    requestAnimationFrame(() => {
      sample.frame = performance.now();
    });
  },
  true,
);

/** The text the app renders for a pushed `component_id` (both apps use it). */
export const pushedText = (/** @type {string | undefined} */ id) =>
  id ? `Pushed: ${id}.` : "Nothing pushed yet.";

/**
 * Watches the node the app renders the pushed value into.
 * @param {Node} node
 */
export function observe(node) {
  new MutationObserver(() => {
    const now = performance.now();
    const sample = pending;
    if (!sample || !node.textContent?.includes(pushedText(`push-${sample.seq}`))) return;
    sample.dom = now;
    sample.beforeFrame = Number.isNaN(sample.frame);
    samples.push(sample);
    pending = undefined;
    window.parent.postMessage({ type: "bench-rendered", seq: sample.seq }, hostOrigin);
  }).observe(node, { childList: true, subtree: true, characterData: true });
}

/** The benchmark's handle in the app frame (read by Playwright). */
/** @type {any} */ (globalThis).probe = {
  /** Returns the samples so far (waiting one frame so the last push's frame time is set) and clears them. */
  take: () =>
    new Promise((resolve) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const out = samples;
          samples = [];
          resolve(out);
        }, 0),
      ),
    ),
  ready: false,
};
