// One story per topic: the pages that tell how to migrate and how to start say what the code does.
// Each claim the code can check is checked here: step 1 of the codemod (run on a small app of the
// existing client) moves it to @hostbridge/compat and changes nothing else; the options and rules
// the pages name exist; the CLI reference lists every template the CLI ships, and the guides name
// only those.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPAT_RULE_IDS } from "@hostbridge/compat";
import { planMigration } from "@hostbridge/migrate";
import { readCli, readTemplates, templatesSection } from "../scripts/cli.mjs";

const DOCS = join(import.meta.dirname, "..");
const ROOT = join(DOCS, "..", "..");
const read = (path: string) => readFileSync(path, "utf8");
const MIGRATION_PAGES = {
  "concepts/migration.md": read(join(DOCS, "concepts", "migration.md")),
  "docs/migration.md (the guide)": read(join(ROOT, "docs", "migration.md")),
};
const GUIDES = ["vanilla", "vue", "react"].map((name) => ({
  name,
  text: read(join(DOCS, "guide", `${name}.md`)),
}));

describe("the migration pages", () => {
  const app = mkdtempSync(join(tmpdir(), "hostbridge-docs-story-"));
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it("say what step 1 does: the codemod moves the app to @hostbridge/compat and changes nothing else", async () => {
    const main =
      'import { useUi } from "@pitcher/js-api";\nconst ui = useUi();\nui.app_loaded();\n';
    writeFileSync(
      join(app, "package.json"),
      JSON.stringify({ name: "app", dependencies: { "@pitcher/js-api": "^1.26.0" } }),
    );
    writeFileSync(join(app, "main.ts"), main);
    const plan = await planMigration(app);
    expect(plan.step).toBe("compat");
    const after = Object.fromEntries(plan.files.map((f) => [f.file, f.after]));
    expect(JSON.parse(after["package.json"]!).dependencies).toEqual({
      "@hostbridge/compat": expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
    });
    expect(after["main.ts"]).toBe(main.replace("@pitcher/js-api", "@hostbridge/compat"));
    for (const [page, text] of Object.entries(MIGRATION_PAGES)) {
      expect(text, page).toMatch(
        /Step 1[^\n]*\n?[^\n]*`@hostbridge\/compat`|Step 1, `hostbridge migrate`:\*\* the app moves to `@hostbridge\/compat`/,
      );
      expect(text, page).toMatch(/changes nothing else/);
      expect(text, page).toMatch(/Step 2[^\n]*--modernize/);
      expect(text, page).not.toMatch(/migrate`? (moves|brings) (an|the) app to `@hostbridge\/sdk`/);
    }
  });

  // runs `hostbridge --help` and each command's: ten Node processes
  it(
    "name only options `hostbridge migrate` has and rules compat has",
    { timeout: 300_000 },
    () => {
      const help = readCli().commands.find((c) => c.name === "migrate")!.help;
      for (const [page, text] of Object.entries(MIGRATION_PAGES)) {
        const commands = text.split("\n").filter((line) => line.includes("hostbridge migrate"));
        expect(commands.length, page).toBeGreaterThan(2);
        for (const line of commands) {
          const command = line.replace(/#.*$/, "");
          for (const option of command.match(/--[a-z-]+/g) ?? [])
            expect(help, `${page}: ${option}`).toContain(option);
          const rules =
            /--modernize((?: [a-z][a-z-]+)+)/.exec(command)?.[1]?.trim().split(" ") ?? [];
          for (const rule of rules)
            expect(COMPAT_RULE_IDS, `${page}: rule ${rule}`).toContain(rule);
        }
      }
    },
  );
});

describe("the getting-started guides and the CLI reference", () => {
  const templates = readTemplates().map((t) => t.name);

  it("list every template the CLI ships, vue among them", () => {
    expect(templates).toEqual(expect.arrayContaining(["vanilla", "vue", "react", "full"]));
    const section = templatesSection(readTemplates());
    for (const name of templates) expect(section).toContain(`| \`${name}\` |`);
  });

  it("create the app with a template the CLI ships and run only scripts that template has", () => {
    for (const guide of GUIDES) {
      const template = /npm create @hostbridge@latest my-app -- --template (\w+)/.exec(
        guide.text,
      )?.[1];
      expect(template, `${guide.name}: its npm create line`).toBe(guide.name);
      const manifest = JSON.parse(
        read(join(ROOT, "packages", "cli", "dist", "template", template!, "package.json")),
      ) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
      for (const [, script] of guide.text.matchAll(/^npm run ([\w:-]+)/gm))
        expect(Object.keys(manifest.scripts), `${guide.name}: npm run ${script}`).toContain(script);
      // Playwright's browser is not an npm package: a guide that runs the e2e tests installs it
      if (guide.text.includes("npm run test:e2e")) {
        expect(manifest.devDependencies).toHaveProperty("@playwright/test");
        expect(guide.text).toContain("npx playwright install chromium");
      }
    }
  });
});
