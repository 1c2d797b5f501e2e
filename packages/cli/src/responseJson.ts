// The `platform_response` of --json output. A module of its own with a type-only import, so that
// reportError.ts can use it for errors without loading @hostbridge/deploy-client at start-up.
import type { PlatformResponse } from "@hostbridge/deploy-client";

/** The `platform_response` of --json output: status, content type and body (JSON, or text cut at 4 KB). */
export function platformResponseJson(response: PlatformResponse) {
  return {
    status: response.status,
    content_type: response.contentType,
    body: response.body,
    ...(response.truncated ? { truncated: true } : {}),
  };
}
