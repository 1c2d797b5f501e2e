// Server-side rendering (Nuxt, vite-ssr): no window exists; nothing may touch it or start a request.
import { describe, expect, it } from "vitest";
import { createSSRApp, defineComponent, h } from "vue";
import { renderToString } from "vue/server-renderer";
import { createHostBridge, useHostBridge, useHostRequest } from "../src/index";
import { Page } from "./components";

describe("SSR", () => {
  it("renders the initial state (env loading, nothing pushed) without a window", async () => {
    expect(typeof globalThis.window).toBe("undefined");
    let client: unknown = "unset";
    let ran = 0;
    const Root = defineComponent({
      setup() {
        client = useHostBridge();
        const eager = useHostRequest(() => Promise.resolve(++ran), { immediate: true });
        return () => h("div", [h(Page), h("p", { id: "eager" }, String(eager.pending.value))]);
      },
    });
    const app = createSSRApp(Root).use(
      createHostBridge({ hostOrigin: "https://host.example.com" }),
    );
    const html = await renderToString(app);
    expect(html).toContain('data-view="env"');
    expect(html).toContain(">Loading<");
    expect(html).toContain(">Nothing<");
    expect(html).toContain('<p id="eager">true</p>');
    expect(client).toBeUndefined();
    expect(ran).toBe(0);
    expect(typeof globalThis.window).toBe("undefined");
  });
});
