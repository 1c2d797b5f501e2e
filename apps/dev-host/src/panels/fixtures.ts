// Per-operation canned answers: respond with a body (checked against the response schema) or fail
// with an error, optionally after a delay. Edits here win over hostbridge.fixtures.json.
import type { OperationType } from "@hostbridge/host-simulator";
import type { DevFixtureOperation } from "@hostbridge/dev-server/contract";
import type { PageContext, PanelView } from "../context";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";
import { isInteractiveOperation, OPERATION_GROUPS, responseProblems } from "../operations";
import type { OperationOverride } from "../settings";

type Choice = "default" | "response" | "error";

function fromFile(operation: DevFixtureOperation): OperationOverride {
  const delayMs = operation.delayMs ?? 0;
  return "error" in operation
    ? {
        kind: "error",
        message: operation.error.message,
        code: operation.error.code ?? "HOST_ERROR",
        details: operation.error.details,
        delayMs,
      }
    : { kind: "response", body: operation.response, delayMs };
}

/** The canned answer in effect for `type`: edited in the page, else from the fixtures file. */
export function effectiveOverride(
  ctx: Pick<PageContext, "settings" | "fileOperation">,
  type: string,
): OperationOverride | undefined {
  const local = ctx.settings.operations[type];
  if (local) return local;
  const file = ctx.fileOperation(type);
  return file ? fromFile(file) : undefined;
}

/** The fixtures panel. */
export function createFixturesPanel(ctx: PageContext): PanelView {
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
  const choices = (["default", "response", "error"] as const).map((value) => {
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

  const current = () => select.value as OperationType;
  const chosen = (): Choice => choices.find((choice) => choice.input.checked)?.value ?? "default";

  const show = () => {
    const type = current();
    const local = ctx.settings.operations[type];
    const file = ctx.fileOperation(type);
    const override = effectiveOverride(ctx, type);
    source.textContent = local
      ? "Edited in this page."
      : file
        ? "From hostbridge.fixtures.json."
        : isInteractiveOperation(type)
          ? "Default: a dialog asks you (or the canned answer, with Interactive: auto)."
          : "Default: the simulator's answer from its fixtures.";
    const choice: Choice = override?.kind ?? "default";
    for (const item of choices) item.input.checked = item.value === choice;
    const last = [...ctx.host.requests]
      .reverse()
      .find((request) => request.type === type && request.status === "ok");
    body.value = pretty(override?.kind === "response" ? override.body : last ? last.response : {});
    errorMessage.value =
      override?.kind === "error" ? override.message : `${type} failed (dev host)`;
    errorCode.value = override?.kind === "error" ? override.code : "HOST_FAILURE";
    delay.value = String(override?.delayMs ?? 0);
    replace(problems);
  };
  const renderSummary = () => {
    const types = new Set([
      ...Object.keys(ctx.settings.operations),
      ...Object.keys(ctx.config.fixtures?.operations ?? {}),
    ]);
    replace(
      summary,
      types.size === 0
        ? h(
            "li",
            { class: "muted" },
            "No canned answers: every operation gets the simulator's default.",
          )
        : [...types].sort().map((type) => {
            const override = effectiveOverride(ctx, type);
            const where = ctx.settings.operations[type] ? "page" : "file";
            return h(
              "li",
              null,
              h(
                "button",
                { type: "button", class: "link", onclick: () => ((select.value = type), show()) },
                type,
              ),
              ` ${override?.kind ?? "default"} (${where})`,
            );
          }),
    );
  };
  const save = () => {
    const type = current();
    const delayMs = Math.max(0, Number(delay.value) || 0);
    const choice = chosen();
    if (choice === "default") {
      delete ctx.settings.operations[type];
    } else if (choice === "error") {
      if (errorMessage.value.trim() === "" || errorCode.value.trim() === "") {
        replace(problems, h("li", null, "an error needs a message and a code"));
        return;
      }
      ctx.settings.operations[type] = {
        kind: "error",
        message: errorMessage.value.trim(),
        code: errorCode.value.trim(),
        delayMs,
      };
    } else {
      const parsed = parseJson(body.value);
      const found = parsed.ok ? responseProblems(type, parsed.value) : [parsed.message];
      replace(
        problems,
        found.map((problem) => h("li", null, problem)),
      );
      if (found.length || !parsed.ok) return;
      ctx.settings.operations[type] = { kind: "response", body: parsed.value, delayMs };
    }
    ctx.save();
    ctx.log.add({
      kind: "note",
      message: `canned answer for ${type}: ${choice}${choice === "default" ? "" : ` (delay ${delayMs} ms)`}`,
    });
    show();
    renderSummary();
  };
  const forget = () => {
    delete ctx.settings.operations[current()];
    ctx.save();
    show();
    renderSummary();
  };
  select.addEventListener("change", show);

  const refresh = () => {
    show();
    renderSummary();
  };
  refresh();
  return {
    element: h(
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
        choices.map(({ value, input }) =>
          h(
            "label",
            null,
            input,
            ` ${value === "default" ? "default" : value === "response" ? "respond with" : "fail with"}`,
          ),
        ),
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
    ),
    refresh,
  };
}
