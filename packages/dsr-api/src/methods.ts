import type { DsrApiMap, DsrApiMethodType } from "@hostbridge/protocol-types";
import type { CamelCase, Casing } from "@hostbridge/transport";
import type { ApiMethod } from "@hostbridge/transport";

export type { ApiMethod };

/** The method name of DSR operation `K`: `dsr_get_file` -> `getFile`. */
export type DsrMethodName<K extends string> = K extends `dsr_${infer Rest}`
  ? CamelCase<Rest>
  : never;

/** One camelCase method per DSR operation (5), typed from `DsrApiMap` and following the casing `C`. */
export type DsrMethods<C extends Casing = "snake"> = {
  [K in DsrApiMethodType as DsrMethodName<K>]: ApiMethod<DsrApiMap[K], C>;
};
