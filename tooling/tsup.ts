import type { Options } from "tsup";

/**
 * The tsup build every published library uses: ESM + CJS, declarations for both,
 * sourcemaps, no minification (consumers' bundlers minify), clean output.
 */
export function libraryConfig(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: "es2022",
    ...overrides,
  };
}
