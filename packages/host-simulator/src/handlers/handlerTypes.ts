// The types of the default handlers: what they see of the host, and the table of one handler per
// operation (the compiler checks that none is missing).
import type {
  EventKey,
  EventMap,
  JsApiLocation,
  LocationRoutes,
  Mode,
} from "@hostbridge/protocol-types";
import type { HostFixtures } from "../fixtures/hostFixtures";
import type { OperationRequest, OperationResponse, OperationType } from "../operations";

/** What the default behaviour of an operation can see and change. */
export interface SimulatorState {
  /** The live data; default handlers read and change it. */
  readonly fixtures: HostFixtures;
  /** The simulated platform. */
  readonly mode: Mode;
  /** The simulated environment. */
  readonly location: JsApiLocation;
  /** Routes registered through `ui_update_location`. */
  readonly routes: LocationRoutes;
  /** A new id with a readable prefix (`canvas-sim-0005`). */
  nextId(prefix: string): string;
  /** Fires an event to the app (validated like `host.emit`). */
  emit<K extends EventKey>(key: K, body: EventMap[K]): void;
  /** The current time as an ISO string. */
  now(): string;
}

/** The default behaviour of operation `K`: fixture-backed, may throw a `HostSimulatorError`. */
export type DefaultHandler<K extends OperationType> = (
  payload: OperationRequest<K>,
  state: SimulatorState,
) => OperationResponse<K>;

/** A default behaviour for every operation: the compiler checks that none is missing. */
export type DefaultHandlers = { [K in OperationType]: DefaultHandler<K> };

/** A group of default handlers (one file of `handlers/`), spread into `DEFAULT_HANDLERS`. */
export type HandlerGroup = Partial<DefaultHandlers>;
