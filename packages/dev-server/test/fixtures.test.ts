import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFixtures, MAX_ANSWER_DELAY_MS } from "@hostbridge/host-simulator";
import { checkFixtures, DevFixturesSchema, readFixtures } from "../src/fixtures";
import { jsonErrorOffset } from "../src/jsonText";

const EXAMPLE_APP = join(import.meta.dirname, "..", "..", "..", "apps", "example-app");

describe("hostbridge.fixtures.json", () => {
  it("accepts the example app's fixtures file", async () => {
    const text = await readFile(join(EXAMPLE_APP, "hostbridge.fixtures.json"), "utf8");
    expect(checkFixtures(JSON.parse(text))).toMatchObject({ ok: true });
  });

  it("lets a file replace exactly the data the host simulator has (every key but env)", () => {
    const dataKeys = Object.keys(
      (DevFixturesSchema.shape.data.unwrap() as { shape: object }).shape,
    ).sort();
    const simulatorKeys = Object.keys(createFixtures())
      .filter((key) => key !== "env")
      .sort();
    expect(dataKeys).toEqual(simulatorKeys);
  });

  it("accepts a canned answer delayed as long as a person takes in a picker, up to an hour", () => {
    const tenMinutes = {
      operations: {
        ui_select_content: {
          kind: "answer",
          body: { user_action: "cancelled" },
          delayMs: 600_000,
        },
        share: {
          kind: "fail",
          error: { message: "the person gave up" },
          delayMs: MAX_ANSWER_DELAY_MS,
        },
      },
    };
    expect(checkFixtures(tenMinutes)).toMatchObject({ ok: true });
    const tooLong = checkFixtures({
      operations: {
        get_env: { kind: "fail", error: { message: "down" }, delayMs: MAX_ANSWER_DELAY_MS + 1 },
      },
    });
    expect(!tooLong.ok && tooLong.issues).toEqual([
      expect.stringMatching(/^operations\.get_env\.delayMs: must be at most 3600000 \(one hour\)/),
    ]);
    // (the latency added to every answer is the network's: still at most a minute)
    expect(checkFixtures({ latencyMs: 60_001 })).toMatchObject({ ok: false });
  });

  it("checks canned answers against the operation's response schema and errors for their shape", () => {
    expect(
      checkFixtures({
        operations: {
          ui_select_content: { kind: "answer", body: { user_action: "selected", content: [] } },
          get_env: { kind: "fail", error: { message: "down", code: "OFFLINE" }, delayMs: 500 },
          ui_print_canvas: { kind: "hang" },
          ui_toast: { kind: "answer", body: { anything: 1 }, skipValidation: true },
        },
      }),
    ).toMatchObject({ ok: true });
    const bad = checkFixtures({
      operations: {
        ui_select_content: { kind: "answer", body: { user_action: "maybe" } },
        get_env: { kind: "fail", delayMs: -1, error: { message: "x" } },
      },
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^operations\.get_env\.delayMs: must be a number of milliseconds, 0 or more/,
        ),
      ]),
    );
    const deep = checkFixtures({
      operations: { ui_select_content: { kind: "answer", body: { user_action: "maybe" } } },
    });
    expect(!deep.ok && deep.issues).toEqual([
      expect.stringMatching(
        /^operations\.ui_select_content\.body\.user_action: must be one of "cancelled", "selected"/,
      ),
    ]);
    expect(checkFixtures({ operations: { get_env: {} } })).toEqual({
      ok: false,
      issues: [
        'operations.get_env.kind: must be "answer" (with "body"), "fail" (with "error": { "message", "code"? }) or "hang"',
      ],
    });
    expect(checkFixtures({ operations: { get_env: { kind: "answer" } } })).toEqual({
      ok: false,
      issues: ["operations.get_env.body: is missing: give the response body to answer with"],
    });
    expect(checkFixtures({ operations: { get_env: { kind: "hang", delayMs: 5 } } })).toMatchObject({
      ok: false,
      issues: [expect.stringMatching(/^operations\.get_env: must not contain the key "delayMs"/)],
    });
  });

  it("refuses a canned answer of the old shape, saying what to write instead", () => {
    const result = checkFixtures({
      operations: {
        ui_print_canvas: { response: { success: true }, delayMs: 200 },
        get_env: { error: { message: "down", code: "OFFLINE" } },
      },
    });
    expect(!result.ok && result.issues).toEqual([
      'operations.ui_print_canvas: the shape { "response": ... } is no longer read; write { "kind": "answer", "body": ... } (the same body; "delayMs" stays)',
      'operations.get_env: the shape { "error": ... } is no longer read; write { "kind": "fail", "error": { "message": ..., "code": ... } } ("delayMs" stays)',
    ]);
  });

  it("checks the merged environment and the start data against the protocol", () => {
    const result = checkFixtures({
      env: { svc: { access_token: 42 } },
      data: { appSetData: { canvas: {} } },
    });
    expect(!result.ok && result.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^env\.svc\.access_token: must be a string/),
        expect.stringMatching(/^data\.appSetData\.canvas\.id: /),
      ]),
    );
    expect(checkFixtures({ unknown: true, data: { gadgets: [] } })).toMatchObject({
      ok: false,
      issues: expect.arrayContaining([
        expect.stringMatching(/^\(file\): must not contain the key "unknown"/),
        expect.stringMatching(/^data: must not contain the key "gadgets"/),
      ]),
    });
  });

  it("reports every problem of the file at once, each with its line and column", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hb-fixtures-"));
    const file = join(dir, "hostbridge.fixtures.json");
    await writeFile(
      file,
      [
        "{",
        '  "mode": "WEBB",',
        '  "operations": {',
        '    "ui_fly_to_moon": { "kind": "hang" },',
        '    "ui_print_canvas": { "kind": "answer", "body": { "success": "yes" } }',
        "  }",
        "}",
      ].join("\n"),
    );
    try {
      const result = await readFixtures(file);
      expect(result.status).toBe("invalid");
      const problem = result.status === "invalid" ? result.problem : undefined;
      expect(problem?.message).toBe(
        "hostbridge.fixtures.json has 3 problems; fix them and save again",
      );
      expect(problem?.issues).toEqual([
        expect.stringMatching(/^mode: must be one of .* \(line 2, column 11\)$/),
        expect.stringMatching(
          /^operations\.ui_fly_to_moon: is not an operation .* \(line 4, column 23\)$/,
        ),
        expect.stringMatching(
          /^operations\.ui_print_canvas\.body\.success: must be a boolean.* \(line 5, column 65\)$/,
        ),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("finds where JSON text stops being valid, and nothing in valid JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, indent) => {
        expect(
          jsonErrorOffset(JSON.stringify(value, null, indent ? 2 : undefined)),
        ).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const offset = jsonErrorOffset(text);
        expect(offset === undefined).toBe(valid);
        if (offset !== undefined) expect(offset).toBeLessThanOrEqual(text.length);
      }),
    );
    expect(jsonErrorOffset('{\n  "mode": WEB\n}')).toBe(12);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    // (found by the property above: a text that ends inside a string's escape)
    expect(jsonErrorOffset('"\\')).toBe(2);
  });
});
