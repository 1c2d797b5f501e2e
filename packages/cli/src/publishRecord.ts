// What the platform last reported for an app's publish, remembered in the app's `.hostbridge/published.json`
// (a directory never packed and ignored by git through its own .gitignore: stateDir.ts), so that the CLI can tell that an archive is byte for byte the latest version
// (`publish` and `deploy` warn; `publish --skip-unchanged` skips). Only a sha256 the platform itself stated is
// recorded: the spec shows no answer, so against a platform that states none, nothing is known and
// nothing is skipped.
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Release } from "@hostbridge/deploy-client";
import type { Context } from "./context";
import { ensureStateDir, STATE_DIR } from "./stateDir";

/** The file, below the app dir. */
export const PUBLISH_RECORD_FILE = join(STATE_DIR, "published.json");

/** What the platform reported for the latest publish of an app to a base URL. */
export interface PublishRecord {
  /** The sha256 the platform stated for the stored archive. */
  sha256: string;
  /** The version it stated, if any. */
  version?: number;
  /** The version id it stated, if any. */
  versionId?: string;
  /** When the CLI recorded it (ISO 8601). */
  recordedAt: string;
}

type RecordFile = Record<string, PublishRecord>;

function keyOf(baseUrl: string, appName: string): string {
  return `${new URL(baseUrl).href} ${appName}`;
}

async function readRecords(appDir: string): Promise<RecordFile> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(appDir, PUBLISH_RECORD_FILE), "utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as RecordFile)
      : {};
  } catch {
    return {};
  }
}

/** The record of the latest publish of `appName` to `baseUrl`, when the platform reported a sha256. */
export async function lastPublished(
  appDir: string,
  baseUrl: string,
  appName: string,
): Promise<PublishRecord | undefined> {
  return recordIn(await readRecords(appDir), baseUrl, appName);
}

/**
 * Every record of the app dir, read now, as a lookup: for a caller that learns the app's name
 * later, where it cannot wait (`deploy`'s step callbacks).
 */
export async function publishRecords(
  appDir: string,
): Promise<(baseUrl: string, appName: string) => PublishRecord | undefined> {
  const records = await readRecords(appDir);
  return (baseUrl, appName) => recordIn(records, baseUrl, appName);
}

function recordIn(records: RecordFile, baseUrl: string, appName: string) {
  const record = records[keyOf(baseUrl, appName)];
  return typeof record?.sha256 === "string" ? record : undefined;
}

/** "the archive is byte for byte version 4, as the platform last reported it (sha256 …)". */
export function sameBytesAs(record: PublishRecord): string {
  const version =
    record.version !== undefined
      ? `version ${record.version}`
      : record.versionId !== undefined
        ? `version ${record.versionId}`
        : "the latest version";
  return `the archive is byte for byte ${version}, as the platform last reported it (sha256 ${record.sha256.slice(0, 12)}…)`;
}

/**
 * Warns (on stderr) that the archive `sha256` is byte for byte the version `previous` records, and
 * what publishing it anyway does (`advice`); returns whether it is.
 */
export function warnUnchanged(
  ctx: Context,
  previous: PublishRecord | undefined,
  sha256: string | undefined,
  advice: string,
): previous is PublishRecord {
  if (previous === undefined || previous.sha256 !== sha256) return false;
  ctx.out.note(`${ctx.out.paint("warning", "yellow")} ${sameBytesAs(previous)}; ${advice}`);
  return true;
}

/**
 * Remembers a release whose sha256 the platform confirmed; does nothing for an unconfirmed one. Never
 * throws (a read-only app dir must not fail a publish that succeeded): resolves false when not written.
 */
export async function rememberPublished(
  appDir: string,
  baseUrl: string,
  appName: string,
  release: Release,
): Promise<boolean> {
  if (release.integrity !== "confirmed") return false;
  try {
    await writeRecord(appDir, keyOf(baseUrl, appName), {
      sha256: release.sha256,
      ...(release.version === undefined ? {} : { version: release.version }),
      ...(release.versionId === undefined ? {} : { versionId: release.versionId }),
      recordedAt: new Date().toISOString(),
    });
    return true;
  } catch {
    return false;
  }
}

async function writeRecord(appDir: string, key: string, record: PublishRecord): Promise<void> {
  const records = await readRecords(appDir);
  records[key] = record;
  const path = join(appDir, PUBLISH_RECORD_FILE);
  await ensureStateDir(appDir);
  await writeFile(`${path}.tmp`, `${JSON.stringify(records, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}
