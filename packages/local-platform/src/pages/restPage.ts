// The interactive REST reference (deployment rule 3): the two calls the platform offers, what to send,
// what the spec leaves open and what this local platform answers, with a form per call that sends it
// with an API key and shows the answer as it came.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  INSTALL_PATH,
  installPath,
  PUBLISH_PATH,
  PUBLISH_PATHS,
} from "@hostbridge/deploy-contract";
import { formatBytes } from "../byteSize";
import type { PlatformContext } from "../deployRoutes";
import { html, page, sendPage } from "./html";
import type { Markup } from "./html";

/** The publish call's path, from the one statement of the REST contract. */
const PUBLISH_PATHNAME = `/${PUBLISH_PATH}`;
/** The install call's path with `{app}` where the page's script puts the percent-encoded app name. */
export const INSTALL_PATH_TEMPLATE = `/${INSTALL_PATH.replace("<app_name>", "{app}")}`;

/** The table of what a call needs and answers: one row per fact. */
function specTable(rows: readonly (readonly [string, Markup])[]): Markup {
  return html`<table class="spec">
    <tbody>
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <th>${label}</th>
            <td>${value}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function answerBox(): Markup {
  return html`<div class="answer" data-answer hidden>
    <p><strong>Sent</strong> <code data-answer-request></code></p>
    <p>
      <strong>Answer</strong> <code data-answer-status></code>
      <span class="muted" data-answer-type></span>
    </p>
    <pre data-answer-body></pre>
  </div>`;
}

function publishSection(context: PlatformContext, baseUrl: string): Markup {
  const { maxUploadBytes, maxExtractedBytes, maxCompressionRatio } = context.options;
  return html`<section class="call" id="publish">
    <h2><span class="method">POST</span> <code>{base_url}${PUBLISH_PATHNAME}</code></h2>
    <p>
      Publishes an app: creates a new version of the app named by the <code>name</code> of the
      archive's <code>app.json</code>.
    </p>
    ${specTable([
      [
        "Also answered at",
        html`<code>{base_url}/${PUBLISH_PATHS[1]}</code>, the spec's literal path (its "INFO" is the
          title of the docs' info box beside the call, not a path segment)`,
      ],
      ["Header", html`<code>X-API-Key: &lt;api key&gt;</code>`],
      [
        "Body",
        html`<code>multipart/form-data</code> with one file part <code>file</code>: the app as a
          zip, <code>app.json</code> at its root`,
      ],
      [
        "The spec leaves open",
        html`the success status and body, error codes and body, size and rate limits, the version
        scheme`,
      ],
      [
        "This platform answers",
        html`<code>201</code>
          <code
            >{ "app": { "name", "latest_version" }, "release": { "version", "created_at", "sha256",
            "size" } }</code
          >; errors <code>{ "error": { "code", "message", "details"? } }</code> with 400, 401, 403,
          413, 415`,
      ],
      [
        "Limits here",
        html`upload ${formatBytes(maxUploadBytes)}; unpacked ${formatBytes(maxExtractedBytes)};
        compression ratio ${maxCompressionRatio}`,
      ],
    ])}
    <pre class="example">
curl -X POST "${baseUrl}${PUBLISH_PATHNAME}" \\
  -H "X-API-Key: $HOSTBRIDGE_API_KEY" \\
  -F "file=@my-app.zip;type=application/zip"</pre>
    <form
      data-rest-call="publish"
      action="${PUBLISH_PATHNAME}"
      method="post"
      enctype="multipart/form-data"
    >
      <label>file <input type="file" name="file" accept=".zip,application/zip" required /></label>
      <button type="submit">Send publish</button>
    </form>
    ${answerBox()}
  </section>`;
}

function installSection(baseUrl: string): Markup {
  return html`<section class="call" id="install">
    <h2><span class="method">POST</span> <code>{base_url}/${INSTALL_PATH}</code></h2>
    <p>
      Installs the app on instances. <code>&lt;app_name&gt;</code> is the manifest's
      <code>name</code>, percent-encoded in the path.
    </p>
    ${specTable([
      ["Header", html`<code>X-API-Key: &lt;api key&gt;</code>`],
      [
        "Body",
        html`<code>multipart/form-data</code> with one <code>instance_ids</code> part per instance`,
      ],
      [
        "Local extension",
        html`a <code>version</code> part installs that version instead of the latest (not in the
          spec)`,
      ],
      ["The spec leaves open", html`the success status and body, error codes and body`],
      [
        "This platform answers",
        html`<code>200</code> (<code>207</code> when some instance failed)
          <code
            >{ "app": { "name" }, "version", "installs": [{ "instance_id", "status", "version",
            "previous_version" }] }</code
          >; errors 400, 401, 403, 404, 409`,
      ],
    ])}
    <pre class="example">
curl -X POST "${baseUrl}/${installPath("my-app")}" \\
  -H "X-API-Key: $HOSTBRIDGE_API_KEY" \\
  -F "instance_ids=test-instance"</pre>
    <form
      data-rest-call="install"
      action="${INSTALL_PATH_TEMPLATE}"
      method="post"
      enctype="multipart/form-data"
    >
      <label
        >app_name <input type="text" name="app" required spellcheck="false" placeholder="my-app"
      /></label>
      <label
        >instance_ids
        <input
          type="text"
          name="instance_ids"
          required
          spellcheck="false"
          placeholder="test-instance, other-instance"
      /></label>
      <label
        >version
        <input
          type="text"
          name="version"
          inputmode="numeric"
          placeholder="latest (local extension)"
      /></label>
      <button type="submit">Send install</button>
    </form>
    ${answerBox()}
  </section>`;
}

/** `GET /local/rest`: the REST reference page. */
export function restPage(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  // The Host header was checked against loopback names before any route runs.
  const baseUrl = `http://${req.headers.host ?? "127.0.0.1"}`;
  const body = html`<p class="muted">
      The platform's two deployment calls, as the interface spec shows them, and how this local
      platform answers them. Each form sends the call to this server with the API key above and
      shows the answer as it came.
    </p>
    ${publishSection(context, baseUrl)} ${installSection(baseUrl)}`;
  sendPage(req, res, page({ title: "REST reference", current: "rest", body }));
}
