import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Folder of the golden envelope fixtures. */
export const ENVELOPE_FIXTURE_DIR = fileURLToPath(
  new URL("../fixtures/envelopes/", import.meta.url),
);

/** The fixture names (file names without `.json`), sorted. */
export function envelopeFixtureNames(): string[] {
  return readdirSync(ENVELOPE_FIXTURE_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** Parses one fixture file. */
export function readEnvelopeFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${ENVELOPE_FIXTURE_DIR}${name}.json`, "utf8")) as unknown;
}

/** Folder of the golden fixtures of the platform wire (post-robot frames, shown as parsed JSON). */
export const PLATFORM_FIXTURE_DIR = fileURLToPath(
  new URL("../fixtures/platform/", import.meta.url),
);

/** The platform-wire fixture names (file names without `.json`), sorted. */
export function platformFixtureNames(): string[] {
  return readdirSync(PLATFORM_FIXTURE_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** Parses one platform-wire fixture file. */
export function readPlatformFixture(name: string): unknown {
  return JSON.parse(readFileSync(`${PLATFORM_FIXTURE_DIR}${name}.json`, "utf8")) as unknown;
}
