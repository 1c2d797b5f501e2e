// The platform's REST endpoints an app calls on the platform's origin with the environment's token
// (`env.pitcher.access_token`, as `Authorization: Bearer <token>`), answered on the dev host's
// origin, where same-origin apps run. Simulated: the Apps DB's instance-wide entries
// (`/api/v1/appsdb/stores/<store>/instances/<instance>/globals/entries/<key>/`: GET, PUT `{ value }`,
// DELETE), whose entry is the client's `AppsDBEntry` (`{ value, modified_at }`, a value being a
// string, a number, an object or null), and the token refresh `/api/v1/users/me/token/` (./tokenRefresh).
// Refused as a Django REST API refuses: no or another token 401, another instance 403, an entry never
// written 404, a bad body 400, each `{ detail }`. Any other `/api/` path answers 404 naming what is
// simulated. Entries live as long as the dev server.
// Not simulated, because nothing we can read gives the path: the Apps DB's per-user entries. The
// client's types (`useAppsDb()`: `getEntry({ store_name, user_id, entry_key })`, `upsertEntry`,
// `deleteEntry`) show they exist, but the client ships no implementation of them and the platform's
// developer docs (as far as the stored pages go: no "Data Persistence" or REST reference page) do
// not describe their URL. Guessing one would let an app pass here with a path the platform refuses;
// the 404 says so instead.
// Cross-origin calls (an app served from its own origin, `--cross-origin`) are refused with a 403
// that says why: the platform serves its apps on its own origin, and nothing we can read states the
// CORS rules it answers a foreign origin with.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DevLogEvent } from "./options";
import { sendJson } from "./staticFiles";
import { answerTokenRefresh, TOKEN_REFRESH_PATH } from "./tokenRefresh";

/** The path prefix of the platform's REST API. */
export const PLATFORM_API_PREFIX = "/api/";

/** What the simulated endpoints take from the environment, read at each request. */
export interface PlatformRestEnvironment {
  /** The environment's token (`env.pitcher.access_token`). */
  accessToken(): string;
  /** The instance the token belongs to (`env.pitcher.instance.id`). */
  instanceId(): string;
}

/** One stored entry, as the client's `AppsDBEntry` type has it. */
interface AppsDbEntry {
  value: string | number | Record<string, unknown> | null;
  modified_at: string;
}

const GLOBAL_ENTRY =
  /^\/api\/v1\/appsdb\/stores\/([^/]+)\/instances\/([^/]+)\/globals\/entries\/([^/]+)\/?$/;

/** What the dev server simulates, for the 404 of any other path. */
const SIMULATED = `GET, PUT and DELETE /api/v1/appsdb/stores/<store>/instances/<instance>/globals/entries/<key>/ and GET ${TOKEN_REFRESH_PATH}`;

/** Why the Apps DB's per-user entries answer 404 (see the head of this file). */
const PER_USER_ENTRIES =
  "The Apps DB's per-user entries are not simulated: neither the platform's developer docs nor its client give their URL; keep per-user data under a global entry keyed by the user's id (env.pitcher.user.id) in the dev host.";

/** A path the platform's Apps DB answers that is not an instance-wide entry. */
const APPS_DB_PATH = /^\/api\/v1\/appsdb\//;

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether `value` is what an entry may hold (`string | number | object | null`, not an array or boolean). */
function isEntryValue(value: unknown): value is AppsDbEntry["value"] {
  if (value === null || typeof value === "string") return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "object" && !Array.isArray(value);
}

/** The bearer token of the request, if any. */
function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The origin a browser named in a request (`Origin`) when it is not the origin the request came to. */
function foreignOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (typeof origin !== "string") return undefined;
  // (an opaque origin, "null", is another origin too: a sandboxed frame without allow-same-origin)
  return origin === `http://${req.headers.host ?? ""}` ? undefined : origin;
}

/** The answer to a call from another origin: refused, saying why and what to do. */
function refuseCrossOrigin(res: ServerResponse, origin: string): void {
  sendJson(res, 403, {
    detail: `The dev host answers the platform's REST API only on its own origin, as the platform serves its apps on its own origin; this call came from ${origin}, and the platform's CORS rules for other origins are not documented, so none are simulated. Run the app on the host's origin (drop --cross-origin / sameOrigin: false).`,
  });
}

/**
 * Answers a call to the platform's REST API that reached the app's own origin (an app served
 * cross-origin calls `/api/...` relative to its page): 404, saying where the simulated API is.
 */
export function answerOnAppOrigin(res: ServerResponse, pathname: string): void {
  sendJson(res, 404, {
    detail: `Not found: ${pathname} reached the app's own origin, where the dev server has no REST API. The platform serves its apps on its own origin, where /api/ is its REST API; the dev host simulates it on its origin: run the app there (drop --cross-origin / sameOrigin: false).`,
  });
}

/**
 * The simulated REST API of one dev server: `handle` answers any `/api/` request. `log` hears of
 * the first call from another origin (which is refused).
 */
export function createPlatformRest(
  env: PlatformRestEnvironment,
  log: (event: DevLogEvent) => void = () => undefined,
) {
  let crossOriginLogged = false;
  const entries = new Map<string, AppsDbEntry>();

  async function globalEntry(
    req: IncomingMessage,
    res: ServerResponse,
    [store, instance, key]: string[],
  ): Promise<void> {
    if (instance !== env.instanceId())
      return sendJson(res, 403, {
        detail: "You do not have permission to perform this action.",
      });
    const id = JSON.stringify([store, instance, key]);
    if (req.method === "GET" || req.method === "HEAD") {
      const entry = entries.get(id);
      return entry ? sendJson(res, 200, entry) : sendJson(res, 404, { detail: "Not found." });
    }
    if (req.method === "DELETE") {
      if (!entries.delete(id)) return sendJson(res, 404, { detail: "Not found." });
      res.writeHead(204, { "Cache-Control": "no-store" });
      return void res.end();
    }
    if (req.method !== "PUT")
      return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` });
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text === undefined ? undefined : JSON.parse(text);
    } catch {
      return sendJson(res, 400, { detail: "JSON parse error." });
    }
    if (typeof body !== "object" || body === null || !("value" in body))
      return sendJson(res, 400, { value: ["This field is required."] });
    const { value } = body;
    if (!isEntryValue(value))
      return sendJson(res, 400, { value: ["Must be a string, a number, an object or null."] });
    const entry: AppsDbEntry = { value, modified_at: new Date().toISOString() };
    entries.set(id, entry);
    return sendJson(res, 200, entry);
  }

  return {
    /** Answers a request under {@link PLATFORM_API_PREFIX}. */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      const origin = foreignOrigin(req);
      if (origin !== undefined) {
        if (!crossOriginLogged)
          log({
            level: "warn",
            message: `the app called the simulated REST API (${pathname}) from another origin (${origin}); refused: run the app on the host's origin (drop --cross-origin) to reach it`,
          });
        crossOriginLogged = true;
        return refuseCrossOrigin(res, origin);
      }
      const route = GLOBAL_ENTRY.exec(pathname);
      const token = pathname === TOKEN_REFRESH_PATH || route ? bearer(req) : undefined;
      if (pathname !== TOKEN_REFRESH_PATH && !route)
        return sendJson(res, 404, {
          detail: `Not found: the dev server simulates only ${SIMULATED} of the platform's REST API (${pathname} is not simulated).${APPS_DB_PATH.test(pathname) ? ` ${PER_USER_ENTRIES}` : ""}`,
        });
      if (token === undefined)
        return sendJson(res, 401, { detail: "Authentication credentials were not provided." });
      if (token !== env.accessToken()) return sendJson(res, 401, { detail: "Invalid token." });
      if (!route) return answerTokenRefresh(req, res, env.accessToken());
      let parts: string[];
      try {
        parts = route.slice(1).map((part) => decodeURIComponent(part));
      } catch {
        return sendJson(res, 404, { detail: "Not found." });
      }
      return globalEntry(req, res, parts);
    },
  };
}

/** The simulated REST API of one dev server. */
export type PlatformRest = ReturnType<typeof createPlatformRest>;
