import type { AdminApiMap, AdminApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Casing } from "@hostbridge/transport";
import type { ApiMethod } from "@hostbridge/transport";

export type { ApiMethod };

/** The method name of admin operation `K`: `admin_get_files` -> `getFiles`. */
export type AdminMethodName<K extends string> = K extends `admin_${infer Rest}`
  ? CamelCase<Rest>
  : never;

/** One camelCase method per admin operation (20), typed from `AdminApiMap` and following the casing `C`. */
export type AdminMethods<C extends Casing = "snake"> = {
  [K in AdminApiMethodType as AdminMethodName<K>]: ApiMethod<AdminApiMap[K], C>;
};
