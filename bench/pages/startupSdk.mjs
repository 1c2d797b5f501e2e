// @ts-check
// An app of the start-up benchmark on HostBridge: useUi() with its defaults (the automatic wire, which
// probes the host with post-robot's hello), or with `wire: "platform"` when the page says so (the
// floor: no wait for the hello's answer), one picker request; it reports when the answer arrived,
// from the frame's navigation start and from its own first line.
import { useUi } from "@hostbridge/ui-api";

const start = performance.now();
const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);
const wire = document.documentElement.dataset.wire === "platform" ? "platform" : undefined;
void useUi(wire ? { wire } : {})
  .selectContent({ max_selections: 1 })
  .then(() => {
    const now = performance.now();
    parent.postMessage({ __startup: { load: now, script: now - start } }, hostOrigin);
  });
