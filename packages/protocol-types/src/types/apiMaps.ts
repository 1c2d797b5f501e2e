/**
 * One typed map per environment: `{ [operation]: { request; response } }`, derived from the rows of
 * the registry (`../registry`). They drive the typed methods of the environment packages, the host
 * simulator's handlers and the tests.
 *
 * - `request: void`: the operation takes no payload (send no `body` / `data`).
 * - `request: X | undefined`: every field of `X` is optional, so the payload may be left out.
 * - `response: void`: the host answers with status only; any body is ignored.
 * - Payloads and responses the spec does not show are open records (`OpenRecord`).
 */
import type {
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
  UiApiMethodType,
} from "../operationTypes";
import type {
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  OperationRow,
  UI_OPERATIONS,
} from "../registry";

/** The request and response payload of one operation. */
export type ApiOperation<Request, Response> = {
  /** What the app sends (`body` of the request). */
  request: Request;
  /** What the host answers (`body` of the response) when the status is `ok`. */
  response: Response;
};

/** The typed map of a registry table: each row's request and response shapes. */
export type OperationMap<Table> = {
  -readonly [K in keyof Table]: Table[K] extends OperationRow<infer Request, infer Response>
    ? ApiOperation<Request, Response>
    : never;
};

/** The 33 operations of the UI environment (sent in `SVC_REQUEST` envelopes). */
export type UiApiMap = OperationMap<typeof UI_OPERATIONS>;

/** The 20 operations of the admin environment (sent in `ADMIN_REQUEST` envelopes). */
export type AdminApiMap = OperationMap<typeof ADMIN_OPERATIONS>;

/** The 5 operations of the DSR environment (sent in `DSR_REQUEST` envelopes). */
export type DsrApiMap = OperationMap<typeof DSR_OPERATIONS>;

/**
 * The high-level (`impact`) operations, sent in `SVC_REQUEST` envelopes. Their identifiers are not
 * shown by the spec; these are the platform client's names (see `HIGH_LEVEL_API_METHOD_TYPES`).
 * Rows flagged `WEB_ONLY` run on Web hosts only, rows flagged `IOS_ONLY` on iOS hosts only.
 */
export type HighLevelApiMap = OperationMap<typeof HIGH_LEVEL_OPERATIONS>;

/** Request payload of UI operation `K`. */
export type UiApiRequest<K extends UiApiMethodType> = UiApiMap[K]["request"];
/** Response payload of UI operation `K`. */
export type UiApiResponse<K extends UiApiMethodType> = UiApiMap[K]["response"];
/** Request payload of admin operation `K`. */
export type AdminApiRequest<K extends AdminApiMethodType> = AdminApiMap[K]["request"];
/** Response payload of admin operation `K`. */
export type AdminApiResponse<K extends AdminApiMethodType> = AdminApiMap[K]["response"];
/** Request payload of DSR operation `K`. */
export type DsrApiRequest<K extends DsrApiMethodType> = DsrApiMap[K]["request"];
/** Response payload of DSR operation `K`. */
export type DsrApiResponse<K extends DsrApiMethodType> = DsrApiMap[K]["response"];
/** Request payload of high-level operation `K`. */
export type HighLevelApiRequest<K extends HighLevelApiMethodType> = HighLevelApiMap[K]["request"];
/** Response payload of high-level operation `K`. */
export type HighLevelApiResponse<K extends HighLevelApiMethodType> = HighLevelApiMap[K]["response"];
