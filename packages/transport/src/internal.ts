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
export { parseInbound } from "./guards";
export { decodePostRobotFrame, encodePostRobotFrame } from "./postRobotFrame";
export {
  answerFrame,
  claimAnswer,
  idOfHash,
  isBareUiOperation,
  isPostRobotRequest,
  ownOrigin,
  postRobotHash,
  postRobotRequest,
  pushKindOf,
} from "./platformWire";

export type { Inbound, RequestKind } from "./guards";
export type { PushKind } from "./platformWire";
export type { EnvironmentApiOptions, Lifecycle, Retirable } from "./instanceCache";
export type { ApiMethod, EnvironmentApiExtension, EnvironmentRequest } from "./environmentApi";
