import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/deploy-client";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
  exports: Record<string, unknown>;
};

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "APP_CONFIG_FILE",
      "APP_NAME_PATTERN",
      "AppManifestSchema",
      "DEFAULT_EXCLUDES",
      "DEPLOY_CLIENT_VERSION",
      "DEPLOY_ERROR_CODES",
      "DeployError",
      "IGNORE_FILE",
      "INSTALL_PATH",
      "LARGE_ARCHIVE_BYTES",
      "LOCAL_PLATFORM_ID",
      "MANIFEST_FILE",
      "PLATFORM_HEADER",
      "PUBLISH_PATH",
      "assertAppModel",
      "checkAppModelFiles",
      "deploy",
      "describeResponse",
      "findWarnings",
      "findWebFile",
      "install",
      "isDeployError",
      "listAppFiles",
      "loadManifest",
      "manifestEntry",
      "pack",
      "parseManifest",
      "planInstall",
      "planPublish",
      "publish",
      "relativePathProblem",
      "resolveVersion",
      "writeManifestVersion",
    ]);
  });

  it("has these package.json export keys", () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([".", "./package.json"]);
  });

  it("reports the package version", () => {
    expect(api.DEPLOY_CLIENT_VERSION).toBe(pkg.version);
  });

  it("gives every error code its own name", () => {
    for (const [key, value] of Object.entries(api.DEPLOY_ERROR_CODES)) expect(value).toBe(key);
    const error = new api.DeployError("AUTH", "refused", { status: 401, cause: new Error("x") });
    expect(error.name).toBe("DeployError");
    expect(error).toBeInstanceOf(Error);
    expect(api.isDeployError(error, "AUTH")).toBe(true);
    expect(api.isDeployError(error, "NETWORK")).toBe(false);
    expect((error.cause as Error).message).toBe("x");
  });
});
