// Our declarations of the existing client's remaining type exports, in terms of HostBridge's
// protocol types (the names are the client's; the shapes are the protocol's).
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */
import type {
  EventMap,
  LocationGetRoutesRequestAction,
  LocationGetRoutesResponseAction,
  LocationMountedAction,
  LocationRegisterAction,
  LocationRestoreAction,
  LocationRestoreCompletedAction,
  LocationUnregisterAction,
  LocationUpdateAction,
  OpenCanvasEvent,
  RouteChangedEvent,
  StartCallEvent,
  UiApiMap,
  UiMessageMap,
} from "@hostbridge/protocol-types";
import type { CompatLowLevelApi } from "../lowLevel";
import type { PitcherEnv, PitcherEvent } from "./apis";
import type { ClientModel } from "./clientModel";

/** The organization's configuration in the environment (`pitcher.org_config`). */
export type OrgConfigResponse = Record<string, any>;

/** The payload of each host event, by its key (`env_changed` carries the environment as the client reads it). */
export type PitcherEventMap = ClientModel<Omit<EventMap, "env_changed">> & {
  env_changed: PitcherEnv;
};

/** The low-level API's events: `event`, every host event as `{ type, body }`. */
export interface ApiEventMap {
  event: PitcherEvent;
}

/** The client's low-level API object. */
export type PitcherAPI = CompatLowLevelApi;

/** An object with the low-level API and an event emitter. */
export interface PitcherInterface {
  API: PitcherAPI;
  on(name: string, fn: (data: any) => void): void;
  off(name: string, fn: (data: any) => void): void;
  emit(name: string, data?: any): void;
}

/** An event envelope as the client names it (`PITCHER_EVENT`). */
export interface PitcherMessage {
  type: "PITCHER_EVENT";
  request: { id: string; type: string; body?: Record<string, any> };
}

/** A high-level response envelope as the client names it (`PITCHER_RESPONSE`). */
export interface PitcherResponse {
  type: "PITCHER_RESPONSE";
  request: { id: string; type: string; body?: Record<string, any> };
  response: { status: "ok" | "error"; body?: Record<string, any> };
}

/** `open_canvas` event payload. */
export type OpenCanvasPitcherEvent = OpenCanvasEvent;
/** `start_call` event payload. */
export type StartCallPitcherEvent = StartCallEvent;
/** `route_change_requested` event payload. */
export type RouteChangedPitcherEvent = RouteChangedEvent;

/** The prompt request (the spec calls the operation `ui_prompt_assistant`). */
export type UiPromptPiaRequest = UiApiMap["ui_prompt_assistant"]["request"];
/** The prompt answer. */
export type UiPromptPiaResponse = UiApiMap["ui_prompt_assistant"]["response"];
/** One streamed chunk of a prompt answer. */
export type UiPromptPiaResponseStreamedPayload =
  UiMessageMap["ui_prompt_assistant_response_streamed"];

/** `update_location` action `register`. */
export type UpdateLocationOnRegister = LocationRegisterAction;
/** `update_location` action `unregister`. */
export type UpdateLocationOnUnregister = LocationUnregisterAction;
/** `update_location` action `update`. */
export type UpdateLocationOnUpdate = LocationUpdateAction;
/** `update_location` action `mounted`. */
export type UpdateLocationOnMounted = LocationMountedAction;
/** `update_location` action `restore`. */
export type UpdateLocationOnRestore = LocationRestoreAction;
/** `update_location` action `restore_completed`. */
export type UpdateLocationOnRestoreCompleted = LocationRestoreCompletedAction;
/** `update_location` action `get_routes_request`. */
export type UpdateLocationOnGetRoutesRequest = LocationGetRoutesRequestAction;
/** `update_location` action `get_routes_response`. */
export type UpdateLocationOnGetRoutesResponse = LocationGetRoutesResponseAction;
