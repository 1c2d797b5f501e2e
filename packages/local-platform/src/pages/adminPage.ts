// The Apps settings page, as the platform's admin console shows it: every app with its versions (sha256,
// size) and every instance with the version it runs. An instance on an older version than the latest is
// offered the update (deployment rule 4); "Update to vN" performs the install through the REST call.
import type { IncomingMessage, ServerResponse } from "node:http";
import { INSTALL_PATH } from "@hostbridge/deploy-contract";
import { formatBytes } from "../byteSize";
import type { PlatformContext } from "../deployRoutes";
import type { LocalApp, LocalInstall } from "../store";
import { html, page, sendPage } from "./html";
import { INSTALL_PATH_TEMPLATE } from "./restPage";
import type { Markup } from "./html";

/** One row of an app's instance table: an install, or a known instance that does not run the app. */
interface InstanceRow {
  instanceId: string;
  install: LocalInstall | undefined;
}

function instanceRows(
  app: LocalApp,
  installs: readonly LocalInstall[],
  known: ReadonlySet<string> | undefined,
): InstanceRow[] {
  const rows: InstanceRow[] = installs
    .filter((install) => install.app === app.name)
    .map((install) => ({ instanceId: install.instance_id, install }));
  const running = new Set(rows.map((row) => row.instanceId));
  for (const instanceId of [...(known ?? [])].sort()) {
    if (!running.has(instanceId)) rows.push({ instanceId, install: undefined });
  }
  return rows;
}

function action(app: LocalApp, row: InstanceRow): Markup {
  const latest = app.latest_version;
  if (latest === null) return html`<span class="muted">nothing published</span>`;
  if (row.install?.version === latest)
    return html`<span class="ok" data-up-to-date>Up to date</span>`;
  const label = row.install ? `Update to v${latest}` : `Install v${latest}`;
  return html`${row.install ? html`<span class="update" data-update-available="${latest}">Update available: v${latest}</span> ` : ""}<button
      type="button"
      data-install-app="${app.name}"
      data-install-instance="${row.instanceId}"
      data-install-version="${latest}"
    >
      ${label}
    </button>`;
}

function appSection(
  app: LocalApp,
  installs: readonly LocalInstall[],
  known: ReadonlySet<string> | undefined,
): Markup {
  const rows = instanceRows(app, installs, known);
  const versions = [...app.versions].reverse();
  return html`<section class="app" data-app="${app.name}">
    <h2>
      ${app.name}
      <span class="muted"
        >latest ${app.latest_version === null ? "none" : `v${app.latest_version}`}</span
      >
    </h2>
    <h3>Versions</h3>
    ${
      versions.length === 0
        ? html`<p class="muted">
            No version published yet: publish one with <code>hostbridge publish</code>.
          </p>`
        : html`<table class="versions">
            <thead>
              <tr>
                <th>Version</th>
                <th>Published</th>
                <th>Size</th>
                <th>SHA-256</th>
              </tr>
            </thead>
            <tbody>
              ${versions.map(
                (version) =>
                  html`<tr data-version="${version.version}">
                    <td>v${version.version}</td>
                    <td>
                      <time datetime="${version.created_at}"
                        >${version.created_at.replace("T", " ").replace(/\.\d+Z$/, "Z")}</time
                      >
                    </td>
                    <td title="${version.size} bytes">${formatBytes(version.size)}</td>
                    <td><code class="hash">${version.sha256}</code></td>
                  </tr> `,
              )}
            </tbody>
          </table>`
    }
    <h3>Instances</h3>
    ${
      rows.length === 0
        ? html`<p class="muted">
            Not installed on any instance: install it with
            <code>hostbridge install --instance &lt;id&gt;</code>.
          </p>`
        : html`<table class="instances">
            <thead>
              <tr>
                <th>Instance</th>
                <th>Runs</th>
                <th>Installed</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr data-instance="${row.instanceId}">
                    <td>${row.instanceId}</td>
                    <td data-runs>${row.install ? `v${row.install.version}` : "not installed"}</td>
                    <td>
                      ${row.install ? row.install.installed_at.replace("T", " ").replace(/\.\d+Z$/, "Z") : ""}
                    </td>
                    <td>${action(app, row)}</td>
                  </tr> `,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}

/** `GET /local/admin`: the Apps settings page. */
export function adminPage(
  context: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const apps = context.store.listApps();
  const installs = context.store.listInstalls();
  const body = html`<p
      role="status"
      class="result"
      data-admin-result
      data-install-path="${INSTALL_PATH_TEMPLATE}"
    ></p>
    <p class="muted">
      Every app published to this platform, its versions, and the version each instance runs. An
      instance on an older version is offered the update; the button sends
      <code>POST /${INSTALL_PATH}</code> with the API key above.
    </p>
    ${
      apps.length === 0
        ? html`<p data-no-apps>
            No app has been published yet. Publish one with <code>hostbridge publish</code> or from
            the <a href="/local/rest">REST reference</a>.
          </p>`
        : apps.map((app) => appSection(app, installs, context.options.instances))
    }`;
  sendPage(req, res, page({ title: "Apps settings", current: "admin", body }));
}
