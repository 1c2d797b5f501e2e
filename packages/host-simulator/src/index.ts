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
export { createFixtures } from "./fixtures/hostFixtures";
export { checkSettingsValues, settingsDefaults } from "./appSettings";
export { contentPickerChoices, pickedFile, pickedPage } from "./handlers/pickers";
export { runConformance, formatConformanceReport } from "./conformance/runConformance";
// (redaction is HostBridge's one list, re-exported: the traffic log and the kit's recordings use it)
export { redactedCopy, REDACTED, isSecretKey } from "@hostbridge/protocol-types";
export { checkResponse } from "./validation";
export {
  isScriptedAnswer,
  MAX_ANSWER_DELAY_MS,
  scriptedAnswerIssues,
  ScriptedAnswerSchema,
} from "./scripts";
export { firstAnswer } from "./firstAnswer";
export {
  IFRAME_APP_ACTIONS,
  IFRAME_DATA_MESSAGE,
  IFRAME_HOST_ACTIONS,
  isIframeDataMessage,
} from "./appTypes/iframeData";
export type { IframeDataMessage, IframeHostAction } from "./appTypes/iframeData";
export {
  INITIALIZE_ACTIONS,
  INITIALIZE_CALL,
  INITIALIZE_EVENT_PREFIX,
  initializeContext,
  judgeCallback,
} from "./appTypes/initializeMessages";
export type {
  CallbackVerdict,
  InitializeAction,
  InitializeContext,
  InitializePlaceKind,
  SelectorItem,
} from "./appTypes/initializeMessages";
export type { InitializeFrame, InitializeOptions, InitializeResult } from "./appTypes/initialize";
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
} from "./hostTypes";
export type { ScriptedAnswer, WaitingListener, WaitingRequest } from "./waiting";
export type { MockHost, MockHostOptions } from "./mockHost";
export type {
  AppSettingsOptions,
  AppSettingsProblem,
  AppSettingsValues,
  HostedApp,
} from "./appSettings";
export type { ContentChoice, PickerFilterReason } from "./handlers/pickers";
export type {
  CrmObjectMetadata,
  CrmRecord,
  DeepPartial,
  FixtureOverrides,
  FixtureRecord,
  HostFixtures,
} from "./fixtures/hostFixtures";
export type {
  ConformanceReport,
  ConformanceResult,
  ConformanceTarget,
} from "./conformance/conformanceTypes";
export type { HostWire } from "./wire/hostWire";
export type { RedactOptions } from "@hostbridge/protocol-types";
export type { HostSimulatorErrorCode, HostSimulatorErrorOptions } from "./errors";
export type {
  OperationEnvironment,
  OperationMap,
  OperationRequest,
  OperationResponse,
  OperationType,
} from "./operations";
