// The app's style is kept: the codemod writes quotes and semicolons as each file has them, and runs
// the app's own formatter (prettier, when its package.json lists it) on the files it wrote, so a
// statement it rebuilds on one line gets the app's line breaks back.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();

describe("the app's style", () => {
  it("runs the app's prettier on the files written: its line breaks, quotes and no semicolons", async () => {
    const dir = app("prettier-app");
    const plan = await planMigration(dir, { modernize: [] });
    // (the codemod's own text: the import rebuilt on one line, in the file's quotes, no semicolon)
    expect(plan.files.find((file) => file.file === "src/panel.ts")!.after).toContain(
      "import { useHostApi, useUi } from '@hostbridge/sdk'\n",
    );
    writeMigration(plan);
    expect(readFileSync(join(dir, "src/panel.ts"), "utf8")).toBe(
      [
        "import {",
        "  useHostApi,",
        "  useUi,",
        "} from '@hostbridge/sdk'",
        "",
        "export async function greet() {",
        "  const env =",
        "    await useHostApi().getEnv()",
        "  await useUi().toast({",
        "    message: `Hello ${env.mode}`,",
        "  })",
        "}",
        "",
      ].join("\n"),
    );
    expect(plan.notices).toEqual([]);
  }, 120_000);
});
