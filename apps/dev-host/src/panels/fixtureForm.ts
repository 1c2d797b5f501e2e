// The form of the fixtures panel: the operation, the choice (default, answer with, fail with, hang), the
// response body, the error's message and code, the delay, and where the answer in effect comes from.
import { h } from "@hostbridge/tooling/dom";
import { OPERATION_GROUPS } from "../operations";

/** How the host answers the chosen operation: as usual, or a `ScriptedAnswer` of this kind. */
export type Choice = "default" | "answer" | "fail" | "hang";

const CHOICE_LABELS: Record<Choice, string> = {
  default: "default",
  answer: "answer with",
  fail: "fail with",
  hang: "never answer",
};

/** The form's controls. */
export interface FixtureForm {
  select: HTMLSelectElement;
  choices: { value: Choice; input: HTMLInputElement }[];
  body: HTMLTextAreaElement;
  errorMessage: HTMLInputElement;
  errorCode: HTMLInputElement;
  delay: HTMLInputElement;
  source: HTMLParagraphElement;
  problems: HTMLUListElement;
  summary: HTMLUListElement;
}

/** The form's controls, empty. */
export function createFixtureForm(): FixtureForm {
  const select = h(
    "select",
    { "data-fixture": "operation", "aria-label": "Operation" },
    OPERATION_GROUPS.map((group) =>
      h(
        "optgroup",
        { label: group.label },
        group.types.map((type) => h("option", { value: type }, type)),
      ),
    ),
  );
  const choices = (["default", "answer", "fail", "hang"] as const).map((value) => {
    const input = h("input", {
      type: "radio",
      name: "fixture-choice",
      value,
      "data-fixture-choice": value,
    });
    return { value, input };
  });
  const body = h("textarea", {
    rows: 12,
    spellcheck: false,
    "data-fixture": "body",
    "aria-label": "Response body (JSON)",
  });
  const errorMessage = h("input", {
    type: "text",
    "data-fixture": "error-message",
    "aria-label": "Error message",
  });
  const errorCode = h("input", {
    type: "text",
    "data-fixture": "error-code",
    "aria-label": "Error code",
    placeholder: "none (as a real host often sends)",
  });
  const delay = h("input", {
    type: "number",
    min: 0,
    step: 100,
    "data-fixture": "delay",
    "aria-label": "Delay in milliseconds",
  });
  const source = h("p", { class: "muted", "data-fixture": "source" });
  const problems = h("ul", { class: "problems", "data-fixture": "problems" });
  const summary = h("ul", { class: "overrides", "data-fixture": "summary" });
  return { select, choices, body, errorMessage, errorCode, delay, source, problems, summary };
}

/** The panel laid out: the form, Save and Forget, and the list of canned answers. */
export function fixturesPanelElement(
  form: FixtureForm,
  save: () => void,
  forget: () => void,
): HTMLElement {
  const { select, choices, body, errorMessage, errorCode, delay, source, problems, summary } = form;
  return h(
    "div",
    { class: "panel", "data-panel": "fixtures" },
    h(
      "p",
      { class: "muted" },
      "Choose how the host answers one operation. Applies to the next request, no reload needed.",
    ),
    select,
    source,
    h(
      "div",
      { class: "row" },
      choices.map(({ value, input }) => h("label", null, input, ` ${CHOICE_LABELS[value]}`)),
    ),
    h("label", { class: "stack" }, "Response body (JSON)", body),
    h(
      "div",
      { class: "row" },
      h("label", null, "Error message ", errorMessage),
      h("label", null, "code ", errorCode),
    ),
    h("label", null, "Delay (ms) ", delay),
    problems,
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", "data-fixture": "save", onclick: save }, "Save"),
      h(
        "button",
        { type: "button", class: "secondary", "data-fixture": "forget", onclick: forget },
        "Forget the page's edit",
      ),
    ),
    h("h3", null, "Canned answers"),
    summary,
  );
}
