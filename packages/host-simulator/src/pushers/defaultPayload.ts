import { adminEnvOf, dsrEnvOf } from "../environment";
import type { HostFixtures } from "../fixtures/hostFixtures";
import type { PushMessageType } from "../hostTypes";

/** What `host.push(type)` sends without a payload: the fixtures' data for the message, or nothing. */
export function defaultPayload(fixtures: HostFixtures, type: PushMessageType): unknown {
  switch (type) {
    case "ui_app_set_data":
      return structuredClone(fixtures.appSetData);
    case "ui_app_update_data":
      return {
        in_call: fixtures.appSetData.in_call ?? false,
        is_edit_mode: fixtures.appSetData.is_edit_mode ?? false,
      };
    case "ui_canvas_updated":
      return { canvas: structuredClone(fixtures.appSetData.canvas ?? fixtures.canvases[0]) };
    case "admin_env_changed":
      return adminEnvOf(fixtures);
    case "dsr_env_changed":
      return dsrEnvOf(fixtures);
    default:
      return undefined;
  }
}
