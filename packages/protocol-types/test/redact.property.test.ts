// HostBridge's one redaction list: every credential-like key, in any casing or separator, at any
// depth of any shape (arrays, cycles), is redacted by both `redactedCopy` and `redactedJson`; ordinary keys
// keep their values.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isSecretKey, redactedCopy, redactedJson, REDACTED } from "@hostbridge/protocol-types";

/** The credential names users put in environments, as words (joined in every style below). */
const CREDENTIAL_WORDS = [
  ["access", "token"],
  ["refresh", "token"],
  ["id", "token"],
  ["token", "claims"],
  ["api", "key"],
  ["x", "api", "key"],
  ["authorization"],
  ["password"],
  ["client", "secret"],
  ["secrets"],
  ["cookies"],
  ["set", "cookie"],
  ["session", "token"],
  ["private", "key"],
  ["credentials"],
  ["auth", "token"],
];
const ORDINARY_KEYS = [
  "name",
  "author",
  "mode",
  "url",
  "title",
  "id",
  "type",
  "user",
  "content_type",
  "userAction",
  "tenant-id",
  "locale",
  "keywords",
];

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const STYLES: ((words: string[]) => string)[] = [
  (w) => w.join("_"),
  (w) => w.join("-"),
  (w) => w.join(""),
  (w) => w[0] + w.slice(1).map(cap).join(""),
  (w) => w.map(cap).join(""),
  (w) => w.join("_").toUpperCase(),
  (w) => w.join("-").toUpperCase(),
  (w) => w.map(cap).join("-"),
  (w) => w.join("."),
];

const credentialKey = fc
  .tuple(fc.constantFrom(...CREDENTIAL_WORDS), fc.constantFrom(...STYLES))
  .map(([words, style]) => style(words));
const secretValue = fc
  .tuple(fc.uuid(), fc.constantFrom("plain", "object", "array"))
  .map(([uuid, form]) => {
    const text = `SECRET-${uuid}`;
    return form == "plain" ? text : form == "object" ? { sub: text } : [text];
  });

/** An object of ordinary keys with credentials at generated places and depths. */
const shape = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    fc.record({ [fc.sample(fc.constantFrom(...ORDINARY_KEYS), 1)[0]!]: fc.string() }),
    fc.array(tie("node"), { maxLength: 3 }),
    fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...ORDINARY_KEYS), tie("node")), { maxLength: 3 }),
        fc.array(fc.tuple(credentialKey, secretValue), { maxLength: 2 }),
      )
      .map(([plain, secret]) => Object.fromEntries([...plain, ...secret])),
  ),
}));

describe("the one redaction list", () => {
  it("recognises every credential name in any casing or separator", () => {
    fc.assert(fc.property(credentialKey, (key) => isSecretKey(key)));
  });

  it("keeps ordinary keys", () => {
    for (const key of ORDINARY_KEYS) expect(isSecretKey(key), key).toBe(false);
  });

  it("leaves no credential value in a redacted copy or redacted JSON, at any depth", () => {
    fc.assert(
      fc.property(shape.node, credentialKey, secretValue, (node, key, secret) => {
        const value = { wrapper: [node, { nested: { [key]: secret } }] };
        expect(JSON.stringify(redactedCopy(value))).not.toContain("SECRET-");
        expect(redactedJson(value)).not.toContain("SECRET-");
        expect(redactedJson(value)).toContain(REDACTED);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the values of ordinary keys", () => {
    const value = { user: { name: "Dana", author: "Lee" }, items: [{ title: "Deck" }] };
    expect(redactedCopy(value)).toEqual(value);
    expect(JSON.parse(redactedJson(value))).toEqual(value);
  });

  it("copies cycles without looping, and redactedJson reports them unserializable without throwing", () => {
    const cyclic: Record<string, unknown> = { password: "hunter22", list: [] };
    (cyclic.list as unknown[]).push(cyclic);
    cyclic.self = cyclic;
    const copy = redactedCopy(cyclic);
    expect(copy.self).toBe(copy);
    expect((copy.list as unknown[])[0]).toBe(copy);
    expect(copy.password).toBe(REDACTED);
    expect(redactedJson(cyclic)).toBe("[unserializable]");
  });

  it("does not change its input", () => {
    const input = { env: { refreshToken: "r-123456789" } };
    redactedCopy(input);
    redactedJson(input);
    expect(input.env.refreshToken).toBe("r-123456789");
  });
});
