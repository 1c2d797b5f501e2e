// The app's settings form: its `app.config.json` (beside `app.json`), checked as `hostbridge validate`
// checks it, for the dev host's settings panel, which renders it as the platform's admin does.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { checkAppConfig } from "@hostbridge/deploy-contract";
import { APP_CONFIG_FILE } from "@hostbridge/deploy-client";
import type { DevSettingsForm } from "./contract";

/**
 * Reads the app's `app.config.json`: `null` when it has none, the checked form, or why it cannot be used
 * (unreadable, not JSON, not a settings form), in one sentence that says what to do.
 */
export async function readSettingsForm(appDir: string): Promise<DevSettingsForm | null> {
  let text: string;
  try {
    text = await readFile(join(appDir, APP_CONFIG_FILE), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    return { problem: `${APP_CONFIG_FILE} could not be read (${code ?? String(error)})` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return {
      problem: `${APP_CONFIG_FILE} is not valid JSON (${(error as Error).message}); fix it to get the settings form`,
    };
  }
  const checked = checkAppConfig(value);
  if (!checked.value) {
    const issues = checked.errors.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    return {
      problem: `${APP_CONFIG_FILE} is not a settings form the platform renders (${issues}); fix it (\`hostbridge validate\` lists the same) to get the form`,
    };
  }
  return { form: checked.value };
}
