// The notices an app on @hostbridge/compat sends the dev host: read from the event's body (a
// malformed one is no notice, never an exception) and listed with the command that modernises them.
import { describe, expect, it } from "vitest";
import { appUrlFor } from "../src/appRun";
import { COMPAT_NOTICE_FLAG, compatNoticeNote, compatNoticeOf } from "../src/compatNotices";

const NOTICE = {
  rule: "env-pitcher",
  feature: "the environment's service block read as env.pitcher",
  modern: "env.svc",
  where: "getEnv().pitcher",
};

describe("compat notices in the dev host", () => {
  it("lists a notice with its rule, where the app met it, and the migrate command", () => {
    const note = compatNoticeNote(compatNoticeOf({ ...NOTICE, extra: 1 })!);
    expect(note.message).toBe(
      "compat notice [env-pitcher] getEnv().pitcher: the environment's service block read as env.pitcher",
    );
    expect(note.lines).toEqual([
      "modern: env.svc",
      "run: hostbridge migrate --modernize env-pitcher",
      'or silence it: configureCompat({ silence: ["env-pitcher"] })',
    ]);
  });

  it("takes a malformed body for no notice", () => {
    for (const body of [
      undefined,
      null,
      "env-pitcher",
      3,
      [],
      { rule: "env-pitcher" },
      { ...NOTICE, where: 1 },
    ])
      expect(compatNoticeOf(body)).toBeUndefined();
  });

  it("turns the notices on for the page of an app on compat, keeping its own query", () => {
    const url = new URL(appUrlFor("http://127.0.0.1:5173/app/?tab=2", "admin", true));
    expect(url.searchParams.get("tab")).toBe("2");
    expect(url.searchParams.get("jsApiLocation")).toBe("admin");
    expect(url.searchParams.get(COMPAT_NOTICE_FLAG)).toBe("on");
  });

  it("adds nothing of compat to the page of an app that does not use it", () => {
    const url = new URL(appUrlFor("http://127.0.0.1:5173/app/?tab=2", "ui", false));
    expect([...url.searchParams.keys()]).toEqual(["tab", "jsApiLocation"]);
  });
});
