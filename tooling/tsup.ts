import type { Options } from "tsup";
import { keepSourceMapsInside } from "./sourcemaps";

export { keepSourceMapsInside } from "./sourcemaps";

/**
 * The tsup build every published library uses: ESM + CJS, declarations for both,
 * sourcemaps, no minification (consumers' bundlers minify), clean output.
 */
export function libraryConfig(entry: Record<string, string>, overrides: Options = {}): Options {
  const { onSuccess, ...rest } = overrides;
  if (typeof onSuccess === "string") throw new Error("libraryConfig: pass onSuccess as a function");
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: "es2022",
    ...rest,
    // Published maps never point outside the package (see sourcemaps.ts).
    onSuccess: async () => {
      await onSuccess?.();
      await keepSourceMapsInside();
    },
  };
}

/**
 * {@link libraryConfig} for a package whose code runs in the app's page (bundled into apps):
 * syntax minification too (names and whitespace stay readable). Constants are then folded across
 * modules, so a table written with named flags (the operation registry) reaches the app's bundler
 * as a literal it can prove pure and drop when unused: 0.5 KB min+gzip of a `useUi()` app from dist
 * (issue 34).
 */
export function appLibraryConfig(entry: Record<string, string>, overrides: Options = {}): Options {
  return libraryConfig(entry, {
    esbuildOptions(options) {
      options.minifySyntax = true;
    },
    ...overrides,
  });
}
