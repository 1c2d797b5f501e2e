import type { AdminEnv, DsrEnv, JsApiLocation, ServiceEnv } from "@hostbridge/protocol-types";
import type { HostFixtures } from "./fixtures/hostFixtures";

function clientTypeFor(location: JsApiLocation, fixtures: HostFixtures): ServiceEnv["client_type"] {
  if (location === "admin" || location === "dsr") return location;
  return (fixtures.env.client_type as ServiceEnv["client_type"]) ?? "impact";
}

/** The `get_env` answer and the `env_changed` payload: the fixture env for `location`. */
export function serviceEnvOf(fixtures: HostFixtures, location: JsApiLocation): ServiceEnv {
  const env = structuredClone(fixtures.env) as unknown as ServiceEnv;
  const clientType = clientTypeFor(location, fixtures);
  return clientType === undefined ? env : { ...env, client_type: clientType };
}

/** The `admin_get_env` answer and the `admin_env_changed` payload. */
export function adminEnvOf(fixtures: HostFixtures): AdminEnv {
  const env = serviceEnvOf(fixtures, "admin");
  const out: AdminEnv = { client_type: "admin", mode: env.mode, svc: env.svc };
  if (env.crm_shape !== undefined) out.crm_shape = env.crm_shape;
  if (env.launch_darkly !== undefined) out.launch_darkly = env.launch_darkly;
  if (env.state !== undefined) out.state = env.state;
  return out;
}

/**
 * The `dsr_get_env` answer and the `dsr_env_changed` payload: only the access token of `svc`, and
 * `state` only when all four of its fields are known (the DSR state has no optional fields).
 */
export function dsrEnvOf(fixtures: HostFixtures): DsrEnv {
  const env = serviceEnvOf(fixtures, "dsr");
  const out: DsrEnv = {
    client_type: "dsr",
    mode: env.mode,
    svc: { access_token: env.svc.access_token },
  };
  if (env.launch_darkly !== undefined) out.launch_darkly = env.launch_darkly;
  const state = env.state;
  if (
    state?.active_canvas_id &&
    state.active_file &&
    state.active_section_id &&
    state.canvas_correlation_id
  ) {
    out.state = {
      active_canvas_id: state.active_canvas_id,
      active_file: state.active_file,
      active_section_id: state.active_section_id,
      canvas_correlation_id: state.canvas_correlation_id,
    };
  }
  return out;
}

/** The secrets of the fixture env (tokens), for redaction. */
export function secretsOf(fixtures: HostFixtures): string[] {
  return [fixtures.env.svc.access_token, fixtures.env.svc.id_token].filter(
    (s) => typeof s === "string",
  );
}
