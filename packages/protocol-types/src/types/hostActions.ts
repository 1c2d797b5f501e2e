/**
 * Payloads of the high-level host actions (`open_external_url`, `notify`, `query`, `share`,
 * `show_peer_session`, `show_syncbox`, `submit_user_feedback`).
 */
import type { OpenRecord } from "./records";

/** Where an external URL opens: this tab or a new one. */
export type ExternalUrlTarget = "_self" | "_blank";

/** Open a URL outside the platform (`open_external_url`). */
export type OpenExternalUrlRequestPayload = {
  /** The URL to open. */
  url: string;
  /** `_self` or `_blank`; default `_blank`. */
  target?: ExternalUrlTarget;
  /** Window features, as for `window.open`. */
  options?: string;
};

/** Kind of notification: a native notification or an alert. */
export type NotificationType = "native" | "alert";

/** Show a notification (`notify`). */
export type NotificationPayload = {
  /** Text of the notification. */
  content: string;
  /** `native` or `alert`. */
  type?: NotificationType;
};

/** Run a query on the host (`query`). */
export type QueryPayload = {
  /** The query. */
  query: string;
  /** Argument rows for the query. */
  args?: string[][];
};

/** Open the iOS sharing dialog (`share`). */
export type SharePayload = {
  /** Text to share. */
  text: string;
  /** Subject (for example of an e-mail). */
  subject?: string;
  /** Body (for example of an e-mail). */
  body?: string;
};

/** What the user did in the sharing dialog. */
export type ShareUserAction = "cancelled" | "shared";

/** Result of `share`. */
export type ShareResponse = {
  /** `cancelled` or `shared`. */
  user_action: ShareUserAction;
  /** The sharing activity the user picked. */
  activity_type?: string;
};

/** Show the peer session panel next to the button that triggered it (`show_peer_session`). */
export type ShowPeerSessionRequestPayload = {
  /** X coordinate of the button. */
  x: number;
  /** Y coordinate of the button. */
  y: number;
};

/** Show the syncbox next to the button that triggered it (`show_syncbox`). */
export type ShowSyncboxRequestPayload = {
  /** X coordinate of the button. */
  x: number;
  /** Y coordinate of the button. */
  y: number;
};

/** Kind of user feedback. */
export type UserFeedbackType = "bug" | "feedback";

/** Submit a bug report or feedback (`submit_user_feedback`). */
export type SubmitUserFeedbackPayload = {
  /** `bug` or `feedback`. */
  type: UserFeedbackType;
  /** The feedback itself. */
  data: OpenRecord;
};
