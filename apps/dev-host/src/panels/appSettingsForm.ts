// The settings form as the platform's admin renders it from `app.config.json`: a fieldset per section,
// one control per field by its type (text, number, date, select, multi-select, checkbox; a type the
// reference does not list is shown as a text field), the field's label and help text, and a line for
// the reason the form refuses its value. Reading the form gives the values typed as the field says.
import type { AppSettingsProblem, AppSettingsValues } from "@hostbridge/host-simulator";
import type { DevSettingsForm } from "@hostbridge/dev-server/contract";
import { h, replace } from "@hostbridge/tooling/dom";

type Form = Extract<DevSettingsForm, { form: unknown }>["form"];
type Field = Form["sections"][number]["fields"][number];

/** One rendered field: its control(s), read back as the field's value, and its problem line. */
interface RenderedField {
  field: Field;
  element: HTMLElement;
  read(): unknown;
  problem: HTMLElement;
}

/** The rendered form. */
export interface SettingsFormView {
  readonly element: HTMLElement;
  /** The values in the controls now, by field name (an empty control gives no value). */
  values(): AppSettingsValues;
  /** Shows each problem under its field (and clears the others). */
  showProblems(problems: readonly AppSettingsProblem[]): void;
}

const optionsOf = (field: Field) => (field.options ?? []).map((o) => String(o.value));
const labelOf = (field: Field, value: string) =>
  field.options?.find((o) => String(o.value) === value)?.label ?? value;

function textInput(field: Field, value: unknown, numeric: boolean): [HTMLElement, () => unknown] {
  const input = h("input", {
    type: "text",
    ...(numeric && { inputmode: "decimal" }),
    "data-setting-input": field.name,
  });
  input.value = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const read = () => {
    const text = input.value.trim();
    if (text === "") return undefined;
    // (a number field gives a number; what is not one stays text, and the check says so)
    return numeric && Number.isFinite(Number(text)) ? Number(text) : input.value;
  };
  return [input, read];
}

function control(field: Field, value: unknown): [HTMLElement, () => unknown] {
  switch (field.type) {
    case "number":
      return textInput(field, value, true);
    case "date": {
      const input = h("input", { type: "date", "data-setting-input": field.name });
      input.value = typeof value === "string" ? value : "";
      return [input, () => input.value || undefined];
    }
    case "checkbox":
    case "boolean": {
      const input = h("input", { type: "checkbox", "data-setting-input": field.name });
      input.checked = value === true;
      return [input, () => input.checked];
    }
    case "select": {
      const select = h(
        "select",
        { "data-setting-input": field.name },
        h("option", { value: "" }, "(none)"),
        optionsOf(field).map((option) => h("option", { value: option }, labelOf(field, option))),
      );
      select.value = typeof value === "string" ? value : "";
      return [select, () => select.value || undefined];
    }
    case "multi-select": {
      const chosen = Array.isArray(value) ? value.map(String) : [];
      const boxes = optionsOf(field).map((option) => {
        const box = h("input", { type: "checkbox", value: option, "data-setting-option": option });
        box.checked = chosen.includes(option);
        return { option, box };
      });
      const element = h(
        "span",
        { class: "row", "data-setting-input": field.name },
        boxes.map(({ option, box }) => h("label", null, box, ` ${labelOf(field, option)}`)),
      );
      return [element, () => boxes.filter((b) => b.box.checked).map((b) => b.option)];
    }
    default:
      return textInput(field, value, false);
  }
}

function renderField(field: Field, value: unknown): RenderedField {
  const [input, read] = control(field, value);
  const problem = h("span", { class: "problems", "data-setting-problem": field.name });
  const known = ["text", "number", "date", "select", "multi-select", "checkbox", "boolean"];
  const element = h(
    "div",
    { class: "item", "data-setting": field.name },
    h(
      "label",
      null,
      h("strong", null, field.label ?? field.name),
      field.is_required === true ? " (required)" : "",
    ),
    h("div", null, input),
    field.help_text ? h("p", { class: "muted" }, field.help_text) : "",
    known.includes(field.type)
      ? ""
      : h("p", { class: "muted" }, `type "${field.type}" is not in the reference: a text field`),
    problem,
  );
  return { field, element, read, problem };
}

/** Renders `form` with `values` in its controls. */
export function renderSettingsForm(form: Form, values: AppSettingsValues): SettingsFormView {
  const rendered: RenderedField[] = [];
  const element = h(
    "div",
    { "data-app-settings": "form" },
    form.sections.map((section) =>
      h(
        "fieldset",
        null,
        section.label ? h("legend", null, section.label) : "",
        section.fields.map((field) => {
          const one = renderField(field, values[field.name]);
          rendered.push(one);
          return one.element;
        }),
      ),
    ),
  );
  return {
    element,
    values() {
      const read: AppSettingsValues = {};
      for (const one of rendered) {
        const value = one.read();
        if (value !== undefined) read[one.field.name] = value;
      }
      return read;
    },
    showProblems(problems) {
      for (const one of rendered) {
        const mine = problems.filter((problem) => problem.field === one.field.name);
        replace(one.problem, mine.map((problem) => problem.message).join("; "));
      }
    },
  };
}
