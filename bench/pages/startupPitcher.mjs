// @ts-check
// The same app on the platform's existing client, `@pitcher/js-api` 1.26.0 as the registry ships it
// (its ES module build, bundled as an app's bundler does), one picker request; it reports as
// ./startupSdk.mjs does.
import { useUi } from "@pitcher/js-api";

const start = performance.now();
const hostOrigin = /** @type {string} */ (document.documentElement.dataset.hostOrigin);
void useUi()
  .selectContent({ max_selections: 1 })
  .then(() => {
    const now = performance.now();
    parent.postMessage({ __startup: { load: now, script: now - start } }, hostOrigin);
  });
