// The editors of a waiting request's answer, one per kind of dialog: a file picker (tick the files),
// the prompt assistant's answer (a text), and any other answer as JSON (checked by the caller against
// the response schema). Each gives its element and a `collect()` that reads the answer or throws
// a message for the person.
import { h } from "@hostbridge/tooling/dom";
import { contentPickerEditor } from "./contentPicker";
import { parseJson, pretty } from "./json";
import type { InteractiveRequest } from "./appRun";

type Obj = Record<string, unknown>;

/** An answer editor: its element and how to read the answer (throws a message for the person). */
export interface AnswerEditor {
  body: HTMLElement;
  collect: () => unknown;
}

/** Whether the operation picks content (a file picker dialog). */
export const isContentPicker = (type: string) =>
  type === "ui_select_content" || type === "admin_select_content";

/** The editor of `request`'s answer; `payload` is its payload (an empty object when it has none). */
export function answerEditor(request: InteractiveRequest, payload: Obj): AnswerEditor {
  let body: HTMLElement;
  let collect: () => unknown;
  if (isContentPicker(request.type)) {
    // A file picker: tick the files the request's filters offer.
    ({ body, collect } = contentPickerEditor(
      request.host.fixtures.files,
      payload,
      request.suggested,
    ));
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
