// The environment editor: the record `get_env` answers, as JSON, validated with the protocol's
// schema before it is applied; applying tells the app (env_changed / admin_env_changed / dsr_env_changed).
import { isRecord } from "@hostbridge/protocol-types";
import { describeZodIssues, ServiceEnvSchema } from "@hostbridge/protocol-types/schemas";
import type { Host } from "@hostbridge/host-simulator";
import type { PageContext, PanelView } from "../context";
import { h, replace } from "@hostbridge/tooling/dom";
import { parseJson, pretty } from "../json";

/** Problems of an edited environment record (empty when it can be applied). */
export function envProblems(value: unknown, mode: string): string[] {
  if (!isRecord(value)) return ["env: must be a JSON object"];
  const result = ServiceEnvSchema.safeParse(value);
  const problems = result.success ? [] : describeZodIssues(result.error, { root: "env" });
  if (value.mode !== undefined && value.mode !== mode) {
    problems.push(
      `mode: is ${JSON.stringify(value.mode)} but the Mode switch says "${mode}"; change the mode with the switch at the top`,
    );
  }
  return problems;
}

/** The environment panel. */
export function createEnvPanel(ctx: PageContext): PanelView {
  const editor = h("textarea", {
    rows: 22,
    spellcheck: false,
    "data-env": "editor",
    "aria-label": "Environment record (JSON)",
  });
  const source = h("p", { class: "muted", "data-env": "source" });
  const problems = h("ul", { class: "problems", "data-env": "problems" });
  const notify = h("input", { type: "checkbox", "data-env": "notify" });
  notify.checked = true;

  const refresh = () => {
    editor.value = pretty(ctx.host.fixtures.env);
    replace(problems);
    source.textContent =
      ctx.settings.envText !== null
        ? "Edited in this page (kept across reloads)."
        : ctx.config.fixtures?.env
          ? "The simulator's defaults with the env of hostbridge.fixtures.json merged in."
          : "The simulator's defaults.";
  };
  const apply = () => {
    const parsed = parseJson(editor.value);
    const found = parsed.ok ? envProblems(parsed.value, ctx.mode) : [parsed.message];
    replace(
      problems,
      found.map((problem) => h("li", null, problem)),
    );
    if (found.length || !parsed.ok) {
      ctx.log.add({
        kind: "error",
        message: "the environment was not applied",
        detail: { problems: found },
      });
      return;
    }
    ctx.settings.envText = editor.value;
    ctx.save();
    ctx.host.fixtures.env = { ...(parsed.value as Host["fixtures"]["env"]), mode: ctx.mode };
    ctx.host.updateEnv({}, { notify: notify.checked });
    ctx.log.add({
      kind: "note",
      message: notify.checked
        ? "environment applied; the app was told"
        : "environment applied (the app was not told)",
    });
    refresh();
  };
  const reset = () => {
    ctx.settings.envText = null;
    ctx.save();
    ctx.reloadApp("environment reset to the fixtures");
  };
  refresh();
  return {
    element: h(
      "div",
      { class: "panel", "data-panel": "env" },
      source,
      editor,
      problems,
      h(
        "div",
        { class: "row" },
        h("button", { type: "button", "data-env": "apply", onclick: apply }, "Apply"),
        h("label", null, notify, " tell the app"),
        h(
          "button",
          { type: "button", class: "secondary", "data-env": "reset", onclick: reset },
          "Reset to the fixtures",
        ),
      ),
      h(
        "p",
        { class: "muted" },
        "The tokens are the simulator's fake ones; the message log never shows token values.",
      ),
    ),
    refresh,
  };
}
