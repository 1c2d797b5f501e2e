import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { isSecretKey } from "@hostbridge/protocol-types";
import * as z from "zod";
import { CliError } from "./errors";

/** The config file name, read from the app directory. */
export const CONFIG_FILE = "hostbridge.config.json";

const ProfileSchema = z.strictObject({
  baseUrl: z.string().min(1).optional(),
  instanceIds: z.array(z.string().min(1)).optional(),
  description: z.string().optional(),
});

const ConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  defaultProfile: z.string().min(1).optional(),
  profiles: z.record(z.string().min(1), ProfileSchema).default({}),
});

/** A deploy target in `hostbridge.config.json`. */
export type Profile = z.infer<typeof ProfileSchema>;
/** The parsed `hostbridge.config.json`. */
export type HostbridgeConfig = z.infer<typeof ConfigSchema>;

function findSecretField(value: unknown, path: string[]): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findSecretField(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) return [...path, key].join(".");
    const found = findSecretField(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads `hostbridge.config.json` from `appDir` (undefined when absent). A field that names a
 * credential (`apiKey`, `token`, `password`...: the one redaction list's `isSecretKey`, any casing)
 * is refused: config files get committed.
 */
export async function loadConfig(appDir: string): Promise<HostbridgeConfig | undefined> {
  const path = join(appDir, CONFIG_FILE);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new CliError("CONFIG", `${CONFIG_FILE} could not be read: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(
      "CONFIG",
      `${CONFIG_FILE} is not valid JSON (${(error as Error).message}); fix it or remove it`,
    );
  }
  const secret = findSecretField(value, []);
  if (secret) {
    throw new CliError(
      "CONFIG",
      `${CONFIG_FILE}: ${secret}: secrets do not belong in the config file (it gets committed); remove the field and give the key through HOSTBRIDGE_API_KEY, --api-key-file or --api-key-stdin`,
    );
  }
  const result = ConfigSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map(
        (issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`,
      )
      .join("; ");
    throw new CliError(
      "CONFIG",
      `${CONFIG_FILE} is invalid: ${problems}. Expected { "profiles": { "<name>": { "baseUrl": "...", "instanceIds": ["..."] } }, "defaultProfile"?: "<name>" }`,
    );
  }
  if (result.data.defaultProfile && !result.data.profiles[result.data.defaultProfile]) {
    throw new CliError(
      "CONFIG",
      `${CONFIG_FILE}: defaultProfile "${result.data.defaultProfile}" is not one of the profiles`,
    );
  }
  return result.data;
}

/** Where the deploy target comes from and what it is. */
export interface Target {
  baseUrl?: string;
  instanceIds: string[];
  profile?: string;
  /** For each value, where it came from (`--base-url`, `HOSTBRIDGE_BASE_URL`, `profile test`). */
  sources: { baseUrl?: string; instanceIds?: string };
}

/** Flags that choose the target. */
export interface TargetFlags {
  baseUrl?: string;
  /** `<name>` of `https://<name>.my.pitcher.com`. */
  domain?: string;
  instance?: string[];
  profile?: string;
}

function splitIds(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    ),
  ];
}

/** The platform's domain suffix: `--domain acme` is `https://acme.my.pitcher.com`. */
export const PLATFORM_DOMAIN_SUFFIX = "my.pitcher.com";

/** A DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * The base URL of `--domain <name>`: `https://<name>.my.pitcher.com`, as the platform's makers address
 * their instances. `name` must be one DNS label (a full URL or a dotted name is refused, saying to use
 * --base-url for other addresses).
 */
export function domainBaseUrl(name: string): string {
  if (!DNS_LABEL.test(name)) {
    throw new CliError(
      "USAGE",
      `--domain ${JSON.stringify(name)} is not a domain name: give the <name> of https://<name>.${PLATFORM_DOMAIN_SUFFIX} (letters, digits and inner hyphens); for any other address use --base-url`,
    );
  }
  return `https://${name.toLowerCase()}.${PLATFORM_DOMAIN_SUFFIX}`;
}

/** Resolves base URL and instance ids with the precedence flag > environment > profile. */
export async function resolveTarget(
  appDir: string,
  flags: TargetFlags,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Target> {
  const config = await loadConfig(appDir);
  const profileName =
    flags.profile ?? (env.HOSTBRIDGE_PROFILE || undefined) ?? config?.defaultProfile;
  let profile: Profile | undefined;
  if (profileName) {
    if (!config) {
      throw new CliError(
        "CONFIG",
        `profile "${profileName}" was asked for, but ${appDir} has no ${CONFIG_FILE}`,
      );
    }
    profile = config.profiles[profileName];
    if (!profile) {
      const known = Object.keys(config.profiles);
      throw new CliError(
        "CONFIG",
        `profile "${profileName}" is not in ${CONFIG_FILE}; known profiles: ${known.length > 0 ? known.join(", ") : "(none)"}`,
      );
    }
  }
  const target: Target = { instanceIds: [], profile: profileName, sources: {} };
  if (flags.domain !== undefined) {
    if (flags.baseUrl)
      throw new CliError(
        "USAGE",
        "--domain and --base-url both name the platform; pass one of them",
      );
    target.baseUrl = domainBaseUrl(flags.domain);
    target.sources.baseUrl = "--domain";
  } else if (flags.baseUrl) {
    target.baseUrl = flags.baseUrl;
    target.sources.baseUrl = "--base-url";
  } else if (env.HOSTBRIDGE_BASE_URL) {
    target.baseUrl = env.HOSTBRIDGE_BASE_URL;
    target.sources.baseUrl = "HOSTBRIDGE_BASE_URL";
  } else if (profile?.baseUrl) {
    target.baseUrl = profile.baseUrl;
    target.sources.baseUrl = `profile ${profileName}`;
  }
  if (flags.instance && flags.instance.length > 0) {
    target.instanceIds = splitIds(flags.instance);
    target.sources.instanceIds = "--instance";
  } else if (env.HOSTBRIDGE_INSTANCE_IDS) {
    target.instanceIds = splitIds([env.HOSTBRIDGE_INSTANCE_IDS]);
    target.sources.instanceIds = "HOSTBRIDGE_INSTANCE_IDS";
  } else if (profile?.instanceIds) {
    target.instanceIds = splitIds(profile.instanceIds);
    target.sources.instanceIds = `profile ${profileName}`;
  }
  return target;
}

/** Fails with a usage error naming every way to give the base URL. */
export function requireBaseUrl(target: Target): string {
  if (!target.baseUrl) {
    throw new CliError(
      "CONFIG",
      `no platform base URL: pass --base-url, set HOSTBRIDGE_BASE_URL, or add "baseUrl" to a profile in ${CONFIG_FILE}`,
    );
  }
  return target.baseUrl;
}

/** Fails with a usage error naming every way to give instance ids. */
export function requireInstances(target: Target): string[] {
  if (target.instanceIds.length === 0) {
    throw new CliError(
      "CONFIG",
      `no instance to install on: pass --instance <id> (repeatable), set HOSTBRIDGE_INSTANCE_IDS (comma list), or add "instanceIds" to a profile in ${CONFIG_FILE}`,
    );
  }
  return target.instanceIds;
}
