/**
 * `@hostbridge/deploy-client`: validate, pack, publish, install and deploy HostBridge apps from Node.
 *
 * @example
 * ```ts
 * import { deploy } from "@hostbridge/deploy-client";
 *
 * const result = await deploy({
 *   appDir: "./my-app",
 *   baseUrl: "https://platform.example.com",
 *   apiKey: process.env.HOSTBRIDGE_API_KEY!,
 *   instanceIds: ["test-instance"],
 * });
 * ```
 *
 * @packageDocumentation
 */
export { DEPLOY_ERROR_CODES, DeployError, isDeployError } from "./errors";
export {
  APP_NAME_PATTERN,
  AppManifestSchema,
  INSTALL_PATH,
  LOCAL_PLATFORM_ID,
  MANIFEST_FILE,
  manifestEntry,
  PLATFORM_HEADER,
  PUBLISH_PATH,
  relativePathProblem,
} from "@hostbridge/deploy-contract";
export { loadManifest, parseManifest } from "./manifest";
export { findWarnings, LARGE_ARCHIVE_BYTES } from "./warnings";
export { APP_CONFIG_FILE, assertAppModel, checkAppModelFiles } from "./appModelFiles";
export { listAppFiles } from "./appFiles";
export { DEFAULT_EXCLUDES, IGNORE_FILE } from "./ignoreRules";
export { pack } from "./pack";
export { publish } from "./publish";
export { install } from "./install";
export { deploy } from "./deploy";
export { resolveVersion, writeManifestVersion } from "./versionStamp";
export { findWebFile } from "./webFile";
export { planInstall, planPublish } from "./plan";
export { describeResponse } from "./platformResponse";
export { DEPLOY_CLIENT_VERSION } from "./version";

export type { DeployErrorCode, DeployErrorOptions, ValidationIssue } from "./errors";
export type { AppManifest } from "@hostbridge/deploy-contract";
export type { WarningInput } from "./warnings";
export type { AppModelFindings } from "./appModelFiles";
export type { PlatformResponse } from "./platformResponse";
export type { AppFileList, ListAppFilesOptions, PackedFile } from "./appFiles";
export type { PackOptions, PackResult } from "./pack";
export type { PlatformOptions, PublishOptions, UploadProgress } from "./publish";
export type { Release } from "./release";
export type { InstallOptions, InstallResult, InstanceInstallResult } from "./install";
export type { DeployOptions, DeployResult, DeployStep } from "./deploy";
export type { WebFile } from "./webFile";
export type { PlannedPart, PlanInstallOptions, PlanPublishOptions, RequestPlan } from "./plan";
export type { FetchLike } from "./http";
export type { RetryOptions } from "./retry";
