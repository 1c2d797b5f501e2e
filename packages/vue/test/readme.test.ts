// @vitest-environment happy-dom
// The README's app runs: its App.vue, compiled as Vite would (Vue's SFC compiler, the template
// inlined; TypeScript stripped), mounted against the host simulator. The same app as
// @hostbridge/react's README (test/bindingExamples.test.ts compares the two), so what it promises
// (env, pick then open, the pushed list, the error's message) is checked here, in the browser's
// terms: what a person sees.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as sdk from "@hostbridge/sdk";
import ts from "typescript";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as vue from "vue";
import { compileScript, parse } from "vue/compiler-sfc";
import type { Component } from "vue";
import * as binding from "../src/index";
import { mountWithHost } from "../src/testing";
import type { MountedWithHost } from "../src/testing";

/** The README's ```vue block, compiled to a component. */
function readmeApp(): Component {
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  const source = /^```vue\n([\s\S]*?)^```$/m.exec(readme)?.[1];
  if (source === undefined) throw new Error("no ```vue block in the README");
  const { descriptor, errors } = parse(source, { filename: "App.vue" });
  expect(errors).toEqual([]);
  const script = compileScript(descriptor, { id: "readme-app", inlineTemplate: true });
  const js = ts.transpileModule(script.content, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const modules: Record<string, unknown> = {
    vue,
    "@hostbridge/sdk": sdk,
    "@hostbridge/vue": binding,
  };
  // (its imports read from the modules above, its default export returned)
  const body = js
    .replace(
      /^import \{([^}]*)\} from ["']([^"']+)["'];?$/gm,
      (_, names: string, from: string) =>
        `const {${names.replace(/ as /g, ": ")}} = modules[${JSON.stringify(from)}];`,
    )
    .replace(/^export default /m, "return ");
  expect(body, "an import the test does not provide").not.toMatch(/^import /m);
  // (the README's own code, compiled above, is what runs: that is the point of the test)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function("modules", body)(modules) as Component;
}

let app: MountedWithHost;
afterEach(() => app.unmount());
const text = () => app.wrapper.text();

describe("the README's app (App.vue)", () => {
  it("greets the user from the environment, picks a file then opens it, lists every push", async () => {
    app = mountWithHost(readmeApp());
    app.host.updateEnv({ svc: { user: { name: "Ada Lovelace" } } });
    await vi.waitFor(() => expect(text()).toContain("Hello Ada Lovelace"));

    await app.wrapper.get("button").trigger("click");
    await vi.waitFor(() => expect(app.wrapper.get("button").text()).toBe("Picking…"));
    const picker = await app.host.waitForRequest("ui_select_content");
    expect(picker.payload).toEqual({ max_selections: 1 });
    app.host.answer("ui_select_content", {
      user_action: "selected",
      content: [{ id: "file-7", name: "Deck.pptx" }],
    });
    const open = await app.host.waitForRequest("ui_open");
    expect(open.payload).toMatchObject({ fileId: "file-7" });
    await vi.waitFor(() => expect(app.wrapper.get("button").text()).toBe("Pick and open"));

    app.host.push("ui_app_update_data", { in_call: true, is_edit_mode: false });
    app.host.push("ui_app_update_data", { in_call: false, is_edit_mode: false });
    await vi.waitFor(() => expect(text()).toContain("In a call: true, false"));
  });

  it("shows the host's error message when the picker fails, and opens nothing", async () => {
    app = mountWithHost(readmeApp());
    await app.wrapper.get("button").trigger("click");
    await app.host.waitForRequest("ui_select_content");
    app.host.fail("ui_select_content", { code: "NO_ACCESS", message: "no access to files" });
    await vi.waitFor(() => expect(text()).toContain("no access to files"));
    expect(app.host.requests.map((request) => request.type)).not.toContain("ui_open");
  });
});
