// The answers and pushed payloads the client names, as an app of the client uses them: HostBridge's
// protocol types with every value they leave open typed `any` (see ClientModel).
import type * as Protocol from "@hostbridge/protocol-types";
import type { ClientModel } from "./clientModel";
import type { UiSelectCanvasesResponse } from "./clientContentRecords";
import type { UiSelectContentResponse } from "./clientRecords";

export type { UiSelectCanvasesResponse } from "./clientContentRecords";
export type { UiSelectContentResponse } from "./clientRecords";
export type { UiAppSetDataPayload } from "./clientStartData";

/** `AdminSelectAgendaResponse`, as the client's apps use it. */
export type AdminSelectAgendaResponse = ClientModel<Protocol.AdminSelectAgendaResponse>;
/** `AdminSelectCanvasesResponse`: the canvas picker's answer, as the client declares it. */
export type AdminSelectCanvasesResponse = UiSelectCanvasesResponse;
/** `AdminSelectCollectionPlayerResponse`, as the client's apps use it. */
export type AdminSelectCollectionPlayerResponse =
  ClientModel<Protocol.AdminSelectCollectionPlayerResponse>;
/** `AdminSelectContentResponse`: the content picker's answer, as the client declares it. */
export type AdminSelectContentResponse = UiSelectContentResponse;
/** `ShareResponse`, as the client's apps use it. */
export type ShareResponse = ClientModel<Protocol.ShareResponse>;
/** `UiAppUpdateDataPayload`, as the client's apps use it. */
export type UiAppUpdateDataPayload = ClientModel<Protocol.UiAppUpdateDataPayload>;
/** `UiCanvasUpdatedPayload`, as the client's apps use it. */
export type UiCanvasUpdatedPayload = ClientModel<Protocol.UiCanvasUpdatedPayload>;
/** `UiMeetingCanceledPayload`, as the client's apps use it. */
export type UiMeetingCanceledPayload = ClientModel<Protocol.UiMeetingCanceledPayload>;
/** `UiOpenGlobalPopupResponse`, as the client's apps use it. */
export type UiOpenGlobalPopupResponse = ClientModel<Protocol.UiOpenGlobalPopupResponse>;
/** `UiOpenSharingSettingsResponse`, as the client's apps use it. */
export type UiOpenSharingSettingsResponse = ClientModel<Protocol.UiOpenSharingSettingsResponse>;
/** `UiPreselectSfdcMeetingIdResponse`, as the client's apps use it. */
export type UiPreselectSfdcMeetingIdResponse =
  ClientModel<Protocol.UiPreselectSfdcMeetingIdResponse>;
/** `UiPrintCanvasResponse`, as the client's apps use it. */
export type UiPrintCanvasResponse = ClientModel<Protocol.UiPrintCanvasResponse>;
/** `UiSectionListUpdatedPayload`, as the client's apps use it. */
export type UiSectionListUpdatedPayload = ClientModel<Protocol.UiSectionListUpdatedPayload>;
/** `UiSelectAgendaResponse`, as the client's apps use it. */
export type UiSelectAgendaResponse = ClientModel<Protocol.UiSelectAgendaResponse>;
/** `UiSelectCollectionPlayerResponse`, as the client's apps use it. */
export type UiSelectCollectionPlayerResponse =
  ClientModel<Protocol.UiSelectCollectionPlayerResponse>;
