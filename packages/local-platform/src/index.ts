export { createLocalPlatform } from "./localPlatform";
export { contentTypeFor } from "@hostbridge/deploy-contract";
export { DEFAULT_MAX_UPLOAD_BYTES } from "./options";
export { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError, isLocalPlatformError } from "./errors";
export type { LocalPlatform } from "./localPlatform";
export type { LocalPlatformLogEntry, LocalPlatformOptions } from "./options";
export type { LocalApiKey } from "./apiKeys";
export type { LocalApp, LocalAppVersion, LocalInstall } from "./store";
export type { LocalPlatformErrorCode } from "./errors";
