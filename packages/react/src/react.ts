// The React functions the hooks use, imported from "react" in this one module: a bundle that keeps
// React external (an import map, a CDN build, the size benchmark) then carries one import statement
// for the whole package instead of one per hook file.
export {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from "react";
