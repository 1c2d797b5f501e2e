/**
 * The host's shell: fullscreen (`is_fullscreen` follows `enter_fullscreen` / `exit_fullscreen`,
 * which fire `entered_fullscreen` / `exited_fullscreen` on the Web), offline state, leaving
 * (`logout`, `quit_instance`, `close`), web views, toasts, analytics (`track` keeps each event in
 * `fixtures.platform.tracked`), the iOS non-files sync, and the event plumbing (`subscribe`,
 * `unsubscribe`, `broadcast`, `broadcast_to_webviews`; on the platform wire the host answers
 * these itself).
 */
import type { DefaultHandler } from "../handlerTypes";

type ShellOperation =
  | "enter_fullscreen"
  | "exit_fullscreen"
  | "is_fullscreen"
  | "is_offline"
  | "logout"
  | "quit_instance"
  | "close"
  | "open_web_view_always_on_top"
  | "toast"
  | "track"
  | "trigger_non_files_sync"
  | "subscribe"
  | "unsubscribe"
  | "broadcast"
  | "broadcast_to_webviews";

const ack = (): void => undefined;

/** The default behaviour of the shell operations. */
export const SHELL_HANDLERS: { [K in ShellOperation]: DefaultHandler<K> } = {
  enter_fullscreen: (_payload, state) => {
    const was = state.fixtures.platform.fullscreen;
    state.fixtures.platform.fullscreen = true;
    if (!was && state.mode === "WEB") state.emit("entered_fullscreen", undefined);
  },
  exit_fullscreen: (_payload, state) => {
    const was = state.fixtures.platform.fullscreen;
    state.fixtures.platform.fullscreen = false;
    if (was && state.mode === "WEB") state.emit("exited_fullscreen", undefined);
  },
  is_fullscreen: (_payload, state) => state.fixtures.platform.fullscreen,
  is_offline: (_payload, state) => state.fixtures.platform.offline,
  logout: ack,
  quit_instance: ack,
  close: ack,
  open_web_view_always_on_top: ack,
  toast: ack,
  track: (payload, state) => {
    state.fixtures.platform.tracked.push({ ...structuredClone(payload), at: state.now() });
  },
  trigger_non_files_sync: (_payload, state) => {
    if (state.mode === "IOS") state.emit("non_files_sync_finished", { user_triggered: true });
  },
  subscribe: ack,
  unsubscribe: ack,
  broadcast: ack,
  broadcast_to_webviews: ack,
};
