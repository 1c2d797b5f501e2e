import {
  INSTANCE_IDS_PART,
  installPath,
  PINNED_VERSION_PART,
  PUBLISH_PATH,
} from "@hostbridge/deploy-contract";
import { endpoint, parseBaseUrl } from "./target";
import { multipartBody } from "./multipart";
import { archiveUpload, sha256OfFile } from "./publish";
import { apiHeaders } from "./version";
import { API_KEY_MASK } from "./http";

/** One multipart part of a planned request. */
export interface PlannedPart {
  /** Form field name (`file`, `instance_ids`, `version`). */
  name: string;
  /** File name, for a file part. */
  filename?: string;
  /** Content type, for a file part. */
  contentType?: string;
  /** Size of the part's content in bytes. */
  size: number;
  /** SHA-256 of a file part's content. */
  sha256?: string;
  /** Value of a text part. */
  value?: string;
}

/** A request exactly as it would be sent, with the API key shown as `***`. */
export interface RequestPlan {
  /** HTTP method. */
  method: "POST";
  /** Full URL. */
  url: string;
  /** Headers; `X-API-Key` is `***` (or `(not set)` when no key was found). */
  headers: Record<string, string>;
  /** The multipart parts, in order. */
  parts: PlannedPart[];
}

/** Options of {@link planPublish}. */
export interface PlanPublishOptions {
  /** The platform's base URL. */
  baseUrl: string | URL;
  /** The archive that would be uploaded. */
  archivePath: string;
  /** File name announced in the part. Default: the archive's base name. */
  fileName?: string;
  /** Whether an API key is available (shown as `***`); its value is never needed. Default true. */
  hasApiKey?: boolean;
  /** See {@link PlatformOptions.allowInsecureHttp}. */
  allowInsecureHttp?: boolean;
}

/** Options of {@link planInstall}. */
export interface PlanInstallOptions {
  /** The platform's base URL. */
  baseUrl: string | URL;
  /** The app to install. */
  appName: string;
  /** Instances; one request each. */
  instanceIds: readonly string[];
  /** Pinned version (a local-platform extension, see `InstallOptions.version`); default none. */
  version?: number | string;
  /** Whether an API key is available. Default true. */
  hasApiKey?: boolean;
  /** See {@link PlatformOptions.allowInsecureHttp}. */
  allowInsecureHttp?: boolean;
}

function keyHeader(hasApiKey: boolean | undefined): string {
  return hasApiKey === false ? "(not set)" : API_KEY_MASK;
}

/**
 * Describes the publish request {@link publish} would send, byte for byte in size, sending nothing.
 *
 * @example
 * ```ts
 * const plan = await planPublish({ baseUrl, archivePath: archive.path });
 * console.log(plan.method, plan.url, plan.headers, plan.parts);
 * ```
 */
export async function planPublish(options: PlanPublishOptions): Promise<RequestPlan> {
  const url = endpoint(parseBaseUrl(options.baseUrl, options.allowInsecureHttp), PUBLISH_PATH);
  const archive = await archiveUpload(options.archivePath, options.fileName);
  const body = archive.body();
  return {
    method: "POST",
    url: url.href,
    headers: apiHeaders(keyHeader(options.hasApiKey), body.contentType, body.length),
    parts: [
      { ...archive.part, size: archive.size, sha256: await sha256OfFile(options.archivePath) },
    ],
  };
}

/**
 * Describes the install requests {@link install} would send (one per instance), sending nothing.
 *
 * @example
 * ```ts
 * for (const plan of planInstall({ baseUrl, appName: "my-app", instanceIds: ["test-1"] })) console.log(plan.url);
 * ```
 */
export function planInstall(options: PlanInstallOptions): RequestPlan[] {
  const url = endpoint(
    parseBaseUrl(options.baseUrl, options.allowInsecureHttp),
    installPath(options.appName),
  );
  return options.instanceIds.map((instanceId) => {
    const parts: PlannedPart[] = [
      { name: INSTANCE_IDS_PART, value: instanceId, size: Buffer.byteLength(instanceId) },
    ];
    const fields = [{ name: INSTANCE_IDS_PART, value: instanceId }];
    if (options.version !== undefined) {
      const value = String(options.version);
      parts.push({ name: PINNED_VERSION_PART, value, size: Buffer.byteLength(value) });
      fields.push({ name: PINNED_VERSION_PART, value });
    }
    const body = multipartBody(fields);
    return {
      method: "POST" as const,
      url: url.href,
      headers: apiHeaders(keyHeader(options.hasApiKey), body.contentType, body.length),
      parts,
    };
  });
}
