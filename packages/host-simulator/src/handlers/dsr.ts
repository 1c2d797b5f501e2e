// The default behaviour of the DSR environment's operations (`dsr_*`).
import { dsrEnvOf } from "../environment";
import { ack, byId, requireString } from "./recordLookups";
import { answerAppConfig } from "./appConfig";
import type { HandlerGroup } from "./handlerTypes";

/** The default (fixture-backed) behaviour of these operations. */
export const DSR_HANDLERS = {
  dsr_close: ack,
  dsr_embeddable_ready: ack,
  dsr_get_app_config: answerAppConfig,
  dsr_get_env: (_payload, state) => dsrEnvOf(state.fixtures),
  dsr_get_file: (payload, state) => {
    const id = requireString("dsr_get_file", payload, "id", "file_id");
    return structuredClone(byId("file", state.fixtures.files, id)) as { id: string };
  },
} satisfies HandlerGroup;
