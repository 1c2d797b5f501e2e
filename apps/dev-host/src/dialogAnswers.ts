// The editors of a waiting request's answer, one per kind of dialog: a file picker (tick the files),
// the prompt assistant's answer (a text), and any other answer as JSON (checked by the caller against
// the response schema). Each gives its element and a `collect()` that reads the answer or throws
// a message for the person.
import { h } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "./json";
import type { InteractiveRequest } from "./session";

type Obj = Record<string, unknown>;

/** An answer editor: its element and how to read the answer (throws a message for the person). */
export interface AnswerEditor {
  body: HTMLElement;
  collect: () => unknown;
}

/** Whether the operation picks content (a file picker dialog). */
export const isContentPicker = (type: string) =>
  type === "ui_select_content" || type === "admin_select_content";

/** The shape the simulator gives a picked file (the fields the file has). */
function pickedFile(file: Obj): Obj {
  const fields = ["id", "name", "content_type", "original_extension", "thumbnail_url"];
  return Object.fromEntries(
    fields.filter((key) => file[key] !== undefined).map((k) => [k, file[k]]),
  );
}

/** The editor of `request`'s answer; `payload` is its payload (an empty object when it has none). */
export function answerEditor(request: InteractiveRequest, payload: Obj): AnswerEditor {
  let body: HTMLElement;
  let collect: () => unknown;
  if (isContentPicker(request.type)) {
    // A file picker: tick the files the person picks (the simulator's suggestion is ticked already).
    const allowed = Array.isArray(payload.allowed_ids)
      ? (payload.allowed_ids as unknown[])
      : undefined;
    const files = request.host.fixtures.files.filter(
      (file) => !allowed || allowed.includes(file.id),
    );
    const suggestedIds = new Set(
      ((request.suggested as Obj | undefined)?.content as Obj[] | undefined)?.map(
        (item) => item.id,
      ) ?? [],
    );
    const max = typeof payload.max_selections === "number" ? payload.max_selections : undefined;
    const min = typeof payload.min_selections === "number" ? payload.min_selections : 0;
    const boxes = files.map((file) => {
      const box = h("input", {
        type: "checkbox",
        value: String(file.id),
        "data-file-id": String(file.id),
      });
      box.checked = suggestedIds.has(file.id);
      return { box, file };
    });
    body = h(
      "fieldset",
      { class: "picker" },
      h(
        "legend",
        null,
        `Pick ${max === undefined ? "files" : `up to ${max} file${max === 1 ? "" : "s"}`}${min > 0 ? ` (at least ${min})` : ""}`,
      ),
      boxes.map(({ box, file }) =>
        h(
          "label",
          null,
          box,
          ` ${String(file.name)} `,
          h("span", { class: "muted" }, String(file.id)),
        ),
      ),
    );
    collect = () => {
      const picked = boxes.filter(({ box }) => box.checked).map(({ file }) => pickedFile(file));
      if (max !== undefined && picked.length > max)
        throw new Error(`pick at most ${max} (max_selections)`);
      if (picked.length < min) throw new Error(`pick at least ${min} (min_selections)`);
      return { user_action: "selected", content: picked };
    };
  } else if (request.type === "ui_prompt_assistant") {
    const text = h("textarea", { rows: 4, "data-dialog": "answer" });
    text.value = (request.suggested as { response?: string } | undefined)?.response ?? "";
    body = h("label", { class: "stack" }, "Answer of the assistant", text);
    collect = () => ({ id: String(payload.id), response: text.value });
  } else {
    const text = h("textarea", { rows: 10, spellcheck: false, "data-dialog": "answer" });
    text.value = pretty(request.suggested ?? {});
    body = h(
      "label",
      { class: "stack" },
      "Answer (JSON, checked against the response schema)",
      text,
    );
    collect = () => {
      const parsed = parseJson(text.value);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value;
    };
  }
  return { body, collect };
}
