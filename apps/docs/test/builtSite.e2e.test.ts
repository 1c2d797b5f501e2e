// The built site (apps/docs/dist) as a reader who comes with a question meets it, without a browser:
// - search: the index the pages load, searched with MiniSearch (the library of VitePress's local
//   search, as VitePress depends on it) and the site's options, puts an operation's page first for
//   its wire name and its method name, the error reference first for an error code, and the CLI
//   reference first for a command;
// - weight: no page's HTML over 550 KB, no operation page linking to a page whose script (what the
//   link prefetches) is over 550 KB, and an index
//   a third of the 4.2 MB it was;
// - the operation pages say what the operation does and keep the types' `null`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "@hostbridge/cli";
import { DEPLOY_ERROR_CODES } from "@hostbridge/deploy-client";
import { HOST_SIMULATOR_ERROR_CODES } from "@hostbridge/host-simulator";
import { ERROR_CODES } from "@hostbridge/transport";
import {
  VITEPRESS_SEARCH_DEFAULTS,
  miniSearchOptions,
  miniSearchSearchOptions,
} from "../.vitepress/search";
import { readCli } from "../scripts/cli.mjs";
import { operations } from "../scripts/registry.mjs";
import { DIST, buildSite } from "./helpers/builtSite";

// (550 KB since the coded error joined protocol-types' root page, the heaviest: 534 KB; the next
// growth splits that page rather than moving this line again)
const LIMIT = 550 * 1024;

interface Result {
  id: string;
  score: number;
}
interface Index {
  search(query: string): Result[];
  documentCount: number;
}
interface MiniSearchClass {
  loadJSON(json: string, options: object): Index;
}

/** MiniSearch as VitePress resolves it (VitePress's own dependency, not a copy of ours). */
function miniSearch(): MiniSearchClass {
  const require = createRequire(import.meta.url);
  const fromVitePress = createRequire(require.resolve("vitepress"));
  return fromVitePress("minisearch") as MiniSearchClass;
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const page = (id: string) => id.replace(/#.*$/, "");
let index: Index;
let indexBytes = 0;

beforeAll(async () => {
  buildSite();
  const chunks = join(DIST, "assets", "chunks");
  const file = readdirSync(chunks).find((name) => name.startsWith("@localSearchIndexroot."));
  if (!file)
    throw new Error(
      "the built site has no search index (assets/chunks/@localSearchIndexroot.*.js)",
    );
  indexBytes = statSync(join(chunks, file)).size;
  const json = ((await import(pathToFileURL(join(chunks, file)).href)) as { default: string })
    .default;
  index = miniSearch().loadJSON(json, {
    ...VITEPRESS_SEARCH_DEFAULTS,
    searchOptions: { ...VITEPRESS_SEARCH_DEFAULTS.searchOptions, ...miniSearchSearchOptions },
    ...miniSearchOptions,
  });
}, 1_800_000);

describe("the built site's search", () => {
  const ops = operations();

  it("puts an operation's page first for its wire name", () => {
    const wrong = ops.flatMap(({ type }) => {
      const first = index.search(type)[0];
      const expected = `/reference/operations/${type}.html`;
      return first && page(first.id) === expected
        ? []
        : [`${type}: first ${first?.id ?? "nothing"}`];
    });
    expect(wrong).toEqual([]);
  });

  it("puts an operation's page first for its method name (each page of a name shared by environments before any other)", () => {
    const byMethod = new Map<string, typeof ops>();
    for (const op of ops) byMethod.set(op.method, [...(byMethod.get(op.method) ?? []), op]);
    const wrong = [...byMethod].flatMap(([method, same]) => {
      const expected = new Set(same.map((op) => `/reference/operations/${op.type}.html`));
      const firstPages = [...new Set(index.search(method).map((r) => page(r.id)))].slice(
        0,
        expected.size,
      );
      return firstPages.every((p) => expected.has(p)) && firstPages.length === expected.size
        ? []
        : [`${method}: first ${firstPages.join(", ")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("puts the error reference first for an error code, and the CLI reference for a command", () => {
    const codes = [ERROR_CODES, HOST_SIMULATOR_ERROR_CODES, DEPLOY_ERROR_CODES, EXIT_CODES].flatMap(
      (set) => Object.keys(set),
    );
    const wrong = codes.flatMap((code) => {
      const first = index.search(code)[0];
      return first && page(first.id) === "/reference/errors.html"
        ? []
        : [`${code}: first ${first?.id ?? "nothing"}`];
    });
    for (const { name } of readCli().commands) {
      const first = index.search(`hostbridge ${name}`)[0];
      if (first?.id !== `/reference/cli.html#hostbridge-${name}`)
        wrong.push(`hostbridge ${name}: first ${first?.id ?? "nothing"}`);
    }
    expect(wrong).toEqual([]);
  });

  it("indexes the API reference by its declarations, and finds one by name", () => {
    expect(page(index.search("useHostApi")[0]!.id)).toMatch(/^\/(api|packages|guide|concepts)\//);
    expect(index.search("describeZodIssues").map((r) => r.id)).toContain(
      "/api/@hostbridge/protocol-types/schemas.html#describezodissues",
    );
    // a third of the 4.2 MB it was (10,248 sections, 88% of them the API reference's)
    expect(indexBytes).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe("the built site's weight", () => {
  it("has no page over 550 KB of HTML", () => {
    const heavy = filesIn(DIST)
      .filter((file) => file.endsWith(".html") && statSync(file).size > LIMIT)
      .map((file) => `${relative(DIST, file)}: ${Math.round(statSync(file).size / 1024)} KB`);
    expect(heavy).toEqual([]);
  });

  it("has no operation page link to a page whose script (what the link prefetches) is over 550 KB", () => {
    const scripts = readdirSync(join(DIST, "assets")).filter((name) =>
      /\.md\.[\w-]+(\.lean)?\.js$/.test(name),
    );
    const heavy = new Set<string>();
    for (const file of readdirSync(join(DIST, "reference", "operations"))) {
      const html = readFileSync(join(DIST, "reference", "operations", file), "utf8");
      for (const [, target] of html.matchAll(/href="\/([^"#]+)\.html[^"]*"/g)) {
        const chunk = `${target!.replaceAll("/", "_")}.md.`;
        for (const name of scripts.filter((script) => script.startsWith(chunk)))
          if (statSync(join(DIST, "assets", name)).size > LIMIT) heavy.add(`${file} -> ${name}`);
      }
    }
    expect([...heavy]).toEqual([]);
  });
});

describe("the built operation pages", () => {
  const html = (type: string) =>
    readFileSync(join(DIST, "reference", "operations", `${type}.html`), "utf8");

  it("open with what the operation does and keep a nullable field's null", () => {
    for (const { type } of operations())
      expect(html(type), type).toContain("<strong>When to use it:</strong>");
    expect(html("ui_preselect_crm_meeting_id")).toContain("<code>CrmEvent | null</code>");
    expect(html("get_file")).toContain('href="/reference/errors.html#host-not_found"');
    expect(html("crm_query")).toContain('href="/reference/errors.html#host-invalid_query"');
    expect(html("get_env")).toContain('href="/api/@hostbridge/sdk.html#usehostapi"');
  });
});
