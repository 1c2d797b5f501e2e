// package.json: the existing client's entry becomes ours, in the same section and at the same
// place; the file keeps its indentation and trailing newline.
import { NEW_PACKAGE, OLD_PACKAGE } from "./names";
import { TYPES_PACKAGE } from "./imports";

const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/** The result of rewriting package.json. */
export interface PackageJsonResult {
  text: string;
  changes: string[];
}

function indentOf(text: string): string {
  const second = text.split("\n")[1] ?? "";
  const indent = second.slice(0, second.length - second.trimStart().length);
  return indent || "  ";
}

/**
 * Swaps the dependency (`range` is ours); adds `@hostbridge/protocol-types` beside it when the
 * sources now import types from it. Throws a clear error on JSON that does not parse.
 */
export function rewritePackageJson(
  text: string,
  ranges: { sdk: string; types: string },
  needsTypes: boolean,
): PackageJsonResult {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new SyntaxError(`package.json is not valid JSON: ${(error as Error).message}`);
  }
  const changes: string[] = [];
  for (const section of SECTIONS) {
    const deps = manifest[section];
    if (!deps || typeof deps !== "object" || !(OLD_PACKAGE in deps)) continue;
    const entries: [string, unknown][] = [];
    for (const [name, range] of Object.entries(deps)) {
      if (name !== OLD_PACKAGE) {
        entries.push([name, range]);
        continue;
      }
      if (!(NEW_PACKAGE in deps)) entries.push([NEW_PACKAGE, ranges.sdk]);
      if (needsTypes && !(TYPES_PACKAGE in deps)) entries.push([TYPES_PACKAGE, ranges.types]);
    }
    manifest[section] = Object.fromEntries(entries);
    changes.push(`${section}: ${OLD_PACKAGE} -> ${NEW_PACKAGE} ${ranges.sdk}`);
    if (needsTypes)
      changes.push(`${section}: added ${TYPES_PACKAGE} ${ranges.types} (type imports)`);
  }
  if (changes.length === 0) return { text, changes };
  const out = JSON.stringify(manifest, null, indentOf(text));
  return { text: text.endsWith("\n") ? `${out}\n` : out, changes };
}
