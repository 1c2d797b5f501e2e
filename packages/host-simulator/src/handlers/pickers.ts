// What the simulated person picks when the simulator answers a picker for them, and which files the
// content picker offers at all: the request's filters (the spec's UiSelectContentRequest) hide some
// files and disable others, the same way for the simulator's automatic answer and the dev host's
// picker dialog.
import type { SelectedFile, SelectedPage } from "@hostbridge/protocol-types";
import { SelectedFileSchema, SelectedPageSchema } from "@hostbridge/protocol-types/schemas";
import type { FixtureRecord, HostFixtures } from "../fixtures/hostFixtures";

/** One filter of a content picker request that leaves a file out, and why (for a person). */
export interface PickerFilterReason {
  /** The request field that filters (`allowed_original_extensions`, `disable_no_sharable`, ...). */
  filter: string;
  /** Why the file does not pass, e.g. `its extension mp4 is not one of pptx`. */
  reason: string;
}

/** A file as the content picker offers it for one request. */
export interface ContentChoice {
  file: FixtureRecord;
  /** Filters that hide the file: the platform's picker does not show it. Empty when shown. */
  hiddenBy: PickerFilterReason[];
  /** Filters that show the file but do not let the person pick it. Empty when pickable. */
  disabledBy: PickerFilterReason[];
}

const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);
const extensionOf = (value: unknown) =>
  (typeof value === "string" ? value : "").toLowerCase().replace(/^\./, "");

/** Whether the request asks for pages (slides) rather than whole files. */
export const picksPages = (payload: Record<string, unknown>): boolean =>
  payload.content_type === "slide" || payload.only_allow_content_pdf_pages === true;

/**
 * The files a content picker (`ui_select_content`, `admin_select_content`) offers for a request,
 * each with the filters that hide or disable it: `allowed_ids`, `allowed_original_extensions`
 * (case and a leading dot ignored), `allowed_content_types` (`allowed_asset_content_types` for
 * files of type `asset`) hide; `disable_no_pptx_data`, `disable_no_sharable` and a request for pages
 * (`content_type: "slide"`, `only_allow_content_pdf_pages`) disable (a file whose content type is
 * not `pdf` has no pages).
 * `allowed_selector_types` and `initial_metadata_filters` do not filter files (the person can
 * change them in the platform's picker).
 *
 * @example
 * ```ts
 * const shown = contentPickerChoices(host.fixtures.files, { allowed_original_extensions: ["pptx"] })
 *   .filter((choice) => choice.hiddenBy.length === 0);
 * ```
 */
export function contentPickerChoices(
  files: readonly FixtureRecord[],
  payload: Record<string, unknown>,
): ContentChoice[] {
  const allowedIds = list(payload.allowed_ids);
  const extensions = list(payload.allowed_original_extensions)?.map(extensionOf);
  const contentTypes = list(payload.allowed_content_types);
  const assetTypes = list(payload.allowed_asset_content_types);
  const pages = picksPages(payload);
  return files.map((file) => {
    const hiddenBy: PickerFilterReason[] = [];
    const disabledBy: PickerFilterReason[] = [];
    if (allowedIds && !allowedIds.includes(file.id))
      hiddenBy.push({ filter: "allowed_ids", reason: `its id ${String(file.id)} is not listed` });
    const extension = extensionOf(file.original_extension);
    if (extensions && !extensions.includes(extension))
      hiddenBy.push({
        filter: "allowed_original_extensions",
        reason: `its extension ${extension || "(none)"} is not one of ${extensions.join(", ")}`,
      });
    const [typeFilter, types] =
      file.type === "asset"
        ? ["allowed_asset_content_types", assetTypes]
        : ["allowed_content_types", contentTypes];
    if (types && !types.includes(file.content_type))
      hiddenBy.push({
        filter: typeFilter,
        reason: `its content type ${String(file.content_type)} is not one of ${types.map(String).join(", ")}`,
      });
    const metadata = (file.metadata ?? {}) as Record<string, unknown>;
    if (payload.disable_no_pptx_data === true && metadata.pptx_data === undefined)
      disabledBy.push({
        filter: "disable_no_pptx_data",
        reason: "its metadata has no pptx_data",
      });
    const permissions = (file.permissions ?? {}) as Record<string, unknown>;
    if (payload.disable_no_sharable === true && permissions.can_share === false)
      disabledBy.push({ filter: "disable_no_sharable", reason: "it is not sharable" });
    if (pages && file.content_type !== "pdf")
      disabledBy.push({
        filter: payload.content_type === "slide" ? "content_type" : "only_allow_content_pdf_pages",
        reason: `the request asks for a page, and a ${String(file.content_type)} file has no pages`,
      });
    return { file, hiddenBy, disabledBy };
  });
}

/** The files the person can pick for a request (shown and not disabled). */
export function selectableFiles(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): FixtureRecord[] {
  return contentPickerChoices(fixtures.files, payload)
    .filter((choice) => choice.hiddenBy.length === 0 && choice.disabledBy.length === 0)
    .map((choice) => choice.file);
}

/** The fields of `file` a picked item of `schema` carries: each the file has that fits the item's type. */
function fieldsOf(
  file: FixtureRecord,
  schema: typeof SelectedFileSchema | typeof SelectedPageSchema,
  keys: readonly string[],
): Record<string, unknown> {
  const shape = schema.shape as Record<string, { safeParse(value: unknown): { success: boolean } }>;
  return Object.fromEntries(
    keys
      .filter((key) => file[key] !== undefined && shape[key]?.safeParse(file[key]).success)
      .map((key) => [key, structuredClone(file[key])]),
  );
}

/** The fields of a file a picked file carries on the platform (its entry in a folder listing). */
const PICKED_FILE_FIELDS = Object.keys(SelectedFileSchema.shape).filter((key) => key !== "type");

/**
 * A file as the platform's content picker answers it when a person picks it (`type: "file"`): the
 * file's own fields of a picked file (status, content type, thumbnail and original URLs, tags,
 * permissions, metadata, owner and uploader, dates), those its record has in the type a picked file
 * gives them.
 *
 * @example
 * ```ts
 * pickedFile(host.fixtures.files[0]!); // { type: "file", id: "file-sim-0001", status: "viewable", ... }
 * ```
 */
export function pickedFile(file: FixtureRecord): SelectedFile {
  return { type: "file", ...fieldsOf(file, SelectedFileSchema, PICKED_FILE_FIELDS) };
}

/**
 * A page of a file as the platform's content picker answers it (`type: "page"`): the page's own id and
 * name, the file it is of, its index (from 0), the file's permissions and the page's thumbnail (the
 * file's `content_thumbnails` at that index; the file's thumbnail for its first page).
 *
 * @example
 * ```ts
 * pickedPage(host.fixtures.files[1]!, 2); // { type: "page", id: "file-sim-0002-page-3", page_index: 2, ... }
 * ```
 */
export function pickedPage(file: FixtureRecord, pageIndex: number): SelectedPage {
  const number = pageIndex + 1;
  const thumbnails = Array.isArray(file.content_thumbnails) ? file.content_thumbnails : [];
  const thumbnail: unknown = thumbnails[pageIndex] ?? (pageIndex === 0 ? file.thumbnail_url : null);
  const { permissions } = fieldsOf(file, SelectedPageSchema, ["permissions"]);
  return {
    type: "page",
    id: `${String(file.id)}-page-${number}`,
    name: `Page ${number}`,
    file: { id: String(file.id), name: String(file.name) },
    page_index: pageIndex,
    ...(permissions === undefined
      ? {}
      : { permissions: permissions as SelectedPage["permissions"] }),
    ...(typeof thumbnail === "string" ? { thumbnail_url: thumbnail } : {}),
  };
}

/**
 * What a person picks in the content picker when the simulator answers for them: the fewest
 * items allowed (at least one), within `max_selections`, as files, or as first pages when
 * `content_type` is `slide` or `only_allow_content_pdf_pages` is set.
 */
export function pickContent(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): (SelectedFile | SelectedPage)[] {
  const candidates = selectableFiles(fixtures, payload);
  const min = typeof payload.min_selections === "number" ? payload.min_selections : 1;
  const max =
    typeof payload.max_selections === "number" ? payload.max_selections : Number.POSITIVE_INFINITY;
  const count = Math.min(Math.max(min, 1), max, candidates.length);
  const pages = picksPages(payload);
  return candidates.slice(0, count).map((f) => (pages ? pickedPage(f, 0) : pickedFile(f)));
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
