// The docs' code cannot rot: every TypeScript block of the site is type-checked against the
// packages when the site is built, so a method renamed in the packages, or a block calling a method
// that does not exist, fails the build instead of shipping a page that no longer works.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createMarkdownRenderer } from "vitepress";
import { describe, expect, it } from "vitest";
import { twoslashTransformer } from "../.vitepress/twoslash";
import { checkExamples } from "../scripts/checkExamples.mjs";
import { exampleSource } from "../scripts/exampleSource.mjs";
import { operations, readShapes } from "../scripts/registry.mjs";

const DOCS = join(import.meta.dirname, "..");

describe("the operation pages' examples (checked at generate time, all in one program)", () => {
  // two pages' examples: the build checks all of them the same way, in one program
  const ops = operations().filter((op) => ["ui_select_content", "ui_toast"].includes(op.type));
  const shapes = readShapes(ops);
  const examples = new Map(ops.map((op) => [op.type, exampleSource(op, shapes)]));

  it("type-check against the packages' published declarations", { timeout: 60_000 }, () => {
    expect(examples.get("ui_select_content")).toContain("await ui.selectContent(");
    expect(examples.get("ui_toast")).toContain("await ui.toast(");
    expect(() => checkExamples(examples)).not.toThrow();
  });

  it(
    "fail, naming the page, when an operation's method is renamed in the packages",
    { timeout: 60_000 },
    () => {
      // ui_select_content renamed to ui_pick_content in @hostbridge/protocol-types: useUi() then has
      // pickContent() and no selectContent()
      let renamed = 0;
      const rename = (name: string, text: string | undefined) => {
        if (!text || !/[\\/]protocol-types[\\/]dist[\\/].*\.d\.ts$/.test(name)) return text;
        const edited = text.replace(/\breadonly ui_select_content:/g, "readonly ui_pick_content:");
        if (edited !== text) renamed++;
        return edited;
      };
      let message = "";
      try {
        checkExamples(examples, { readFile: rename });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(renamed).toBeGreaterThan(0);
      expect(message).toMatch(/ui_select_content\.ts.*Property 'selectContent' does not exist/s);
      expect(message).not.toContain("ui_toast.ts");
    },
  );
});

describe(
  "the guides' blocks (type-checked by twoslash as VitePress renders each page)",
  { timeout: 60_000 },
  () => {
    const page = readFileSync(join(DOCS, "guide", "vanilla.md"), "utf8");
    const render = async (source: string) => {
      const md = await createMarkdownRenderer(DOCS, { codeTransformers: [twoslashTransformer()] });
      return md.render(source, {
        path: join(DOCS, "guide", "vanilla.md"),
        relativePath: "guide/vanilla.md",
      });
    };

    it("render the getting-started page with the types of its calls", async () => {
      expect(page).toContain("await ui.selectContent(");
      const html = await render(page);
      expect(html).toContain("twoslash");
      expect(html).toContain("selectContent");
    });

    it("fail when a block calls a method the packages do not have", async () => {
      const broken = page.replace("await ui.selectContent(", "await ui.selectContents(");
      await expect(render(broken)).rejects.toThrow(/selectContents/);
    });
  },
);
