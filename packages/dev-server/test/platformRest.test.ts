// The platform's REST endpoints the dev server answers on the host's origin: the Apps DB's
// instance-wide entries and the token refresh, with the platform's auth rules (the environment's
// bearer token, the token's instance), a 404 naming what is simulated for anything else, and a 403
// saying what to do for a call from another origin.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DevLogEvent } from "../src/options";
import { createPlatformRest } from "../src/platformRest";

const TOKEN = "token-of-the-environment";
const ENTRY = "/api/v1/appsdb/stores/notes/instances/inst-1/globals/entries/today/";
let server: Server;
let base = "";
const logged: DevLogEvent[] = [];

beforeAll(async () => {
  const rest = createPlatformRest(
    { accessToken: () => TOKEN, instanceId: () => "inst-1" },
    (event) => logged.push(event),
  );
  server = createServer(
    (req, res) => void rest.handle(req, res, new URL(req.url!, "http://x").pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...extraHeaders };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe("the Apps DB on the host's origin", () => {
  it("keeps an entry written with the environment's token, then forgets it when deleted", async () => {
    expect(await call("GET", ENTRY, TOKEN)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    const saved = await call("PUT", ENTRY, TOKEN, { value: { text: "hello" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ value: { text: "hello" }, modified_at: expect.any(String) });
    expect(await call("GET", ENTRY, TOKEN)).toEqual(saved);
    expect((await call("DELETE", ENTRY, TOKEN)).status).toBe(204);
    expect((await call("GET", ENTRY, TOKEN)).status).toBe(404);
  });

  it("takes a string, a number, an object or null, and refuses an array, a boolean or no value", async () => {
    for (const value of ["text", 3, null, { a: 1 }])
      expect((await call("PUT", ENTRY, TOKEN, { value })).status).toBe(200);
    for (const body of [{ value: [1] }, { value: true }, {}, "not json"])
      expect((await call("PUT", ENTRY, TOKEN, body)).status).toBe(400);
  });

  it("refuses a request without the token or with another, and another instance's entries", async () => {
    expect(await call("GET", ENTRY)).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
    expect((await call("PUT", ENTRY, "someone-else", { value: 1 })).status).toBe(401);
    expect((await call("GET", ENTRY.replace("inst-1", "inst-2"), TOKEN)).status).toBe(403);
  });

  it("answers any other path 404, naming what is simulated", async () => {
    const answer = await call("GET", "/api/v1/users/me/", TOKEN);
    expect(answer.status).toBe(404);
    expect((answer.body as { detail: string }).detail).toMatch(
      /simulates only .*\/api\/v1\/appsdb\/stores\/<store>\/instances\/<instance>\/globals\/entries\/<key>\/ and GET \/api\/v1\/users\/me\/token\/ .*\(\/api\/v1\/users\/me\/ is not simulated\)/,
    );
    expect((answer.body as { detail: string }).detail).not.toMatch(/per-user/);
  });

  it("answers a per-user entry 404, saying why it is not simulated and what to use instead", async () => {
    const path = "/api/v1/appsdb/stores/notes/instances/inst-1/users/user-1/entries/today/";
    const answer = await call("PUT", path, TOKEN, { value: 1 });
    expect(answer.status).toBe(404);
    expect((answer.body as { detail: string }).detail).toMatch(
      /per-user entries are not simulated: neither the platform's developer docs nor its client give their URL; keep per-user data under a global entry keyed by the user's id/,
    );
  });
});

describe("the token refresh on the host's origin", () => {
  const REFRESH = "/api/v1/users/me/token/";

  it("answers the environment's token to a call that carries it", async () => {
    expect(await call("GET", REFRESH, TOKEN)).toEqual({
      status: 200,
      body: { access_token: TOKEN },
    });
  });

  it("refuses a call without the token or with another, and a method other than GET", async () => {
    expect(await call("GET", REFRESH)).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
    expect(await call("GET", REFRESH, "someone-else")).toEqual({
      status: 401,
      body: { detail: "Invalid token." },
    });
    expect(await call("POST", REFRESH, TOKEN, {})).toEqual({
      status: 405,
      body: { detail: 'Method "POST" not allowed.' },
    });
    // (a call with another token gets no token back)
    expect(JSON.stringify(await call("GET", REFRESH, "someone-else"))).not.toContain(TOKEN);
  });
});

describe("a call from another origin", () => {
  it("is refused with a 403 that says to run the app on the host's origin, and is logged once", async () => {
    const foreign = { Origin: "http://127.0.0.1:1" };
    for (const path of [ENTRY, "/api/v1/users/me/token/"]) {
      const answer = await call("GET", path, TOKEN, undefined, foreign);
      expect(answer.status).toBe(403);
      expect((answer.body as { detail: string }).detail).toMatch(
        /only on its own origin.*came from http:\/\/127\.0\.0\.1:1.*drop --cross-origin/,
      );
    }
    expect(logged.filter((event) => /another origin/.test(event.message))).toHaveLength(1);
  });

  it("is not what a call from the host's own origin is", async () => {
    const own = { Origin: base };
    expect((await call("GET", "/api/v1/users/me/token/", TOKEN, undefined, own)).status).toBe(200);
  });
});
