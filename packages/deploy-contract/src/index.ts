/**
 * `@hostbridge/deploy-contract`: the one statement of the deploy REST contract, imported by both the
 * client (`@hostbridge/deploy-client`) and the server (`@hostbridge/local-platform`): the two calls'
 * paths, the key header, the multipart part names, what `app.json` must and should hold, and what a
 * client may read from the platform's answers (everything is optional there: the spec shows no answer).
 *
 * @example
 * ```ts
 * import { installPath, isSuccessStatus, readPublishAnswer } from "@hostbridge/deploy-contract";
 *
 * const url = new URL(installPath("my-app"), "https://platform.example.com/");
 * if (isSuccessStatus(response.status)) console.log(readPublishAnswer(body).version ?? "no version stated");
 * ```
 *
 * @packageDocumentation
 */
export {
  API_KEY_HEADER,
  INSTALL_PATH,
  installPath,
  INSTANCE_IDS_PART,
  isSuccessStatus,
  LOCAL_PLATFORM_ID,
  PINNED_VERSION_PART,
  PLATFORM_HEADER,
  PUBLISH_FILE_PART,
  PUBLISH_PATH,
  PUBLISH_PATHS,
} from "./rest";
export {
  APP_NAME_PATTERN,
  AppManifestSchema,
  appNameProblem,
  checkManifest,
  DEFAULT_ENTRY,
  MANIFEST_FILE,
  manifestEntry,
  manifestWarnings,
  MAX_APP_NAME_LENGTH,
  relativePathProblem,
} from "./manifest";
export {
  APP_TYPES,
  AppModelSchema,
  AppOptionsSchema,
  HOOK_NAMES,
  HookSchema,
  MODULE_KINDS,
  ModuleSchema,
  POPUP_PLACEMENTS,
  PROVIDED_FEATURES,
  REQUIRED_FEATURES,
  SETTINGS_FIELD_TYPES,
  SettingsFieldSchema,
  SettingsFormSchema,
} from "./appModel";
export { checkAppConfig, checkAppModel, hookBlocks } from "./appModelCheck";
export { appPlaces, hookCanvasEvent } from "./appPlaces";
export { readInstallAnswer, readPublishAnswer } from "./answerReaders";
export { MAX_ERROR_MESSAGE, readErrorBody } from "./errorBody";
export { DEFAULT_EXCLUDES, IGNORE_FILE } from "./appFiles";
export { contentTypeFor } from "./contentTypes";
export { declaredEntries } from "./entries";
export { WEB_FILE_INDEX, webFileEntry } from "./webFile";
export {
  DATE_STAMP_PATTERN,
  dateStampVersion,
  incrementVersion,
  isRecognisedVersion,
  SEMVER_PATTERN,
} from "./versions";

export type { AppManifest, ManifestCheck, ManifestIssue } from "./manifest";
export type {
  InstallFacts,
  InstanceFacts,
  LocalErrorAnswer,
  LocalInstallAnswer,
  LocalPublishAnswer,
  PublishFacts,
} from "./answerReaders";
export type { ErrorFacts } from "./errorBody";
export type { DeclaredEntry } from "./entries";
export type {
  AppModel,
  AppOptions,
  AppTypeName,
  ModuleBlock,
  ModuleKind,
  SettingsField,
  SettingsForm,
} from "./appModel";
export type { AppModelCheck, AppModelCheckOptions, HookBlockAt } from "./appModelCheck";
export type { AppPlace, CanvasHookEvent, PlaceKind } from "./appPlaces";
