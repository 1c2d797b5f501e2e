// An app in a frame with a simulated host: the one implementation the dev host page and the
// Playwright kit's host page run. A run creates the host bound to the app's iframe, sizes the frame
// at its place and follows its `resize_iframe`, counts the page's loads, chains the page's answer
// sources into the host's `override` (after the host's standing scripts; before waiting and the
// fixtures, the simulator's one answer precedence), records the run as a scenario, and loads the
// page with its location; `end()` undoes it all. What is a page's own (its panels and dialogs, the
// kit's control object, where the config comes from) stays in the page.
import type { JsApiLocation } from "@hostbridge/protocol-types";
import { firstAnswer } from "../firstAnswer";
import type { AnswerSource } from "../firstAnswer";
import { createHost } from "../host";
import type { Host, HostOptions } from "../hostTypes";
import { createScenarioRecorder } from "../scenario/record";
import type { ScenarioMeta, ScenarioRecorder } from "../scenario/record";
import { exposeLocation, markAppFrame } from "./existingClientPage";
import { trackPageLoads } from "./pageLoads";
import type { PageLoads } from "./pageLoads";
import { followResize, framePlace } from "./placeFrame";
import type { FramedPlace } from "./placeFrame";

/** The query parameter the SDK reads the location from (`detectLocation()` in @hostbridge/sdk). */
const LOCATION_QUERY_PARAM = "jsApiLocation";

/** What the platform lets an app's frame do (and no top navigation). */
export const APP_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads";

/**
 * A new frame for an app, as the platform embeds one: a sandboxed iframe that keeps its own origin,
 * marked with the app's name (`iframe[data-app="<name>"]`) and with the page's own `marker`
 * attribute (how the page's tests find it).
 */
export function createAppFrame(appName: string | undefined, marker: string): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.title = "The app";
  iframe.setAttribute(marker, "");
  iframe.setAttribute("sandbox", APP_FRAME_SANDBOX);
  iframe.setAttribute("allow", "clipboard-write; fullscreen");
  markAppFrame(iframe, appName);
  return iframe;
}

/** `url` with the location the app runs in (`?jsApiLocation=<location>`), as the platform opens it. */
export function appUrlAt(url: string, location: JsApiLocation): string {
  const address = new URL(url);
  address.searchParams.set(LOCATION_QUERY_PARAM, location);
  return address.href;
}

/** Options of {@link startFrame}: the host's options, and what of the frame the run owns. */
export interface FrameRunOptions extends Omit<
  HostOptions,
  "iframe" | "transport" | "override" | "location"
> {
  /** The app's frame (the page places it; a run loads it). */
  iframe: HTMLIFrameElement;
  /** The app's origin: messages go to it only, and only its messages are read. */
  appOrigin: string;
  /** The address the frame loads, with its location (see {@link appUrlAt}). */
  url: string;
  location: JsApiLocation;
  /** The place the app opens at (its size, a hidden hook); none: the page lays the frame out. */
  place?: FramedPlace | undefined;
  /**
   * The app is served on the page's own origin (same-origin mode): the location is exposed on this
   * window as the platform's pages expose it to the existing client (`window.parent.jsApiLocation`).
   */
  sameOrigin?: boolean | undefined;
  /**
   * The page's answer sources, asked in order for a request with no standing script (`host.script`)
   * or handler: a replayed scenario's recorded answers, a fixtures file's, answers edited in the page.
   * None answers: the request waits for a person (manual mode) or gets the fixtures' answer.
   */
  answers?: readonly (AnswerSource | undefined)[] | undefined;
  /** What the run's scenario says about it besides its steps (location, mode, wire, app). */
  record: ScenarioMeta;
  /** Told when a `resize_iframe` carried no size the page can apply (the frame keeps its size). */
  onResizeIgnored?: ((data: unknown) => void) | undefined;
}

/** A running app in its frame. */
export interface FrameRun {
  readonly host: Host;
  readonly iframe: HTMLIFrameElement;
  /** The address the frame loaded. */
  readonly url: string;
  /** The page's loads in this run, and the one each request came from. */
  readonly pageLoads: PageLoads;
  /** The run recorded as a scenario, from its start. */
  readonly recorder: ScenarioRecorder;
  /** Ends the run: the resize and load listeners removed, the recording stopped, the host disposed. */
  end(): void;
}

/**
 * Starts the app in `options.iframe` with a simulated host: the host bound to the frame, the frame
 * sized at its place, the recording started, then the page loaded at `options.url`.
 *
 * @example
 * ```ts
 * import { appUrlAt, createAppFrame, startFrame } from "@hostbridge/host-simulator/frame";
 *
 * const iframe = createAppFrame("my-app", "data-my-app");
 * document.body.append(iframe);
 * const run = startFrame({
 *   iframe,
 *   appOrigin: "http://127.0.0.1:5174",
 *   url: appUrlAt("http://127.0.0.1:5174/", "ui"),
 *   location: "ui",
 *   record: { location: "ui", mode: "WEB", wire: "both" },
 * });
 * await run.host.waitForRequest("get_env");
 * run.end();
 * ```
 */
export function startFrame(options: FrameRunOptions): FrameRun {
  const { iframe, url, place, sameOrigin, answers, record, onResizeIgnored, ...hostOptions } =
    options;
  const ended = new AbortController();
  const host = createHost({
    ...hostOptions,
    iframe,
    override: answers ? firstAnswer(...answers) : undefined,
  });
  const recorder = createScenarioRecorder(host, record);
  framePlace(iframe, place);
  const stopResizing = followResize(host, iframe, onResizeIgnored);
  const pageLoads = trackPageLoads(host, iframe, ended.signal);
  // (the platform's existing client reads it from its parent, which only a same-origin app can)
  if (sameOrigin) exposeLocation(options.location);
  iframe.src = url;
  return {
    host,
    iframe,
    url,
    pageLoads,
    recorder,
    end() {
      ended.abort();
      stopResizing();
      recorder.stop();
      host.dispose();
    },
  };
}
