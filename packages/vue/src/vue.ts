// The Vue functions the composables use, imported from "vue" in this one module: a bundle that
// keeps Vue external (an import map, a CDN build, the size benchmark) then carries one import
// statement for the whole package instead of one per file.
export {
  getCurrentScope,
  inject,
  markRaw,
  onScopeDispose,
  shallowReactive,
  shallowRef,
  toValue,
  watchSyncEffect,
} from "vue";
