import { readPublishAnswer } from "@hostbridge/deploy-contract";
import { DeployError } from "./errors";
import type { HttpResponse } from "./http";
import { platformResponse } from "./platformResponse";
import type { PlatformResponse } from "./platformResponse";

/**
 * What a publish produced. The spec shows no answer, so only `sha256`, `size` (of the local archive that
 * was uploaded), `integrity` and `response` are always there; every other field is set only when the
 * platform's answer stated it.
 */
export interface Release {
  /** The app's name, as the platform stated it, else as given in `PublishOptions.appName`. */
  appName?: string;
  /** The new version's number, when the platform stated one. */
  version?: number;
  /** The new version's identifier, when the platform stated one. */
  versionId?: string;
  /** The new version's name, when the platform stated it as text (its own answers: the app.json version). */
  versionName?: string;
  /** The app's latest version after this publish, when stated. */
  latestVersion?: number;
  /** When the platform created the version, when stated. */
  createdAt?: string;
  /** SHA-256 (hex) of the archive that was uploaded. */
  sha256: string;
  /** Size in bytes of the archive that was uploaded. */
  size: number;
  /**
   * `confirmed`: the platform stated the sha256 of what it stored, and it equals `sha256`.
   * `not-confirmed`: it did not state one (a stated size, if any, matched).
   */
  integrity: "confirmed" | "not-confirmed";
  /** What the platform answered (key redacted). */
  response: PlatformResponse;
}

interface UploadFacts {
  sha256: string;
  size: number;
  appName: string | undefined;
  secret: string;
}

/**
 * The {@link Release} of a 2xx publish answer of any shape. Throws `SERVER` only when the answer states a
 * sha256 or a size that contradicts the uploaded archive (the upload was altered on the way).
 */
export function releaseFrom(response: HttpResponse, upload: UploadFacts): Release {
  const kept = platformResponse(response, upload.secret);
  const facts = readPublishAnswer(typeof kept.body === "string" ? undefined : kept.body);
  const release: Release = {
    ...facts,
    appName: facts.appName ?? upload.appName,
    sha256: upload.sha256,
    size: upload.size,
    integrity: facts.sha256 === undefined ? "not-confirmed" : "confirmed",
    response: kept,
  };
  if (release.appName === undefined) delete release.appName;
  const shaDiffers = facts.sha256 !== undefined && facts.sha256 !== upload.sha256;
  const sizeDiffers = facts.size !== undefined && facts.size !== upload.size;
  if (shaDiffers || sizeDiffers) {
    const stated = [
      facts.sha256 === undefined ? undefined : `sha256 ${facts.sha256}`,
      facts.size === undefined ? undefined : `${facts.size} bytes`,
    ].filter(Boolean);
    const which = release.version !== undefined ? `version ${release.version}` : "the new version";
    throw new DeployError(
      "SERVER",
      `the platform stored ${which} with ${stated.join(", ")}, but the local archive has sha256 ${upload.sha256} (${upload.size} bytes); the upload was altered on the way: do not install this version, publish again`,
      {
        status: response.status,
        details: { release: { ...release, response: undefined } },
        response: kept,
      },
    );
  }
  return release;
}
