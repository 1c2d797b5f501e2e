import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CodedError, isCodedError } from "@hostbridge/protocol-types";
import type { CodedErrorOptions } from "@hostbridge/protocol-types";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

type WidgetCode = "NOT_FOUND" | "INVALID";

class WidgetError extends CodedError<WidgetCode> {
  constructor(code: WidgetCode, message: string, options?: CodedErrorOptions) {
    super("WidgetError", code, message, options);
  }
}

/**
 * A second copy of the package, in another realm: its root entry bundled from source as an app's
 * bundler would, run in a fresh `vm` context (its own `Error`, its own `CodedError`), where a
 * `WidgetError` is made and returned.
 */
async function widgetErrorFromAnotherCopy(): Promise<unknown> {
  const result = await build({
    stdin: {
      contents: `import { CodedError } from "@hostbridge/protocol-types";
        class WidgetError extends CodedError {
          constructor(code, message) { super("WidgetError", code, message, { details: { id: 7 } }); }
        }
        globalThis.made = new WidgetError("NOT_FOUND", "no widget 7");`,
      loader: "ts",
      resolveDir: PACKAGE_DIR,
    },
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    logLevel: "silent",
    conditions: ["@hostbridge/source"],
  });
  const realm = createContext({});
  runInContext(result.outputFiles[0]!.text, realm);
  return (realm as { made?: unknown }).made;
}

describe("CodedError", () => {
  it("carries its family as name, its code, cause and details", () => {
    const cause = new Error("ENOENT");
    const error = new WidgetError("NOT_FOUND", "no widget 7; create it first", {
      cause,
      details: { id: 7 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("WidgetError");
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("no widget 7; create it first");
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ id: 7 });
    expect(String(error)).toBe("WidgetError: no widget 7; create it first");
  });

  it("leaves cause unset when none is given", () => {
    expect("cause" in new WidgetError("INVALID", "x")).toBe(false);
    expect("cause" in new WidgetError("INVALID", "x", { cause: undefined })).toBe(false);
  });

  it("is recognised by family and code, and not as another family's error", () => {
    const error = new WidgetError("NOT_FOUND", "x");
    expect(isCodedError(error)).toBe(true);
    expect(isCodedError(error, "WidgetError")).toBe(true);
    expect(isCodedError(error, "WidgetError", "NOT_FOUND")).toBe(true);
    expect(isCodedError(error, "WidgetError", "INVALID")).toBe(false);
    expect(isCodedError(error, "DeployError")).toBe(false);
  });

  it("recognises an error made by a second copy of the package in another realm", async () => {
    const foreign = await widgetErrorFromAnotherCopy();
    // (`instanceof` alone cannot: the other copy has its own CodedError and its own Error)
    expect(foreign instanceof CodedError).toBe(false);
    expect(foreign instanceof Error).toBe(false);
    expect(isCodedError(foreign, "WidgetError", "NOT_FOUND")).toBe(true);
    expect(isCodedError(foreign, "WidgetError", "INVALID")).toBe(false);
    expect(isCodedError(foreign, "HostSimulatorError")).toBe(false);
    expect((foreign as WidgetError).details).toEqual({ id: 7 });
  });

  it("rejects a look-alike without the brand, and values that are not errors", () => {
    const lookAlike = Object.assign(new Error("x"), { name: "WidgetError", code: "NOT_FOUND" });
    for (const value of [lookAlike, { code: "NOT_FOUND" }, null, undefined, "NOT_FOUND", 42]) {
      expect(isCodedError(value)).toBe(false);
      expect(isCodedError(value, "WidgetError")).toBe(false);
    }
  });
});
