// @vitest-environment happy-dom
// A top-level page (no parent frame, no opener, no native bridge): the platform's existing client,
// `@pitcher/js-api` 1.26.0, posts its high-level requests to the page's own window (its top-most
// platform window, `getTopPitcherWindow()`, is the page itself) and takes the answers that arrive
// there from the page's own origin (its `isOriginValid`), where a host script of the page answers
// them: the platform's first-level pages, and an app's own tests of its code against a stand-in host
// (test/fixtures/existing-apps/vanilla-ts does that with the client; ./keys.test.ts compares the
// bodies with the client's on such a page). Compat, configured with nothing, does the same. (The
// client is not loaded here: its post-robot, listening on the same window, would answer ours.)
import { configureCompat, usePitcherApi } from "@hostbridge/compat";
import { afterAll, describe, expect, it } from "vitest";

type Request = { id: string; type: string; body: unknown };

/** Every `PITCHER_REQUEST` posted to this window, answered as a platform host answers it. */
const seen: Request[] = [];
const answers: Record<string, { status: "ok" | "error"; body: unknown }> = {
  get_env: { status: "ok", body: { mode: "WEB", pitcher: { user: { first_name: "Ana" } } } },
  crm_query: { status: "error", body: { detail: "INVALID_FIELD" } },
};
window.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as { type?: string; request?: Request };
  if (data?.type !== "PITCHER_REQUEST" || !data.request) return;
  seen.push(data.request);
  const response = answers[data.request.type];
  if (response) window.postMessage({ type: "PITCHER_RESPONSE", request: data.request, response }, "*");
});

configureCompat({ notices: false });
afterAll(() => configureCompat({}));

const sent = (type: string) => seen.filter((r) => r.type === type).map((r) => r.body);

describe("usePitcherApi() on a top-level page", () => {
  it("sends to the page's own window and reads the answer there, as the existing client does", async () => {
    const env = await usePitcherApi({ casing: "camel" }).getEnv();
    expect(JSON.parse(JSON.stringify(env))).toEqual({ mode: "WEB", pitcher: { user: { firstName: "Ana" } } });
    expect(sent("get_env")).toEqual([null]);
  });

  it("rejects with the host's body there, as the existing client does", async () => {
    const query = { query: "SELECT Id FROM Sample__c" };
    await expect(usePitcherApi().crmQuery(query)).rejects.toEqual({ detail: "INVALID_FIELD" });
    expect(sent("crm_query")).toEqual([query]);
  });
});
