// The API reference: TypeDoc over every published entry point (each `exports` subpath of each
// package, read from its package.json), rendered as Markdown pages of this site by
// typedoc-plugin-markdown, one page per entry point, named as an app imports it.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Application, Converter, ReflectionKind, UnknownType } from "typedoc";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const docs = fileURLToPath(new URL("../", import.meta.url));

/** `{ file, name }` of every published entry point: `packages/sdk/src/ui.ts` is `@hostbridge/sdk/ui`. */
export function entryPoints() {
  return readdirSync(`${root}packages`).flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(`${root}packages/${folder}/package.json`, "utf8"));
    if (manifest.private) return [];
    return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
      const source = typeof target === "object" ? target["@hostbridge/source"] : undefined;
      if (!source) return [];
      return [
        {
          file: `${root}packages/${folder}/${source.slice(2)}`,
          name: manifest.name + subpath.slice(1),
        },
      ];
    });
  });
}

/**
 * The doc comments' examples and the signatures TypeDoc prints are fragments, not programs: their
 * blocks are marked so that twoslash leaves them to the source's own typecheck and lint. The
 * signatures are shown as plain text: highlighted, every token is an element, and the pages that
 * declare many types (protocol-types, its schemas) weighed megabytes and froze a browser for
 * seconds. An example (under an "Example" heading) keeps its highlighting.
 */
function markUnchecked(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) markUnchecked(path);
    else if (entry.name.endsWith(".md")) {
      let example = false;
      const lines = readFileSync(path, "utf8")
        .split("\n")
        .map((line) => {
          const heading = /^#{1,6} (.+)$/.exec(line);
          if (heading) example = /^Examples?$/.test(heading[1]);
          if (!/^```(ts|tsx|typescript|js)$/.test(line)) return line;
          return example ? `${line} no-twoslash` : "```text";
        });
      writeFileSync(path, lines.join("\n"));
    }
  }
}

/** Longest type text a declaration's signature shows; a longer one is abbreviated. */
const MAX_TYPE_TEXT = 600;

/**
 * A declaration whose type prints as pages of text (a zod schema's inferred `ZodObject<{ ... }>`,
 * a table of 138 operations) shows its type abbreviated to its outer name; the type it stands for
 * is the one its doc comment names (each `FooSchema` is checked against `Foo`).
 */
function abbreviateLongTypes(project) {
  for (const reflection of project.getReflectionsByKind(ReflectionKind.Variable)) {
    const type = reflection.type;
    if (!type || type.toString().length <= MAX_TYPE_TEXT) continue;
    const keys = type.type === "reflection" ? (type.declaration.children ?? []) : [];
    reflection.type = new UnknownType(
      type.type === "reference"
        ? `${type.name}<…>`
        : keys.length
          ? `{ ${keys
              .slice(0, 2)
              .map((key) => `${key.name}: …`)
              .join("; ")}; … (${keys.length} keys) }`
          : "…",
    );
  }
}

/** VitePress's heading slugs (vitepress/dist/node: `slugify`). */
const slugify = (text) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036F]/g, "")
    .replace(/[\u0000-\u001f]/g, "")
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(\d)/, "_$1")
    .toLowerCase();

/** The anchors VitePress gives a page's headings (a repeated slug gets -1, -2, ...). */
function headingIds(markdown) {
  const ids = new Set();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6} (.+)$/);
    if (!heading) continue;
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\\(.)/g, "$1")
      .replace(/`/g, "");
    const slug = slugify(text);
    let id = slug;
    for (let n = 1; ids.has(id); n++) id = `${slug}-${n}`;
    ids.add(id);
  }
  return ids;
}

/**
 * Points the pages' links at the anchors VitePress gives the headings they mean: TypeDoc's
 * Markdown numbers an anchor for a reflection it does not render (`#hostfixtures-1` where the page
 * has one `HostFixtures` heading) and keeps `_` that VitePress's slugs turn into `-`. A link whose
 * anchor is still not on its page is left as it is (the site's page test fails on it).
 */
export function fixAnchors(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) files.push(path);
    }
  };
  walk(dir);
  const ids = new Map(files.map((file) => [file, headingIds(readFileSync(file, "utf8"))]));
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(
      /\]\(([^()\s#]*\.md)?#([^()\s]+)\)/g,
      (all, target, anchor) => {
        const page = target ? join(dirname(file), decodeURI(target)) : file;
        const known = ids.get(page);
        if (!known || known.has(anchor)) return all;
        const base = slugify(anchor.replace(/-\d+$/, ""));
        const fixed = [slugify(anchor), base].find((id) => known.has(id));
        return fixed ? `](${target ?? ""}#${fixed})` : all;
      },
    );
    writeFileSync(file, text);
  }
}

/** Writes api/ (Markdown pages and typedoc-sidebar.json); returns the entry points documented. */
export async function generateApi() {
  const entries = entryPoints();
  const names = new Map(entries.map((entry) => [entry.file, entry.name]));
  rmSync(`${docs}api`, { recursive: true, force: true });
  const app = await Application.bootstrapWithPlugins({
    name: "HostBridge API reference",
    entryPointStrategy: "resolve",
    entryPoints: entries.map((entry) => entry.file),
    tsconfig: `${docs}tsconfig.typedoc.json`,
    out: `${docs}api`,
    plugin: ["typedoc-plugin-markdown", "typedoc-vitepress-theme"],
    docsRoot: docs,
    readme: "none",
    outputFileStrategy: "modules",
    skipErrorChecking: true,
    excludeInternal: true,
    excludePrivate: true,
    disableGit: true,
    sourceLinkTemplate: "https://github.com/hostbridge/hostbridge/blob/main/{path}#L{line}",
    hideBreadcrumbs: true,
    hidePageHeader: true,
    useCodeBlocks: true,
    // members and parameters as table rows, not a heading and a block each: a page of a few hundred
    // types stays light (each row keeps an anchor to link to)
    interfacePropertiesFormat: "table",
    typeAliasPropertiesFormat: "table",
    classPropertiesFormat: "table",
    propertyMembersFormat: "table",
    typeDeclarationFormat: "table",
    enumMembersFormat: "table",
    parametersFormat: "table",
    sanitizeComments: true,
    logLevel: "Error",
    validation: { notExported: false, invalidLink: false, notDocumented: false },
  });
  // name each module as an app imports it
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const file = module.sources?.[0]?.fullFileName;
      const name = file && names.get(file);
      if (name) module.name = name;
    }
  });
  const project = await app.convert();
  if (!project) throw new Error("TypeDoc could not convert the entry points");
  abbreviateLongTypes(project);
  // no "Defined in" line under every member (a fifth of the pages' weight): the modules were named
  // from their sources above, and each package's page links its repository folder
  for (const reflection of Object.values(project.reflections)) reflection.sources = undefined;
  await app.generateOutputs(project);
  markUnchecked(`${docs}api`);
  fixAnchors(`${docs}api`);
  return entries;
}

// `npm run docs:api`: only the API reference
if (import.meta.url === `file://${process.argv[1]}`) await generateApi();
