// Credentials seen in the field that the one redaction list must mask (issue 55): session links,
// access keys, signed links' one-letter token, a bearer token inside a URL, and the keys
// `auth_header` and `sessionId`. One test per case, then a property: a secret planted under any of
// these names, in a URL or a JSON value, never survives redaction.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { redactedCopy, redactedJson, redactedText, REDACTED } from "@hostbridge/protocol-types";

const SECRET = "s3cr3t-9f8e7d6c5b4a";

describe("credentials in URLs", () => {
  it("masks a session link's ?session=", () => {
    expect(redactedText(`https://cdn.example.com/v.mp4?session=${SECRET}&w=640`)).toBe(
      `https://cdn.example.com/v.mp4?session=${REDACTED}&w=640`,
    );
  });

  it("masks ?accessKey=, in any casing", () => {
    expect(redactedText(`https://files.example.com/a.pdf?accessKey=${SECRET}`)).toBe(
      `https://files.example.com/a.pdf?accessKey=${REDACTED}`,
    );
    expect(redactedText(`https://files.example.com/a.pdf?ACCESS_KEY=${SECRET}`)).not.toContain(
      SECRET,
    );
  });

  it("masks a signed link's ?t= and keeps its other parameters", () => {
    expect(redactedText(`https://share.example.com/s/42?t=${SECRET}&dl=1`)).toBe(
      `https://share.example.com/s/42?t=${REDACTED}&dl=1`,
    );
  });

  it("masks a URL-encoded Bearer%20 token, and a Basic one that decodes to user:password", () => {
    const bearer = `https://proxy.example.com/?auth_value=Bearer%20${SECRET}%2Fx%3D%3D&next=1`;
    expect(redactedText(bearer)).toBe(
      `https://proxy.example.com/?auth_value=Bearer%20${REDACTED}&next=1`,
    );
    const basic = `Basic%20${encodeURIComponent(btoa("ada:lovelace"))}`;
    expect(redactedText(`h=${basic}`)).toBe(`h=Basic%20${REDACTED}`);
  });
});

describe("credential keys", () => {
  it("masks auth_header, in any casing", () => {
    const value = { auth_header: `Token ${SECRET}`, AuthHeader: SECRET, name: "Ada" };
    expect(redactedCopy(value)).toEqual({
      auth_header: REDACTED,
      AuthHeader: REDACTED,
      name: "Ada",
    });
  });

  it("masks sessionId and session_id, and keeps an ordinary id", () => {
    const value = { sessionId: SECRET, session_id: SECRET, id: "canvas-1" };
    expect(redactedCopy(value)).toEqual({
      sessionId: REDACTED,
      session_id: REDACTED,
      id: "canvas-1",
    });
  });
});

describe("a planted secret", () => {
  const secret = fc.stringMatching(/^[A-Za-z0-9_-]{12,40}$/);
  const param = fc.constantFrom("session", "accessKey", "access_key", "t", "sessionId", "SESSION");
  const key = fc.constantFrom(
    "auth_header",
    "authHeader",
    "AUTH-HEADER",
    "sessionId",
    "session_id",
    "accessKey",
  );

  it("never survives in a URL parameter, a URL-encoded bearer or a credential key, at any depth", () => {
    fc.assert(
      fc.property(secret, param, key, fc.nat(3), (planted, name, field, depth) => {
        const url = `https://h.example.com/p?x=1&${name}=${planted}&y=2`;
        const header = `https://h.example.com/?h=Bearer%20${planted}`;
        let value: unknown = { [field]: planted, url, header, note: `see ${url}` };
        for (let level = 0; level < depth; level++) value = { nested: [value] };
        expect(redactedJson(value)).not.toContain(planted);
        expect(JSON.stringify(redactedCopy(value))).not.toContain(planted);
        expect(redactedText(url)).not.toContain(planted);
        expect(redactedText(header)).not.toContain(planted);
      }),
      { numRuns: 200 },
    );
  });
});
