// Vitest browser providers for Debian's Firefox and WebKitGTK, so the wire suites written for Vitest's
// browser mode run unchanged in every engine (Chromium keeps @vitest/browser-playwright). A provider
// only opens Vitest's tester page in the engine; the tests then talk to Vitest as in Chromium.
// Firefox: puppeteer-core over WebDriver BiDi. WebKit: the WebKitGTK embedder (tooling/engines.mjs).
import { defineBrowserProvider } from "@vitest/browser";
import { launchFirefox, launchWebKit } from "./engines.mjs";

class EngineProvider {
  supportsParallelism = false;
  pages = new Map();
  engine;

  constructor(name, launch, openIn) {
    this.name = name;
    this.launch = launch;
    this.openIn = openIn;
  }

  getCommandsContext() {
    return {};
  }

  async openPage(sessionId, url) {
    this.engine ??= this.launch();
    const engine = await this.engine;
    await this.pages.get(sessionId)?.close();
    this.pages.set(sessionId, await this.openIn(engine, url));
  }

  async close() {
    const pages = [...this.pages.values()];
    this.pages.clear();
    await Promise.allSettled(pages.map((page) => page.close()));
    if (this.engine) await (await this.engine).close();
  }
}

/** Vitest browser provider for Firefox (`instances: [{ browser: "firefox" }]`). */
export const firefox = (executablePath) =>
  defineBrowserProvider({
    name: "firefox-bidi",
    supportedBrowser: ["firefox"],
    providerFactory: () =>
      new EngineProvider(
        "firefox-bidi",
        () => launchFirefox(executablePath),
        async (browser, url) => {
          const page = await browser.newPage();
          await page.goto(url);
          return page;
        },
      ),
  });

/** Vitest browser provider for WebKitGTK (`instances: [{ browser: "webkit" }]`). */
export const webkit = () =>
  defineBrowserProvider({
    name: "webkitgtk",
    supportedBrowser: ["webkit"],
    providerFactory: () =>
      new EngineProvider(
        "webkitgtk",
        () => launchWebKit(),
        (engine, url) => engine.open(url),
      ),
  });
