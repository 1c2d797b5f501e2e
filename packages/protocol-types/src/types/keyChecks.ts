/**
 * Compile-time checks (never imported, checked by `tsc`): every constant list and every typed map
 * have exactly the same keys, so adding an operation, a message or an event in one place and not the
 * other fails the typecheck.
 */
import type {
  AdminMessageType,
  DsrMessageType,
  EventKey,
  ServiceExternalEventName,
  UiMessageType,
  UiNativeMessageType,
  UpdateLocationActionName,
} from "../constants";
import type {
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
  UiApiMethodType,
} from "../operationTypes";
import type { InteractiveMethodType } from "../registry.generated";
import type { AdminApiMap, DsrApiMap, HighLevelApiMap, UiApiMap } from "./apiMaps";
import type { EventMap } from "./events";
import type { UpdateLocationPitcherEvent } from "./location";
import type { AdminMessageMap, DsrMessageMap, UiMessageMap } from "./messageMaps";

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type _UiApiKeys = Assert<Exactly<keyof UiApiMap, UiApiMethodType>>;
export type _AdminApiKeys = Assert<Exactly<keyof AdminApiMap, AdminApiMethodType>>;
export type _DsrApiKeys = Assert<Exactly<keyof DsrApiMap, DsrApiMethodType>>;
export type _HighLevelApiKeys = Assert<Exactly<keyof HighLevelApiMap, HighLevelApiMethodType>>;
export type _UiMessageKeys = Assert<Exactly<keyof UiMessageMap, UiMessageType>>;
export type _AdminMessageKeys = Assert<Exactly<keyof AdminMessageMap, AdminMessageType>>;
export type _DsrMessageKeys = Assert<Exactly<keyof DsrMessageMap, DsrMessageType>>;
export type _EventKeys = Assert<Exactly<keyof EventMap, EventKey>>;
export type _UpdateLocationActions = Assert<
  Exactly<UpdateLocationPitcherEvent["action"], UpdateLocationActionName>
>;
export type _NativeMessagesAreUiMessages = Assert<
  Exactly<UiNativeMessageType extends UiMessageType ? true : false, true>
>;
export type _ExternalEventsAreEvents = Assert<
  Exactly<ServiceExternalEventName extends EventKey ? true : false, true>
>;
export type _InteractiveAreOperations = Assert<
  Exactly<
    InteractiveMethodType extends UiApiMethodType | AdminApiMethodType | HighLevelApiMethodType
      ? true
      : false,
    true
  >
>;
