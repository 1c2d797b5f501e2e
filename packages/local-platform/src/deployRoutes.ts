// The two platform calls: publish (POST /api/v1/apps/publish/, or the spec's .../publish/INFO) and install
// (POST /api/v1/apps/<app_name>/install/), answering exactly as the deploy HTTP contract says.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  INSTANCE_IDS_PART,
  PINNED_VERSION_PART,
  PUBLISH_FILE_PART,
} from "@hostbridge/deploy-contract";
import type { LocalInstallAnswer, LocalPublishAnswer } from "@hostbridge/deploy-contract";
import { API_KEY_HEADER, authorizeApp } from "./apiKeys";
import type { ApiKeyRing } from "./apiKeys";
import { receiveForm } from "./formBody";
import { HttpError } from "./httpError";
import type { ValidationIssue } from "./httpError";
import { checkArchive } from "./archive";
import type { ArchiveFiles } from "./archiveFiles";
import { appNameProblem } from "./manifest";
import type { ResolvedOptions } from "./options";
import { sendJson } from "./respond";
import type { RequestNotes } from "./respond";
import type { PlatformStore } from "./store";

/** What the route handlers share. */
export interface PlatformContext {
  readonly store: PlatformStore;
  readonly keys: ApiKeyRing;
  readonly options: ResolvedOptions;
  /** The stored zips installed versions are served from. */
  readonly archives: ArchiveFiles;
}

/** Room for the multipart framing and small fields around the file part. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
/** Largest install form. */
const MAX_INSTALL_FORM_BYTES = 1024 * 1024;
const MAX_INSTANCE_ID_LENGTH = 200;

function isoNow(context: PlatformContext): string {
  return new Date(context.options.now()).toISOString();
}

/** `POST /api/v1/apps/publish/` (or `.../publish/INFO`): stores the uploaded zip as the next version of its app. */
export async function publish(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
): Promise<void> {
  const key = context.keys.authenticate(req.headers[API_KEY_HEADER], context.options.now());
  notes.key = key.label;
  const started = performance.now();
  const form = await receiveForm(req, res, {
    fileField: PUBLISH_FILE_PART,
    tmpDir: context.store.tmpDir,
    maxFileBytes: context.options.maxUploadBytes,
    maxBodyBytes: context.options.maxUploadBytes + FORM_OVERHEAD_BYTES,
  });
  const file = form.file;
  if (!file) {
    throw new HttpError(
      400,
      "missing_file",
      form.fieldsNamedLikeFile
        ? 'The "file" part was sent as a text field; send the app zip as a file part (with a filename).'
        : 'The form has no "file" part; send the app zip as the multipart part named "file".',
      { details: [{ path: "file", message: "is required and must be a file" }] },
    );
  }
  const staging = join(context.store.tmpDir, `version-${randomUUID()}`);
  const received = performance.now();
  try {
    // Checked from its central directory, never unpacked: installed versions are served from the zip.
    const { manifest, entry } = await checkArchive(file.path, {
      maxEntries: context.options.maxArchiveEntries,
      maxExtractedBytes: context.options.maxExtractedBytes,
      maxCompressionRatio: context.options.maxCompressionRatio,
    });
    authorizeApp(key, manifest.name);
    const checked = performance.now();
    await mkdir(staging);
    await rename(file.path, join(staging, "app.zip"));
    const release = await context.store.commitPublish(
      { name: manifest.name, stagingDir: staging, sha256: file.sha256, size: file.size, entry },
      isoNow(context),
    );
    notes.note = `app=${manifest.name} version=${release.version}`;
    notes.phases = {
      receiveMs: Math.round(received - started),
      checkMs: Math.round(checked - received),
      unpackMs: Math.round(checked - received),
      storeMs: Math.round(performance.now() - checked),
    };
    const answer: LocalPublishAnswer = {
      app: { name: manifest.name, latest_version: release.version },
      release,
    };
    sendJson(req, res, 201, answer);
  } finally {
    await rm(file.path, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

function instanceIdsOf(fields: Map<string, string[]>): string[] {
  const ids = (fields.get(INSTANCE_IDS_PART) ?? [])
    .flatMap((value) => value.split(","))
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  return [...new Set(ids)];
}

function versionOf(fields: Map<string, string[]>): number | undefined {
  // The pinned version is this platform's extension of the spec's install call.
  const text = fields.get(PINNED_VERSION_PART)?.at(-1)?.trim();
  if (text === undefined || text === "") return undefined;
  const version = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new HttpError(
      400,
      "invalid_version",
      `The version "${text.slice(0, 50)}" is not a version number; send a whole number from 1.`,
      {
        details: [{ path: "version", message: "must be a whole number from 1" }],
      },
    );
  }
  return version;
}

type InstallEntry = LocalInstallAnswer["installs"][number];

/** `POST /api/v1/apps/<app_name>/install/`: installs a version of the app on instances. */
export async function install(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
  appName: string,
): Promise<void> {
  const key = context.keys.authenticate(req.headers[API_KEY_HEADER], context.options.now());
  notes.key = key.label;
  authorizeApp(key, appName);
  const form = await receiveForm(req, res, {
    tmpDir: context.store.tmpDir,
    maxFileBytes: MAX_INSTALL_FORM_BYTES,
    maxBodyBytes: MAX_INSTALL_FORM_BYTES,
    allowUrlEncoded: true,
  });
  if (appNameProblem(appName) !== undefined) {
    throw new HttpError(
      404,
      "app_not_found",
      `No app named "${appName.slice(0, 100)}" was published; publish it first.`,
    );
  }
  const ids = instanceIdsOf(form.fields);
  if (ids.length === 0) {
    throw new HttpError(
      400,
      "missing_instance_ids",
      'No instance id was sent; send one or more "instance_ids" parts (or one comma-separated value).',
      { details: [{ path: "instance_ids", message: "is required" }] },
    );
  }
  const badIds: ValidationIssue[] = ids
    .filter((id) => id.length > MAX_INSTANCE_ID_LENGTH || /[\u0000-\u001f\u007f]/.test(id)) // eslint-disable-line no-control-regex
    .map((id) => ({
      path: "instance_ids",
      message: `"${id.slice(0, 50)}" must be at most ${MAX_INSTANCE_ID_LENGTH} characters without control characters`,
    }));
  if (badIds.length > 0) {
    throw new HttpError(
      400,
      "invalid_instance_ids",
      "Some instance ids are not valid; see details.",
      { details: badIds },
    );
  }
  const requested = versionOf(form.fields);
  const known = context.options.instances;
  const knownIds = known ? ids.filter((id) => known.has(id)) : ids;
  const { version, outcomes } = await context.store.install(
    appName,
    requested,
    knownIds,
    isoNow(context),
  );
  const installed = new Map(outcomes.map((outcome) => [outcome.instance_id, outcome]));
  const entries: InstallEntry[] = ids.map((id) => {
    const outcome = installed.get(id);
    if (outcome) {
      return {
        instance_id: id,
        status: "installed",
        version: outcome.version,
        previous_version: outcome.previous_version,
      };
    }
    return {
      instance_id: id,
      status: "failed",
      error: {
        code: "unknown_instance",
        message: `This platform has no instance "${id}"; check the instance id.`,
      },
    };
  });
  const failed = entries.length - outcomes.length;
  notes.note = `app=${appName} version=${version} installed=${outcomes.length}${failed > 0 ? ` failed=${failed}` : ""}`;
  if (outcomes.length === 0) {
    throw new HttpError(
      404,
      "unknown_instance",
      "None of the instance ids is known to this platform; check them.",
      {
        details: entries,
      },
    );
  }
  const answer: LocalInstallAnswer = { app: { name: appName }, version, installs: entries };
  sendJson(req, res, failed > 0 ? 207 : 200, answer);
}
