// The platform's REST endpoints the dev server answers on the host's origin: the Apps DB's
// instance-wide entries, with the platform's auth rules (the environment's bearer token, the
// token's instance), and a 404 naming what is simulated for anything else.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformRest } from "../src/platformRest";

const TOKEN = "token-of-the-environment";
const ENTRY = "/api/v1/appsdb/stores/notes/instances/inst-1/globals/entries/today/";
let server: Server;
let base = "";

beforeAll(async () => {
  const rest = createPlatformRest({ accessToken: () => TOKEN, instanceId: () => "inst-1" });
  server = createServer(
    (req, res) => void rest.handle(req, res, new URL(req.url!, "http://x").pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
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
      /simulates only .*\/api\/v1\/appsdb\/stores\/<store>\/instances\/<instance>\/globals\/entries\/<key>\/.*\/api\/v1\/users\/me\/ is not simulated/,
    );
  });
});
