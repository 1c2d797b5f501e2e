// The list filters of `admin_get_files` and `admin_get_canvases`.
import type { FixtureRecord } from "../fixtures/hostFixtures";
import { asList, contains, idList } from "./recordLookups";

export function filesMatching(
  files: FixtureRecord[],
  filter: Record<string, unknown>,
): FixtureRecord[] {
  const ids = idList(filter.id__in);
  return files.filter((f) => {
    if (typeof filter.id === "string" && f.id !== filter.id) return false;
    if (ids.length && !ids.includes(String(f.id))) return false;
    if (typeof filter.folder_id === "string" && f.folder_id !== filter.folder_id) return false;
    if (typeof filter.name === "string" && !contains(f.name, filter.name)) return false;
    if (typeof filter.search === "string" && !contains(f.name, filter.search)) return false;
    if (filter.content_type !== undefined && !asList(filter.content_type).includes(f.content_type))
      return false;
    if (filter.type !== undefined && !asList(filter.type).includes(f.type)) return false;
    for (const key of [
      "status",
      "access_type",
      "instance_id",
      "original_extension",
      "global_id",
    ] as const) {
      if (filter[key] !== undefined && f[key] !== filter[key]) return false;
    }
    if (Array.isArray(filter.tags) && !filter.tags.every((t) => (f.tags as unknown[]).includes(t)))
      return false;
    return true;
  });
}

export function canvasesMatching(
  canvases: FixtureRecord[],
  filter: Record<string, unknown>,
): FixtureRecord[] {
  const ids = idList(filter.id__in);
  const search =
    typeof filter.search === "string"
      ? filter.search
      : typeof filter.name === "string"
        ? filter.name
        : undefined;
  return canvases.filter((c) => {
    if (ids.length && !ids.includes(String(c.id))) return false;
    if (search !== undefined && !contains(c.name, search)) return false;
    for (const key of ["is_template", "is_section", "is_draft", "folder_id"] as const) {
      if (filter[key] !== undefined && c[key] !== filter[key]) return false;
    }
    return true;
  });
}
