// The oldest engine the README promises (Safari/iPadOS 15) holds for the built browser packages:
// scripts/check-engines.mjs over every dist file, and its three detectors on code they must catch.
// Needs the packages built (the root `npm test` builds before it tests).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  builtinFindings,
  checkEngines,
  classFieldFindings,
  syntaxFindings,
} from "../scripts/check-engines.mjs";

describe("the built browser packages run on Safari/iPadOS 15", () => {
  it("need no syntax lowering, no newer built-ins and no class field reading an enclosing scope", () => {
    const { files, findings } = checkEngines();
    expect(findings).toEqual([]);
    expect(files).toBeGreaterThan(10);
  });
});

describe("check-engines finds what Safari 15 lacks", () => {
  it("syntax: a class static block (Safari 16.4) needs lowering; private methods (Safari 15) do not", () => {
    expect(syntaxFindings("export class A { static { this.x = 1; } }")).toContainEqual(
      expect.stringContaining("needs lowering for safari15"),
    );
    expect(
      syntaxFindings("export class A { #m() { return 1; } run() { return this.#m(); } }"),
    ).toEqual([]);
  });

  it("built-ins: .at(-1), Object.hasOwn and an unguarded crypto.randomUUID; not a guarded one", () => {
    expect(builtinFindings("const last = list.at(-1);")).toHaveLength(1);
    expect(builtinFindings("if (Object.hasOwn(a, 'b')) go();")).toHaveLength(1);
    expect(builtinFindings("const id = crypto.randomUUID();")).toHaveLength(1);
    expect(
      builtinFindings(
        'const id = typeof crypto?.randomUUID == "function" ? crypto.randomUUID() : next();',
      ),
    ).toEqual([]);
  });

  it("WebKit 236843: a field initializer reading a module variable; not globals, this or its own locals", () => {
    const code = `import { log } from "./log";
      const prefix = "x";
      export class A {
        warn = (m) => log(prefix + m);
        pending = new Map();
        dispose = () => this.close();
        parse = (text) => { const value = JSON.parse(text); return value; };
        constructor() { this.ok = () => log(prefix); }
      }`;
    expect(classFieldFindings(code)).toEqual([
      expect.stringContaining("class field warn reads log, prefix"),
    ]);
  });
});

describe("our own host pages never hide their origin from the app", () => {
  // Firefox gives a frame under a no-referrer policy ancestorOrigins ["null"] and no referrer: an
  // app without `hostOrigin` then cannot talk to its host (ORIGIN_NOT_CONFIGURED)
  it("the dev host and the Playwright kit's host page set no referrer policy", () => {
    const sources = [
      "apps/dev-host/src",
      "apps/dev-host/index.html",
      "packages/playwright/src",
      "packages/cli/src",
    ];
    const offending = sources.flatMap((path) =>
      referrerPolicies(new URL(`../${path}`, import.meta.url)),
    );
    expect(offending).toEqual([]);
  });
});

function referrerPolicies(url: URL): string[] {
  if (!existsSync(url)) return [];
  if (!statSync(url).isDirectory()) {
    const text = readFileSync(url, "utf8");
    return /referrerpolicy|referrer-policy|no-referrer/i.test(text) ? [fileURLToPath(url)] : [];
  }
  return readdirSync(url).flatMap((name) => referrerPolicies(new URL(`${url.href}/${name}`)));
}
