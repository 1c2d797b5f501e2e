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
