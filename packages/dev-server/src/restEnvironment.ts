// The token and instance the simulated REST API (./platformRest) checks: the environment's as the
// host simulator sends it (`svc`, which the platform's client reads as `pitcher`), with the fixtures
// file's `env` over it, read at each request so an edit of the file takes effect at once.
import { createFixtures } from "@hostbridge/host-simulator";
import { isRecord } from "@hostbridge/protocol-types";
import type { PlatformRestEnvironment } from "./platformRest";

/** `env[block][key]` (or `env[block][key].id` for the instance) when the fixtures name it. */
function fromPatch(env: unknown, key: "access_token" | "instance"): string | undefined {
  if (!isRecord(env)) return undefined;
  for (const block of ["svc", "pitcher"]) {
    const value = isRecord(env[block]) ? env[block][key] : undefined;
    const found = key === "instance" && isRecord(value) ? value.id : value;
    if (typeof found === "string") return found;
  }
  return undefined;
}

/** The environment of the simulated REST API, from the fixtures file's `env` patch. */
export function restEnvironment(envPatch: () => unknown): PlatformRestEnvironment {
  const defaults = createFixtures().env.svc;
  return {
    accessToken: () => fromPatch(envPatch(), "access_token") ?? defaults.access_token,
    instanceId: () => fromPatch(envPatch(), "instance") ?? String(defaults.instance.id),
  };
}
