/** This package's version (kept in step with package.json by a test). */
export const DEPLOY_CLIENT_VERSION = "0.1.0";

/** The User-Agent header sent to the platform. */
export const USER_AGENT = `hostbridge-deploy-client/${DEPLOY_CLIENT_VERSION} node/${process.versions.node}`;

/**
 * The headers of every call to the platform, in the order a dry run prints them: the API key (or, in a
 * dry-run plan, its redacted stand-in), the multipart content type, the length when known, JSON accept
 * and the User-Agent. One place, so a dry run shows exactly what publish and install send.
 */
export function apiHeaders(
  apiKey: string,
  contentType: string,
  contentLength?: number,
): Record<string, string> {
  return {
    "X-API-Key": apiKey,
    "Content-Type": contentType,
    ...(contentLength === undefined ? {} : { "Content-Length": String(contentLength) }),
    Accept: "application/json",
    "User-Agent": USER_AGENT,
  };
}
