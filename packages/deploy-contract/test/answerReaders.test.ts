import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readInstallAnswer, readPublishAnswer } from "@hostbridge/deploy-contract";
import type { LocalInstallAnswer, LocalPublishAnswer } from "@hostbridge/deploy-contract";

const SHA = "a".repeat(64);

describe("reading a publish answer", () => {
  it("reads every field of the local platform's shape", () => {
    const local: LocalPublishAnswer = {
      app: { name: "demo", latest_version: 3 },
      release: { version: 3, created_at: "2026-01-01T00:00:00.000Z", sha256: SHA, size: 120 },
    };
    expect(readPublishAnswer(local)).toEqual({
      appName: "demo",
      version: 3,
      latestVersion: 3,
      createdAt: "2026-01-01T00:00:00.000Z",
      sha256: SHA,
      size: 120,
    });
  });

  it.each([
    [
      { id: "v_9f2", version_number: 12 },
      { versionId: "v_9f2", version: 12 },
    ],
    [{ data: { version: { number: "4", id: 77 } } }, { version: 4, versionId: "77" }],
    [
      { app_name: "demo", version: "2", checksum: SHA.toUpperCase() },
      { appName: "demo", version: 2, sha256: SHA },
    ],
    [{ status: "queued" }, {}],
    // a version that is no whole number is the version's name (the platform names releases so)
    [{ version: "1.0.0", sha256: "md5ish", size: -1 }, { versionName: "1.0.0" }],
  ])("reads the known fields of %j and nothing else", (body, facts) => {
    expect(readPublishAnswer(body)).toEqual(facts);
  });

  it("reads the platform's own answer, whose release names its version by the app.json version", () => {
    // AppPublish, AppRelease and App as @pitcher/js-api's OpenAPI types declare them.
    const answer = {
      is_prerelease: false,
      app: {
        id: 12,
        uid: "app_7Q",
        name: "field-notes",
        type: "web",
        latest_version: "2025.03.04.05.06.07",
        is_published: true,
      },
      release: {
        version: "2025.03.04.05.06.07",
        created_by: { id: 3, first_name: "Ada" },
        created_at: "2025-03-04T05:06:09Z",
      },
    };
    expect(readPublishAnswer(answer)).toEqual({
      appName: "field-notes",
      versionName: "2025.03.04.05.06.07",
      createdAt: "2025-03-04T05:06:09Z",
    });
  });

  it("states nothing for an answer that is not a JSON object", () => {
    for (const body of [undefined, null, "OK", 201, ["x"]])
      expect(readPublishAnswer(body)).toEqual({});
  });

  it("never throws, whatever the JSON (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        readPublishAnswer(body);
        readInstallAnswer(body);
      }),
      { numRuns: 500 },
    );
  });
});

describe("reading an install answer", () => {
  it("reads per-instance results of the local platform's shape", () => {
    const local: LocalInstallAnswer = {
      app: { name: "demo" },
      version: 2,
      installs: [
        { instance_id: "a", status: "installed", version: 2, previous_version: null },
        {
          instance_id: "b",
          status: "failed",
          error: { code: "unknown_instance", message: "no b" },
        },
      ],
    };
    expect(readInstallAnswer(local)).toEqual({
      version: 2,
      instances: [
        { instanceId: "a", state: "installed", version: 2, previousVersion: null },
        { instanceId: "b", state: "failed", error: { code: "unknown_instance", message: "no b" } },
      ],
    });
  });

  it.each([
    [
      { installed: ["a", "b"] },
      [
        { instanceId: "a", state: "installed" },
        { instanceId: "b", state: "installed" },
      ],
    ],
    [{ results: [{ id: 7, status: "queued" }] }, [{ instanceId: "7", state: "requested" }]],
    [
      { instances: [{ instance: "a", ok: false, error: "offline" }] },
      [{ instanceId: "a", state: "failed", error: { message: "offline" } }],
    ],
    [{ status: "accepted" }, []],
  ])("reads %j", (body, instances) => {
    expect(readInstallAnswer(body).instances).toEqual(instances);
  });
});
