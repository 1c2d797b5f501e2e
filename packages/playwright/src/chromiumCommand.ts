// `hostbridge-chromium`: says which Chromium the end-to-end tests will launch, found as they find it
// (findChromium.ts), and exits 1 with the one command to run where there is none. A CI workflow runs
// it before `npx playwright install --with-deps chromium` (`hostbridge-chromium || npx playwright
// install ...`), so a runner that has a Chromium (GitHub's have Google Chrome; Debian's chromium)
// downloads nothing, and one without gets Playwright's.
import { findChromium, noChromiumError } from "./findChromium";
import type { ChromiumSource, FindChromiumOptions } from "./findChromium";

const FROM: Record<ChromiumSource["kind"], string> = {
  env: "CHROMIUM_PATH",
  playwright: "Playwright's own, from `npx playwright install chromium`",
  system: "the system's",
};

/** What the command prints and its exit code. */
export interface ChromiumCommandResult {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Runs the command against `options` (the defaults are this machine's); never throws. */
export function chromiumCommand(options: FindChromiumOptions = {}): ChromiumCommandResult {
  let found: ChromiumSource | undefined;
  try {
    found = findChromium(options);
  } catch (error) {
    // CHROMIUM_PATH names a file that does not exist: the error says what to do.
    return { code: 1, stdout: "", stderr: `${(error as Error).message}\n` };
  }
  if (!found) return { code: 1, stdout: "", stderr: `${noChromiumError().message}\n` };
  return {
    code: 0,
    stdout: `The end-to-end tests will launch ${found.path} (${FROM[found.kind]}).\n`,
    stderr: "",
  };
}
