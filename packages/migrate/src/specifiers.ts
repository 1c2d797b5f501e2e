// The module names of the first step: `@pitcher/js-api` and its deep paths become
// `@hostbridge/compat` and the same deep path, when the compatibility package offers that path (its
// package.json `exports`, read from the installed package, decide). A string that holds the name
// inside a pattern (`^@pitcher/js-api$` in a module mapper) is rewritten in place; a path into the
// installed package's folder (`node_modules/@pitcher/js-api/...`) names a file the new package does
// not have, and is reported.
import { createRequire } from "node:module";
import { OLD_PACKAGE } from "./names";

/** The package the first step moves to: the existing client's surface on our engine. */
export const COMPAT_PACKAGE = "@hostbridge/compat";

interface CompatManifest {
  version: string;
  exports?: Record<string, unknown>;
}

let manifest: CompatManifest | undefined;

function compatManifest(): CompatManifest {
  manifest ??= createRequire(import.meta.url)(`${COMPAT_PACKAGE}/package.json`) as CompatManifest;
  return manifest;
}

/** The range the first step writes into the app's package.json (`^` the installed version). */
export function compatRange(): string {
  return `^${compatManifest().version}`;
}

/** Whether the compatibility package offers `subpath` (`./types/openapi`) by its `exports`. */
function offers(subpath: string): boolean {
  const exports = compatManifest().exports;
  if (!exports) return true;
  // a pattern (a tsconfig `paths` key, `./types/*`): offered when some path of compat's fits it
  const pattern = subpath.indexOf("*");
  return Object.keys(exports).some((key) => {
    if (key === subpath) return true;
    if (pattern >= 0)
      return key.startsWith(subpath.slice(0, pattern)) && key.endsWith(subpath.slice(pattern + 1));
    const star = key.indexOf("*");
    if (star < 0) return false;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    return (
      subpath.length > head.length + tail.length &&
      subpath.startsWith(head) &&
      subpath.endsWith(tail)
    );
  });
}

/** Whether `text` is the existing client's name or one of its deep paths. */
export function isOldSpecifier(text: string): boolean {
  return text === OLD_PACKAGE || text.startsWith(`${OLD_PACKAGE}/`);
}

/**
 * The compatibility package's name for the module `text` names (`@pitcher/js-api/types/openapi` ->
 * `@hostbridge/compat/types/openapi`), or `undefined` when it has no such path.
 */
export function compatSpecifier(text: string): string | undefined {
  if (text === OLD_PACKAGE) return COMPAT_PACKAGE;
  const rest = text.slice(OLD_PACKAGE.length);
  // `.d.ts`-less type paths keep their form; a file extension names a file of the old package
  const subpath = `.${rest}`;
  if (offers(subpath)) return `${COMPAT_PACKAGE}${rest}`;
  const bare = subpath.replace(/\.(d\.ts|js|mjs|cjs)$/, "");
  return bare !== subpath && offers(bare) ? `${COMPAT_PACKAGE}${bare.slice(1)}` : undefined;
}

/** What to do with a string that mentions the existing client's name. */
export type Mention =
  | { kind: "module"; text: string }
  | { kind: "pattern"; text: string }
  | { kind: "path" }
  | { kind: "unmapped"; specifier: string }
  | { kind: "none" };

/**
 * How a string literal's text mentions the existing client: the whole string as a module name (a
 * specifier, an alias key, an `optimizeDeps` entry), inside a pattern (`^@pitcher/js-api(/.*)?$`),
 * as a path into its installed folder (`node_modules/@pitcher/js-api/...`), or in prose (left).
 */
export function mentionIn(text: string): Mention {
  if (!text.includes(OLD_PACKAGE)) return { kind: "none" };
  if (isOldSpecifier(text)) {
    const mapped = compatSpecifier(text);
    return mapped === undefined
      ? { kind: "unmapped", specifier: text }
      : { kind: "module", text: mapped };
  }
  let out = "";
  let at = 0;
  let prose = false;
  for (let index = text.indexOf(OLD_PACKAGE); index >= 0;) {
    const before = text[index - 1];
    const after = text[index + OLD_PACKAGE.length];
    if (before === "/") return { kind: "path" };
    const anchored = before === undefined || "^(|".includes(before);
    const ends = after === undefined || "$/()|?\\".includes(after);
    if (!anchored || !ends) prose = true;
    out += text.slice(at, index) + COMPAT_PACKAGE;
    at = index + OLD_PACKAGE.length;
    index = text.indexOf(OLD_PACKAGE, at);
  }
  return prose ? { kind: "none" } : { kind: "pattern", text: out + text.slice(at) };
}

/** The same for a regular expression's source, where `/` is written `\/`. */
export function mentionInRegExp(source: string): string | undefined {
  const escaped = OLD_PACKAGE.replace("/", "\\/");
  if (!source.includes(escaped)) return undefined;
  return source.split(escaped).join(COMPAT_PACKAGE.replace("/", "\\/"));
}
