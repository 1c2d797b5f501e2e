// HTML for the local platform's own pages: escaping, a tagged template that escapes every value it is
// given, and the page shell (navigation, the API key field, the shared style and script).
import type { IncomingMessage, ServerResponse } from "node:http";

/** Markup that is already safe: values of this type are inserted by {@link html} as they are. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Value = Markup | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** A template literal tag: every interpolated value is escaped unless it is {@link Markup}. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let text = strings[0] ?? "";
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? "");
  });
  return new Markup(text);
}

/** Where the pages and their assets are served. */
export const PAGE_PATHS = {
  admin: "/local/admin",
  rest: "/local/rest",
  script: "/local/assets/pages.js",
  style: "/local/assets/pages.css",
} as const;

/** What the pages may load: only this server's own script and style, no inline code, no framing. */
const PAGE_SECURITY_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
};

/** The page shell: title, navigation between the two pages, the API key field, then `body`. */
export function page(options: {
  title: string;
  current: keyof typeof PAGE_PATHS;
  body: Markup;
}): Markup {
  const link = (path: string, label: string, name: string) =>
    html`<a href="${path}" ${options.current === name ? new Markup(' aria-current="page"') : ""}
      >${label}</a
    >`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} · HostBridge local platform</title>
        <link rel="stylesheet" href="${PAGE_PATHS.style}" />
        <script src="${PAGE_PATHS.script}" defer></script>
      </head>
      <body>
        <header>
          <strong>HostBridge local platform</strong>
          <nav>
            ${link(PAGE_PATHS.admin, "Apps settings", "admin")}
            ${link(PAGE_PATHS.rest, "REST reference", "rest")}
          </nav>
        </header>
        <main>
          <h1>${options.title}</h1>
          <section class="key">
            <label
              >API key
              <input
                type="password"
                name="api-key"
                data-api-key
                autocomplete="off"
                spellcheck="false"
                placeholder="X-API-Key sent with every call"
            /></label>
            <span class="muted"
              >Kept in this browser tab only (sessionStorage), sent as <code>X-API-Key</code>, never
              shown.</span
            >
          </section>
          ${options.body}
        </main>
      </body>
    </html> `;
}

/** Sends a page. */
export function sendPage(req: IncomingMessage, res: ServerResponse, markup: Markup): void {
  sendAsset(req, res, "text/html; charset=utf-8", markup.text);
}

/** Sends a text asset with the pages' security headers. */
export function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  contentType: string,
  text: string,
): void {
  res.writeHead(200, {
    ...PAGE_SECURITY_HEADERS,
    "Content-Type": contentType,
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(req.method === "HEAD" ? undefined : text);
}
