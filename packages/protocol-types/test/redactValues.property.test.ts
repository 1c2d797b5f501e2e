// Redaction of values, not only keys: a credential inside a string (a URL's query or fragment
// parameter, a `Bearer`/`Basic` scheme, a JWT, a JSON frame sent as text) is masked wherever the
// string is, and the rest of the string stays readable. Property tests over generated URLs, plus
// never throwing and idempotence over arbitrary values. (A generous timeout: hundreds of runs on a
// loaded machine take seconds; the properties, not the time, are what is tested.)
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  isSecretKey,
  redactedCopy,
  redactedJson,
  redactedText,
  REDACTED,
} from "@hostbridge/protocol-types";
import { encodePlatformRequest } from "@hostbridge/protocol-types/wire";

/** Names of URL parameters that carry credentials, as the services that use them spell them. */
const CREDENTIAL_PARAMS = [
  "access_token",
  "token",
  "id_token",
  "refresh_token",
  "api_key",
  "apiKey",
  "client_secret",
  "password",
  "X-Amz-Signature",
  "X-Amz-Security-Token",
  "X-Amz-Credential",
  "X-Goog-Signature",
  "Signature",
  "sig",
  "code",
  "key",
  "pwd",
  "jsessionid",
  "PHPSESSID",
  "auth",
];
/** Ordinary parameter names: their values stay. */
const ORDINARY_PARAMS = [
  "v",
  "page",
  "lang",
  "file",
  "id",
  "name",
  "version",
  "download",
  "utm_source",
  "width",
  "format",
  "expires_in",
  "state",
  "se",
  "sv",
  "response-content-disposition",
  "X-Amz-Date",
  "X-Amz-Expires",
];

// The secret: a marker no other part of a generated URL can hold, then any text (encoded as a
// browser would encode it: quotes, `&`, `=`, `#`, spaces, non-ASCII and all).
const MARKER = "S3CR3T";
const secret = fc.string({ unit: "binary", maxLength: 24 }).map((text) => MARKER + text);
const ordinaryParam = fc.tuple(
  fc.constantFrom(...ORDINARY_PARAMS),
  fc.string({ unit: "binary", maxLength: 12 }),
);

/** A generated URL with one credential parameter, and the parts of it that must survive. */
const urlWithSecret = fc
  .record({
    scheme: fc.constantFrom("https", "http"),
    host: fc.domain(),
    port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    path: fc.webPath(),
    before: fc.array(ordinaryParam, { maxLength: 3 }),
    after: fc.array(ordinaryParam, { maxLength: 3 }),
    name: fc.constantFrom(...CREDENTIAL_PARAMS),
    value: secret,
    inFragment: fc.boolean(),
  })
  .map((parts) => {
    const origin = `${parts.scheme}://${parts.host}${parts.port ? `:${parts.port}` : ""}`;
    const encode = (params: [string, string][]) =>
      params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    const credential = `${parts.name}=${encodeURIComponent(parts.value)}`;
    const query = [...encode(parts.before), ...(parts.inFragment ? [] : [credential])];
    const fragment = parts.inFragment ? [credential, ...encode(parts.after)] : [];
    const rest = parts.inFragment ? [] : encode(parts.after);
    const all = [...query, ...rest];
    const url =
      origin +
      parts.path +
      (all.length ? `?${all.join("&")}` : "") +
      (fragment.length ? `#${fragment.join("&")}` : "");
    const before = encode(parts.before);
    return { url, origin, path: parts.path, before, kept: [...before, ...encode(parts.after)] };
  });

/** The places a URL turns up in: bare, under an ordinary key, in prose, in a platform frame sent as text. */
const PLACES: [string, (url: string) => unknown][] = [
  ["a bare string", (url) => url],
  ["an ordinary key", (url) => ({ file: { download_url: url, name: "Deck.pdf" } })],
  ["an array", (url) => ({ links: ["https://example.com/", url] })],
  ["a sentence", (url) => `could not open ${url} (403)`],
  ["a raw post-robot frame", (url) => encodePlatformRequest("open", "id-1", { url })],
  ["a frame under a key", (url) => ({ envelope: encodePlatformRequest("open", "id-2", { url }) })],
];

describe("credentials in URLs", { timeout: 30_000 }, () => {
  it("never leaves a credential parameter's value in redact, redactedJson or redactedText, wherever the URL is", () => {
    fc.assert(
      fc.property(urlWithSecret, fc.constantFrom(...PLACES), ({ url }, [, place]) => {
        const value = place(url);
        expect(JSON.stringify(redactedCopy(value))).not.toContain(MARKER);
        expect(redactedJson(value)).not.toContain(MARKER);
        if (typeof value == "string") expect(redactedText(value)).not.toContain(MARKER);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the origin, the path and the other parameters of the URL", () => {
    fc.assert(
      fc.property(urlWithSecret, ({ url, origin, path, kept }) => {
        const out = redactedText(url);
        expect(out.startsWith(origin + path)).toBe(true);
        for (const param of kept) expect(out).toContain(param);
        expect(out).toContain(REDACTED);
      }),
      { numRuns: 500 },
    );
  });

  it("masks a credential parameter of a URL percent-encoded inside another URL's parameter", () => {
    fc.assert(
      fc.property(urlWithSecret, ({ url, before }) => {
        const viewer = `https://viewer.example.com/web/viewer.html?file=${encodeURIComponent(url)}&page=2`;
        const out = redactedText(viewer);
        expect(out).not.toContain(MARKER);
        expect(out.startsWith("https://viewer.example.com/web/viewer.html?file=")).toBe(true);
        expect(out.endsWith("&page=2")).toBe(true);
        // (the parameters before the credential stay; an encoded URL's value ends late, at a raw
        // delimiter, so what follows the credential there is masked with it)
        for (const param of before) expect(out).toContain(encodeURIComponent(param));
      }),
      { numRuns: 300 },
    );
  });

  it("masks the values of signed storage URLs and keeps their other parameters", () => {
    expect(
      redactedText(
        "https://bucket.s3.amazonaws.com/deck.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20260101&X-Amz-Date=20260101T000000Z&X-Amz-Expires=900&X-Amz-Signature=9f8e7d6c5b4a",
      ),
    ).toBe(
      "https://bucket.s3.amazonaws.com/deck.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]&X-Amz-Date=20260101T000000Z&X-Amz-Expires=900&X-Amz-Signature=[redacted]",
    );
    expect(
      redactedText(
        "https://acct.blob.core.windows.net/c/deck.pdf?sv=2024-01-01&se=2026-01-01&sig=AbC%2Bd%3D",
      ),
    ).toBe(
      "https://acct.blob.core.windows.net/c/deck.pdf?sv=2024-01-01&se=2026-01-01&sig=[redacted]",
    );
    expect(redactedText("https://x.example/file.pdf?access_token=URL-SECRET-123456&v=2")).toBe(
      "https://x.example/file.pdf?access_token=[redacted]&v=2",
    );
    expect(
      redactedText("https://app.example/cb#access_token=abc&state=af0ifjsldkj&expires_in=3600"),
    ).toBe("https://app.example/cb#access_token=[redacted]&state=af0ifjsldkj&expires_in=3600");
  });
});

describe("credential-shaped values", () => {
  it("masks what follows Bearer, and Basic when it is base64 of user:password", () => {
    expect(redactedText("Authorization: Bearer abc.DEF-123_x")).toBe(
      "Authorization: Bearer [redacted]",
    );
    expect(redactedText("bearer   opaque-token")).toBe("bearer   [redacted]");
    expect(redactedText(`Basic ${btoa("dana:hunter22")}`)).toBe("Basic [redacted]");
    expect(redactedText("Basic information")).toBe("Basic information");
    expect(redactedText("basic settings")).toBe("basic settings");
  });

  it("masks a JWT anywhere in a string", () => {
    const jwt =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
    expect(redactedText(`the session ${jwt} expired`)).toBe("the session [redacted] expired");
    expect(redactedCopy({ note: jwt })).toEqual({ note: REDACTED });
  });

  it("keeps ordinary ids, hashes, codes and words", () => {
    const ordinary = [
      "3f2a9c1e-8b7d-4e6f-a5c4-0d1e2f3a4b5c",
      "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms",
      "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3",
      "001D000000IRFmaIAH",
      "CRM_DOWN",
      "Quarterly_Business_Review_2026_EMEA.pptx",
      "https://example.com/files/deck.pdf?v=2&page=3#slide=4",
      "the host answered with code 404",
    ];
    for (const text of ordinary) expect(redactedText(text), text).toBe(text);
    expect(redactedCopy({ code: "CRM_DOWN", message: "CRM is down" })).toEqual({
      code: "CRM_DOWN",
      message: "CRM is down",
    });
  });
});

describe("JSON sent as text", () => {
  it("redacts a platform frame as a value and keeps a frame with nothing secret byte for byte", () => {
    const frame = encodePlatformRequest("open", "id-3", {
      url: "https://x.example/a.pdf?access_token=URL-SECRET-123456",
      token: "T-SECRET-123456",
      title: "Deck",
    });
    const out = redactedText(frame);
    expect(out).not.toContain("SECRET");
    expect(JSON.parse(out)).toMatchObject({
      __post_robot_10_0_46__: [
        {
          data: {
            url: "https://x.example/a.pdf?access_token=[redacted]",
            token: REDACTED,
            title: "Deck",
          },
        },
      ],
    });
    const plain = '{ "type": "ui_app_loaded",  "body": {} }';
    expect(redactedText(plain)).toBe(plain);
  });

  it("masks text that only looks like JSON as text", () => {
    expect(redactedText('{"url": "https://x.example/?token=abc')).toBe(
      '{"url": "https://x.example/?token=[redacted]',
    );
  });
});

describe("never throws, and is idempotent", { timeout: 30_000 }, () => {
  it("never throws on any value", () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        expect(() => redactedCopy(value)).not.toThrow();
        expect(typeof redactedJson(value)).toBe("string");
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.json()), (text) => {
        expect(typeof redactedText(text)).toBe("string");
      }),
      { numRuns: 500 },
    );
  });

  /** Strings with every kind of credential in them, among arbitrary text and JSON. */
  const texts = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.json(),
    urlWithSecret.map(({ url }) => url),
    urlWithSecret.map(({ url }) =>
      encodePlatformRequest("open", "id-4", { url, note: `Bearer ${url}` }),
    ),
    fc
      .tuple(
        fc.string(),
        fc.constantFrom("Bearer ", "basic ", "eyJhbGciOi.eyJzdWIi.", "?token=", "&sig="),
        fc.string(),
      )
      .map((parts) => parts.join("")),
  );

  it("redactedText of its own output changes nothing", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const once = redactedText(text);
        expect(redactedText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("redact and redactedJson of their own output change nothing", () => {
    const values = fc.oneof(fc.jsonValue(), texts, fc.dictionary(fc.string(), texts));
    fc.assert(
      fc.property(values, (value) => {
        const once = redactedCopy(value);
        expect(redactedCopy(once)).toEqual(once);
        const json = redactedJson(value);
        expect(redactedJson(JSON.parse(json))).toBe(json);
      }),
      { numRuns: 500 },
    );
  });

  it("judges every credential parameter name the documentation lists as secret, and no ordinary one", () => {
    for (const name of ORDINARY_PARAMS) {
      expect(isSecretKey(name), name).toBe(false);
      expect(redactedText(`?${name}=1`), name).toBe(`?${name}=1`);
    }
    for (const name of CREDENTIAL_PARAMS)
      expect(redactedText(`?${name}=1`), name).toBe(`?${name}=${REDACTED}`);
  });
});
