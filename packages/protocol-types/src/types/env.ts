import type { ClientType, Mode } from "../constants";
import type {
  Instance,
  LaunchDarklyEnv,
  OpenRecord,
  OrgConfig,
  Organization,
  User,
} from "./records";

/** The `svc` block of an environment record: the service's credentials and the signed-in context. */
export type ServiceEnvSvc = {
  /** Access token for the platform's API. Never log it. */
  access_token: string;
  /** OpenID id token. Never log it. */
  id_token: string;
  /** The instance the app runs on. */
  instance: Instance;
  /** The organization configuration. */
  org_config?: OrgConfig;
  /** The organization record. */
  organization: Organization;
  /** Claims of the access token. Never log them. */
  token_claims: OpenRecord;
  /** The signed-in user. */
  user: User;
};

/** The file currently open (`state.active_file`). */
export type ActiveFile = {
  /** File id. */
  id: string;
};

/** The `state` block of an environment record: what is open right now. */
export type ServiceEnvState = {
  /** Id of the canvas in view. */
  active_canvas_id?: string;
  /** The file in view. */
  active_file?: ActiveFile;
  /** Id of the canvas section in view. */
  active_section_id?: string;
  /** Tracking id of the canvas presentation session. */
  canvas_correlation_id?: string;
};

/** The environment record of the `impact` and `ui` environments (result of `get_env`). */
export type ServiceEnv = {
  /** The platform the host runs on. */
  mode: Mode;
  /** The kind of client hosting the app. */
  client_type?: ClientType;
  /** Shape of the organization's CRM data. */
  crm_shape?: OpenRecord;
  /** Locale of the device, for example `en-US`. */
  device_locale?: string;
  /** Feature-flag environment. */
  launch_darkly?: LaunchDarklyEnv;
  /** Credentials and signed-in context. */
  svc: ServiceEnvSvc;
  /** What is open right now. */
  state?: ServiceEnvState;
  /** Count shown on the sync badge. */
  sync_badge_value?: number;
};

/** The environment record of the `admin` environment (`admin_get_env`, `admin_env_changed`). */
export type AdminEnv = {
  /** The kind of client hosting the app. */
  client_type?: ClientType;
  /** Shape of the organization's CRM data. */
  crm_shape?: OpenRecord;
  /** Feature-flag environment. */
  launch_darkly?: LaunchDarklyEnv;
  /** The platform the host runs on. */
  mode?: Mode;
  /** Credentials and signed-in context (required). */
  svc: ServiceEnvSvc;
  /** What is open right now. */
  state?: ServiceEnvState;
};

/** The `svc` block of the DSR environment: only an access token. */
export type DsrEnvSvc = {
  /** Access token for the platform's API. Never log it. */
  access_token: string;
};

/** The `state` block of the DSR environment; when present, every field is present. */
export type DsrEnvState = {
  /** Id of the canvas in view. */
  active_canvas_id: string;
  /** The file in view. */
  active_file: ActiveFile;
  /** Id of the canvas section in view. */
  active_section_id: string;
  /** Tracking id of the canvas presentation session. */
  canvas_correlation_id: string;
};

/** The environment record of the `dsr` environment (`dsr_get_env`, `dsr_env_changed`). */
export type DsrEnv = {
  /** The kind of client hosting the app. */
  client_type?: ClientType;
  /** Feature-flag environment. */
  launch_darkly?: LaunchDarklyEnv;
  /** The platform the host runs on (required). */
  mode: Mode;
  /** Credentials: only the access token. */
  svc?: DsrEnvSvc;
  /** What is open right now. */
  state?: DsrEnvState;
};
