import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkManifest,
  DATE_STAMP_PATTERN,
  dateStampVersion,
  incrementVersion,
  isRecognisedVersion,
} from "@hostbridge/deploy-contract";

describe("the platform's date-stamp versions", () => {
  it("stamps an instant as YYYY.MM.DD.HH.mm.ss in UTC, zero-padded", () => {
    expect(dateStampVersion(new Date("2025-03-04T05:06:07Z"))).toBe("2025.03.04.05.06.07");
    expect(dateStampVersion(new Date("2024-12-31T23:59:59.999Z"))).toBe("2024.12.31.23.59.59");
  });

  it("writes what the makers' script writes with date +%Y.%m.%d.%H.%M.%S (in UTC)", () => {
    const instant = new Date("2026-07-08T09:10:11Z");
    const theirs = execFileSync("date", ["-u", "-d", instant.toISOString(), "+%Y.%m.%d.%H.%M.%S"], {
      encoding: "utf8",
    }).trim();
    expect(dateStampVersion(instant)).toBe(theirs);
  });

  it("orders stamps as their instants are ordered, compared as text", () => {
    const instants = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2999-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const [x, y] = [dateStampVersion(a), dateStampVersion(b)];
        expect(x).toMatch(DATE_STAMP_PATTERN);
        if (Math.floor(a.getTime() / 1000) < Math.floor(b.getTime() / 1000))
          expect(x < y).toBe(true);
      }),
    );
  });

  it("is a version validate accepts without a warning, as semver is", () => {
    for (const version of ["2025.03.04.05.06.07", "1.0.0", "2.1.0-beta.1"]) {
      expect(isRecognisedVersion(version)).toBe(true);
      expect(checkManifest({ name: "demo", version })).toMatchObject({ ok: true, warnings: [] });
    }
    expect(isRecognisedVersion("2025.3.4.5.6.7")).toBe(false);
  });
});

describe("incrementing a version", () => {
  it.each([
    ["1.2.3", "1.2.4"],
    ["0.0.9", "0.0.10"],
    ["1.3.0-beta.2", "1.3.0"],
    ["1.2.3+build.7", "1.2.4"],
  ])("increments %s to %s", (current, next) => {
    expect(incrementVersion(current)).toEqual({ version: next });
  });

  it("says what to do instead when there is nothing to increment", () => {
    expect(incrementVersion(undefined)).toEqual({
      problem: expect.stringContaining("--version 1.0.0") as string,
    });
    expect(incrementVersion("2025.03.04.05.06.07")).toEqual({
      problem: expect.stringContaining("--version stamp") as string,
    });
    expect(incrementVersion("v1")).toEqual({
      problem: expect.stringContaining("not a semver version") as string,
    });
    expect(incrementVersion(3)).toEqual({ problem: expect.stringContaining("3") as string });
  });
});
