/**
 * CRM payloads. `CRMQueryPayload` works on every platform; `CRMCreatePayload`, `CRMDescribePayload`,
 * `CRMLayoutPayload` and `CRMUpsertPayload` only on a Web host (they use the REST interface of the
 * first CRM service); the `crm_smart_*` payloads only on an iOS host.
 */
import type { CRMServiceType } from "../constants";
import type { OpenRecord } from "./records";

/** Run a CRM query (`crm_query`, any platform). */
export type CRMQueryPayload = {
  /** The query. */
  query: string;
  /** CRM service to ask. */
  service?: CRMServiceType;
};

/** Create CRM records (`crm_create`, Web only). */
export type CRMCreatePayload = {
  /** CRM object type. */
  sobject: string;
  /** Records: field name (CRM API name) to value. */
  records: Record<string, unknown>[];
  /** CRM service to use. */
  service?: CRMServiceType;
};

/** Describe a CRM object: fields and picklist values (`crm_describe`, Web only). */
export type CRMDescribePayload = {
  /** CRM object type. */
  sobject: string;
  /** CRM service to use. */
  service?: CRMServiceType;
};

/** Get the layout of a CRM object (`crm_layout`, Web only). */
export type CRMLayoutPayload = {
  /** CRM object type. */
  sobject: string;
  /** Form factor. */
  form_factor?: string;
  /** Layout type. */
  layout_type?: string;
  /** Mode. */
  mode?: string;
  /** Record type id. */
  record_type_id?: string;
  /** CRM service to use. */
  service?: CRMServiceType;
};

/**
 * Upsert CRM records (`crm_upsert`, Web only). A record whose `external_id_field` value matches an
 * existing record updates it; otherwise a new record is created.
 */
export type CRMUpsertPayload = {
  /** CRM object type. */
  sobject: string;
  /** Field that holds the external id; required to update instead of duplicating. */
  external_id_field: string;
  /** Records: field name (CRM API name) to value. */
  records: Record<string, unknown>[];
  /** CRM service to use. */
  service?: CRMServiceType;
};

/**
 * Objects of one CRM table to upsert on iOS. Each object being created must carry an explicit
 * identifier field (for example `Id`): the backend does not generate identifiers.
 */
export type UpsertCRMObject = {
  /** CRM object (table) name. */
  table_name: string;
  /** The objects. */
  objects: OpenRecord[];
  /** Path of the external id; required to update instead of duplicating. */
  external_id_path?: string;
};

/** Upsert CRM objects (`crm_smart_upsert_objects`, iOS only). */
export type UpsertCRMObjectsPayload = {
  /** One entry per table. */
  objects: UpsertCRMObject[];
};

/** Ids of one CRM table to delete on iOS. */
export type CRMDeleteObject = {
  /** CRM object (table) name. */
  table_name: string;
  /** Ids to delete. */
  ids: string[];
};

/** Delete CRM objects (`crm_smart_delete_objects`, iOS only). */
export type CRMSmartDeleteObjectsPayload = {
  /** One entry per table. */
  objects: CRMDeleteObject[];
};

/** Get the validation rules of a CRM object (`crm_smart_object_validation_rules`, iOS only). */
export type CRMSmartObjectValidationRulesPayload = {
  /** CRM object name. */
  object: string;
};

/** Get the layout of a CRM object (`crm_smart_object_layout`, iOS only). Properties: not shown. */
export type CRMSmartObjectLayoutPayload = OpenRecord;

/** Get the metadata of a CRM object (`crm_smart_object_metadata`, iOS only). Properties: not shown. */
export type CRMSmartObjectMetadataPayload = OpenRecord;
