// Where an app's pages are declared. The platform's app.json reference gives three places: a top-level
// `entry`, `module.<name>.entry` for each module (`ui_app`, `canvas`, `admin_instance`, ...) and
// `hooks.<name>.entry` for each hook (`on_canvas_updated`, ...). An app with hooks only has no top-level
// entry and no index.html; it is still an app the platform runs. This file only finds the paths; the full
// typed model of modules and hooks lives beside it (appModel).

/** One entry an app.json declares: where (`entry`, `module.canvas.entry`, `hooks.on_canvas_updated.entry`) and the path. */
export interface DeclaredEntry {
  /** The field that declares it, dot-separated. */
  field: string;
  /** The value of that field: a path relative to the app root (unchecked here). */
  path: string;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Every entry an app.json declares, in document order: the top-level `entry`, then each module's
 * `entry` (modules with `"enabled": false` left out), then each hook's `entry`. Values that are not
 * strings are left out; paths are not checked (see `relativePathProblem`).
 *
 * @example
 * ```ts
 * declaredEntries({ name: "a", hooks: { on_canvas_updated: { entry: "hook.html" } } });
 * // [{ field: "hooks.on_canvas_updated.entry", path: "hook.html" }]
 * ```
 */
export function declaredEntries(manifest: Record<string, unknown>): DeclaredEntry[] {
  const found: DeclaredEntry[] = [];
  if (typeof manifest.entry === "string") found.push({ field: "entry", path: manifest.entry });
  for (const group of ["module", "hooks"] as const) {
    for (const [name, value] of Object.entries(record(manifest[group]) ?? {})) {
      const item = record(value);
      if (!item || item.enabled === false || typeof item.entry !== "string") continue;
      found.push({ field: `${group}.${name}.entry`, path: item.entry });
    }
  }
  return found;
}
