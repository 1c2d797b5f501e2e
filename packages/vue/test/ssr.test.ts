// Server-side rendering (Nuxt, vite-ssr): no window exists; nothing may touch it or start a request.
import { describe, expect, it } from "vitest";
import { createSSRApp, defineComponent, h } from "vue";
import { renderToString } from "vue/server-renderer";
import { useUi } from "@hostbridge/sdk";
import type { UiApi } from "@hostbridge/sdk";
import {
  createHostBridge,
  useEnvironmentApi,
  useHostBridge,
  useHostLocation,
  useHostRequest,
} from "../src/index";
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
        return () =>
          h("div", [
            h(Page),
            h("p", { id: "eager" }, `${eager.status.value} ${eager.pending.value}`),
          ]);
      },
    });
    const app = createSSRApp(Root).use(
      createHostBridge({ hostOrigin: "https://host.example.com" }),
    );
    const html = await renderToString(app);
    expect(html).toContain('data-view="env"');
    expect(html).toContain(">Loading<");
    expect(html).toContain(">Nothing<");
    expect(html).toContain('<p id="eager">pending true</p>');
    expect(client).toBeUndefined();
    expect(ran).toBe(0);
    expect(typeof globalThis.window).toBe("undefined");
  });
});

describe("SSR: the environment API and the location", () => {
  it("gives a typed API that sends nothing and rejects with NOT_EMBEDDED, and the location option", async () => {
    let ui: UiApi | undefined;
    let location: string | undefined;
    const Root = defineComponent({
      setup() {
        ui = useEnvironmentApi(useUi);
        location = useHostLocation();
        return () => h("p", "server");
      },
    });
    const app = createSSRApp(Root).use(createHostBridge({ location: "admin" }));
    expect(await renderToString(app)).toBe("<p>server</p>");
    expect(location).toBe("admin");
    expect(typeof ui?.selectContent).toBe("function");
    await expect(ui?.selectContent({})).rejects.toMatchObject({
      name: "HostBridgeError",
      code: "NOT_EMBEDDED",
    });
    expect(typeof globalThis.window).toBe("undefined");
  });
});
