// Which script tags load the platform's client, as apps write them (the client's README: jsdelivr
// with or without `@beta`; unpkg and esm.sh URLs; the platform's own api/NG/js-api.php; a copy of
// js-api.umd.min.js), and the page the dev server sends instead.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLIENT_SCRIPT_PATHS,
  classifyClientSrc,
  findClientTags,
  rewriteClientTags,
} from "../src/clientTags";

describe("a script tag that loads the client", () => {
  it.each([
    ["https://cdn.jsdelivr.net/npm/@pitcher/js-api", "cdn", undefined],
    ["https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta", "cdn", "beta"],
    ["//cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0/js-api.umd.min.js", "cdn", "1.26.0"],
    ["https://unpkg.com/@pitcher/js-api@1.20.3", "cdn", "1.20.3"],
    ["https://esm.sh/@pitcher/js-api@^1", "cdn", "^1"],
    ["https://cdn.jsdelivr.net/npm/%40pitcher/js-api@beta", "cdn", "beta"],
    ["https://acme.my.pitcher.com/api/NG/js-api.php", "platform", undefined],
    ["/api/NG/js-api.php?v=3", "platform", undefined],
    ["https://static.example.com/libs/js-api.umd.min.js", "url", undefined],
    ["./vendor/js-api.umd.min.js", "file", undefined],
    ["js-api.js", "file", undefined],
  ])("%s is the client, from %s", (src, from, requested) => {
    expect(classifyClientSrc(src)).toEqual({ src, pkg: "@pitcher/js-api", from, requested });
  });

  it("compat's build from a CDN is compat's", () => {
    expect(
      classifyClientSrc("https://unpkg.com/@hostbridge/compat@0.1.0/dist/js-api.umd.min.js"),
    ).toEqual({
      src: "https://unpkg.com/@hostbridge/compat@0.1.0/dist/js-api.umd.min.js",
      pkg: "@hostbridge/compat",
      from: "cdn",
      requested: "0.1.0",
    });
  });

  it.each([
    "https://cdn.jsdelivr.net/npm/@pitcher/js-api-extras",
    "https://cdn.example.com/jquery.min.js",
    "./app.js",
    "https://cdn.jsdelivr.net/npm/vue@3",
  ])("%s is not", (src) => {
    expect(classifyClientSrc(src)).toBeUndefined();
  });

  it("finds the tags of a page in order, in any quoting, and not other tags", () => {
    const html = `<head>
      <script src=https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta></script>
      <script type="text/javascript" src='./js-api.umd.min.js'></script>
      <script src="./main.js"></script>
      <link href="https://unpkg.com/@pitcher/js-api/style.css">
      <SCRIPT defer SRC="https://acme.my.pitcher.com/api/NG/js-api.php"></SCRIPT>`;
    expect(findClientTags(html).map((tag) => [tag.from, tag.src])).toEqual([
      ["cdn", "https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta"],
      ["file", "./js-api.umd.min.js"],
      ["platform", "https://acme.my.pitcher.com/api/NG/js-api.php"],
    ]);
  });
});

describe("the page the dev server sends", () => {
  it("points remote tags at its own copy, drops their integrity, keeps the app's own copy", () => {
    const html = `<script src="https://unpkg.com/@pitcher/js-api@1.26.0/js-api.umd.min.js" integrity="sha384-abc" crossorigin="anonymous" defer></script>
<script src="./js-api.umd.min.js"></script><script src="app.js"></script>`;
    expect(rewriteClientTags(html)).toBe(
      `<script src="${CLIENT_SCRIPT_PATHS["@pitcher/js-api"]}" defer data-hostbridge-served-from="https://unpkg.com/@pitcher/js-api@1.26.0/js-api.umd.min.js"></script>
<script src="./js-api.umd.min.js"></script><script src="app.js"></script>`,
    );
  });

  it("is the page itself, byte for byte, when no tag loads the client from elsewhere", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = text.replace(/js-api|@pitcher|@hostbridge/gi, "");
        expect(rewriteClientTags(html)).toBe(html);
        expect(findClientTags(html)).toEqual([]);
      }),
    );
  });
});
