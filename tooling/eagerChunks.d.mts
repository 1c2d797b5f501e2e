import type { Plugin } from "esbuild";
/** The esbuild plugin that resolves each `./x.lazy` import to `./x` (a build that cannot split). */
export declare function eagerChunks(): Plugin;
