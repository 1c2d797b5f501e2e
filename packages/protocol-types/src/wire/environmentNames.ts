// Where an environment record keeps its service block (the access token, the instance, the user):
// the spec names it `svc`; the platform's deployed hosts send it as `pitcher`, the name their client
// (`@pitcher/js-api`) reads. Host tooling sends both names on the platform wire (`inPlatformNames`);
// the app side reads an environment that has only `pitcher` as the spec's too (`inSpecNames`), so an
// app's `env.svc` is there on the platform's own hosts.
import { isRecord } from "../guards";

/**
 * Whether `type` is answered (`get_env`, `admin_get_env`, `dsr_get_env`) or pushed (`env_changed`,
 * `admin_env_changed`, `dsr_env_changed`) with an environment record.
 */
export const carriesEnvironment = (type: string): boolean =>
  /^(admin_|dsr_)?(get_env|env_changed)$/.test(type);

/**
 * An environment as the platform's deployed hosts send it: the service block (`svc`) also under
 * `pitcher`, where their client reads it. Anything else (or a record that has `pitcher`) as it is.
 */
export function inPlatformNames(env: unknown): unknown {
  if (!isRecord(env) || env.svc === undefined || "pitcher" in env) return env;
  return { ...env, pitcher: env.svc };
}

/**
 * An environment as the spec names it: a record with the platform's `pitcher` block and no `svc`
 * gets the same block as `svc` too (`pitcher` stays). Anything else as it is.
 */
export function inSpecNames(env: unknown): unknown {
  if (!isRecord(env) || env.svc !== undefined || !isRecord(env.pitcher)) return env;
  return { ...env, svc: env.pitcher };
}
