// The DOM builder the dev host page shares with the example app. Its one copy is the example app's
// src/dom.ts: the example is what `hostbridge init --template full` copies, so it keeps its own
// file and depends on nothing. The dev host (private, never published) takes it from here; a
// package dependency of the dev host on the example app would be a cycle (example app -> cli ->
// dev host), so this re-export stands in for one.
export { append, h, replace } from "../apps/example-app/src/dom";
export type { Child, Props } from "../apps/example-app/src/dom";
