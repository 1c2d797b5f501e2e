// The names the platform's hosts use for the operations and messages the spec renamed live in
// `@hostbridge/protocol-types/wire` (platformNames), shared with the SDK's transport. On the platform
// wire the simulated host answers the platform's name and refuses the spec's (the platform's hosts do
// not know it), and pushes the platform's names; the envelope wire keeps the spec's names.
export {
  isRenamedOnPlatform,
  platformMessageName as platformMessageOf,
  platformOperationName as platformOperationOf,
  specOperationName as specOperationOf,
} from "@hostbridge/protocol-types/wire";
