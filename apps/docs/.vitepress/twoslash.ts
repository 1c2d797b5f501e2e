// The type-check of the site's code blocks: every ts/tsx block of a page is run through twoslash
// against the packages, except the ones marked `no-twoslash` (the API pages' fragments, the
// contributor docs' excerpts, and the operation pages' examples, which scripts/checkExamples.mjs
// checks all in one program). A block that does not compile (a renamed method, a wrong payload)
// fails the build. No types cache: a cache keyed on the block's text would let a block pass after
// the package under it changed.
import { fileURLToPath } from "node:url";
import { transformerTwoslash } from "@shikijs/vitepress-twoslash";
import { EXAMPLE_COMPILER_OPTIONS } from "../scripts/checkExamples.mjs";

/** The folder the blocks' imports resolve from (apps/docs, whose dependencies are the packages). */
const DOCS = fileURLToPath(new URL("../", import.meta.url)).replace(/\/$/, "");

export function twoslashTransformer() {
  return transformerTwoslash({
    explicitTrigger: /^(?!.*\bno-twoslash\b)/,
    langs: ["ts", "tsx"],
    // (a block that does not compile throws everywhere but `vitepress dev`, which logs it)
    twoslashOptions: {
      vfsRoot: DOCS,
      compilerOptions: { ...EXAMPLE_COMPILER_OPTIONS, noEmit: undefined },
    },
  });
}
