// The name tables against what they describe: every member of the existing client's ui, admin and
// dsr objects (read from its shipped declarations with the TypeScript checker, and its snake_case
// aliases by its own rule) has our equivalent, derived from our registry.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { platformCamelCase, platformSnakeCase } from "@hostbridge/protocol-types/wire";
import { OUR_METHODS, ourMemberName, RENAMED_METHODS } from "../src/names";

const require = createRequire(import.meta.url);
const declarations = join(
  dirname(require.resolve("@pitcher/js-api/package.json")),
  "lib/sdk/main.d.ts",
);

/** The member names of what the existing client's `useUi()`, `useAdmin()`, `useDsr()` return. */
function existingMembers(): Record<"ui" | "admin" | "dsr", string[]> {
  const program = ts.createProgram([declarations], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(declarations)!;
  const members = (name: string) => {
    const fn = sf.statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name,
    )!;
    const signature = checker.getSignatureFromDeclaration(fn)!;
    return checker
      .getReturnTypeOfSignature(signature)
      .getProperties()
      .map((p) => p.name)
      .sort();
  };
  return { ui: members("useUi"), admin: members("useAdmin"), dsr: members("useDsr") };
}

describe("the existing client's ui, admin and dsr members", () => {
  const existing = existingMembers();

  it.each(["ui", "admin", "dsr"] as const)(
    "%s: each camelCase name and snake_case alias maps to one of our methods",
    (kind) => {
      expect(existing[kind].length).toBeGreaterThan(4);
      for (const name of existing[kind]) {
        const ours = ourMemberName(kind, name);
        expect(ours, `${kind}.${name}`).toBeDefined();
        expect(
          ourMemberName(kind, platformSnakeCase(name)),
          `${kind}.${platformSnakeCase(name)}`,
        ).toBe(ours);
      }
    },
  );

  it.each(["ui", "admin", "dsr"] as const)(
    "%s: every renamed method exists on both sides",
    (kind) => {
      for (const [theirs, ours] of Object.entries(RENAMED_METHODS[kind])) {
        expect(existing[kind], theirs).toContain(theirs);
        expect(OUR_METHODS[kind].has(ours), ours).toBe(true);
      }
    },
  );

  it("derives our method names from the registry's operation types", () => {
    expect([...OUR_METHODS.ui].sort()).toEqual(
      UI_API_METHOD_TYPES.map((t) => platformCamelCase(t.slice(3))).sort(),
    );
    expect([...OUR_METHODS.admin].sort()).toEqual(
      ADMIN_API_METHOD_TYPES.map((t) => platformCamelCase(t.slice(6))).sort(),
    );
    expect([...OUR_METHODS.dsr].sort()).toEqual(
      DSR_API_METHOD_TYPES.map((t) => platformCamelCase(t.slice(4))).sort(),
    );
  });

  it("does not map names neither client has", () => {
    expect(ourMemberName("ui", "app_explode")).toBeUndefined();
    expect(ourMemberName("admin", "appResize")).toBeUndefined();
  });
});
