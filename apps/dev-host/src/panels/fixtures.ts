// Per-operation canned answers, as the simulator's `ScriptedAnswer`: answer with a body (checked
// against the response schema), fail with an error, or never answer, optionally after a delay. Edits
// here win over hostbridge.fixtures.json.
import type { OperationType, ScriptedAnswer } from "@hostbridge/host-simulator";
import { waitsForPerson } from "@hostbridge/protocol-types";
import type { PageContext, PanelView } from "../context";
import { createFixtureForm, fixturesPanelElement } from "./fixtureForm";
import type { Choice } from "./fixtureForm";
import { checkResponse } from "@hostbridge/host-simulator";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";

/** The canned answer in effect for `type`: edited in the page, else from the fixtures file. */
export function effectiveAnswer(
  ctx: Pick<PageContext, "settings" | "fileOperation">,
  type: string,
): ScriptedAnswer | undefined {
  return ctx.settings.operations[type] ?? ctx.fileOperation(type);
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
    const override = effectiveAnswer(ctx, type);
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
    body.value = pretty(override?.kind === "answer" ? override.body : last ? last.response : {});
    errorMessage.value =
      override?.kind === "fail" ? override.error.message : `${type} failed (dev host)`;
    errorCode.value = override?.kind === "fail" ? (override.error.code ?? "") : "";
    delay.value = String(override?.kind === "hang" ? 0 : (override?.delayMs ?? 0));
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
            const override = effectiveAnswer(ctx, type);
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
    } else if (choice === "hang") {
      ctx.settings.operations[type] = { kind: "hang" };
    } else if (choice === "fail") {
      if (errorMessage.value.trim() === "") {
        replace(problems, h("li", null, "an error needs a message"));
        return;
      }
      const code = errorCode.value.trim();
      ctx.settings.operations[type] = {
        kind: "fail",
        // (an empty code sends an error without one, as a real host often does)
        error: { message: errorMessage.value.trim(), ...(code === "" ? {} : { code }) },
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
      ctx.settings.operations[type] = { kind: "answer", body: parsed.value, delayMs };
    }
    ctx.save();
    ctx.log.add({
      kind: "note",
      message: `canned answer for ${type}: ${choice}${choice === "default" || choice === "hang" ? "" : ` (delay ${delayMs} ms)`}`,
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
