// package.json: one package's entry becomes another's, in the same section and at the same place;
// the file keeps its indentation and trailing newline. The first step swaps `@pitcher/js-api` for
// `@hostbridge/compat`; the modernise step swaps `@hostbridge/compat` for `@hostbridge/sdk` once no
// source imports compat any more.
import { TYPES_PACKAGE } from "./names";

const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/** The result of rewriting package.json. */
export interface PackageJsonResult {
  text: string;
  changes: string[];
}

/** One swap of a dependency. */
export interface DependencySwap {
  from: string;
  to: string;
  range: string;
  /** Keep `from` and add `to` after it (the sources still import some of `from`'s types). */
  keep?: boolean;
  /** Also add these beside it (name -> range), when the sources now import them. */
  add?: Readonly<Record<string, string>>;
}

function indentOf(text: string): string {
  const second = text.split("\n")[1] ?? "";
  const indent = second.slice(0, second.length - second.trimStart().length);
  return indent || "  ";
}

/** Parses package.json, with a clear error on JSON that does not parse. */
export function parseManifest(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new SyntaxError(`package.json is not valid JSON: ${(error as Error).message}`);
  }
}

/** Whether package.json lists `name` in one of its dependency sections. */
export function dependsOn(text: string, name: string): boolean {
  const manifest = parseManifest(text);
  return SECTIONS.some((section) => {
    const deps = manifest[section];
    return Boolean(deps && typeof deps === "object" && name in deps);
  });
}

/** Swaps the dependency in every section that lists it (and `peerDependenciesMeta`). */
export function swapDependency(text: string, swap: DependencySwap): PackageJsonResult {
  const manifest = parseManifest(text);
  const changes: string[] = [];
  for (const section of SECTIONS) {
    const deps = manifest[section];
    if (!deps || typeof deps !== "object" || !(swap.from in deps)) continue;
    const entries: [string, unknown][] = [];
    for (const [name, range] of Object.entries(deps)) {
      if (name !== swap.from || swap.keep) entries.push([name, range]);
      if (name !== swap.from) continue;
      if (!(swap.to in deps)) entries.push([swap.to, swap.range]);
      for (const [added, addedRange] of Object.entries(swap.add ?? {})) {
        if (added in deps) continue;
        entries.push([added, addedRange]);
        changes.push(`${section}: added ${added} ${addedRange} (type imports)`);
      }
    }
    manifest[section] = Object.fromEntries(entries);
    changes.unshift(
      swap.keep
        ? `${section}: added ${swap.to} ${swap.range} beside ${swap.from} (kept for its types)`
        : `${section}: ${swap.from} -> ${swap.to} ${swap.range}`,
    );
  }
  const meta = manifest["peerDependenciesMeta"];
  if (meta && typeof meta === "object" && swap.from in meta && !swap.keep) {
    manifest["peerDependenciesMeta"] = Object.fromEntries(
      Object.entries(meta).map(([name, value]) => [name === swap.from ? swap.to : name, value]),
    );
    changes.push(`peerDependenciesMeta: ${swap.from} -> ${swap.to}`);
  }
  if (changes.length === 0) return { text, changes };
  const out = JSON.stringify(manifest, null, indentOf(text));
  return { text: text.endsWith("\n") ? `${out}\n` : out, changes };
}

/** The modernise step's swap: compat -> sdk, with the types package when the sources need it. */
export function rewritePackageJson(
  text: string,
  from: string,
  to: string,
  ranges: { sdk: string; types: string },
  needsTypes: boolean,
  keep = false,
): PackageJsonResult {
  return swapDependency(text, {
    from,
    to,
    range: ranges.sdk,
    keep,
    ...(needsTypes ? { add: { [TYPES_PACKAGE]: ranges.types } } : {}),
  });
}
