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
  loadManifest,
  MANIFEST_FILE,
  parseManifest,
  relativePathProblem,
} from "./manifest";
export { DEFAULT_EXCLUDES, IGNORE_FILE, listAppFiles, pack } from "./pack";
export { publish, PUBLISH_PATH } from "./publish";
export { install, INSTALL_PATH } from "./install";
export { deploy } from "./deploy";
export { planInstall, planPublish } from "./plan";
export { DEPLOY_CLIENT_VERSION } from "./version";

export type { DeployErrorCode, DeployErrorOptions, ValidationIssue } from "./errors";
export type { AppManifest, AppManifestInput } from "./manifest";
export type { AppFileList, ListAppFilesOptions, PackedFile, PackOptions, PackResult } from "./pack";
export type { PlatformOptions, PublishOptions, Release, UploadProgress } from "./publish";
export type { InstallOptions, InstallResult, InstanceInstallResult } from "./install";
export type { DeployOptions, DeployResult, DeployStep } from "./deploy";
export type { PlannedPart, PlanInstallOptions, PlanPublishOptions, RequestPlan } from "./plan";
export type { FetchLike } from "./http";
export type { RetryOptions } from "./retry";
