// The site's search box in the three engines apps run in (Chromium, Firefox ESR, WebKitGTK): a
// reader who types an operation's wire name or its method name finds its page first. The built
// index is the same file in every engine, but the box runs in each engine's JavaScript (MiniSearch,
// the site's tokenizer, VitePress's ranking and highlighting), so each engine is asked
// for a sample of the names: every name several pages share (a method of several
// environments) and every fifth of the rest in alphabetical order. test/builtSite.e2e.test.ts checks
// the ranking of every name on the same index in Node, with error codes and CLI commands too (every
// name in every engine took 100 s an engine, a third of the docs' share of CI, for names that differ
// only in their text, which the Node check covers); scripts/measurePages.mjs measures how long the first search waits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../../tooling/chromium.mjs";
import { findFirefox, findWebKit } from "../../../tooling/engines.mjs";
import { searchIn } from "../scripts/searchBox.mjs";
import { serveSite } from "../scripts/serveSite.mjs";
import { operations } from "../scripts/registry.mjs";
import { DIST, buildSite } from "./helpers/builtSite";

let server: Awaited<ReturnType<typeof serveSite>>;

beforeAll(async () => {
  buildSite();
  server = await serveSite(DIST);
}, 1_800_000);
afterAll(async () => {
  await server?.close();
});

/** Each name a reader may type, with the pages that must come first (a method shared by environments has one per environment). */
function expectedFirst(): Map<string, Set<string>> {
  const expected = new Map<string, Set<string>>();
  for (const op of operations())
    for (const name of [op.type, op.method]) {
      const pages = expected.get(name) ?? new Set<string>();
      pages.add(`/reference/operations/${op.type}.html`);
      expected.set(name, pages);
    }
  return expected;
}

/** The names each engine is asked for: those several pages share, and every fifth of the rest. */
function sampled(expected: Map<string, Set<string>>): string[] {
  const names = [...expected.keys()].sort();
  const shared = names.filter((name) => expected.get(name)!.size > 1);
  const single = names.filter((name) => expected.get(name)!.size === 1);
  return [...shared, ...single.filter((_, index) => index % 5 === 0)];
}

const ENGINES = [
  ["chromium", findChromium()],
  ["firefox", findFirefox()],
  ["webkit", findWebKit()],
] as const;

describe.each(ENGINES)("the search box in %s", (engine, found) => {
  it.skipIf(!found)(
    "puts an operation's page first for its wire name and for its method name (a sample)",
    { timeout: 1_200_000 },
    async () => {
      const expected = expectedFirst();
      expect(expected.size).toBeGreaterThan(200);
      const names = sampled(expected);
      expect(names.length).toBeGreaterThan(60);
      const run = await searchIn(engine, `${server.origin}/`, names);
      const wrong = run.results.flatMap(({ query, pages }) => {
        const want = expected.get(query)!;
        const first = [...new Set(pages.map((href) => href.replace(/#.*$/, "")))].slice(
          0,
          want.size,
        );
        return first.length === want.size && first.every((page) => want.has(page))
          ? []
          : [`${query}: first ${first.join(", ") || "nothing"}`];
      });
      expect(run.results).toHaveLength(names.length);
      expect(wrong, run.version).toEqual([]);
    },
  );
});
