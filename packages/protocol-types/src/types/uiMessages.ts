/** Payloads of the messages the host pushes in the UI environment. */
import type { Canvas, CanvasSection, EmbeddableSettings, User } from "./records";

/**
 * Everything an embedded app needs when it starts (`ui_app_set_data`). Fields the spec types as
 * "X or undefined" are optional here, because a host that sends JSON drops `undefined` keys.
 */
export type UiAppSetDataPayload = {
  /** The canvas the app is embedded in. */
  canvas: Canvas;
  /** Tracking id of the canvas presentation session. */
  canvas_correlation_id?: string | undefined;
  /** The client hosting the app, or `null`. */
  client: string | null;
  /** Id of the app's component on the canvas. */
  component_id: string;
  /** Display mode of the app. */
  display_mode?: string | undefined;
  /** Whether the app is shown full screen. */
  full_screen_mode?: boolean | undefined;
  /** Height of the app's frame (CSS value). */
  height?: string | undefined;
  /** Whether the user is in a call. */
  in_call: boolean;
  /** Whether the canvas is being edited. */
  is_edit_mode: boolean;
  /** Platform of the host. */
  platform?: string | undefined;
  /** Index of the section the app is in, or `null`. */
  section_index: number | null;
  /** Id of the section list the app is in, or `null`. */
  section_list_id: string | null;
  /** Settings of the embeddable, or `null`. */
  settings: EmbeddableSettings | null;
  /** The canvas section the app is used in, or `null`. */
  used_in_section: CanvasSection | null;
  /** The signed-in user, or `null`. */
  user: User | null;
  /** Width of the app's frame (CSS value). */
  width?: string | undefined;
};

/** The call or edit state changed (`ui_app_update_data`). */
export type UiAppUpdateDataPayload = {
  /** Whether the user is in a call. */
  in_call: boolean;
  /** Whether the canvas is being edited. */
  is_edit_mode: boolean;
};

/** The canvas changed (`ui_canvas_updated`). */
export type UiCanvasUpdatedPayload = {
  /** The canvas as it is now. */
  canvas: Canvas;
};

/** A meeting was canceled (`ui_meeting_canceled`). */
export type UiMeetingCanceledPayload = {
  /** CRM account id. */
  accountId?: string;
  /** CRM meeting id. */
  eventId?: string;
};

/** A chunk of a streamed prompt-assistant response (`ui_prompt_assistant_response_streamed`). */
export type UiPromptAssistantResponseStreamedPayload = {
  /** The prompt id given in the request. */
  id: string;
  /** The current chunk. */
  chunk: string;
  /** The response so far. */
  partial_response: string;
};

/** The section list changed (`ui_section_list_updated`). */
export type UiSectionListUpdatedPayload = {
  /** The canvas, or `null`. */
  canvas: Canvas | null;
  /** Id of the section list component. */
  section_list_component_id: string;
  /** Ids of the sections in the list. */
  section_list_ids: string[];
};
