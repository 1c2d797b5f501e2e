// @ts-check
// The host page of the push-to-DOM benchmark (http://127.0.0.1:<A>): two cross-site app iframes
// (http://localhost:<B>, a Vue app and a React app), each answered by its own HostBridge host
// simulator. `bench.run(app, from, n)` pushes `ui_app_set_data` n times to one app, one at a time:
// each push after the app acknowledged the previous one as rendered, the next animation frame and a
// varying delay (so the pushes land at every point of a frame).
import { createHost } from "@hostbridge/host-simulator";

const appOrigin = /** @type {string} */ (document.documentElement.dataset.appOrigin);

/** @type {Map<number, () => void>} */
const acks = new Map();
window.addEventListener("message", (event) => {
  if (event.origin !== appOrigin || event.data?.type !== "bench-rendered") return;
  acks.get(event.data.seq)?.();
  acks.delete(event.data.seq);
});

/** @param {string} id */
function hostFor(id) {
  const iframe = /** @type {HTMLIFrameElement} */ (document.getElementById(id));
  return createHost({ iframe, appOrigin, location: "ui", mode: "WEB" });
}
const hosts = { vue: hostFor("vue"), react: hostFor("react") };
const envelope = hosts.vue.push("ui_app_set_data", undefined, { format: "wrapped" });
const base = /** @type {any} */ (typeof envelope === "string" ? JSON.parse(envelope) : envelope)
  .body.body;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** @type {any} */ (globalThis).bench = {
  /**
   * @param {"vue" | "react"} app
   * @param {number} from - first sequence number
   * @param {number} n
   */
  async run(app, from, n) {
    for (let seq = from; seq < from + n; seq++) {
      const rendered = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${app}: push ${seq} not rendered within 5 s`)),
          5000,
        );
        acks.set(seq, () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      hosts[app].push(
        "ui_app_set_data",
        { ...base, component_id: `push-${seq}` },
        { format: "wrapped" },
      );
      await rendered;
      // then the next frame and 0 to 16 ms more, so the pushes arrive at every phase of a frame
      await frame();
      await new Promise((resolve) => setTimeout(resolve, (seq * 7) % 17));
    }
  },
};
