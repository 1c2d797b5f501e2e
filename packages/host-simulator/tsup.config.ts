import { defineConfig } from "tsup";
import { libraryConfig } from "../../tooling/tsup";

// `frame` (an app in a frame with a simulated host, for a host page in a browser) is an entry of its
// own: the dev host page and the Playwright kit's host page bundle it; Node users of the root never load it.
export default defineConfig(libraryConfig({ index: "src/index.ts", frame: "src/frame/index.ts" }));
