// The script and style the two pages load (served from this server: the pages' CSP allows no inline
// code). The script keeps the API key in sessionStorage, sends the REST calls with it, shows answers,
// and performs the admin page's installs.

/** The pages' script: plain ES2020, no dependencies. */
export const PAGES_SCRIPT = String.raw`"use strict";
(() => {
  const STORAGE_KEY = "hostbridge-local-platform:api-key";
  const FLASH_KEY = "hostbridge-local-platform:flash";
  const keyInput = document.querySelector("[data-api-key]");
  if (keyInput) {
    keyInput.value = sessionStorage.getItem(STORAGE_KEY) || "";
    keyInput.addEventListener("input", () => sessionStorage.setItem(STORAGE_KEY, keyInput.value.trim()));
  }
  const apiKey = () => (keyInput ? keyInput.value.trim() : "");
  const askForKey = (where) => {
    where.textContent = "Enter an API key first: hostbridge platform prints where its key file is.";
    where.dataset.state = "error";
    if (keyInput) keyInput.focus();
  };

  async function call(path, form) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "X-API-Key": apiKey() },
      body: form,
      redirect: "error",
      cache: "no-store",
    });
    const text = await response.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return {
      ok: response.ok,
      status: (response.status + " " + response.statusText).trim(),
      type: response.headers.get("content-type") || "no content type",
      text: parsed === undefined ? text : JSON.stringify(parsed, null, 2),
      json: parsed,
    };
  }

  const errorMessage = (answer) =>
    (answer.json && answer.json.error && answer.json.error.message) || answer.text.slice(0, 300) || answer.status;

  // --- REST reference: one form per call --------------------------------------------------------
  for (const form of document.querySelectorAll("form[data-rest-call]")) {
    const box = form.nextElementSibling;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const show = (request, status, type, body, state) => {
        box.hidden = false;
        box.dataset.state = state;
        box.querySelector("[data-answer-request]").textContent = request;
        box.querySelector("[data-answer-status]").textContent = status;
        box.querySelector("[data-answer-type]").textContent = type;
        box.querySelector("[data-answer-body]").textContent = body;
      };
      if (!apiKey()) {
        show("nothing", "", "", "Enter an API key first: hostbridge platform prints where its key file is.", "error");
        if (keyInput) keyInput.focus();
        return;
      }
      const body = new FormData();
      const parts = [];
      let path = form.getAttribute("action");
      if (form.dataset.restCall === "publish") {
        const file = form.elements.file.files[0];
        body.append("file", file, file.name);
        parts.push("file=" + file.name + " (" + file.size + " bytes)");
      } else {
        const app = form.elements.app.value.trim();
        path = path.replace("{app}", encodeURIComponent(app));
        for (const id of form.elements.instance_ids.value.split(/[\s,]+/).filter(Boolean)) {
          body.append("instance_ids", id);
          parts.push("instance_ids=" + id);
        }
        const version = form.elements.version.value.trim();
        if (version) {
          body.append("version", version);
          parts.push("version=" + version);
        }
      }
      const request = "POST " + path + " with X-API-Key and multipart parts " + parts.join(", ");
      show(request, "sending…", "", "", "pending");
      try {
        const answer = await call(path, body);
        show(request, answer.status, answer.type, answer.text || "(empty body)", answer.ok ? "ok" : "error");
      } catch (error) {
        show(request, "no answer", "", String(error && error.message ? error.message : error), "error");
      }
    });
  }

  // --- Apps settings: "Update to vN" -----------------------------------------------------------
  const result = document.querySelector("[data-admin-result]");
  if (result) {
    const flash = sessionStorage.getItem(FLASH_KEY);
    if (flash) {
      sessionStorage.removeItem(FLASH_KEY);
      result.textContent = flash;
      result.dataset.state = "ok";
    }
  }
  for (const button of document.querySelectorAll("button[data-install-app]")) {
    button.addEventListener("click", async () => {
      const { installApp, installInstance, installVersion } = button.dataset;
      if (!apiKey()) return askForKey(result);
      const body = new FormData();
      body.append("instance_ids", installInstance);
      body.append("version", installVersion);
      button.disabled = true;
      result.dataset.state = "pending";
      result.textContent = "Installing " + installApp + " v" + installVersion + " on " + installInstance + "…";
      try {
        const path = result.dataset.installPath.replace("{app}", encodeURIComponent(installApp));
        const answer = await call(path, body);
        const entry = answer.json && Array.isArray(answer.json.installs)
          ? answer.json.installs.find((item) => item.instance_id === installInstance)
          : undefined;
        if (answer.ok && (!entry || entry.status === "installed")) {
          sessionStorage.setItem(FLASH_KEY, installInstance + " now runs " + installApp + " v" + installVersion + " (" + answer.status + ").");
          location.reload();
          return;
        }
        result.dataset.state = "error";
        result.textContent = "The install failed (" + answer.status + "): " + (entry && entry.error ? entry.error.message : errorMessage(answer));
      } catch (error) {
        result.dataset.state = "error";
        result.textContent = "The install could not be sent: " + (error && error.message ? error.message : error);
      }
      button.disabled = false;
    });
  }
})();
`;

/** The pages' style. */
export const PAGES_STYLE = `:root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1d2330; background: #f6f7f9; }
body { margin: 0; }
header { display: flex; gap: 24px; align-items: center; padding: 12px 28px; background: #1d2f4f; color: #fff; }
header nav a { color: #c9d8f5; margin-right: 16px; text-decoration: none; }
header nav a[aria-current="page"] { color: #fff; border-bottom: 2px solid #7fb0ff; }
main { max-width: 1100px; margin: 0 auto; padding: 8px 28px 40px; }
h1 { font-size: 24px; margin: 18px 0 8px; }
h2 { font-size: 19px; margin: 0 0 8px; }
h3 { font-size: 14px; text-transform: uppercase; letter-spacing: .04em; color: #5b6475; margin: 16px 0 6px; }
section.app, section.call { background: #fff; border: 1px solid #dde1e8; border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
section.key { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0 12px; }
section.key input { width: 320px; }
input[type="text"], input[type="password"] { font: inherit; padding: 5px 8px; border: 1px solid #b9c0cc; border-radius: 5px; }
button { font: inherit; padding: 5px 12px; border-radius: 5px; border: 1px solid #2d63c8; background: #2d63c8; color: #fff; cursor: pointer; }
button:disabled { opacity: .6; cursor: progress; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e6e9ef; vertical-align: top; }
table.spec th { width: 190px; color: #5b6475; font-weight: 500; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
code.hash { word-break: break-all; }
pre { background: #f0f2f6; padding: 10px 12px; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; }
.muted { color: #6b7385; }
.ok { color: #1c7c3c; }
.update { color: #a35a00; font-weight: 600; }
.method { background: #1c7c3c; color: #fff; border-radius: 4px; padding: 1px 7px; font-size: 13px; vertical-align: 2px; }
form { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; margin: 10px 0; }
.answer { border-left: 4px solid #8a93a5; padding: 2px 12px; margin-top: 8px; }
.answer[data-state="ok"] { border-color: #1c7c3c; }
.answer[data-state="error"] { border-color: #c0392b; }
.answer p { margin: 4px 0; }
.result[data-state="ok"] { color: #1c7c3c; }
.result[data-state="error"] { color: #c0392b; }
.result:empty { display: none; }
`;
