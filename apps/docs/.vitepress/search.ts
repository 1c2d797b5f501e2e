// The site's search (VitePress's local search, MiniSearch in the page): what is indexed and how a
// query is ranked, so that a reader who types an operation's wire name (`ui_select_content`) or
// method name (`selectContent`), an error code (`REQUEST_TIMEOUT`) or a CLI command
// (`hostbridge dev`) lands on its own page first.
//
// - Terms: an identifier is indexed whole and by its parts (`ui_select_content`: `ui_select_content`,
//   `ui`, `select`, `content`; `selectContent`: `selectcontent`, `select`, `content`), so the whole
//   name is a rare term that only its own pages hold, and a part still finds it.
// - A page's `search.keywords` (front matter) join the title of its first section: an operation
//   page's method name.
// - Code blocks are not indexed (their identifiers are in the prose and the headings; rendering them
//   again, type-checked, doubled the build's work), except `text` blocks (the CLI's help).
// - The API reference (`/api/`) is indexed by its declarations only (a symbol's heading and the
//   first sentence of its doc comment, not its parameters, returns and members), and ranks below
//   the guides and references on equal terms.
// test/search.e2e.test.ts loads the built index with these options and checks the ranking.
import type { DefaultTheme } from "vitepress";

/**
 * Splits indexed text into terms: whole identifiers, and in the body and the parent titles also
 * their snake_case and camelCase parts. A section's own title keeps whole words only, so that
 * `broadcast` is the title of `broadcast`'s page and not a part of `broadcast_to_webviews`'s.
 */
function tokenize(text: string, field?: string): string[] {
  const terms: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_]+/u)) {
    const whole = word.replace(/^_+|_+$/g, "");
    if (!whole) continue;
    terms.push(whole);
    if (field === "title") continue;
    const parts = whole
      .split("_")
      .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u))
      .filter(Boolean);
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

/**
 * Splits a query into whole words: `ui_select_content` is one term (its parts would also match,
 * by prefix, every `ui_` name of the operations' index), `select content` two.
 */
function tokenizeQuery(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

/**
 * On equal terms, a reference page (an operation, the errors, the CLI) ranks above a guide, and a
 * guide above the API reference.
 */
function boostDocument(id: string): number {
  return id.startsWith("/reference/") ? 1.5 : id.startsWith("/api/") ? 0.5 : 1;
}

/**
 * The MiniSearch options of the index (build) and of the search box (page). VitePress sends them to
 * the page as source text, so the functions above stand alone (no outside names).
 */
export const miniSearchOptions = { tokenize };
/** The search options of the page's search box (VitePress adds its fuzzy, prefix and boost). */
export const miniSearchSearchOptions = {
  tokenize: tokenizeQuery,
  boostDocument,
  // a name is a title: a section titled by the words asked for outranks one that mentions them
  boost: { title: 6, text: 1, titles: 1 },
};
/** VitePress's own defaults of the search box (VPLocalSearchBox.vue), which ours extend. */
export const VITEPRESS_SEARCH_DEFAULTS = {
  fields: ["title", "titles", "text"],
  storeFields: ["title", "titles"],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
};

interface Env {
  relativePath: string;
  frontmatter?: { search?: false | { keywords?: string[] } };
}
interface Renderer {
  render(source: string, env: Env): string;
}

/**
 * Leaves out fenced code blocks (``` and ~~~), keeping everything else of the Markdown and the
 * `text` blocks (a command's `--help` on the CLI reference: plain words, cheap to render).
 */
export function withoutCode(markdown: string): string {
  const kept: string[] = [];
  let fence = "";
  let keep = false;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length) fence = "";
      if (keep) kept.push(line);
      continue;
    }
    if (marker) {
      fence = marker[1]!;
      keep = marker[2]!.trim() === "text";
      if (keep) kept.push(line);
      continue;
    }
    kept.push(line);
  }
  return kept.join("\n");
}

/** The HTML a page is indexed from: its Markdown without code, its keywords in its first title. */
export function renderForSearch(source: string, env: Env, md: Renderer): string {
  const html = md.render(withoutCode(source), env);
  const search = env.frontmatter?.search;
  if (search === false) return "";
  const keywords = search?.keywords?.filter((word) => !source.includes(`# \`${word}\``)).join(" ");
  return keywords ? html.replace(/(<h1[^>]*>)/, `$1${keywords.replace(/</g, "&lt;")} `) : html;
}

const HEADING = /<h([1-6])[^>]*>(.*?)<a[^>]*href="#([^"]*)"[^>]*>.*?<\/a><\/h\1>/gis;
const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

/**
 * The sections of an API reference page: one per declaration (the page, its h3 symbols), each with
 * its doc comment's first paragraph; the h2 kind headings (`Functions`) as parent titles only, and
 * deeper headings (parameters, returns, members) left out.
 */
export function* apiSections(html: string) {
  const parts = html.split(HEADING);
  const titles: string[] = [];
  for (let i = 1; i < parts.length; i += 4) {
    const level = Number(parts[i]);
    const title = stripTags(parts[i + 1]!).trim();
    const anchor = parts[i + 2]!;
    const content = parts[i + 3] ?? "";
    if (level > 3 || !title) continue;
    titles.length = level - 1;
    titles[level - 1] = title;
    if (level === 2) continue;
    const summary = /<p>(.*?)<\/p>/s.exec(content)?.[1] ?? "";
    yield {
      anchor: level === 1 ? "" : anchor,
      titles: titles.filter(Boolean),
      text: stripTags(summary)
        .split(/(?<=\.)\s/)[0]!
        .slice(0, 160),
    };
  }
}

/**
 * The sections of an operation page worth a search: its opening (what it does) and its request
 * and response fields. Its platforms, errors, example and live example are the same words on
 * every page (REQUEST_TIMEOUT would find 138 of them before the error reference).
 */
export function* operationSections(html: string) {
  for (const section of splitSections(html))
    if (section.titles.length === 1 || ["request", "response"].includes(section.anchor))
      yield section;
}

/** VitePress's own split of a page into sections (a section per heading, its titles the path). */
function* splitSections(html: string) {
  const parts = html.split(HEADING);
  const titles: string[] = [];
  for (let i = 1; i < parts.length; i += 4) {
    const level = Number(parts[i]);
    const title = stripTags(parts[i + 1]!).trim();
    const content = parts[i + 3] ?? "";
    if (!title || !content) continue;
    titles.length = level - 1;
    titles[level - 1] = title;
    yield { anchor: parts[i + 2]!, titles: titles.filter(Boolean), text: stripTags(content) };
  }
}

/** The `search` of the theme config. */
export const search: DefaultTheme.Config["search"] = {
  provider: "local",
  options: {
    miniSearch: {
      options: miniSearchOptions,
      searchOptions: miniSearchSearchOptions,
      _splitIntoSections: (file: string, html: string) =>
        /[\\/]api[\\/]/.test(file)
          ? apiSections(html)
          : /[\\/]reference[\\/]operations[\\/]\w+\.md$/.test(file)
            ? operationSections(html)
            : undefined,
    },
    _render: renderForSearch,
  } as DefaultTheme.LocalSearchOptions,
};
