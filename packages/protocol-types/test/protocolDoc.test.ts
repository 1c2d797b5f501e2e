import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  envelopeFixtureNames,
  platformFixtureNames,
  readEnvelopeFixture,
  readPlatformFixture,
} from "./helpers/fixtures";

const PROTOCOL_DOC = new URL("../../../docs/protocol.md", import.meta.url);

/** Every `<!-- fixture: name.json -->` marker with the ```json block right after it. */
function fixtureBlocks(markdown: string, marker = "fixture"): { name: string; json: string }[] {
  const blocks: { name: string; json: string }[] = [];
  for (const match of markdown.matchAll(
    new RegExp(`<!-- ${marker}: ([a-z0-9-]+)\\.json -->\\s*\`\`\`json\\n([\\s\\S]*?)\`\`\``, "g"),
  )) {
    blocks.push({ name: match[1]!, json: match[2]! });
  }
  return blocks;
}

describe("docs/protocol.md", () => {
  const markdown = readFileSync(PROTOCOL_DOC, "utf8");
  const blocks = fixtureBlocks(markdown);

  it("shows every golden fixture exactly once", () => {
    expect(blocks.map((block) => block.name).sort()).toEqual(envelopeFixtureNames());
    expect(markdown.match(/<!-- fixture:/g)).toHaveLength(blocks.length);
  });

  it("shows each fixture as it is in its file", () => {
    for (const { name, json } of blocks) {
      expect(JSON.parse(json), name).toEqual(readEnvelopeFixture(name));
    }
  });

  it("lists every fixture file in its fixture table", () => {
    const table = markdown.slice(markdown.indexOf("## Fixture files"));
    for (const name of envelopeFixtureNames()) expect(table).toContain(`\`${name}.json\``);
  });

  it("shows every platform-wire fixture exactly once, as it is in its file", () => {
    const platform = fixtureBlocks(markdown, "platform-fixture");
    expect(platform.map((block) => block.name).sort()).toEqual(platformFixtureNames());
    for (const { name, json } of platform)
      expect(JSON.parse(json), name).toEqual(readPlatformFixture(name));
  });
});
