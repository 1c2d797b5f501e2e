// @ts-check
// What the session's `#private` state saves: the `hostbridge-transport` and `hostbridge-ui` consumers
// bundled twice, once as shipped and once with every `#name` of the session classes turned into a
// plain `_name` property (what the same code costs with names a minifier must keep). Nothing on disk
// changes: the edit is made as esbuild reads the files.
import { readFile } from "node:fs/promises";

/** The files whose `#private` members the comparison renames. */
export const PRIVATE_STATE_FILES = [
  "packages/transport/src/session.ts",
  "packages/transport/src/sessionLog.ts",
];

/**
 * An esbuild plugin turning `#name` members into `_name` properties in {@link PRIVATE_STATE_FILES}.
 * @param {string} root - the repository root
 * @returns {import("esbuild").Plugin}
 */
export function publicNamesPlugin(root) {
  const files = new Set(PRIVATE_STATE_FILES.map((f) => `${root}/${f}`));
  return {
    name: "public-names",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!files.has(args.path)) return undefined;
        const text = await readFile(args.path, "utf8");
        const renamed = text.replace(/(?<![\w`'"])#([a-zA-Z]\w*)/g, "_$1");
        if (renamed === text) throw new Error(`no #private member in ${args.path}`);
        return { contents: renamed, loader: "ts" };
      });
    },
  };
}
