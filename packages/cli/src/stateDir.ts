// The app's `.hostbridge/` folder: what the CLI keeps for an app (the publish record, archives written by
// `pack`). It is never packed (a default exclude of the contract) and it keeps itself out of git: the
// folder holds a `.gitignore` of `*`, as tool caches do, so no entry in the app's own .gitignore is needed
// and `git status` never lists it.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The folder's name, below the app dir. */
export const STATE_DIR = ".hostbridge";

const IGNORE_ALL = "# Written by hostbridge: what it keeps for this app, never to commit.\n*\n";

/**
 * Creates `<appDir>/.hostbridge` when missing, with its `.gitignore` of `*` (an existing `.gitignore`
 * there is left as it is); returns the folder's path.
 */
export async function ensureStateDir(appDir: string): Promise<string> {
  const dir = join(appDir, STATE_DIR);
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(join(dir, ".gitignore"), IGNORE_ALL, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return dir;
}
