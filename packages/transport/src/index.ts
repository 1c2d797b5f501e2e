/**
 * @hostbridge/transport: the app-side bridge engine of HostBridge. Transports (iframe/opener
 * `postMessage`, native WebViews, `MessagePort`, an in-memory pair), and the RPC engine on top
 * (correlation, timeouts, cancellation, origin policy, casing, logging, typed errors).
 *
 * @packageDocumentation
 */
// The automatic entry's bridge (both wires), and what the environment packages (ui-api, admin-api,
// dsr-api, sdk, peer-connectivity) build their APIs with, bound to it: public and semver like the
// rest (the wire codecs are `@hostbridge/protocol-types/wire`). Per-wire entries: ./platform and
// ./envelopes.
export { createBridge, createEnvironmentApi, createInstanceCache } from "./bridge";
export { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
export { createLowLevelApi } from "./lowLevel";
export { createWindowTransport } from "./windowTransport";
export {
  createNativeTransport,
  detectPlatform,
  DEFAULT_NATIVE_HANDLER_NAME,
  DEFAULT_NATIVE_RECEIVER_NAME,
} from "./nativeTransport";
export { createPortTransport } from "./portTransport";
export { createMemoryTransportPair } from "./memoryTransport";
export {
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
  personMessage,
} from "./errors";
export { camelCase } from "./environmentApi";
export { sameOptions } from "./instanceCache";
export { perWireBridge } from "./perWireBridge";
// What the framework bindings (@hostbridge/vue, @hostbridge/react) keep once per app, and their one
// request state machine.
export { createBindingClient, START_DATA } from "./bindingClient";
export { createRequestRunner } from "./requestRunner";

export type {
  Bridge,
  BridgeOptions,
  EventHandler,
  FetchMode,
  LogLevel,
  MessageHandler,
  MessageKind,
  OnlineHandler,
  OnlineHandlerContext,
  OperationsOf,
  PushKind,
  RequestKind,
  RequestOptions,
  ResponseOf,
  Unsubscribe,
} from "./bridgeOptions";
export type { LowLevelApi, LowLevelEvent, LowLevelEventHandler } from "./lowLevel";
export type { CamelCase, CamelCasedDeep, Cased, Casing, OpaqueKey } from "./casing";
export type { ErrorCode, HostBridgeErrorOptions } from "./errors";
export type { BridgeLogger } from "./log";
export type { ActivityHook, BridgeActivity } from "./activity";
export type { OriginPattern } from "./origin";
export type { Transport, TransportDropListener, TransportListener } from "./transport";
export type { MessageEventSource, MessageTarget, WindowTransportOptions } from "./windowTransport";
export type { NativePlatform, NativeTransportOptions } from "./nativeTransport";
export type { PortLike } from "./portTransport";
export type { ApiMethod, EnvironmentApiExtension, EnvironmentApiSpec } from "./environmentApi";
export type { BridgeFactory, EnvironmentApiOptions, Lifecycle } from "./instanceCache";
export type { EntryFactories } from "./apiFactories";
export type {
  ApiFactory,
  BindingClient,
  BindingLocation,
  ListenKind,
  EnvSnapshot,
  ReplayMark,
  SharedEnv,
  StartUp,
} from "./bindingClient";
export type {
  RequestArgs,
  RequestMethod,
  RequestResult,
  RequestRunner,
  RequestSnapshot,
  RequestStatus,
} from "./requestRunner";
