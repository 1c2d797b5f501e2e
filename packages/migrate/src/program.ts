// One TypeScript program over the whole app (with the app's tsconfig when it has one), so the type
// checker sees what the app sees: Vue script blocks join it as files beside their component.
import { existsSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** A script to transform: a whole file, or one script block of a component. */
export interface ScriptUnit {
  /** The file on disk (absolute). */
  file: string;
  /** The name the program knows it by (the file itself, or a name beside a component). */
  programName: string;
  text: string;
  /** Offset of `text` in the file. */
  offset: number;
}

function appConfig(root: string): { options: ts.CompilerOptions; declarations: string[] } {
  const defaults: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  };
  const configPath = join(root, "tsconfig.json");
  let options = defaults;
  let declarations: string[] = [];
  if (existsSync(configPath)) {
    const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
    if (!read.error) {
      const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
      options = parsed.options;
      // the app's own declarations (`*.vue` shims, globals) join the program
      declarations = parsed.fileNames.filter((name) => /\.d\.[cm]?ts$/.test(name));
    }
  }
  return {
    options: {
      ...options,
      // global declarations of every installed @types package (node's alone is 2 MB) tell the codemod
      // nothing about the client; the app's own `types` list is kept
      types: options.types ?? [],
      allowJs: true,
      checkJs: false,
      noEmit: true,
      skipLibCheck: true,
    },
    declarations,
  };
}

/** Builds the program over every unit; units shadow the files of the same name. */
export function createAppProgram(root: string, units: readonly ScriptUnit[]): ts.Program {
  const { options, declarations } = appConfig(root);
  const host = ts.createCompilerHost(options, true);
  const byName = new Map(units.map((unit) => [unit.programName, unit]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, onError, create) => {
    const unit = byName.get(name);
    if (unit) return ts.createSourceFile(name, unit.text, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, create);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => byName.get(name)?.text ?? readFile(name);
  return ts.createProgram({ rootNames: [...byName.keys(), ...declarations], options, host });
}
