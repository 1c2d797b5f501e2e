// The local platform's error guard, imported lazily by reportError.ts when a command failed with an
// error named "LocalPlatformError" (see deployErrors.ts for why it goes through a module of the CLI).
export { isLocalPlatformError } from "@hostbridge/local-platform";
