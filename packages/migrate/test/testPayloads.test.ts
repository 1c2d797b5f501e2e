// A test's own payloads are not the app's behaviour: what a test hands a double (`vi.fn(...)`,
// `x.mockImplementation(...)`, a `vi.mock` factory) or an assertion (`expect(...)`, `.toEqual(...)`)
// is never a place that needs a person, while the same reads in the app's own code still are.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { planMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();

describe("a test's own payloads", () => {
  it(
    "are never a finding; the same reads in the app's code are",
    { timeout: 120_000 },
    async () => {
      const dir = app("peer-presenter");
      writeFileSync(
        join(dir, "src", "env.js"),
        [
          "export function userName(env) { return env.pitcher.user.name }",
          "export function ready(ui) { return ui.app_loaded() }",
          "",
        ].join("\n"),
      );
      writeFileSync(
        join(dir, "test", "env.test.js"),
        [
          "import { expect, it, vi } from 'vitest'",
          "import { ready, userName } from '../src/env'",
          "",
          "const ui = { app_loaded: vi.fn((other) => other.app_loaded) }",
          "it('reads the user and says it is ready', () => {",
          "  const api = { getEnv: vi.fn() }",
          "  api.getEnv.mockImplementation((env) => env.pitcher)",
          "  expect(userName({ pitcher: { user: { name: 'Lena' } } })).toBe('Lena')",
          "  expect(JSON.parse('{}').pitcher).toBeUndefined()",
          "  expect(api.getEnv).not.toHaveBeenCalledWith(JSON.parse('{}').pitcher)",
          "  ready(ui)",
          "})",
          "",
        ].join("\n"),
      );
      const plan = await planMigration(dir, { modernize: [] });
      const places = (file: string) =>
        plan.files
          .find((outcome) => outcome.file === file)!
          .needsPerson.map((entry) => `${entry.line} ${entry.why.split(":")[0]}`);
      expect(places("src/env.js")).toEqual([
        "1 reads .pitcher from a value whose type is unknown",
        "2 .app_loaded on a value of unknown type",
      ]);
      expect(places("test/env.test.js")).toEqual([]);
    },
  );
});
