/** Schemas of the environment records. */
import * as z from "zod";
import { CLIENT_TYPES, MODES } from "../constants";
import { OpenRecordSchema } from "./primitives";
import { InstanceSchema, UserSchema } from "./recordsSchemas";

/** `WEB`, `IOS`, `WINDOWS` or `ANDROID`. */
export const ModeSchema = z.enum(MODES);

/** `admin`, `dsr`, `impact` or `impact-canvas-home`. */
export const ClientTypeSchema = z.enum(CLIENT_TYPES);

/** `ServiceEnvSvc`: the `svc` block. */
export const ServiceEnvSvcSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  instance: InstanceSchema,
  org_config: OpenRecordSchema.optional(),
  organization: OpenRecordSchema,
  token_claims: OpenRecordSchema,
  user: UserSchema,
});

/** `ActiveFile`: `{ id }`. */
export const ActiveFileSchema = z.object({ id: z.string() });

/** `ServiceEnvState`: the `state` block. */
export const ServiceEnvStateSchema = z.object({
  active_canvas_id: z.string().optional(),
  active_file: ActiveFileSchema.optional(),
  active_section_id: z.string().optional(),
  canvas_correlation_id: z.string().optional(),
});

/** `ServiceEnv`: the environment of `impact` and `ui`. */
export const ServiceEnvSchema = z.object({
  mode: ModeSchema,
  client_type: ClientTypeSchema.optional(),
  crm_shape: OpenRecordSchema.optional(),
  device_locale: z.string().optional(),
  launch_darkly: OpenRecordSchema.optional(),
  svc: ServiceEnvSvcSchema,
  state: ServiceEnvStateSchema.optional(),
  sync_badge_value: z.number().optional(),
});

/** `AdminEnv`: the environment of `admin`. */
export const AdminEnvSchema = z.object({
  client_type: ClientTypeSchema.optional(),
  crm_shape: OpenRecordSchema.optional(),
  launch_darkly: OpenRecordSchema.optional(),
  mode: ModeSchema.optional(),
  svc: ServiceEnvSvcSchema,
  state: ServiceEnvStateSchema.optional(),
});

/** `DsrEnvSvc`: only the access token. */
export const DsrEnvSvcSchema = z.object({ access_token: z.string() });

/** `DsrEnvState`: every field required. */
export const DsrEnvStateSchema = z.object({
  active_canvas_id: z.string(),
  active_file: ActiveFileSchema,
  active_section_id: z.string(),
  canvas_correlation_id: z.string(),
});

/** `DsrEnv`: the environment of `dsr`. */
export const DsrEnvSchema = z.object({
  client_type: ClientTypeSchema.optional(),
  launch_darkly: OpenRecordSchema.optional(),
  mode: ModeSchema,
  svc: DsrEnvSvcSchema.optional(),
  state: DsrEnvStateSchema.optional(),
});
