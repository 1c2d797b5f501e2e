// `--modernize` on an app already on @hostbridge/compat (after step 1): a type of compat with a
// same-named type export of ours moves to it (an answer compat declares as `ClientModel<...>` of the
// protocol type of that name, a pushed payload the parameter of no method), so the report has no
// false "no equivalent" line; a type with no counterpart stays imported from compat and is reported. compat's API objects
// are followed through the app's own intersection with them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { planMigration } from "@hostbridge/migrate";
import { afterAll, beforeAll, expect, it } from "vitest";

const TMP = fileURLToPath(new URL("./.tmp/", import.meta.url));
let dir: string;

beforeAll(() => {
  mkdirSync(TMP, { recursive: true });
  dir = mkdtempSync(join(TMP, "same-named-"));
  mkdirSync(join(dir, "src"));
  const files: Record<string, string> = {
    "package.json": JSON.stringify({
      name: "on-compat",
      private: true,
      type: "module",
      dependencies: { "@hostbridge/compat": "^0.1.0" },
    }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ["src"],
    }),
    "src/app.ts": [
      `import { useUi } from "@hostbridge/compat";`,
      `import type { PitcherEvent, UiCanvasUpdatedPayload, UiSelectContentResponse } from "@hostbridge/compat";`,
      `export type Ui = ReturnType<typeof useUi> & { app_loaded: () => Promise<void> };`,
      `export const ui = useUi() as Ui;`,
      `export function seen(canvas: UiCanvasUpdatedPayload, picked: UiSelectContentResponse, event: PitcherEvent) {`,
      `  void ui.app_loaded();`,
      `  return [canvas, picked, event];`,
      `}`,
      ``,
    ].join("\n"),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("moves types with a same-named export of ours to it, reports the rest, and follows the app's intersection", async () => {
  const plan = await planMigration(dir, { modernize: [] });
  const app = plan.files.find((file) => file.file === "src/app.ts")!;
  expect(app.after).toContain(`import type { UiSelectContentResponse } from "@hostbridge/sdk";`);
  // no counterpart in the SDK: it stays imported from compat rather than break the type-check
  expect(app.after).toContain(`import type { PitcherEvent } from "@hostbridge/compat";`);
  expect(app.after).toContain(
    `import type { UiCanvasUpdatedPayload } from "@hostbridge/protocol-types";`,
  );
  expect(app.after).toContain("void ui.appLoaded();");
  expect(app.needsPerson.map((finding) => `${finding.line}: ${finding.why.split(":")[0]}`)).toEqual(
    ["2: type PitcherEvent has no equivalent export in @hostbridge/sdk"],
  );
});
