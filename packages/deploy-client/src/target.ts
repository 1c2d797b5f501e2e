// Where requests go and with which key: the base URL (https, or http for loopback), the endpoint
// paths below it, and the API key's shape. Checked before anything is sent.
import { DeployError } from "./errors";

/** Resolves a path below the base URL (keeping any path prefix the base URL has). */
export function endpoint(baseUrl: URL, path: string): URL {
  const base = new URL(baseUrl.href);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  base.search = "";
  base.hash = "";
  return new URL(path, base);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Validates the base URL: http(s) only, no credentials, and plain http only for loopback hosts
 * unless `allowInsecureHttp` (the API key would otherwise cross the network in clear text).
 */
export function parseBaseUrl(baseUrl: string | URL | undefined, allowInsecureHttp = false): URL {
  if (baseUrl === undefined || baseUrl === "") {
    throw new DeployError(
      "CONFIG",
      "no base URL was given; pass the platform's address (for example https://platform.example.com) as baseUrl",
    );
  }
  let url: URL;
  try {
    url = new URL(String(baseUrl));
  } catch (error) {
    throw new DeployError(
      "CONFIG",
      `the base URL "${String(baseUrl)}" is not a valid URL; expected e.g. https://platform.example.com`,
      {
        cause: error,
      },
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new DeployError(
      "CONFIG",
      `the base URL must use https (or http for a local platform), not ${url.protocol}`,
    );
  }
  if (url.username || url.password) {
    throw new DeployError(
      "CONFIG",
      "the base URL must not contain a user name or password; the API key is the only credential",
    );
  }
  if (
    url.protocol === "http:" &&
    !LOOPBACK_HOSTS.has(url.hostname) &&
    !url.hostname.startsWith("127.") &&
    !allowInsecureHttp
  ) {
    throw new DeployError(
      "CONFIG",
      `refusing to send the API key in clear text to ${url.host} over http; use an https base URL (plain http is allowed only for localhost, or with allowInsecureHttp)`,
    );
  }
  return url;
}

/** Checks that an API key is present and usable as a header value, without ever echoing it. */
export function checkApiKey(apiKey: string | undefined): string {
  if (!apiKey) {
    throw new DeployError(
      "CONFIG",
      "no API key was given; set HOSTBRIDGE_API_KEY (or pass apiKey) with a key created in the admin console",
    );
  }
  if (/[\r\n\0]/.test(apiKey) || apiKey.trim() !== apiKey) {
    throw new DeployError(
      "CONFIG",
      "the API key contains whitespace or control characters (often a trailing newline from a file); remove them",
    );
  }
  return apiKey;
}
