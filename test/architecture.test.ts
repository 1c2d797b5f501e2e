// docs/architecture.md walks one request through the code as `file:function` steps; this test keeps
// the walk true (every file exists and declares the function, and each step reaches the next where a
// call can be read from the source: the links below) and keeps the design in the repository: no
// file cites design notes kept outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DOC = readFileSync(join(ROOT, "docs", "architecture.md"), "utf8");

/** The numbered steps of the walk ("One request, ..." section). */
function walkSteps(doc: string): string[] {
  const start = doc.indexOf("\n## One request");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  return section.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));
}

/** Every `` `path/to/file.ts:name` `` reference in `text`. */
function references(text: string): { file: string; name: string }[] {
  return [...text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs)):([A-Za-z_$][\w$]*)`/g)].map((m) => ({
    file: m[1]!,
    name: m[2]!,
  }));
}

/** The names a source file declares: functions, variables, methods and properties (any depth). */
function declaredNames(path: string): Set<string> {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isClassDeclaration(node) ||
        ts.isPropertyDeclaration(node)) &&
      node.name &&
      (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name))
    )
      names.add(node.name.text.replace(/^#/, ""));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * A program over the files the walk names, resolved as the packages build (their source); `edit`
 * changes one file's text first (a scratch change, to see the walk check fail).
 */
function createWalkProgram(edit?: { file: string; change: (text: string) => string }): ts.Program {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.base.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const host = ts.createCompilerHost(options);
  if (edit) {
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, ...rest) =>
      fileName === join(ROOT, edit.file)
        ? ts.createSourceFile(fileName, edit.change(readFileSync(fileName, "utf8")), language)
        : getSourceFile(fileName, language, ...rest);
  }
  return ts.createProgram({
    rootNames: [...new Set(LINKS.map((link) => join(ROOT, link.file)))],
    options: { ...options, noEmit: true },
    host,
  });
}
let program: ts.Program | undefined;
const walkProgram = () => (program ??= createWalkProgram());

const isCallable = (node: ts.Node): node is ts.SignatureDeclaration & { body?: ts.Node } =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node);

/** The function a declaration stands for: itself, or the function a variable or property holds. */
function functionOf(node: ts.Node): ts.Node {
  if (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) {
    const value = node.initializer;
    if (value && isCallable(value)) return value;
  }
  return node;
}

/**
 * The declaration at `path` (`outer.inner`: the `inner` declared inside `outer` nearest to it,
 * breadth first) in `source`.
 */
function declarationAt(source: ts.SourceFile, path: string): ts.Node | undefined {
  let scope: ts.Node | undefined = source;
  for (const name of path.split(".")) {
    const queue: ts.Node[] = [];
    ts.forEachChild(scope, (child) => void queue.push(child));
    scope = undefined;
    for (let node = queue.shift(); node && !scope; node = queue.shift()) {
      const named = (node as { name?: ts.Node }).name;
      if (
        named &&
        (ts.isIdentifier(named) || ts.isPrivateIdentifier(named)) &&
        named.text.replace(/^#/, "") === name &&
        (isCallable(node) ||
          ts.isVariableDeclaration(node) ||
          ts.isPropertyAssignment(node) ||
          ts.isClassDeclaration(node))
      )
        scope = node;
      else ts.forEachChild(node, (child) => void queue.push(child));
    }
    if (!scope) return undefined;
  }
  return scope;
}

/**
 * The declarations `node`'s body calls or hands on (a function passed as an argument or returned),
 * resolved by the type checker. A nested function the body only declares is not followed unless the
 * body calls it; one it calls is followed in turn (that is the path), through any depth.
 */
function calledFrom(node: ts.Node, checker: ts.TypeChecker): ts.Declaration[] {
  const out: ts.Declaration[] = [];
  const seen = new Set<ts.Node>();
  const resolve = (at: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(at);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  const follow = (root: ts.Node) => {
    const body = functionOf(root);
    if (seen.has(body)) return;
    seen.add(body);
    const visit = (child: ts.Node) => {
      // (a callable declared inside is its own entry: followed only when this body calls it)
      if (child !== body && isCallable(child) && !ts.isArrowFunction(child)) return;

      let target: ts.Node | undefined;
      if (ts.isCallExpression(child) || ts.isNewExpression(child)) target = child.expression;
      else if (
        (ts.isIdentifier(child) || ts.isPropertyAccessExpression(child)) &&
        child.parent &&
        ((ts.isCallExpression(child.parent) && child.parent.arguments.includes(child)) ||
          ts.isReturnStatement(child.parent))
      )
        target = child;
      if (target) {
        const name = ts.isPropertyAccessExpression(target) ? target.name : target;
        for (const declaration of resolve(name)) {
          out.push(declaration);
          const callee = functionOf(declaration);
          if (
            declaration.getSourceFile() === node.getSourceFile() &&
            (callee as { body?: unknown }).body
          )
            follow(callee);
        }
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(body, visit);
  };
  follow(node);
  return out;
}

/**
 * Whether `caller` in `file` (a path such as `createInteractiveWaits.answer` for a function declared
 * inside another) calls `callee` or hands it on, on its own path: resolved through imports and
 * types, not by finding the name somewhere in its text.
 */
function reaches(file: string, caller: string, callee: string, program = walkProgram()): boolean {
  const source = program.getSourceFile(join(ROOT, file));
  const node = source && declarationAt(source, caller);
  if (!node) return false;
  return calledFrom(node, program.getTypeChecker()).some((declaration) => {
    const name = (declaration as { name?: ts.Node }).name;
    return (
      !!name &&
      (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) &&
      name.text.replace(/^#/, "") === callee
    );
  });
}

/**
 * How each step reaches the next, in walk order: in step `step`, `file`'s `caller` names `callee`
 * (named in that step or the next). Steps 6 (the browser's postMessage) and 11 (a message event)
 * cross windows: no call to read there.
 */
const LINKS: { step: number; file: string; caller: string; callee: string }[] = [
  {
    step: 1,
    file: "packages/ui-api/src/useUi.ts",
    caller: "getUi",
    callee: "createEnvironmentApi",
  },
  {
    step: 2,
    file: "packages/transport/src/environmentApi.ts",
    caller: "environmentApiWith",
    callee: "call",
  },
  {
    step: 3,
    file: "packages/transport/src/bridgeSession.ts",
    caller: "call",
    callee: "openInFlight",
  },
  {
    step: 3,
    file: "packages/transport/src/bridgeSession.ts",
    caller: "call",
    callee: "sendRequest",
  },
  {
    step: 4,
    file: "packages/transport/src/bridgeSession.ts",
    caller: "sendRequest",
    callee: "choose",
  },
  {
    step: 4,
    file: "packages/transport/src/bridgeSession.ts",
    caller: "sendRequest",
    callee: "requestOn",
  },
  {
    step: 5,
    file: "packages/transport/src/bridgeSession.ts",
    caller: "requestOn",
    callee: "request",
  },
  {
    step: 5,
    file: "packages/transport/src/platformParts.ts",
    caller: "sessionPlatform.request",
    callee: "encodePlatformRequest",
  },
  {
    step: 7,
    file: "packages/host-simulator/src/wire/inboundRouter.ts",
    caller: "createInboundRouter.onMessage",
    callee: "decodePlatformAppMessage",
  },
  {
    step: 7,
    file: "packages/host-simulator/src/wire/inboundRouter.ts",
    caller: "onPlatform",
    callee: "ackFrame",
  },
  {
    step: 7,
    file: "packages/host-simulator/src/host.ts",
    caller: "createHost",
    callee: "createRequestPipeline",
  },
  {
    step: 8,
    file: "packages/host-simulator/src/pipeline/requestPipeline.ts",
    caller: "createRequestPipeline",
    callee: "admit",
  },
  {
    step: 8,
    file: "packages/host-simulator/src/pipeline/requestPipeline.ts",
    caller: "createRequestPipeline",
    callee: "startWaiting",
  },
  {
    step: 8,
    file: "packages/host-simulator/src/host.ts",
    caller: "startWaiting",
    callee: "handle",
  },
  {
    step: 8,
    file: "apps/dev-host/src/session.ts",
    caller: "startSession",
    callee: "onWaiting",
  },
  { step: 8, file: "apps/dev-host/src/session.ts", caller: "startSession", callee: "ask" },
  { step: 9, file: "apps/dev-host/src/dialogs.ts", caller: "createDialogs", callee: "dialogFor" },
  { step: 9, file: "apps/dev-host/src/dialogs.ts", caller: "dialogFor", callee: "answer" },
  {
    step: 9,
    file: "apps/dev-host/src/dialogs.ts",
    caller: "dialogButtons",
    callee: "cancel",
  },
  { step: 9, file: "apps/dev-host/src/dialogs.ts", caller: "dialogButtons", callee: "stream" },
  {
    step: 9,
    file: "packages/host-simulator/src/pipeline/interactive.ts",
    caller: "createInteractiveWaits.answer",
    callee: "checkResponse",
  },
  {
    step: 9,
    file: "packages/host-simulator/src/pipeline/interactive.ts",
    caller: "createInteractiveWaits.answer",
    callee: "respond",
  },
  {
    step: 10,
    file: "packages/host-simulator/src/pipeline/responder.ts",
    caller: "deliver",
    callee: "encodeAnswer",
  },
  {
    step: 10,
    file: "packages/host-simulator/src/wire/answerEncoding.ts",
    caller: "encodeAnswer",
    callee: "encodeOperationAnswer",
  },
  {
    step: 11,
    file: "packages/transport/src/sessionInbound.ts",
    caller: "routeInbound",
    callee: "route",
  },
  {
    step: 11,
    file: "packages/transport/src/platformParts.ts",
    caller: "route",
    callee: "decodePostRobotFrame",
  },
  {
    step: 11,
    file: "packages/transport/src/platformParts.ts",
    caller: "route",
    callee: "onPostRobotReply",
  },
  {
    step: 11,
    file: "packages/transport/src/platformParts.ts",
    caller: "onPostRobotReply",
    callee: "settle",
  },
];

const SKIP = new Set(["node_modules", "dist", ".git", ".turbo", "coverage", "BENCHMARKS.md"]);
function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? repositoryFiles(path) : [path];
  });
}

describe("docs/architecture.md", () => {
  const steps = walkSteps(DOC);
  // (type-checking the walk's files and what they import is seconds of work on a loaded machine)
  beforeAll(() => void walkProgram(), 120_000);

  it("walks one request in at most 12 steps, each naming a file:function", () => {
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(12);
    for (const step of steps) expect(references(step).length, step).toBeGreaterThan(0);
  });

  it("names only files that exist and functions they declare", () => {
    const missing = steps.flatMap(references).flatMap(({ file, name }) => {
      const path = join(ROOT, file);
      if (!existsSync(path)) return [`${file}: no such file`];
      return declaredNames(path).has(name) ? [] : [`${file}: declares no ${name}`];
    });
    expect(missing).toEqual([]);
  });

  it("follows the walk: each step's code reaches what the step, or the next one, names", () => {
    const mentions = (text: string | undefined, name: string) =>
      text !== undefined && new RegExp(`[\\W]#?${name}[\\W(]`).test(text);
    const broken = LINKS.flatMap(({ step, file, caller, callee }) => {
      const text = steps[step - 1];
      const problems: string[] = [];
      if (!text?.includes(file) && !mentions(text, caller))
        problems.push(`step ${step} names neither ${file} nor ${caller}`);
      if (!mentions(text, callee) && !mentions(steps[step], callee))
        problems.push(`steps ${step}-${step + 1} do not name ${callee}`);
      if (!reaches(file, caller, callee))
        problems.push(`${file}:${caller} does not reach ${callee}`);
      return problems;
    });
    expect(broken).toEqual([]);
    // In walk order.
    expect(LINKS.map((link) => link.step)).toEqual(
      [...LINKS.map((link) => link.step)].sort((a, b) => a - b),
    );
  });

  it("sees a step that does not reach the next (the walk check can fail)", () => {
    const waits = "packages/host-simulator/src/pipeline/interactive.ts";
    expect(reaches(waits, "createInteractiveWaits.answer", "respond")).toBe(true);
    expect(reaches(waits, "createInteractiveWaits.answer", "encodeAnswer")).toBe(false);
    expect(reaches(waits, "noSuchFunction", "respond")).toBe(false);
    // the same factory calls respondChecked elsewhere (streamPromptAssistant): not on this path
    expect(reaches(waits, "createInteractiveWaits.streamPromptAssistant", "respondChecked")).toBe(
      true,
    );
    expect(reaches(waits, "createInteractiveWaits.answer", "respondChecked")).toBe(false);
  });

  it("fails on a scratch change that routes step 9 around the check it names", () => {
    const waits = "packages/host-simulator/src/pipeline/interactive.ts";
    const around = createWalkProgram({
      file: waits,
      // a person's answer goes out unchecked; the name stays in the file (its import)
      change: (text) =>
        text.replace(
          "const checked = checkResponse(record.type, response);",
          "const checked = { ok: true as const, issues: [] as string[] };",
        ),
    });
    expect(readFileSync(join(ROOT, waits), "utf8")).toContain(
      "const checked = checkResponse(record.type, response);",
    );
    expect(reaches(waits, "createInteractiveWaits.answer", "checkResponse", around)).toBe(false);
    expect(reaches(waits, "createInteractiveWaits.answer", "checkResponse")).toBe(true);
  }, 120_000);

  it("finds a reference that does not exist (the check sees what it looks for)", () => {
    const step =
      "1. `packages/transport/src/bridge.ts:createBridge` then `packages/transport/src/bridge.ts:noSuchStep`";
    const [ok, stale] = references(step);
    expect(declaredNames(join(ROOT, ok!.file)).has(ok!.name)).toBe(true);
    expect(declaredNames(join(ROOT, stale!.file)).has(stale!.name)).toBe(false);
  });
});

describe("the design in the repository", () => {
  // Spelled in parts so that this file does not cite them itself.
  const outside = ["DESIGN", "STYLE"].map((name) => `${name}.md`);

  it("is cited from repository files only: no file mentions the design notes kept outside it", () => {
    const citing = repositoryFiles(ROOT)
      .filter((path) => !/\.(?:png|jpe?g|gif|ico|zip|tgz|gz|woff2?)$/.test(path))
      .filter((path) => {
        const text = readFileSync(path, "utf8");
        return outside.some((name) => text.includes(name));
      })
      .map((path) => relative(ROOT, path));
    expect(citing).toEqual([]);
  });
});
