// Types of the script-tag build (dist/js-api.umd.min.js, the existing client's file name): a
// `<script src>` page, or `import "@hostbridge/compat/js-api.umd.min.js"` in a bundled app, gets
// `window.pitcher`, the existing client's surface.
import type * as Pitcher from "./dist/index.js";

declare global {
  /** The existing client's surface, as the script-tag build defines it on the page. */
  var pitcher: typeof Pitcher;
}

export {};
