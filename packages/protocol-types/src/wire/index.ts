/**
 * `@hostbridge/protocol-types/wire`: the codecs of both wires (docs/protocol.md "Two wires"), the
 * one statement of what travels between an app and its host. The app-side bridge
 * (`@hostbridge/transport`), the host simulator and the conformance kit all build and read messages
 * with these functions; a host implementer can use them too. Public and versioned with this package
 * (semver): a change to what a function writes or reads is a breaking change of this subpath.
 *
 * - The envelope wire: `encodeRequest` / `decodeAppMessage` (app -> host), `encodeServiceResponse`,
 *   `encodeEnvironmentResponse`, `encodeMessage`, `encodeEvent` / `decodeHostMessage` (host -> app).
 * - The platform wire (post-robot 10 framing, bare UI operations and pushes; the high-level API as
 *   `PITCHER_*`): `encodePlatformRequest`, `encodePlatformServiceRequest`, `encodeHello`,
 *   `encodeBareOperation` / `decodePlatformAppMessage` (app -> host; the app's side as data:
 *   `encodePlatformCall`, what a request sends, and `decodePlatformHostMessage`, what a frame holds),
 *   `encodeHelloAnswer`, `ackFrame` (on arrival) then `encodeOperationAnswer` (when answered),
 *   `encodePlatformPush`, `encodePlatformEvent` (host -> app), and the frame itself: `encodePostRobotFrame` / `decodePostRobotFrame`; `platformBody`, the
 *   snake_casing of high-level request bodies on the platform wire.
 * - Casing and method names, one module for every reader: the app's `casing` option
 *   (`convertKeys`), the platform wire's keys (`platformKeys`, `platformBody`), and the names of
 *   methods after their operations (`methodName`).
 *
 * No zod and no other dependency; every function is pure except `claimAnswer` (a realm-wide set of
 * answered request ids) and the id makers, so a bundler keeps only what an app calls. Decoders are
 * hand-written guards that never throw: they return `undefined` (or a `drop` with the reason).
 *
 * @example
 * ```ts
 * import { decodeAppMessage, encodeServiceResponse } from "@hostbridge/protocol-types/wire";
 *
 * window.addEventListener("message", (event) => {
 *   const got = decodeAppMessage(event.data);
 *   if (got.kind != "request" || got.request != "svc") return;
 *   const answer = encodeServiceResponse(got.id, got.type, got.payload, "ok", { user_action: "cancel" });
 *   (event.source as Window).postMessage(answer, event.origin);
 * });
 * ```
 *
 * @packageDocumentation
 */
export {
  decodeAppMessage,
  decodeHostMessage,
  encodeBareMessage,
  encodeEnvironmentResponse,
  encodeEvent,
  encodeMessage,
  encodeRequest,
  encodeServiceResponse,
  requestInfo,
} from "./envelopeCodec";
export {
  convertKey,
  convertKeys,
  isClientPlainObject,
  isRawBodyType,
  methodName,
  platformBody,
  platformCamelCase,
  platformKeys,
  platformSnakeCase,
} from "./casing";
export {
  answerFrame,
  claimAnswer,
  createId,
  decodePlatformHostMessage,
  decodePostRobotFrame,
  encodeBareOperation,
  encodeHello,
  encodePlatformCall,
  encodePlatformRequest,
  encodePlatformServiceRequest,
  encodePostRobotFrame,
  idOfHash,
  inSpecNames,
  isBareUiOperation,
  isPostRobotRequest,
  isRenamedOnPlatform,
  ownOrigin,
  platformMessageName,
  platformOperationName,
  postRobotHash,
  postRobotRequest,
  pushKindOf,
  specMessageName,
  specOperationName,
} from "./platformCodec";
export {
  ackFrame,
  carriesEnvironment,
  decodePlatformAppMessage,
  encodeHelloAnswer,
  encodeOperationAnswer,
  encodePlatformEvent,
  encodePlatformPush,
  inPlatformNames,
  responseFrame,
} from "./platformHost";

export type { CamelCase, CamelCasedDeep, Cased, Casing, OpaqueKey } from "./casing";
export type { AppInbound, EnvelopeNames, Inbound, PushKind, RequestKind } from "./envelopeCodec";
export type { PlatformAppInbound } from "./platformHost";
export type { PlatformCall, PlatformHostInbound } from "../platformWire";
