// The canvas component protocol beside the client API: `IFRAME_DATA_MESSAGE` messages `{ id, type,
// body: { action, data } }`, the actions the platform's client declares (`IFRAME_ACTION_TYPES`). A canvas
// component posts `iframe_loaded` when its page is up; the canvas answers with `set_data` (the
// component's data), then sends `update_data`, `canvas_updated`, `section_list_updated` as things change;
// the component may ask for `resize_iframe` and the `navigate_*` actions. The host side lives here: the
// inbound message is recorded (an event of type `IFRAME_DATA_MESSAGE:<action>`), `iframe_loaded` is
// answered with `set_data` (unless `appSetDataOnReady: false`), and `host.iframeData(action, data)` sends any host action.
import { createId } from "@hostbridge/protocol-types/wire";
import { HostSimulatorError } from "../errors";
import type { HostCore } from "../hostCore";
import { IFRAME_APP_ACTIONS, IFRAME_DATA_MESSAGE, IFRAME_HOST_ACTIONS } from "./iframeDataMessages";
import type { IframeDataMessage, IframeHostAction } from "./iframeDataMessages";
import type { TrafficLog } from "../traffic/trafficLog";

export { IFRAME_APP_ACTIONS, IFRAME_DATA_MESSAGE, IFRAME_HOST_ACTIONS } from "./iframeDataMessages";
export type { IframeDataMessage, IframeHostAction } from "./iframeDataMessages";

/** The canvas component protocol of one host. */
export interface IframeDataProtocol {
  /** Takes an inbound message when it is an `IFRAME_DATA_MESSAGE` (returns `true`), else leaves it. */
  receive(message: unknown): boolean;
  /** Sends a host action to the component; `data` defaults to the fixtures' data for it. */
  send(action: IframeHostAction, data?: unknown): IframeDataMessage;
}

/** Whether `message` is an `IFRAME_DATA_MESSAGE` with a string `body.action`. */
export function isIframeDataMessage(message: unknown): message is IframeDataMessage {
  if (typeof message !== "object" || message === null) return false;
  const { type, body } = message as { type?: unknown; body?: unknown };
  return (
    type === IFRAME_DATA_MESSAGE &&
    typeof body === "object" &&
    body !== null &&
    typeof (body as { action?: unknown }).action === "string"
  );
}

/** The data a host action carries by default: the component's data from the fixtures. */
function defaultData(core: HostCore, action: IframeHostAction): unknown {
  const data = core.fixtures.appSetData;
  if (action === "set_data") return structuredClone(data);
  if (action === "update_data")
    return { in_call: data.in_call ?? false, is_edit_mode: data.is_edit_mode ?? false };
  if (action === "canvas_updated")
    return { canvas: structuredClone(data.canvas ?? core.fixtures.canvases[0]) };
  return { section_list_id: data.section_list_id ?? null };
}

/** The canvas component protocol of the host with `core`. */
export function createIframeDataProtocol(core: HostCore, traffic: TrafficLog): IframeDataProtocol {
  const protocol: IframeDataProtocol = {
    receive(message) {
      if (!isIframeDataMessage(message)) return false;
      if (core.disposed) return true;
      const { action, data } = message.body;
      const id = typeof message.id === "string" ? message.id : createId();
      const known = (IFRAME_APP_ACTIONS as readonly string[]).includes(action);
      const issues = known
        ? []
        : [
            `action: ${action} is not one a canvas component sends (${IFRAME_APP_ACTIONS.join(", ")})`,
          ];
      const receivedAt = Date.now();
      const type = `${IFRAME_DATA_MESSAGE}:${action}`;
      traffic.recordEvent(
        { id, type, body: data, envelope: message, valid: known, issues, receivedAt },
        {
          kind: "event",
          direction: "in",
          at: receivedAt,
          type,
          id,
          valid: known,
          issues,
          envelope: message,
        },
      );
      // (the component's start data, unless the host sends none of its own accord: a replay's host)
      if (action === "iframe_loaded" && core.options.appSetDataOnReady !== false) {
        try {
          protocol.send("set_data");
        } catch (error) {
          core.reportError(error as HostSimulatorError);
        }
      }
      return true;
    },

    send(action, data) {
      core.ensureLive(`send ${IFRAME_DATA_MESSAGE} ${action}`);
      if (!(IFRAME_HOST_ACTIONS as readonly string[]).includes(action)) {
        throw new HostSimulatorError(
          "UNKNOWN_MESSAGE_TYPE",
          `cannot send the ${IFRAME_DATA_MESSAGE} action "${String(action)}": a canvas sends ${IFRAME_HOST_ACTIONS.join(", ")}`,
        );
      }
      const message: IframeDataMessage = {
        id: createId(),
        type: IFRAME_DATA_MESSAGE,
        body: { action, data: data === undefined ? defaultData(core, action) : data },
      };
      core.transport.send(message);
      traffic.log({
        kind: "message",
        direction: "out",
        env: "ui",
        type: `${IFRAME_DATA_MESSAGE}:${action}`,
        at: Date.now(),
        body: message.body.data,
        envelope: message,
      });
      return message;
    },
  };
  return protocol;
}

/**
 * The host's inbound handler with the canvas component protocol first: an `IFRAME_DATA_MESSAGE` is its
 * own protocol, beside both wires, so it never reaches the wires' router (which would drop it).
 */
export function beforeWires(
  protocol: IframeDataProtocol,
  onMessage: (message: unknown) => void,
): (message: unknown) => void {
  return (message) => {
    if (!protocol.receive(message)) onMessage(message);
  };
}
