// The app of the live examples: runs in the frame of an operation page, against the host simulator
// the page runs beside it. It makes the page's example call through the same client the example
// uses (`useUi()`, `useAdmin()`, `useDsr()`, `useHostApi()`) and shows the outcome.
import { isHostBridgeError, useAdmin, useDsr, useHostApi, useUi } from "@hostbridge/sdk";

const params = new URLSearchParams(location.search);
const environment = params.get("location") ?? "ui";
const method = params.get("method") ?? "";
const payloadText = params.get("payload");
const payload: unknown = payloadText ? JSON.parse(payloadText) : undefined;

// The page that frames this app is the host, on the same origin as the docs site.
const options = { hostOrigin: location.origin };
const clients = { ui: useUi, admin: useAdmin, dsr: useDsr, impact: useHostApi } as const;
const factory = clients[environment as keyof typeof clients];
const client = factory(options) as unknown as Record<
  string,
  (...args: unknown[]) => Promise<unknown>
>;

/** An answer as the reader reads it: JSON, or the size of bytes (`render_page_as_image`'s image). */
function shown(body: unknown): string {
  if (body === undefined) return "resolved (no body)";
  if (body instanceof ArrayBuffer) return `resolved with ${body.byteLength} bytes (an ArrayBuffer)`;
  if (ArrayBuffer.isView(body))
    return `resolved with ${body.byteLength} bytes (a ${body.constructor.name})`;
  return JSON.stringify(body, null, 2);
}

const run = document.querySelector<HTMLButtonElement>("[data-action=run]")!;
const result = document.querySelector<HTMLElement>("[data-view=result]")!;
run.textContent = `${environment === "impact" ? "api" : environment}.${method}()`;

run.addEventListener("click", () => {
  result.dataset.outcome = "pending";
  result.textContent = "waiting for the host…";
  const call = client[method];
  if (typeof call !== "function") {
    result.dataset.outcome = "error";
    result.textContent = `no method ${method}`;
    return;
  }
  call(...(payload === undefined ? [] : [payload])).then(
    (body) => {
      result.dataset.outcome = "ok";
      result.textContent = shown(body);
    },
    (error: unknown) => {
      result.dataset.outcome = "error";
      const hostCode = isHostBridgeError(error)
        ? ((error as { hostError?: { code?: string } }).hostError?.code ??
          (error as { body?: { code?: string } }).body?.code)
        : undefined;
      result.textContent = isHostBridgeError(error)
        ? `${error.code}${hostCode ? ` (${hostCode})` : ""}: ${error.message}`
        : String(error);
    },
  );
});
run.disabled = false;
