import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Bundles a tiny consumer the way an app's bundler would (minified, tree-shaken, browser). */
async function bundleConsumer(contents: string) {
  const result = await build({
    stdin: { contents, loader: "ts", resolveDir: PACKAGE_DIR, sourcefile: "consumer.ts" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    metafile: true,
    logLevel: "silent",
    // Read the package from source, as every workspace test does.
    conditions: ["@hostbridge/source"],
  });
  const code = result.outputFiles[0]!.text;
  const inputs = Object.keys(result.metafile.inputs);
  return { code, inputs, gzip: gzipSync(code).length };
}

const pullsZod = (inputs: string[]) =>
  inputs.some((path) => /(^|\/)node_modules\/(\.pnpm\/zod@[^/]+\/node_modules\/)?zod\//.test(path));

describe("bundling a consumer", () => {
  it("keeps zod out of an app that imports constants and types from the root entry", async () => {
    const { code, inputs, gzip } = await bundleConsumer(`
      import { UI_API_METHOD_TYPES, MESSAGE_TYPES, INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
      import type { UiApiMap, UiApiRequest, EventMap, ServiceEvent } from "@hostbridge/protocol-types";
      const open: UiApiRequest<"ui_open"> = { fileId: "f1" };
      const event: ServiceEvent<"file_opened"> = { type: "file_opened", body: { file_id: "f1" } };
      const pick: UiApiMap["ui_select_content"]["request"] = { min_selections: 1 };
      const none: EventMap["photos_captured"] = undefined;
      export const report = [UI_API_METHOD_TYPES.length, MESSAGE_TYPES.REQUEST, INTERACTIVE_METHOD_TYPES[0], open, event, pick, none];
    `);
    expect(pullsZod(inputs)).toBe(false);
    expect(code).not.toMatch(/ZodError|\$ZodType|safeParse/);
    expect(inputs.every((path) => !path.includes("/schemas/"))).toBe(true);
    // Three constant lists and nothing else: measured 530 B min+gzip.
    expect(gzip).toBeLessThan(1024);
  });

  it("keeps the whole root entry small and zod-free", async () => {
    const { inputs, code, gzip } = await bundleConsumer(`
      import * as protocol from "@hostbridge/protocol-types";
      export const everything = protocol;
    `);
    expect(pullsZod(inputs)).toBe(false);
    expect(code).toContain("SVC_REQUEST");
    // Every constant of the package, the registry's 138 rows included, the redaction list
    // (isSecretKey, redactedCopy, redactedJson, maskSecrets) and the two object guards and
    // environmentOfType that other packages used to copy: measured 4.06 KB min+gzip (4.00 KB
    // before those four). The one coded error of every package (CodedError, isCodedError, its brand)
    // added 190 B: 4.30 KB (4.11 KB before it); a bundle that does not import it does not carry it.
    expect(gzip).toBeLessThan(4.5 * 1024);
  });

  it("brings zod in through the schemas subpath, tree-shaken", async () => {
    const { inputs, gzip } = await bundleConsumer(`
      import * as schemas from "@hostbridge/protocol-types/schemas";
      export const everything = schemas;
    `);
    expect(pullsZod(inputs)).toBe(true);
    // Every schema plus the parts of zod they use: measured 36 KB min+gzip. Importing `{ z }`
    // instead of `* as z` from "zod" defeats tree-shaking and pulls every zod locale (about 100 KB).
    expect(gzip).toBeGreaterThan(10 * 1024);
    expect(gzip).toBeLessThan(45 * 1024);
  });

  it("keeps the wire subpath zod-free and keeps only the codec an app calls", async () => {
    const { inputs, code, gzip } = await bundleConsumer(`
      import { decodeHostMessage, encodeRequest } from "@hostbridge/protocol-types/wire";
      export const use = [decodeHostMessage, encodeRequest];
    `);
    expect(pullsZod(inputs)).toBe(false);
    // The envelope codec only: the platform wire's post-robot framing is left out.
    expect(code).not.toContain("__post_robot_10_0_46__");
    expect(code).not.toContain("postrobot_message_request");
    expect(gzip).toBeLessThan(2 * 1024);
  });
});
