// Types of the script-tag build (dist/hostbridge.global.js): a `<script src>` page, or
// `import "@hostbridge/sdk/global"` in a bundled app, gets `window.hostbridge`, the SDK's API.
import type * as HostBridge from "./dist/index.js";

declare global {
  /** The SDK's API, as the script-tag build defines it on the page. */
  var hostbridge: typeof HostBridge;
}

export {};
