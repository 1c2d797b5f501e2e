/** Schemas of the CRM payloads. */
import * as z from "zod";
import { CRM_SERVICE_TYPES } from "../constants";
import { OpenRecordSchema } from "./primitives";

/** `crm_a`, `crm_b` or `crm_c`. */
export const CRMServiceTypeSchema = z.enum(CRM_SERVICE_TYPES);

/** `CRMQueryPayload` (any platform). */
export const CRMQueryPayloadSchema = z.object({
  query: z.string(),
  service: CRMServiceTypeSchema.optional(),
});

/** `CRMCreatePayload` (Web only). */
export const CRMCreatePayloadSchema = z.object({
  sobject: z.string(),
  records: z.array(OpenRecordSchema),
  service: CRMServiceTypeSchema.optional(),
});

/** `CRMDescribePayload` (Web only). */
export const CRMDescribePayloadSchema = z.object({
  sobject: z.string(),
  service: CRMServiceTypeSchema.optional(),
});

/** `CRMLayoutPayload` (Web only). */
export const CRMLayoutPayloadSchema = z.object({
  sobject: z.string(),
  form_factor: z.string().optional(),
  layout_type: z.string().optional(),
  mode: z.string().optional(),
  record_type_id: z.string().optional(),
  service: CRMServiceTypeSchema.optional(),
});

/** `CRMUpsertPayload` (Web only). */
export const CRMUpsertPayloadSchema = z.object({
  sobject: z.string(),
  external_id_field: z.string(),
  records: z.array(OpenRecordSchema),
  service: CRMServiceTypeSchema.optional(),
});

/** `UpsertCRMObject`. */
export const UpsertCRMObjectSchema = z.object({
  table_name: z.string(),
  objects: z.array(OpenRecordSchema),
  external_id_path: z.string().optional(),
});

/** `UpsertCRMObjectsPayload` (iOS only). */
export const UpsertCRMObjectsPayloadSchema = z.object({ objects: z.array(UpsertCRMObjectSchema) });

/** `CRMDeleteObject`. */
export const CRMDeleteObjectSchema = z.object({
  table_name: z.string(),
  ids: z.array(z.string()),
});

/** `CRMSmartDeleteObjectsPayload` (iOS only). */
export const CRMSmartDeleteObjectsPayloadSchema = z.object({
  objects: z.array(CRMDeleteObjectSchema),
});

/** `CRMSmartObjectValidationRulesPayload` (iOS only). */
export const CRMSmartObjectValidationRulesPayloadSchema = z.object({ object: z.string() });
