// What the default handlers see of a host: its data, platform and location, the routes of
// `ui_update_location`, readable new ids, the clock, and events to the app.
import type { SimulatorState } from "../handlers/handlerTypes";
import type { HostCore } from "../hostCore";
import type { Host } from "../hostTypes";

/** The state the default handlers of the host with `core` work on; `emit` sends an event to the app. */
export function createSimulatorState(core: HostCore, emit: Host["emit"]): SimulatorState {
  let idCounter = 0;
  return {
    fixtures: core.fixtures,
    get mode() {
      return core.mode();
    },
    location: core.location,
    routes: {},
    nextId(prefix) {
      idCounter += 1;
      return `${prefix}${String(idCounter).padStart(4, "0")}`;
    },
    emit(key, body) {
      emit(key, body);
    },
    now: () => new Date().toISOString(),
  };
}
