// What the log says about when an answer came: a person's pick of a few seconds is how people
// answer (no note); an answer past the app's default timeout is late.
import { describe, expect, it } from "vitest";
import { lateness } from "../src/timeouts";

describe("lateness", () => {
  it("does not flag a person's pick of a few seconds (ui_select_content after 3.7 s)", () => {
    expect(lateness("ui_select_content", 3_700)).toBeUndefined();
    expect(lateness("ui_select_content", 29_000)).toBeUndefined();
  });

  it("notes that an app may have stopped waiting only after the SDK's usual 30 s", () => {
    expect(lateness("ui_select_content", 45_000)?.kind).toBe("maybe");
  });

  it("flags an answer past the default timeout of an operation nobody waits on", () => {
    expect(lateness("get_env", 31_000)?.kind).toBe("late");
    expect(lateness("get_env", 3_700)).toBeUndefined();
  });
});
