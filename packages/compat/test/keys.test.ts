// @vitest-environment happy-dom
// Key casing of usePitcherApi(), with the platform's existing client, `@pitcher/js-api` 1.26.0 (a
// test-only devDependency), as the oracle: the same request puts the same keys on the platform wire,
// and under `casing: "camel"` the same answer reaches the app with the same keys. Compat converts with
// the one casing module (`platformKeys`, `platformBody` of @hostbridge/protocol-types/wire).
// The client posts its requests to its own window here (a top-level page) and reads answers from
// `message` events of its own origin; ours runs on a capturing transport with `wire: "platform"`.
import { configureCompat, usePitcherApi } from "@hostbridge/compat";
import type { Transport, TransportListener } from "@hostbridge/transport";
// (its ES module build: the package's `main` is a UMD bundle)
import { usePitcherApi as theirUsePitcherApi } from "@pitcher/js-api/js-api.esm.js";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";

type Request = { id: string; type: string; body: unknown };
type Low = { API: { request: (type: string, body?: unknown) => Promise<unknown> } };

/** The answer each side's host gives next, to any request. */
let answer: unknown = null;

/** What the existing client posts (`PITCHER_REQUEST`), answered with `answer` as its host would. */
const theirs: Request[] = [];
window.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as { type?: string; request?: Request };
  if (data?.type !== "PITCHER_REQUEST" || !data.request) return;
  theirs.push(data.request);
  const { id, type } = data.request;
  const response = {
    type: "PITCHER_RESPONSE",
    request: { id, type },
    response: { status: "ok", body: answer },
  };
  window.dispatchEvent(new MessageEvent("message", { data: response, origin: location.origin }));
});

/** What ours sends on the platform wire, answered with `answer` the same way. */
const ours: Request[] = [];
let deliver: TransportListener | undefined;
const capture: Transport = {
  send: (message) => {
    const data = message as { type?: string; request?: Request };
    if (typeof message !== "object" || data.type !== "PITCHER_REQUEST") return;
    ours.push(data.request!);
    const { id, type } = data.request!;
    const response = {
      type: "PITCHER_RESPONSE",
      request: { id, type },
      response: { status: "ok", body: answer },
    };
    queueMicrotask(() => deliver?.(response));
  },
  listen: (onMessage) => {
    deliver = onMessage;
    return () => (deliver = undefined);
  },
  close: () => {},
};
configureCompat({ bridge: { transport: capture, wire: "platform" }, notices: false });
afterAll(() => configureCompat({}));

const lastOf = async (list: Request[], type: string) => {
  await expect.poll(() => list.some((r) => r.type === type)).toBe(true);
  return list.filter((r) => r.type === type).at(-1)!.body;
};

/** The body each client sends for `API.request(type, body)`, and what each resolves with `answer`. */
async function both(casing: "snake" | "camel", type: string, body: unknown, reply: unknown) {
  answer = reply;
  theirs.length = ours.length = 0;
  const [their, our] = [
    theirUsePitcherApi({ casing }),
    usePitcherApi({ casing }),
  ] as unknown as Low[];
  const got = await Promise.all([their!.API.request(type, body), our!.API.request(type, body)]);
  return {
    sent: { theirs: await lastOf(theirs, type), ours: await lastOf(ours, type) },
    got: { theirs: got[0], ours: got[1] },
  };
}

/** Keys that meet every rule: camelCase, digits, acronyms, opaque keys, kept and other filter keys. */
const SAMPLE = {
  fileId: 7,
  app_context: { keepMe: 1 },
  section1Id: "s",
  URLPath: "/a",
  nestedList: [{ innerKey: true, deepList: [{ leafKey: null }] }],
  context: { keepMe: { evenDeeper: 1 } },
  overrides: { keepMe: 1 },
  filters: { keepMe: 1 },
  metadata: { keepMe: 1 },
  hidden: { keepMe: 1 },
  headerStyle: { fontSize: 12 },
  tags__in: [1, 2],
  created_at__range: ["a", "b"],
  other__in: [3],
};

/** The same rules in an answer, as a host writes it (snake_case). */
const ANSWER = {
  page_size: 5,
  section_1_id: "s",
  URL_path: "/a",
  items: [{ inner_key: true, deep_list: [{ leaf_key: null }] }],
  context: { keep_me: 1 },
  metadata: { keep_me: 1 },
  header_style: { font_size: 12 },
  tags__in: [1],
  id__in: [2],
  other__in: [3],
  created_at__range: ["a", "b"],
};

describe("usePitcherApi() key casing, the existing client as oracle", () => {
  it.each(["open", "update_canvas", "crm_upsert", "crm_query"])(
    "%s: sends the same keys as the client",
    async (type) => {
      const { sent } = await both("snake", type, SAMPLE, null);
      expect(sent.ours).toEqual(sent.theirs);
    },
  );

  it("gives an answer the same camelCase keys as the client under casing camel (kept filter keys only)", async () => {
    const { got } = await both("camel", "get_file", { id: "f-1" }, ANSWER);
    expect(got.theirs).toMatchObject({
      pageSize: 5,
      tags__in: [1],
      otherIn: [3],
      createdAtRange: ["a", "b"],
    });
    expect(got.ours).toEqual(got.theirs);
  });

  it("gives an answer unchanged under casing snake, as the client does", async () => {
    const { got } = await both("snake", "get_file", { id: "f-1" }, ANSWER);
    expect(got.ours).toEqual(ANSWER);
    expect(got.theirs).toEqual(ANSWER);
  });

  it("agrees with the client on random nested answers under casing camel", async () => {
    const key = fc.stringMatching(/^[A-Za-z0-9_ .$-]{1,12}$/);
    const node = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.string({ maxLength: 3 }),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(key, tie("node"), { maxKeys: 4 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, node, { maxKeys: 5 }), async (reply) => {
        const { got } = await both("camel", "get_file", { id: "f-1" }, reply);
        expect(got.ours).toEqual(got.theirs);
      }),
      { numRuns: 30 },
    );
  });
});
