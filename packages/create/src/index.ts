/**
 * `@hostbridge/create`: the package `npm create @hostbridge` runs. It scaffolds a HostBridge app
 * with `hostbridge init` of `@hostbridge/cli`.
 *
 * @example
 * ```sh
 * npm create @hostbridge my-app
 * npm create @hostbridge my-app -- --template react
 * ```
 *
 * @packageDocumentation
 */
export { createApp } from "./createApp";
