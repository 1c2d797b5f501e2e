// Each published package's README is what its npm page shows: what the package is, the install
// line, one example, what to know before installing, and a link to the package's page on the
// documentation site, where everything else lives (issue 42). This holds that shape: a README that
// grows back into a manual, loses its install line or its link, or links somewhere npm cannot
// follow (a relative path, a page that does not exist) fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** The most lines a README may have: an npm page, not the manual. */
const MAX_LINES = 80;

interface Manifest {
  name: string;
  private?: boolean;
  bin?: unknown;
  repository?: { url?: string };
}

const published = readdirSync(join(ROOT, "packages"))
  .filter((dir) => existsSync(join(ROOT, "packages", dir, "package.json")))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(
      readFileSync(join(ROOT, "packages", dir, "package.json"), "utf8"),
    ) as Manifest,
  }))
  .filter(({ manifest }) => manifest.private !== true);

/** `https://github.com/owner/name/blob/main/`, from package.json's `repository.url`. */
function repositoryBlobUrl(manifest: Manifest): string {
  const match = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(manifest.repository?.url ?? "");
  if (!match) throw new Error(`${manifest.name}: repository.url is not a GitHub URL`);
  return `https://github.com/${match[1]}/blob/main/`;
}

/** The fenced blocks of a Markdown text: their language and body. */
function fences(text: string): { lang: string; body: string }[] {
  return [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1]!,
    body: m[2]!,
  }));
}

/** The link targets of a Markdown text, outside fenced blocks. */
function links(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```$/gm, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

const sidebar = readFileSync(join(ROOT, "apps", "docs", ".vitepress", "config.ts"), "utf8");

describe("the package READMEs (what an npm page needs)", () => {
  it("finds the published packages", () => {
    expect(published.length).toBeGreaterThan(15);
  });

  for (const { dir, manifest } of published) {
    describe(manifest.name, () => {
      const readme = readFileSync(join(ROOT, "packages", dir, "README.md"), "utf8");
      const blob = repositoryBlobUrl(manifest);
      const sitePage = `apps/docs/packages/${dir}.md`;

      it(`is at most ${MAX_LINES} lines and starts with the package's name`, () => {
        expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_LINES);
        expect(readme.split("\n")[0]).toBe(`# ${manifest.name}`);
      });

      it("has an install line for this package", () => {
        const install = fences(readme).find(
          ({ lang, body }) =>
            lang === "sh" &&
            (dir === "create"
              ? /^npm create @hostbridge\b/m.test(body)
              : new RegExp(`^npm install\\b.*\\s${manifest.name}(\\s|$)`, "m").test(body)),
        );
        expect(install, "no ```sh block that installs it").toBeDefined();
      });

      it("has an example", () => {
        const blocks = fences(readme);
        const code = blocks.filter(({ lang }) => ["ts", "tsx", "vue"].includes(lang));
        // (a command-line package's example is its commands)
        const commands = blocks.filter(({ lang }) => lang === "sh");
        expect(code.length > 0 || (manifest.bin !== undefined && commands.length > 0)).toBe(true);
      });

      it("says what to know before installing", () => {
        expect(readme).toMatch(/^## Before you install$/m);
      });

      it("links to its page on the documentation site, which exists and is in its sidebar", () => {
        expect(readme).toMatch(/^## Documentation$/m);
        expect(links(readme)).toContain(`${blob}${sitePage}`);
        expect(existsSync(join(ROOT, sitePage)), sitePage).toBe(true);
        expect(sidebar).toContain(`"${dir}",`);
        const page = readFileSync(join(ROOT, sitePage), "utf8");
        expect(page.split("\n")[0]).toBe(`# ${manifest.name}`);
      });

      it("links only where an npm page can follow: absolute URLs, repository files that exist", () => {
        for (const target of links(readme)) {
          expect(target, "a relative link breaks on npm").toMatch(/^https:\/\//);
          if (!target.startsWith(blob)) continue;
          const file = target.slice(blob.length).replace(/#.*$/, "");
          expect(existsSync(join(ROOT, file)), `${target}: no such file`).toBe(true);
        }
      });
    });
  }
});
