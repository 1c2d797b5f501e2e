// The entry of the script-tag build (`js-api.umd.min.js`, tsup.config.ts): it exposes the package
// as the existing client's UMD build exposes itself, and nothing more. That build declares no
// variable: under an AMD loader (`define.amd`) it registers an anonymous module; under CommonJS
// (`module.exports`) it fills `exports`; otherwise it sets a property `pitcher` on `globalThis`
// to a plain object of its exports tagged "Module". A page or popup that declares its own `pitcher`
// (`const pitcher = ...`) therefore still runs, where a `var pitcher` of the bundle made it fail
// with "Identifier 'pitcher' has already been declared".
import * as api from "./index";

type Exports = Record<string | symbol, unknown>;
interface AmdDefine {
  (deps: string[], factory: (exports: Exports) => void): void;
  amd?: unknown;
}
interface ScriptScope {
  define?: AmdDefine;
  module?: { exports?: unknown };
  exports?: unknown;
  pitcher?: unknown;
}

/** Copies the exports onto `target` and tags it as the client's build does. */
function fill(target: Exports): Exports {
  Object.assign(target, api);
  Object.defineProperty(target, Symbol.toStringTag, { value: "Module" });
  return target;
}

const scope = globalThis as unknown as ScriptScope;
if (typeof scope.exports === "object" && scope.exports !== null && scope.module !== undefined) {
  fill(scope.exports as Exports);
} else if (typeof scope.define === "function" && scope.define.amd) {
  scope.define(["exports"], fill);
} else {
  scope.pitcher = fill({});
}
