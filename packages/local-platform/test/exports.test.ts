import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import * as localPlatform from "@hostbridge/local-platform";

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(localPlatform).sort()).toEqual([
      "DEFAULT_MAX_UPLOAD_BYTES",
      "LOCAL_PLATFORM_ERROR_CODES",
      "LocalPlatformError",
      "contentTypeFor",
      "createLocalPlatform",
      "isLocalPlatformError",
    ]);
  });

  it("has exactly these package.json export keys", async () => {
    const manifest = JSON.parse(
      await readFile(new URL("../package.json", import.meta.url), "utf8"),
    );
    expect(Object.keys(manifest.exports).sort()).toEqual([".", "./package.json"]);
  });
});
