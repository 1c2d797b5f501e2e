/**
 * `@hostbridge/host-simulator`: the HOST side of the HostBridge protocol, for local development and
 * tests. `createHost` answers every operation of every environment from realistic fixtures and
 * validates what the app sends; `createMockHost` links one to an in-memory transport for app unit
 * tests; `runConformance` checks any host implementation against the protocol.
 *
 * @example
 * ```ts
 * import { createMockHost } from "@hostbridge/host-simulator";
 * import { createBridge } from "@hostbridge/transport";
 *
 * const mock = createMockHost({ location: "ui", mode: "WEB" });
 * const bridge = createBridge({ transport: mock.transport });
 * const { response } = await bridge.request("get_env");
 * console.log(response.body, mock.host.requests.length);
 * mock.dispose();
 * ```
 *
 * @packageDocumentation
 */
export { createHost } from "./host";
export { createMockHost } from "./mockHost";
export { createFixtures } from "./fixtures";
export { contentPickerChoices } from "./handlers/pickers";
export { runConformance, formatConformanceReport } from "./conformance/runConformance";
export { redact, REDACTED, isSecretKey } from "./redact";
export { checkResponse } from "./validation";
export { isScriptedAnswer } from "./scripts";
export { firstAnswer } from "./firstAnswer";
export type { AnswerSource } from "./firstAnswer";
export type { CheckResult } from "./validation";
export { HOST_SIMULATOR_ERROR_CODES, HostSimulatorError, isHostSimulatorError } from "./errors";

export type {
  EmitOptions,
  HandlerContext,
  Host,
  HostHandler,
  HostHandlers,
  HostOptions,
  PushMessageMap,
  PushMessageType,
  PushOptions,
  RecordedEvent,
  RecordedRequest,
  RequestStatus,
  RequestTarget,
  SentError,
  StreamOptions,
  TrafficEntry,
  TrafficListener,
  TrafficListenerOptions,
  UiMessageFormat,
  UpdateEnvOptions,
  WaitOptions,
} from "./types";
export type { ScriptedAnswer, WaitingListener, WaitingRequest } from "./waiting";
export type { MockHost, MockHostOptions } from "./mockHost";
export type { ContentChoice, PickerFilterReason } from "./handlers/pickers";
export type {
  CrmObjectMetadata,
  CrmRecord,
  DeepPartial,
  FixtureOverrides,
  FixtureRecord,
  HostFixtures,
} from "./fixtures";
export type { ConformanceReport, ConformanceResult, ConformanceTarget } from "./conformance/types";
export type { HostWire } from "./wire/wireChoice";
export type { RedactOptions } from "./redact";
export type { HostSimulatorErrorCode, HostSimulatorErrorOptions } from "./errors";
export type {
  OperationEnvironment,
  OperationMap,
  OperationRequest,
  OperationResponse,
  OperationType,
} from "./operations";
