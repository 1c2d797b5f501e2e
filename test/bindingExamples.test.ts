// Every example of the framework bindings compiles: each ```ts / ```tsx block of their READMEs, of
// their pages on the documentation site (apps/docs/packages/<pkg>.md, where the READMEs' longer
// examples moved) and each @example of their sources is type-checked as its own module, against the
// packages' sources, the way an app's tsc would. An example that drifts from the API fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** What an example may use without importing it: the app's component, test globals. */
const PRELUDE: Record<"react" | "vue", string> = {
  react: `/// <reference types="vitest/globals" />
declare const App: () => null;
`,
  vue: `/// <reference types="vitest/globals" />
declare const App: import("vue").Component;
declare module "*.vue" {
  const component: import("vue").Component;
  export default component;
}
`,
};

interface Example {
  /** Where it is written: `README.md:12`, `apps/docs/packages/vue.md:20`, `src/useEnv.ts:30`. */
  where: string;
  lang: "ts" | "tsx";
  code: string;
}

/**
 * The fenced ```ts / ```tsx blocks of `text`, and the `<script setup lang="ts">` of ```vue blocks;
 * `strip` removes a JSDoc line's leading ` * `.
 */
function fencedBlocks(text: string, file: string, strip: boolean): Example[] {
  const lines = text.split("\n").map((line) => (strip ? line.replace(/^\s*\* ?/, "") : line));
  const examples: Example[] = [];
  for (let at = 0; at < lines.length; at++) {
    const open = /^```(tsx?|vue)\s*$/.exec(lines[at]!.trim());
    if (!open) continue;
    const start = at;
    const body: string[] = [];
    while (++at < lines.length && lines[at]!.trim() !== "```") body.push(lines[at]!);
    const code = body.join("\n");
    const script = /<script setup lang="ts">([\s\S]*?)<\/script>/.exec(code)?.[1];
    if (open[1] === "vue" && script === undefined) continue;
    examples.push({
      where: `${file}:${start + 1}`,
      lang: open[1] === "tsx" ? "tsx" : "ts",
      code: open[1] === "vue" ? script! : code,
    });
  }
  return examples;
}

function examplesOf(pkg: "react" | "vue"): Example[] {
  const dir = join(ROOT, "packages", pkg);
  const examples = fencedBlocks(readFileSync(join(dir, "README.md"), "utf8"), "README.md", false);
  const page = join("apps", "docs", "packages", `${pkg}.md`);
  examples.push(...fencedBlocks(readFileSync(join(ROOT, page), "utf8"), page, false));
  for (const name of readdirSync(join(dir, "src")).sort()) {
    if (!name.endsWith(".ts")) continue;
    const text = readFileSync(join(dir, "src", name), "utf8");
    // (only the fenced blocks inside JSDoc comments)
    for (const comment of text.match(/\/\*\*[\s\S]*?\*\//g) ?? []) {
      const line = text.slice(0, text.indexOf(comment)).split("\n").length - 1;
      for (const example of fencedBlocks(comment, `src/${name}`, true)) {
        const [file, offset] = example.where.split(":") as [string, string];
        examples.push({ ...example, where: `${file}:${line + Number(offset)}` });
      }
    }
  }
  return examples;
}

/** Type errors of every example, as `where: message`. */
function typeErrors(pkg: "react" | "vue", examples: Example[]): string[] {
  // (virtual files beside the package's tests, so its node_modules resolve as in an app)
  const dir = join(ROOT, "packages", pkg, "test", "__examples__");
  const files = new Map<string, string>([[join(dir, "prelude.d.ts"), PRELUDE[pkg]]]);
  const whereOf = new Map<string, string>();
  examples.forEach((example, index) => {
    const file = join(dir, `example${index}.${example.lang}`);
    // (`export {}` makes each a module, whether or not it imports anything)
    files.set(file, `${example.code}\nexport {};\n`);
    whereOf.set(file, example.where);
  });
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    customConditions: ["@hostbridge/source"],
    noEmit: true,
    noUnusedLocals: false,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? read(name);
  host.fileExists = (name) => files.has(name) || exists(name);
  host.getSourceFile = (name, version, ...rest) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, version, ...rest)
      : ts.createSourceFile(name, text, version, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const errors: string[] = [];
  for (const [file, where] of whereOf) {
    for (const diagnostic of ts.getPreEmitDiagnostics(program, program.getSourceFile(file))) {
      errors.push(`${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`);
    }
  }
  return errors;
}

describe("the bindings' README, site page and JSDoc examples", () => {
  for (const pkg of ["react", "vue"] as const) {
    it(`type-check (@hostbridge/${pkg})`, { timeout: 60_000 }, () => {
      const examples = examplesOf(pkg);
      expect(examples.length, "no examples found: the extraction is broken").toBeGreaterThan(8);
      const errors = typeErrors(pkg, examples);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  }
});
