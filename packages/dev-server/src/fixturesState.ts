// The fixtures the page gets: the last valid content of the fixtures file, why the file is not used
// (when it is invalid), and a revision that increases with every change the page should hear about.
import { basename } from "node:path";
import type { DevFixtures, FixturesProblem } from "./contract";
import type { FixturesResult } from "./fixtures";
import type { DevLogEvent } from "./options";

/** The state of the fixtures file as the dev server holds it. */
export interface FixturesState {
  /** The last valid fixtures (`null`: no file, or none was ever valid). */
  fixtures(): DevFixtures | null;
  /** Why the file is not used now. */
  error(): FixturesProblem | null;
  /** Increases on every change. */
  revision(): number;
  /**
   * Takes a new reading of the file. The first (`initial`) sets the state quietly; later ones that
   * change nothing are ignored, the others are logged and reported through `onChange`.
   */
  apply(result: FixturesResult, initial: boolean): void;
}

/** The fixtures state of `fixturesFile`; `onChange(revision)` hears every change after the first reading. */
export function createFixturesState(
  fixturesFile: string,
  log: (event: DevLogEvent) => void,
  onChange: (revision: number) => void,
): FixturesState {
  let fixtures: DevFixtures | null = null;
  let fixturesError: FixturesProblem | null = null;
  let fixturesText: string | undefined;
  let fixturesStatus: FixturesResult["status"] = "missing";
  let revision = 0;
  const name = basename(fixturesFile);

  const apply = (result: FixturesResult, initial: boolean) => {
    const text = result.status === "missing" ? undefined : result.text;
    const problem = result.status === "invalid" ? result.problem : null;
    if (
      !initial &&
      result.status === fixturesStatus &&
      text === fixturesText &&
      JSON.stringify(problem) === JSON.stringify(fixturesError)
    )
      return;
    fixturesStatus = result.status;
    fixturesText = text;
    if (result.status === "ok") {
      fixtures = result.fixtures;
      fixturesError = null;
      if (!initial) log({ level: "info", message: `${name} reloaded` });
    } else if (result.status === "missing") {
      fixtures = null;
      fixturesError = null;
      if (!initial)
        log({ level: "info", message: `${name} removed: the simulator's defaults are in use` });
    } else {
      fixturesError = result.problem;
      log({
        level: "error",
        message: `${result.problem.message}${fixtures ? " (the last valid version stays in use)" : ""}`,
        details: result.problem.issues,
      });
    }
    if (!initial) {
      revision += 1;
      onChange(revision);
    }
  };

  return {
    fixtures: () => fixtures,
    error: () => fixturesError,
    revision: () => revision,
    apply,
  };
}
