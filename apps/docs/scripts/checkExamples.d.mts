import type { CompilerOptions } from "typescript";

/** The compiler options the operation examples are checked with (twoslash uses the same). */
export declare const EXAMPLE_COMPILER_OPTIONS: CompilerOptions;
/** Throws when any of `examples` (name to source) does not type-check. */
export declare function checkExamples(examples: Map<string, string>): void;
