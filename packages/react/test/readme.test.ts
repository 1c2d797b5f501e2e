// @vitest-environment happy-dom
// The README's app runs: its main.tsx (TypeScript and JSX compiled as a bundler would), its <App />
// taken from what it renders, rendered with renderWithHost against the host simulator. The same app
// as @hostbridge/vue's README (test/bindingExamples.test.ts compares the two), so what it promises
// (env, pick then open, the pushed list, the error's message) is checked here, as a person sees it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ui from "@hostbridge/ui-api";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import * as react from "react";
import * as jsxRuntime from "react/jsx-runtime";
import type { ReactElement } from "react";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import * as binding from "@hostbridge/react";
import { renderWithHost } from "@hostbridge/react/testing";
import type { RenderWithHostResult } from "@hostbridge/react/testing";

/** The README's ```tsx block, run; its App is the child of the provider it renders. */
function readmeApp(): () => ReactElement {
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  const source = /^```tsx\n([\s\S]*?)^```$/m.exec(readme)?.[1];
  if (source === undefined) throw new Error("no ```tsx block in the README");
  const js = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  }).outputText;
  let rendered: ReactElement<{ children: ReactElement }> | undefined;
  // (createRoot only records what the app renders: the test renders it inside its own host)
  const client = { createRoot: () => ({ render: (tree: typeof rendered) => (rendered = tree) }) };
  const modules: Record<string, unknown> = {
    react,
    "react/jsx-runtime": jsxRuntime,
    "react-dom/client": client,
    "@hostbridge/react": binding,
    "@hostbridge/ui-api": ui,
  };
  const body = js.replace(
    /^import \{([^}]*)\} from ["']([^"']+)["'];?$/gm,
    (_, names: string, from: string) =>
      `const {${names.replace(/ as /g, ": ")}} = modules[${JSON.stringify(from)}];`,
  );
  expect(body, "an import the test does not provide").not.toMatch(/^import /m);
  // (the README's own code, compiled above, is what runs: that is the point of the test)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function("modules", body)(modules);
  expect(rendered?.type).toBe(binding.HostBridgeProvider);
  return rendered?.props.children.type as () => ReactElement;
}

let view: RenderWithHostResult | undefined;
afterEach(() => view?.unmount());

describe("the README's app (main.tsx)", () => {
  it("greets the user from the environment, picks a file then opens it, lists every push", async () => {
    const App = readmeApp();
    view = renderWithHost(react.createElement(App));
    const { host } = view;
    act(() => void host.updateEnv({ svc: { user: { name: "Ada Lovelace" } } }));
    await screen.findByText("Hello Ada Lovelace");

    fireEvent.click(screen.getByRole("button", { name: "Pick and open" }));
    await screen.findByRole("button", { name: "Picking…" });
    const picker = await host.waitForRequest("ui_select_content");
    expect(picker.payload).toEqual({ max_selections: 1 });
    act(() => {
      host.answer("ui_select_content", {
        user_action: "selected",
        content: [{ id: "file-7", name: "Deck.pptx" }],
      });
    });
    const open = await host.waitForRequest("ui_open");
    expect(open.payload).toMatchObject({ fileId: "file-7" });
    await screen.findByRole("button", { name: "Pick and open" });

    act(() => void host.push("ui_app_update_data", { in_call: true, is_edit_mode: false }));
    act(() => void host.push("ui_app_update_data", { in_call: false, is_edit_mode: false }));
    await screen.findByText("In a call: true, false");
  });

  it("shows the host's error message when the picker fails, and opens nothing", async () => {
    const App = readmeApp();
    view = renderWithHost(react.createElement(App));
    const { host } = view;
    fireEvent.click(screen.getByRole("button", { name: "Pick and open" }));
    await host.waitForRequest("ui_select_content");
    act(() => void host.fail("ui_select_content", { code: "NO_ACCESS", message: "no access" }));
    await waitFor(() => expect(document.body.textContent).toContain("no access"));
    expect(host.requests.map((request) => request.type)).not.toContain("ui_open");
  });
});
