import type { UiApiMap, UiApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Casing } from "@hostbridge/transport";
import type { ApiMethod } from "@hostbridge/transport";

export type { ApiMethod };

/** The method name of UI operation `K`: `ui_select_content` -> `selectContent`. */
export type UiMethodName<K extends string> = K extends `ui_${infer Rest}` ? CamelCase<Rest> : never;

/** One camelCase method per UI operation (33), typed from `UiApiMap` and following the casing `C`. */
export type UiMethods<C extends Casing = "snake"> = {
  [K in UiApiMethodType as UiMethodName<K>]: ApiMethod<UiApiMap[K], C>;
};
