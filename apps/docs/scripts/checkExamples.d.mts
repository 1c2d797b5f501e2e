import type { CompilerOptions } from "typescript";

/** The compiler options the operation examples are checked with (twoslash uses the same). */
export declare const EXAMPLE_COMPILER_OPTIONS: CompilerOptions;
/**
 * Throws when any of `examples` (name to source) does not type-check. `readFile` stands in for the
 * file system when the program reads a file: it gets the file's name and text and returns the text.
 */
export declare function checkExamples(
  examples: Map<string, string>,
  options?: { readFile?: (name: string, text: string | undefined) => string | undefined },
): void;
