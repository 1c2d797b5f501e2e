// The `casing` option's rule and its types live in the one casing module,
// `@hostbridge/protocol-types/wire` (packages/protocol-types/src/wire/casing.ts); this package's
// modules import them through here.
export { convertKeys } from "@hostbridge/protocol-types/wire";
export type {
  CamelCase,
  CamelCasedDeep,
  Cased,
  Casing,
  OpaqueKey,
} from "@hostbridge/protocol-types/wire";
