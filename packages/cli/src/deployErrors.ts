// The deploy client's error guard and the CLI's hints for its errors (which read the library's
// constants), imported lazily by reportError.ts when a command failed with an
// error named "DeployError". It goes through this module (not `import("@hostbridge/deploy-client")`
// in reportError.ts) so that every build reaches the same copy of the library as the commands do: in
// the CommonJS build a dynamic import of the package would load its ESM build, a second copy (whose
// `isDeployError` still knows the first copy's errors by their brand, but loading it twice is waste).
export { isDeployError } from "@hostbridge/deploy-client";
export { explainDeployError } from "./hints";
