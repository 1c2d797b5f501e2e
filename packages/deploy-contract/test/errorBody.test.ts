import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readErrorBody } from "@hostbridge/deploy-contract";
import type { LocalErrorAnswer } from "@hostbridge/deploy-contract";

describe("reading an error answer of any shape", () => {
  it("reads the local platform's shape with its field problems", () => {
    const local: LocalErrorAnswer = {
      error: {
        code: "invalid_manifest",
        message: "app.json is not valid",
        details: [{ path: "app.json:name", message: "bad" }],
      },
    };
    expect(readErrorBody(JSON.stringify(local), "application/json")).toEqual({
      code: "invalid_manifest",
      message: "app.json is not valid",
      issues: [{ path: "app.json:name", message: "bad" }],
      details: local.error.details,
    });
  });

  it.each([
    ['{"detail":"Invalid API key."}', "Invalid API key."],
    ['{"message":"App is locked","code":"locked"}', "App is locked"],
    ['{"error":"invalid_token","error_description":"expired"}', "invalid_token: expired"],
    ['{"title":"Conflict","detail":"version exists"}', "Conflict: version exists"],
    ['{"errors":["file is required"]}', "file is required"],
    ['{"errors":{"name":["is taken"]}}', "name: is taken"],
    ['{"name":["This field is required."]}', "name: This field is required."],
    ['{"detail":[{"loc":["body","file"],"msg":"field required"}]}', "body.file: field required"],
    ['"quota exceeded"', "quota exceeded"],
    ["Service Unavailable\n\ntry later", "Service Unavailable try later"],
  ])("reads %s as %j", (body, message) => {
    expect(readErrorBody(body, "application/json").message).toBe(message);
  });

  it("reads an HTML error page by its title, else its heading", () => {
    expect(
      readErrorBody(
        "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>x</h1></body></html>",
        "text/html",
      ).message,
    ).toBe("502 Bad Gateway");
    expect(
      readErrorBody("<html><body><h1>Request Entity Too Large</h1></body></html>").message,
    ).toBe("Request Entity Too Large");
  });

  it("keeps messages short and says nothing for an empty body", () => {
    expect(readErrorBody("x".repeat(5000)).message!.length).toBeLessThanOrEqual(300);
    expect(readErrorBody("  ")).toEqual({ issues: [] });
  });

  it("never throws, whatever the body (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        fc.constantFrom(undefined, "text/html", "application/json"),
        (body, type) => {
          const facts = readErrorBody(body, type);
          if (facts.message !== undefined) expect(facts.message.length).toBeLessThanOrEqual(300);
        },
      ),
      { numRuns: 500 },
    );
  });
});
