// The local platform's read endpoints (`hostbridge platform`), proxied for the dev host page: which
// versions of the app are published and installed, and the URL an installed version is served at.
import type { ServerResponse } from "node:http";
import { relativePathProblem } from "@hostbridge/deploy-contract";
import { sendJson } from "./staticFiles";

/** How long the dev server waits for the local platform. */
const PLATFORM_TIMEOUT_MS = 1500;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  if (cause === "ECONNREFUSED") return "connection refused (is `hostbridge platform` running?)";
  if ((error as Error | undefined)?.name === "TimeoutError")
    return `no answer within ${PLATFORM_TIMEOUT_MS} ms`;
  return error instanceof Error ? error.message : String(error);
}

/** `GET /__hostbridge/platform`: `{ url, available, apps?, installs?, error? }`. */
export async function platformStatus(
  res: ServerResponse,
  platformUrl: string | undefined,
): Promise<void> {
  if (!platformUrl) {
    sendJson(res, 200, { url: null, available: false });
    return;
  }
  try {
    const [apps, installs] = await Promise.all([
      getJson(`${platformUrl}/local/apps`),
      getJson(`${platformUrl}/local/installs`),
    ]);
    sendJson(res, 200, {
      url: platformUrl,
      available: true,
      apps: (apps as { apps?: unknown }).apps ?? [],
      installs: (installs as { installs?: unknown }).installs ?? [],
    });
  } catch (error) {
    sendJson(res, 200, { url: platformUrl, available: false, error: reason(error) });
  }
}

/**
 * `GET /__hostbridge/platform/resolve?instance=I&app=A[&entry=E]`: the URL of the installed app's entry
 * page, following the platform's redirects (from the app root to its entry) on the platform's origin;
 * with `entry`, the URL of that page of the installed version (the page of the place the dev host shows).
 */
export async function resolveInstalled(
  res: ServerResponse,
  platformUrl: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  const instance = search.get("instance");
  const app = search.get("app");
  if (!platformUrl)
    return sendJson(res, 404, {
      error: "no local platform is configured (hostbridge dev --platform-url <url>)",
    });
  if (!instance || !app)
    return sendJson(res, 400, { error: "give ?instance=<instance id>&app=<app name>" });
  const entry = search.get("entry");
  const entryProblem = entry === null ? undefined : relativePathProblem(entry);
  if (entry !== null && entryProblem)
    return sendJson(res, 400, { error: `entry ${JSON.stringify(entry)} ${entryProblem}` });
  const origin = new URL(platformUrl).origin;
  const page = entry === null ? "" : entry.split("/").map(encodeURIComponent).join("/");
  let url = `${platformUrl}/local/instances/${encodeURIComponent(instance)}/apps/${encodeURIComponent(app)}/${page}`;
  try {
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(url, {
        method: "HEAD",
        redirect: "manual",
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin !== origin)
          throw new Error(`the platform redirected to another origin (${next.origin})`);
        url = next.href;
        continue;
      }
      if (!response.ok) {
        return sendJson(res, 404, {
          error:
            entry === null
              ? `${app} is not served for instance ${instance} (the platform answered ${response.status}); install it first`
              : `${app} on instance ${instance} has no page ${entry} (the platform answered ${response.status}); install a version that has this place, or choose another place`,
        });
      }
      return sendJson(res, 200, { url });
    }
    throw new Error("too many redirects");
  } catch (error) {
    sendJson(res, 502, { error: reason(error) });
  }
}
