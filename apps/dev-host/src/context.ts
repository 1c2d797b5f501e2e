// What the side panels share: the current host, the settings and the page's actions.
import type {
  Host,
  PushMessageType,
  PushOptions,
  ScriptedAnswer,
} from "@hostbridge/host-simulator";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";
import type { CanvasHookEvent } from "./canvasHooks";
import type { LogView } from "./log";
import type { Settings } from "./settings";

/** The page, as the panels see it. */
export interface PageContext {
  /** The latest config from the dev server. */
  readonly config: DevConfig;
  /** The settings (mutate, then call `save()`). */
  readonly settings: Settings;
  /** The host of the app's current run. */
  readonly host: Host;
  /** Pushes a message from the host, sent again when the app reloads itself (`AppRun.push`). */
  push(type: PushMessageType, payload: unknown, options?: PushOptions): void;
  /** The location and mode in effect. */
  readonly location: JsApiLocation;
  readonly mode: Mode;
  /** The place of the app the frame shows, when the app has places. */
  readonly place: DevPlace | undefined;
  /** Persists the settings. */
  save(): void;
  /** Switches the Mode (as the top bar's Mode switch does) and reloads the app. */
  switchMode(mode: Mode): void;
  /** Disposes the host, creates a new one and reloads the app. */
  reloadApp(reason: string): void;
  /**
   * The canvas closed: every canvas hook running in the background ends, and the frame is emptied when
   * it shows a hook, as the platform destroys hooks when their canvas closes.
   */
  closeCanvas(reason: string): void;
  /**
   * The canvas changed (`event`): each hook declared for that change starts anew in the background, and
   * the frame's page does when it shows such a hook.
   */
  canvasChanged(event: CanvasHookEvent, reason: string): void;
  /** The canned answer the fixtures file gives an operation. */
  fileOperation(type: string): ScriptedAnswer | undefined;
  readonly log: LogView;
}

/** A side panel: its content, and a refresh after the run or config changed. */
export interface PanelView {
  readonly element: HTMLElement;
  refresh(): void;
}
