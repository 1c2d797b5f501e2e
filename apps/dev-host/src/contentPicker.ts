// The content picker dialog's editor: the files the request's filters let a person see, as the
// platform's picker shows them. Hidden files are not offered; disabled ones are shown and cannot be
// ticked; a line above the list says which filters the request carries and what they left out.
import { contentPickerChoices, pickedFile, pickedPage } from "@hostbridge/host-simulator";
import type { ContentChoice, FixtureRecord } from "@hostbridge/host-simulator";
import { h } from "@hostbridge/tooling/dom";
import type { AnswerEditor } from "./dialogAnswers";

type Obj = Record<string, unknown>;

/** The request fields that filter the files (hide or disable), as the spec names them. */
const FILTER_FIELDS = [
  "allowed_ids",
  "allowed_original_extensions",
  "allowed_content_types",
  "allowed_asset_content_types",
  "content_type",
  "only_allow_content_pdf_pages",
  "disable_no_pptx_data",
  "disable_no_sharable",
] as const;

/** Request fields the platform's picker starts from but the person can change: not applied here. */
const NOT_APPLIED = ["allowed_selector_types", "initial_metadata_filters"] as const;

/** The ids a request's `selections` hydrate the picker with (`id`, `file_id` or `fileId`). */
function selectedIds(payload: Obj): Set<unknown> | undefined {
  if (!Array.isArray(payload.selections)) return undefined;
  return new Set(
    (payload.selections as unknown[]).map((item) => {
      const selection = (item ?? {}) as Obj;
      return selection.id ?? selection.file_id ?? selection.fileId;
    }),
  );
}

/** The id of the file a picked item is, or is a page of. */
const pickedFileId = (item: Obj): unknown =>
  item.type === "page" ? ((item.file ?? {}) as Obj).id : item.id;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const reasons = (choice: ContentChoice, key: "hiddenBy" | "disabledBy") =>
  choice[key].map((by) => `${by.reason} (${by.filter})`).join("; ");

/** What the request filters, and what its filters left out, for the person. */
function filterSummary(payload: Obj, choices: ContentChoice[]): HTMLElement {
  const used = FILTER_FIELDS.filter((field) => payload[field] !== undefined);
  const hidden = choices.filter((choice) => choice.hiddenBy.length > 0);
  const disabled = choices.filter((c) => c.hiddenBy.length === 0 && c.disabledBy.length > 0);
  const notApplied = NOT_APPLIED.filter((field) => payload[field] !== undefined);
  const fields = used.map((field) => `${field}: ${JSON.stringify(payload[field])}`).join(", ");
  return h(
    "div",
    { class: "picker-filters", "data-dialog": "filters" },
    h(
      "p",
      null,
      used.length === 0
        ? "The request sets no filter: every file is offered."
        : `The request filters the files (${fields}): ${plural(hidden.length, "file")} hidden, ${plural(disabled.length, "file")} shown but not pickable.`,
    ),
    hidden.length > 0
      ? h(
          "details",
          { "data-dialog": "hidden-files" },
          h("summary", null, `hidden (${hidden.length})`),
          h(
            "ul",
            null,
            hidden.map((choice) =>
              h("li", null, `${String(choice.file.name)}: ${reasons(choice, "hiddenBy")}`),
            ),
          ),
        )
      : null,
    notApplied.length > 0
      ? h(
          "p",
          { class: "muted", "data-dialog": "not-applied" },
          `Not applied here: ${notApplied.join(", ")} (the platform's picker starts from them and the person can change them).`,
        )
      : null,
  );
}

/** A file's row: a checkbox (disabled with the reason when a filter disables the file). */
function fileRow(choice: ContentChoice, ticked: boolean, pages: boolean) {
  const { file } = choice;
  const why = reasons(choice, "disabledBy");
  const box = h("input", {
    type: "checkbox",
    value: String(file.id),
    "data-file-id": String(file.id),
  });
  box.checked = ticked && !why;
  box.disabled = Boolean(why);
  const page =
    pages && !why
      ? h("input", {
          type: "number",
          min: 1,
          ...(typeof file.pages === "number" ? { max: file.pages } : {}),
          value: 1,
          "data-file-page": String(file.id),
          "aria-label": `page of ${String(file.name)}`,
        })
      : null;
  const row = h(
    "label",
    { "data-file-row": String(file.id), ...(why ? { class: "disabled", title: why } : {}) },
    box,
    ` ${String(file.name)} `,
    h("span", { class: "muted" }, String(file.id)),
    page ? h("span", null, " page ", page) : null,
    why ? h("span", { class: "muted", "data-file-disabled": "" }, ` (not pickable: ${why})`) : null,
  );
  return { row, box, page, file };
}

/**
 * The file picker's editor: the files the request's filters show (the simulator's suggestion or the
 * request's `selections` ticked), a page number per file when the request asks for pages.
 */
export function contentPickerEditor(
  files: readonly FixtureRecord[],
  payload: Obj,
  suggested: unknown,
): AnswerEditor {
  const choices = contentPickerChoices(files, payload);
  const ticked =
    selectedIds(payload) ??
    new Set(((suggested as Obj | undefined)?.content as Obj[] | undefined)?.map(pickedFileId));
  const pages = payload.content_type === "slide" || payload.only_allow_content_pdf_pages === true;
  const rows = choices
    .filter((choice) => choice.hiddenBy.length === 0)
    .map((choice) => fileRow(choice, ticked.has(choice.file.id), pages));
  const max = typeof payload.max_selections === "number" ? payload.max_selections : undefined;
  const min = typeof payload.min_selections === "number" ? payload.min_selections : 0;
  const what = pages ? "page" : "file";
  const body = h(
    "fieldset",
    { class: "picker" },
    h(
      "legend",
      null,
      `Pick ${max === undefined ? `${what}s` : `up to ${plural(max, what)}`}${min > 0 ? ` (at least ${min})` : ""}`,
    ),
    filterSummary(payload, choices),
    rows.length === 0
      ? h("p", { "data-dialog": "no-files" }, "No file passes the request's filters.")
      : rows.map(({ row }) => row),
  );
  const collect = () => {
    const picked = rows
      .filter(({ box }) => box.checked)
      .map(({ file, page }) => {
        if (!page) return pickedFile(file);
        const number = Math.trunc(Number(page.value));
        if (!(number >= 1)) throw new Error(`${String(file.name)}: the page is a number from 1`);
        return pickedPage(file, number - 1);
      });
    if (max !== undefined && picked.length > max)
      throw new Error(`pick at most ${max} (max_selections)`);
    if (picked.length < min) throw new Error(`pick at least ${min} (min_selections)`);
    return { user_action: "selected", content: picked };
  };
  return { body, collect };
}
