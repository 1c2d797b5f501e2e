// Entry point: the Vue app with the HostBridge plugin (one shared client for every component).
import { createApp } from "vue";
import { createHostBridge } from "@hostbridge/vue";
import App from "./App.vue";

createApp(App).use(createHostBridge()).mount("#app");
