// Shows an environment record (ServiceEnv, AdminEnv or DsrEnv) without ever showing its tokens.
import { facts } from "./components";

type NamedRecord =
  { name?: unknown; first_name?: unknown; last_name?: unknown; email?: unknown } | undefined;

/** The fields of the three environment records this app shows. */
export interface EnvLike {
  mode?: string | undefined;
  client_type?: string | undefined;
  device_locale?: string | undefined;
  svc?:
    | { access_token?: string; user?: unknown; organization?: unknown; instance?: unknown }
    | undefined;
  state?:
    { active_canvas_id?: string | undefined; active_file?: { id: string } | undefined } | undefined;
}

function nameOf(value: unknown): string | undefined {
  const record = value as NamedRecord;
  if (!record) return undefined;
  if (typeof record.name === "string") return record.name;
  const full = [record.first_name, record.last_name]
    .filter((part) => typeof part === "string")
    .join(" ");
  return full || undefined;
}

/** The facts of an environment record. Tokens are reported as present, never shown. */
export function envFacts(env: EnvLike): HTMLElement {
  const user = env.svc?.user as NamedRecord;
  return facts([
    [
      "User",
      nameOf(user) && `${nameOf(user)}${typeof user?.email === "string" ? ` <${user.email}>` : ""}`,
    ],
    ["Organization", nameOf(env.svc?.organization)],
    ["Instance", nameOf(env.svc?.instance)],
    ["Mode", env.mode],
    ["Client", env.client_type],
    ["Locale", env.device_locale],
    ["Active canvas", env.state?.active_canvas_id],
    ["Active file", env.state?.active_file?.id],
    ["Access token", env.svc?.access_token ? "received (not shown)" : "none"],
  ]);
}
