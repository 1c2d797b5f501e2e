// @vitest-environment happy-dom
// Wire parity with the platform's existing client, `@pitcher/js-api` 1.26.0 (a test-only
// devDependency), the oracle: for every high-level operation, the same call made with both clients
// puts the same request body on the platform wire (docs/protocol.md "Casing on the platform wire").
// Its requests are captured where it posts them (a top-level page posts to itself); ours on a
// capturing transport with `wire: "platform"`.
import { HIGH_LEVEL_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import { platformCamelCase, platformSnakeCase } from "@hostbridge/protocol-types/wire";
import { useHostApi } from "@hostbridge/sdk";
import type { Transport } from "@hostbridge/transport";
// (its ES module build: the package's `main` is a UMD bundle)
import { usePitcherApi } from "@pitcher/js-api/js-api.esm.js";
import fc from "fast-check";
// @ts-expect-error -- lodash-es ships no types; the existing client's own key conversion uses it
import { camelCase, snakeCase } from "lodash-es";
import { afterAll, describe, expect, it } from "vitest";

type Captured = { type: string; body: unknown };

/** What the existing client posts: `{ type: "PITCHER_REQUEST", request: { type, id, body } }`. */
const theirs: Captured[] = [];
window.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as { type?: string; request?: Captured };
  if (data?.type === "PITCHER_REQUEST" && data.request) theirs.push(data.request);
});
const pitcher = usePitcherApi();

/** What ours sends on the platform wire: `PITCHER_REQUEST`s too (the post-robot hello is a string). */
const ours: Captured[] = [];
const capture: Transport = {
  send: (message) => {
    const data = message as { type?: string; request?: Captured };
    if (typeof message === "object" && data.type === "PITCHER_REQUEST") ours.push(data.request!);
  },
  listen: () => () => {},
  close: () => {},
};
const api = useHostApi({ transport: capture, wire: "platform" });
afterAll(() => api.dispose());

const lastOf = async (list: Captured[], type: string) => {
  await expect.poll(() => list.some((r) => r.type === type)).toBe(true);
  return list.filter((r) => r.type === type).at(-1)!.body;
};

/** The body each client puts on the wire for `API.request(type, body)`. */
async function bodies(type: string, body: unknown) {
  theirs.length = ours.length = 0;
  void pitcher.API.request(type as never, body as never).catch(() => {});
  void (api.API.request as (t: string, b: unknown) => Promise<unknown>)(type, body).catch(() => {});
  return { theirs: await lastOf(theirs, type), ours: await lastOf(ours, type) };
}

/** One body that meets every casing rule: camelCase, digits, acronyms, opaque keys, filter keys, arrays. */
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
  other__in: [3],
  when: new Date(0).toISOString(),
};

describe("request bodies on the platform wire, the existing client as oracle", () => {
  it.each([...HIGH_LEVEL_API_METHOD_TYPES])(
    "%s: the same body as the existing client",
    async (type) => {
      const got = await bodies(type, SAMPLE);
      expect(got.ours).toEqual(got.theirs);
    },
  );

  it("snake_cases the spec's camelCase keys as that client does (open: fileId -> file_id)", async () => {
    const got = await bodies("open", { fileId: 7, appContext: { keepMe: 1 } });
    expect(got.theirs).toEqual({ file_id: 7, app_context: { keep_me: 1 } });
    expect(got.ours).toEqual(got.theirs);
  });

  it("sends the raw CRM payloads unchanged, as that client does", async () => {
    const got = await bodies("crm_upsert", { records: [{ AccountId: "001", Name: "x" }] });
    expect(got.ours).toEqual({ records: [{ AccountId: "001", Name: "x" }] });
    expect(got.ours).toEqual(got.theirs);
  });

  it("sends no body as `null`, as that client does", async () => {
    const got = await bodies("get_env", undefined);
    expect(got.theirs).toBeNull();
    expect(got.ours).toBeNull();
  });

  it("keeps the spec's keys on the envelope wire (only the platform wire is snake_cased)", async () => {
    const sent: Captured[] = [];
    const envelopes = useHostApi({
      transport: { ...capture, send: (m) => void sent.push((m as { request: Captured }).request) },
      wire: "envelopes",
    });
    void envelopes.API.request("open", { fileId: "f-1" }).catch(() => {});
    await expect.poll(() => sent.at(-1)?.body).toEqual({ fileId: "f-1" });
    envelopes.dispose();
  });

  it("agrees with that client on random nested bodies", async () => {
    const key = fc.stringMatching(/^[A-Za-z0-9_ .$-]{1,12}$/);
    const body = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.string({ maxLength: 3 }),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(key, tie("node"), { maxKeys: 4 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, body, { maxKeys: 5 }), async (value) => {
        const got = await bodies("update_canvas", value);
        expect(got.ours).toEqual(got.theirs);
      }),
      { numRuns: 40 },
    );
  });
});

// lodash's snakeCase and camelCase are what that client applies to each key (and camelCase to
// answers' keys and method names): the oracle of our word rules.
const lodash = { snakeCase, camelCase } as Record<string, (s: string) => string>;

describe.each([
  ["platformSnakeCase", platformSnakeCase, "snakeCase"],
  ["platformCamelCase", platformCamelCase, "camelCase"],
] as const)("%s, lodash's %s as oracle", (_, ours, theirs) => {
  it("spells every ASCII key the same", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x20-\x7e]{0,16}$/), (key) => {
        expect(ours(key)).toBe(lodash[theirs]!(key));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ...["fileId", "section1Id", "URLPath", "__private", "1stPlace", "XMLHttpRequest2", "a-b c"],
    ...["page_size", "section_1_id", "URL_path", "1st_place", "ID", "app_resize"],
  ])("spells %s the same", (key) => expect(ours(key)).toBe(lodash[theirs]!(key)));
});
