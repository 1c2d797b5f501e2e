// docs/architecture.md walks one request through the code as `file:function` steps; this test keeps
// the walk true (every file exists and declares the function, and each step reaches the next where a
// call can be read from the source: the links below) and keeps the design in the repository: no
// file cites design notes kept outside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

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

/** The declaration named `name` in `path` (function, variable, method, property, class; any depth). */
function declarationOf(path: string, name: string): ts.Node | undefined {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    const named = node as ts.Node & { name?: ts.Node };
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isClassDeclaration(node)) &&
      named.name &&
      (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name)) &&
      named.name.text.replace(/^#/, "") === name
    )
      found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether the declaration `caller` in `file` names `callee` in its body (a call, or a reference it hands on). */
function reaches(file: string, caller: string, callee: string): boolean {
  const node = declarationOf(join(ROOT, file), caller);
  if (!node) return false;
  let seen = false;
  const visit = (child: ts.Node) => {
    if (
      (ts.isIdentifier(child) || ts.isPrivateIdentifier(child)) &&
      child !== (node as { name?: ts.Node }).name
    )
      seen ||= child.text.replace(/^#/, "") === callee;
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return seen;
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
  { step: 3, file: "packages/transport/src/session.ts", caller: "call", callee: "openPending" },
  { step: 3, file: "packages/transport/src/session.ts", caller: "call", callee: "sendRequest" },
  { step: 4, file: "packages/transport/src/session.ts", caller: "sendRequest", callee: "choose" },
  {
    step: 4,
    file: "packages/transport/src/session.ts",
    caller: "sendRequest",
    callee: "requestOn",
  },
  {
    step: 5,
    file: "packages/transport/src/session.ts",
    caller: "requestOn",
    callee: "request",
  },
  {
    step: 5,
    file: "packages/transport/src/platformParts.ts",
    caller: "sessionPlatform",
    callee: "encodePlatformRequest",
  },
  {
    step: 7,
    file: "packages/host-simulator/src/wire/inboundRouter.ts",
    caller: "createInboundRouter",
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
    caller: "createInteractiveWaits",
    callee: "respondChecked",
  },
  {
    step: 10,
    file: "packages/host-simulator/src/pipeline/responder.ts",
    caller: "deliver",
    callee: "encodeAnswer",
  },
  {
    step: 10,
    file: "packages/host-simulator/src/wire/answers.ts",
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
    expect(reaches(waits, "createInteractiveWaits", "respond")).toBe(true);
    expect(reaches(waits, "createInteractiveWaits", "encodeAnswer")).toBe(false);
    expect(reaches(waits, "noSuchFunction", "respond")).toBe(false);
  });

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
