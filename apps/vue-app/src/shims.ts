// Types for .vue imports (the template stays a .ts file: a .d.ts would not survive the CLI build).
/// <reference types="vite/client" />
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
