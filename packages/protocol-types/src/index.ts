export {
  MESSAGE_TYPES,
  UI_API_METHOD_TYPES,
} from "./constants";
export type { MessageType, UiApiMethodType } from "./constants";
