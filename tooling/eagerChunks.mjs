// @ts-check
// A module `x.lazy.ts` stands for its sibling `x.ts` (the same exports) and loads it with a dynamic
// `import()` on first use, so that an app's bundler makes `x.ts` a chunk of its own. A build that
// cannot split (the script-tag IIFE) would inline that chunk behind esbuild's lazy-module wrappers
// and carry the stand-in too; this esbuild plugin resolves `./x.lazy` to `./x` instead, so such a
// build has the code itself, as before it was lazy. Used by packages/sdk/tsup.config.ts.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** @returns {import("esbuild").Plugin} */
export function eagerChunks() {
  return {
    name: "eager-chunks",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.lazy$/ }, ({ path, resolveDir }) => {
        const eager = join(resolveDir, path.replace(/\.lazy$/, ".ts"));
        if (!existsSync(eager)) throw new Error(`eagerChunks: ${path} has no sibling ${eager}`);
        return { path: eager };
      });
    },
  };
}
