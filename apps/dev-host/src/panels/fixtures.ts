// Per-operation canned answers: respond with a body (checked against the response schema) or fail
// with an error, optionally after a delay. Edits here win over hostbridge.fixtures.json.
import type { OperationType } from "@hostbridge/host-simulator";
import type { DevFixtureOperation } from "@hostbridge/dev-server/contract";
import { waitsForPerson } from "@hostbridge/protocol-types";
import type { PageContext, PanelView } from "../context";
import { createFixtureForm, fixturesPanelElement } from "./fixtureForm";
import type { Choice } from "./fixtureForm";
import { checkResponse } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";
import type { OperationOverride } from "../settings";

function fromFile(operation: DevFixtureOperation): OperationOverride {
  const delayMs = operation.delayMs ?? 0;
  return "error" in operation
    ? {
        kind: "error",
        message: operation.error.message,
        // (no code in the file: the app gets an error without one, as from a real host)
        ...(operation.error.code === undefined ? {} : { code: operation.error.code }),
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
  const form = createFixtureForm();
  const { select, choices, body, errorMessage, errorCode, delay, source, problems, summary } = form;

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
        : waitsForPerson(type)
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
    errorCode.value = override?.kind === "error" ? (override.code ?? "") : "";
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
      if (errorMessage.value.trim() === "") {
        replace(problems, h("li", null, "an error needs a message"));
        return;
      }
      const code = errorCode.value.trim();
      ctx.settings.operations[type] = {
        kind: "error",
        message: errorMessage.value.trim(),
        // (an empty code sends an error without one, as a real host often does)
        ...(code === "" ? {} : { code }),
        delayMs,
      };
    } else {
      const parsed = parseJson(body.value);
      const checked = parsed.ok
        ? checkResponse(type, parsed.value)
        : { ok: false as const, issues: [parsed.message] };
      const found = checked.ok ? [] : checked.issues;
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
    element: fixturesPanelElement(form, save, forget),
    refresh,
  };
}
