/**
 * Payloads of the platform's session, user and shell operations (`update_my_user`, `get_users`,
 * `get_languages`, `refresh_service_token`, `open_web_view_always_on_top`, `toast`, `track`,
 * `broadcast`, `broadcast_to_webviews`): fields as the platform's existing client
 * (`@pitcher/js-api` 1.26.0) declares them.
 */
import type { ServiceEvent } from "./events";
import type { OpenRecord } from "./records";

/** A language the user can choose: `[code, name]` (`["de", "Deutsch"]`). */
export type Language = [code: string, name: string];

/** `update_my_user`: the user's language (`en`, `de`, `pl`, `tr`, ...). */
export type UpdateMyUserPayload = {
  language?: string;
};

/** `get_users`: a search text and filters (both optional). */
export type GetUsersPayload = {
  search?: string;
  /** Filters, sent as they are. Fields: not shown. */
  filters?: OpenRecord;
};

/** `refresh_service_token`: the CRM provider whose token to refresh (the connected one by default). */
export type RefreshServiceTokenPayload = {
  provider?: string;
};

/** `refresh_service_token`'s answer: a fresh token (the current one while it has not expired). */
export type RefreshServiceTokenResponse = {
  access_token: string;
  [key: string]: unknown;
};

/** `open_web_view_always_on_top`: a URL in a modal web view, where and how large. */
export type OpenWebViewAlwaysOnTop = {
  /** The URL to open. */
  url: string;
  /** The modal's frame, in points. */
  modal_settings: {
    width: number;
    height: number;
    x: number;
    y: number;
  };
};

/** `toast`: a short message shown by the host (`type`: `info`, `success`, `error`, ...). */
export type ToastPayload = {
  type: string;
  message: string;
};

/** `track`: an analytics event and its data (any shape). */
export type TrackPayload = {
  event_name: string;
  payload: unknown;
};

/**
 * `broadcast` and `broadcast_to_webviews`: an event for the host to pass on, `{ type, body }`
 * (what `emit(type, body)` sends on the platform wire).
 */
export type BroadcastPayload = ServiceEvent;
