import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "@hostbridge/deploy-contract";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
  dependencies: Record<string, string>;
};

describe("public surface", () => {
  it("exports exactly these runtime names", () => {
    expect(Object.keys(api).sort()).toEqual([
      "API_KEY_HEADER",
      "APP_NAME_PATTERN",
      "APP_TYPES",
      "AppManifestSchema",
      "AppModelSchema",
      "AppOptionsSchema",
      "DATE_STAMP_PATTERN",
      "DEFAULT_ENTRY",
      "DEFAULT_EXCLUDES",
      "HOOK_NAMES",
      "HookSchema",
      "IGNORE_FILE",
      "INSTALL_PATH",
      "INSTANCE_IDS_PART",
      "LOCAL_PLATFORM_ID",
      "MANIFEST_FILE",
      "MAX_APP_NAME_LENGTH",
      "MAX_ERROR_MESSAGE",
      "MODULE_KINDS",
      "ModuleSchema",
      "PINNED_VERSION_PART",
      "PLATFORM_HEADER",
      "POPUP_PLACEMENTS",
      "PROVIDED_FEATURES",
      "PUBLISH_FILE_PART",
      "PUBLISH_PATH",
      "PUBLISH_PATHS",
      "REQUIRED_FEATURES",
      "SEMVER_PATTERN",
      "SETTINGS_FIELD_TYPES",
      "SettingsFieldSchema",
      "SettingsFormSchema",
      "WEB_FILE_INDEX",
      "appNameProblem",
      "appPlaces",
      "checkAppConfig",
      "checkAppModel",
      "checkManifest",
      "contentTypeFor",
      "dateStampVersion",
      "declaredEntries",
      "hookBlocks",
      "hookCanvasEvent",
      "incrementVersion",
      "installPath",
      "isRecognisedVersion",
      "isSuccessStatus",
      "manifestEntry",
      "manifestWarnings",
      "readErrorBody",
      "readInstallAnswer",
      "readPublishAnswer",
      "relativePathProblem",
      "webFileEntry",
    ]);
  });

  it("has these package.json export keys and depends on no other HostBridge package but the protocol's types", () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([".", "./package.json"]);
    // (protocol-types, the leaf every package depends on: the one error body's type, type-only)
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@hostbridge/protocol-types", "zod"]);
  });
});

describe("the two calls", () => {
  it("states the paths (the makers' publish path, and the spec's literal one servers also answer), header and part names", () => {
    expect(api.PUBLISH_PATH).toBe("api/v1/apps/publish/");
    expect(api.PUBLISH_PATHS).toEqual(["api/v1/apps/publish/", "api/v1/apps/publish/INFO"]);
    expect(api.INSTALL_PATH).toBe("api/v1/apps/<app_name>/install/");
    expect(api.API_KEY_HEADER).toBe("X-API-Key");
    expect(api.PUBLISH_FILE_PART).toBe("file");
    expect(api.INSTANCE_IDS_PART).toBe("instance_ids");
  });

  it("percent-encodes the app name so it stays one path segment", () => {
    expect(api.installPath("my-app")).toBe("api/v1/apps/my-app/install/");
    expect(api.installPath("My App/x?y")).toBe("api/v1/apps/My%20App%2Fx%3Fy/install/");
  });

  it("counts every 2xx as success and nothing else", () => {
    expect([200, 201, 202, 204, 207, 299].every(api.isSuccessStatus)).toBe(true);
    expect([100, 199, 300, 304, 400, 500].some(api.isSuccessStatus)).toBe(false);
  });
});
