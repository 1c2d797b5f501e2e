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

/** The code of a README's example app: its ```ts / ```tsx / ```vue blocks, whole (a .vue file's template too). */
function readmeApp(pkg: "react" | "vue"): string[] {
  const text = readFileSync(join(ROOT, "packages", pkg, "README.md"), "utf8");
  return [...text.matchAll(/^```(?:tsx?|vue)\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/** Lines that hold code: not blank. */
const codeLines = (blocks: string[]) =>
  blocks.flatMap((block) => block.split("\n")).filter((line) => line.trim() !== "").length;

/** Non-null assertions: `x!.y`, `x!)`, `x![0]`, `x!,`, `x!;` (not `!==`, not `!x`). */
const NON_NULL = /[\w)\]]!(?=[.)[\],;])/;

/**
 * Lambdas around a method of the environment API (`(signal) => ui.selectContent({}, { signal })`):
 * an arrow whose body calls a method of a name bound to `useEnvironmentApi(...)`, or that forwards
 * an AbortSignal. The bindings take the method itself.
 */
function forwardingLambdas(code: string): string[] {
  const apis = [...code.matchAll(/const (\w+) = useEnvironmentApi\(/g)].map((match) => match[1]!);
  const found = [...code.matchAll(/\{\s*signal\s*\}/g)].map((match) => match[0]);
  for (const api of apis) {
    const around = new RegExp(`=>\\s*(?:void\\s+)?${api}!?\\.\\w+\\(`, "g");
    found.push(...[...code.matchAll(around)].map((match) => match[0]));
  }
  return found;
}

describe("the bindings' READMEs show the same app (env, pick then open, pushed list, error shown)", () => {
  const react = readmeApp("react");
  const vue = readmeApp("vue");

  it("is equally short: the two differ by at most 10% in code lines", () => {
    const [r, v] = [codeLines(react), codeLines(vue)];
    // (a floor: an extraction that finds nothing must not pass)
    expect(Math.min(r, v)).toBeGreaterThan(20);
    expect(Math.abs(r - v), `react ${r} lines, vue ${v} lines`).toBeLessThanOrEqual(
      0.1 * Math.max(r, v),
    );
  });

  it("is the same app: both read the env, pick then open, list the pushes and show the error in words fit for a person", () => {
    for (const [pkg, code] of [
      ["react", react.join("\n")],
      ["vue", vue.join("\n")],
    ] as const) {
      // (the names both bindings share: docs/architecture.md "One home per concept")
      expect(code, pkg).toMatch(/useHostEnv\(/);
      expect(code, pkg).toMatch(/useHostRequest\(/);
      expect(code, pkg).toMatch(/useHostMessageHandler\(/);
      expect(code, pkg).toMatch(/picked\.ok \? picked\.data/);
      expect(code, pkg).toMatch(/\.selectContent\b/);
      expect(code, pkg).toMatch(/\.open\b/);
      expect(code, pkg).toMatch(/"ui_app_update_data"/);
      expect(code, pkg).toMatch(/personMessage\(error\)/);
      expect(code, pkg).toMatch(/pick\.pending/);
    }
  });

  it("needs no non-null assertion and no lambda that only forwards to a host method", () => {
    for (const [pkg, blocks] of [
      ["react", react],
      ["vue", vue],
    ] as const) {
      const code = blocks.join("\n");
      const asserted = code.split("\n").filter((line) => NON_NULL.test(line));
      expect(asserted, `${pkg}: non-null assertions`).toEqual([]);
      expect(forwardingLambdas(code), `${pkg}: forwarding lambdas`).toEqual([]);
    }
  });

  it("its checks catch the old forms", () => {
    const old = `const ui = useEnvironmentApi(useUi);
const pick = useHostRequest((signal) => ui!.selectContent({ max_selections: 1 }, { signal }));
const config = useHostRequest((signal) => ui.getAppConfig(undefined, { signal }));
createRoot(document.getElementById("root")!).render(null);`;
    expect(old.split("\n").filter((line) => NON_NULL.test(line))).toHaveLength(2);
    expect(forwardingLambdas(old)).toHaveLength(4);
    expect(NON_NULL.test('if (a !== b && !c) x = "hi!";')).toBe(false);
  });
});
