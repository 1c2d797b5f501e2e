// Type-checks the operation pages' examples in one TypeScript program (one program for all of
// them is much cheaper than one twoslash run per page); a renamed method or a wrong payload fails
// the build with the operation and the compiler's message.
import { fileURLToPath } from "node:url";
import ts from "typescript";

const docs = fileURLToPath(new URL("../", import.meta.url));

/** The compiler options of every checked block (the twoslash options of .vitepress/config.ts). */
export const EXAMPLE_COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  types: ["node"],
  skipLibCheck: true,
  noEmit: true,
};

/**
 * Throws when any of `examples` (`Map<name, source>`) does not type-check. `readFile` (a test's)
 * stands in for the file system when the program reads a file (a package's declarations, say).
 */
export function checkExamples(examples, { readFile } = {}) {
  const files = new Map(
    [...examples].map(([name, source]) => [`${docs}.examples/${name}.ts`, source]),
  );
  const host = ts.createCompilerHost(EXAMPLE_COMPILER_OPTIONS);
  if (readFile) {
    const read = host.readFile.bind(host);
    host.readFile = (name) => readFile(name, read(name));
  }
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name), ts.ScriptTarget.ES2022, true)
      : getSourceFile(name, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const program = ts.createProgram([...files.keys()], EXAMPLE_COMPILER_OPTIONS, host);
  const diagnostics = [...files.keys()].flatMap((name) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(name)),
  );
  if (diagnostics.length) {
    throw new Error(
      `the operation pages' examples do not type-check:\n${ts.formatDiagnostics(diagnostics, host)}`,
    );
  }
}
