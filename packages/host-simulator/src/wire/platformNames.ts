// The names the platform's deployed hosts and its client (`@pitcher/js-api` 1.26.0) use, on the platform
// wire, for the operations and messages the spec renamed: the client's `promptPia` posts `ui_prompt_pia`
// and listens for `ui_prompt_pia_response_streamed`, its `preselectSfdcMeetingId` posts
// `ui_preselect_sfdc_meeting_id` (its `UI_API_TYPES` and `UI_MESSAGE_TYPES`). On the platform wire the
// host speaks them, as the platform does; the envelope wire keeps the spec's names.

/** The spec's operation by the platform's name of it. */
const SPEC_OPERATION_OF: Readonly<Record<string, string>> = {
  ui_prompt_pia: "ui_prompt_assistant",
  ui_preselect_sfdc_meeting_id: "ui_preselect_crm_meeting_id",
};

/** The platform's name of a message the host pushes, by the spec's. */
const PLATFORM_MESSAGE_OF: Readonly<Record<string, string>> = {
  ui_prompt_assistant_response_streamed: "ui_prompt_pia_response_streamed",
};

/** The operation a platform-wire request `name` is (the spec's name, when the spec renamed it). */
export const specOperationOf = (name: string): string => SPEC_OPERATION_OF[name] ?? name;

/** The name a pushed message `type` goes out under on the platform wire. */
export const platformMessageOf = (type: string): string => PLATFORM_MESSAGE_OF[type] ?? type;
