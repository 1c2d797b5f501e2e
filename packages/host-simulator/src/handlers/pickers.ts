// What the simulated person picks when the simulator answers a picker for them.
import type { OpenRecord } from "@hostbridge/protocol-types";
import type { FixtureRecord, HostFixtures } from "../fixtures";

export function selectableFiles(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): FixtureRecord[] {
  const allowedIds = Array.isArray(payload.allowed_ids) ? payload.allowed_ids : undefined;
  const extensions = Array.isArray(payload.allowed_original_extensions)
    ? payload.allowed_original_extensions.map((e) => String(e).toLowerCase().replace(/^\./, ""))
    : undefined;
  const contentTypes = Array.isArray(payload.allowed_content_types)
    ? payload.allowed_content_types
    : undefined;
  return fixtures.files.filter((f) => {
    if (allowedIds && !allowedIds.includes(f.id)) return false;
    if (extensions && !extensions.includes(String(f.original_extension).toLowerCase()))
      return false;
    if (contentTypes && !contentTypes.includes(f.content_type)) return false;
    const permissions = (f.permissions ?? {}) as Record<string, unknown>;
    if (payload.disable_no_sharable === true && permissions.can_share === false) return false;
    const metadata = (f.metadata ?? {}) as Record<string, unknown>;
    if (payload.disable_no_pptx_data === true && metadata.pptx_data === undefined) return false;
    return true;
  });
}

/**
 * What a person picks in the content picker when the simulator answers for them: the fewest
 * items allowed (at least one), within `max_selections`, as files, or as first pages when
 * `content_type` is `slide` or `only_allow_content_pdf_pages` is set.
 */
export function pickContent(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): OpenRecord[] {
  const candidates = selectableFiles(fixtures, payload);
  const min = typeof payload.min_selections === "number" ? payload.min_selections : 1;
  const max =
    typeof payload.max_selections === "number" ? payload.max_selections : Number.POSITIVE_INFINITY;
  const count = Math.min(Math.max(min, 1), max, candidates.length);
  const pages = payload.content_type === "slide" || payload.only_allow_content_pdf_pages === true;
  return candidates.slice(0, count).map((f) => {
    const picked: OpenRecord = {
      id: f.id,
      name: f.name,
      content_type: f.content_type,
      original_extension: f.original_extension,
      thumbnail_url: f.thumbnail_url,
    };
    return pages ? { ...picked, page_index: 0, page_number: 1 } : picked;
  });
}

export function pickCanvases(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): FixtureRecord[] {
  const allowedIds = Array.isArray(payload.allowed_ids) ? payload.allowed_ids : undefined;
  const types = Array.isArray(payload.allowed_types)
    ? (payload.allowed_types as string[])
    : ["canvas"];
  const kind = (c: FixtureRecord) =>
    `${c.is_section === true ? "section" : "canvas"}${c.is_template === true ? "-template" : ""}`;
  const found = fixtures.canvases.find(
    (c) => (!allowedIds || allowedIds.includes(c.id)) && types.includes(kind(c)),
  );
  return found ? [structuredClone(found)] : [];
}
