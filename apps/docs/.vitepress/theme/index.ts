import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";
import TwoslashFloatingVue from "@shikijs/vitepress-twoslash/client";
import "@shikijs/vitepress-twoslash/style.css";
import AppTypeExample from "./AppTypeExample.vue";
import LiveExample from "./LiveExample.vue";
import "./style.css";

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.use(TwoslashFloatingVue);
    app.component("LiveExample", LiveExample);
    app.component("AppTypeExample", AppTypeExample);
  },
} satisfies Theme;
