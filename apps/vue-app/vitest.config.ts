// `npm test`: the components against a mock host (Vue Test Utils in happy-dom, no browser).
import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vue()],
  test: {
    name: "hostbridge-vue-starter",
    environment: "happy-dom",
    include: ["test/**/*.test.ts"],
  },
});
