import { PLATFORM_HEADER } from "@hostbridge/deploy-contract";
import { maskSecrets } from "@hostbridge/protocol-types";
import { API_KEY_MASK } from "./http";
import type { HttpResponse } from "./http";

/** Longest text body kept in a {@link PlatformResponse} (JSON bodies up to {@link MAX_JSON_KEPT} are kept whole). */
export const MAX_TEXT_KEPT = 4096;
/** Largest JSON body kept parsed; a larger one is kept as text, cut at {@link MAX_TEXT_KEPT}. */
export const MAX_JSON_KEPT = 64 * 1024;

/**
 * What the platform answered, kept and shown as it was (the spec shows no answer, so none is required).
 * The API key never appears in it: the body is redacted before it is parsed.
 */
export interface PlatformResponse {
  /** The HTTP status. */
  status: number;
  /** The `Content-Type` header, or `null` when the answer had none. */
  contentType: string | null;
  /** The body parsed as JSON; else its text, cut at 4 KB; `null` when the answer had no body. */
  body: unknown;
  /** True when the text body was cut. */
  truncated: boolean;
  /**
   * The value of the answer's `X-HostBridge-Platform` header, when it had one: `"hostbridge-local"`
   * (`LOCAL_PLATFORM_ID`) for HostBridge's local platform. Unset for any other platform.
   */
  platform?: string;
}

/** Parses a body as JSON, or returns undefined when it is not JSON. */
export function parseJsonBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > MAX_JSON_KEPT) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** The {@link PlatformResponse} of an answer, with `secret` redacted. */
export function platformResponse(
  response: HttpResponse,
  secret: string | undefined,
): PlatformResponse {
  const text = maskSecrets(response.text, [secret], API_KEY_MASK);
  const contentType = response.headers["content-type"] ?? null;
  const header = response.headers[PLATFORM_HEADER.toLowerCase()];
  const platform =
    header === undefined
      ? {}
      : { platform: maskSecrets(header, [secret], API_KEY_MASK).slice(0, 100) };
  if (text.trim() === "")
    return { status: response.status, contentType, body: null, truncated: false, ...platform };
  const json = parseJsonBody(text);
  if (json !== undefined)
    return { status: response.status, contentType, body: json, truncated: false, ...platform };
  return {
    ...platform,
    status: response.status,
    contentType,
    body: text.length > MAX_TEXT_KEPT ? text.slice(0, MAX_TEXT_KEPT) : text,
    truncated: text.length > MAX_TEXT_KEPT,
  };
}

/**
 * One line saying what the platform answered: `HTTP 201 (application/json): {"id":"v_12"}`, the body
 * compacted to one line and cut at `max` characters (an HTML page by its title).
 *
 * @example
 * ```ts
 * describeResponse(release.response); // "HTTP 204, no body"
 * ```
 */
export function describeResponse(response: PlatformResponse, max = 120): string {
  const type = response.contentType ? ` (${response.contentType.split(";")[0]!.trim()})` : "";
  if (response.body === null) return `HTTP ${response.status}${type}, no body`;
  let excerpt: string;
  if (typeof response.body === "string") {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(response.body)?.[1];
    excerpt = (title ?? response.body).replace(/\s+/g, " ").trim();
  } else {
    excerpt = JSON.stringify(response.body);
  }
  const short = excerpt.length <= max ? excerpt : `${excerpt.slice(0, max - 1)}…`;
  return `HTTP ${response.status}${type}: ${short}`;
}
