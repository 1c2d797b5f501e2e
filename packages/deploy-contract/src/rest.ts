// The two REST calls as the interface spec shows them (Endpoints, "REST calls"), and the one extension
// our local platform adds to them. Both the client (deploy-client) and the server (local-platform) read
// the calls from here, so neither can drift from the other.

/**
 * Path of the publish call below the base URL: `POST {base_url}/api/v1/apps/publish/`, the path the
 * platform's makers post to (their deploy script and their developer docs' REST examples).
 *
 * The interface spec writes the call as `POST {base_url}/api/v1/apps/publish/INFO`: "INFO" there is the
 * title of the info box the platform's docs put beside the call (the spec's wording paraphrases that box),
 * not a path segment. A client sends {@link PUBLISH_PATH}; a server of this contract answers both
 * {@link PUBLISH_PATHS}, so a client written from the spec's text keeps working.
 */
export const PUBLISH_PATH = "api/v1/apps/publish/";

/**
 * Every path a server of this contract answers the publish call at: {@link PUBLISH_PATH} first, then the
 * spec's literal `api/v1/apps/publish/INFO` (see {@link PUBLISH_PATH} for why both).
 */
export const PUBLISH_PATHS: readonly string[] = [PUBLISH_PATH, "api/v1/apps/publish/INFO"];

/** Path of the install call below the base URL, with `<app_name>` still to fill in (see {@link installPath}). */
export const INSTALL_PATH = "api/v1/apps/<app_name>/install/";

/** The header carrying the API key on both calls (HTTP header names are case-insensitive). */
export const API_KEY_HEADER = "X-API-Key";

/**
 * The response header by which a platform says what it is. **Not in the spec**: HostBridge's local
 * platform (`@hostbridge/local-platform`, `hostbridge platform`) sends it on every answer with the value
 * {@link LOCAL_PLATFORM_ID}. A client uses it to word advice that only holds for that platform (its key
 * is in a key file, not in an admin console); a loopback address alone does not tell, since a tunnel or
 * proxy to any platform can listen there.
 */
export const PLATFORM_HEADER = "X-HostBridge-Platform";

/** The value of {@link PLATFORM_HEADER} on every answer of HostBridge's local platform. */
export const LOCAL_PLATFORM_ID = "hostbridge-local";

/** The multipart part of the publish call that carries the app archive (a zip). */
export const PUBLISH_FILE_PART = "file";

/** The multipart part of the install call that carries an instance identifier (repeatable). */
export const INSTANCE_IDS_PART = "instance_ids";

/**
 * The multipart part that pins the version to install. **Not in the spec**: an extension of
 * HostBridge's local platform. The spec's install call always installs the latest published version,
 * so a client sends this part only when its user asked for a specific version.
 */
export const PINNED_VERSION_PART = "version";

/**
 * The install path for an app: {@link INSTALL_PATH} with `<app_name>` replaced by the manifest's `name`,
 * percent-encoded (a name with a space, `/` or `?` stays one path segment).
 *
 * @example
 * ```ts
 * installPath("my-app"); // "api/v1/apps/my-app/install/"
 * installPath("My App"); // "api/v1/apps/My%20App/install/"
 * ```
 */
export function installPath(appName: string): string {
  return INSTALL_PATH.replace("<app_name>", encodeURIComponent(appName));
}

/** Whether an HTTP status means success. The spec shows no status codes, so every 2xx does. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}
