/**
 * @hostbridge/transport/internal: helpers shared by the HostBridge packages (`@hostbridge/ui-api`,
 * `admin-api`, `dsr-api`, `peer-connectivity`, `sdk`, `host-simulator`), which may import only
 * transport and protocol-types. **Outside semver**: anything here may change or go in any release;
 * apps should not import it.
 *
 * @example
 * ```ts
 * import { createId, sameOptions } from "@hostbridge/transport/internal";
 *
 * createId(); // "3b241101-e2bb-4255-8caf-4136c566a962"
 * sameOptions({ hostOrigin: /a/ }, { hostOrigin: /a/ }); // true
 * ```
 *
 * @packageDocumentation
 */
export { camelCase, createEnvironmentApi } from "./environmentApi";
export { createInstanceCache, sameOptions } from "./instanceCache";
export { createId } from "./ids";
// The envelope wire's codec: both directions, app side and host side.
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
} from "./wire/envelopeCodec";
// The platform wire's codec (post-robot framing, bare UI operations and pushes, `SVC_EVENT` with `event`).
export { decodePostRobotFrame, encodePostRobotFrame } from "./wire/postRobotFrame";
export {
  answerFrame,
  claimAnswer,
  decodePlatformAppMessage,
  encodeBareOperation,
  encodeHello,
  encodeHelloAnswer,
  encodeOperationAnswer,
  encodePlatformEvent,
  encodePlatformPush,
  encodePlatformRequest,
  idOfHash,
  isBareUiOperation,
  isPostRobotRequest,
  ownOrigin,
  postRobotHash,
  postRobotRequest,
  pushKindOf,
} from "./wire/platformCodec";

export type { AppInbound, Inbound, PushKind, RequestKind } from "./wire/envelopeCodec";
export type { PlatformAppInbound } from "./wire/platformCodec";
export type { EnvironmentApiOptions, Lifecycle, Retirable } from "./instanceCache";
export type { ApiMethod, EnvironmentApiExtension, EnvironmentApiSpec } from "./environmentApi";
