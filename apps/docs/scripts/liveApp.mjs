// Builds the apps of the live examples into public/live/ with esbuild, from the SDK the site
// documents: the operation pages' app (live/app.ts), and the app of each app-type page
// (live/app-types/<page>/, its manifest and pages; see buildAppTypeApps).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { appPlaces, checkAppConfig, checkAppModel } from "@hostbridge/deploy-contract";
import { checkSettingsValues } from "@hostbridge/host-simulator";
import { build } from "esbuild";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>HostBridge live example app</title>
    <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 12px; color: #213547; }
      button { font: inherit; padding: 4px 10px; border: 1px solid #3451b2; border-radius: 6px; background: #3451b2; color: white; cursor: pointer; }
      button:disabled { opacity: 0.5; }
      pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f7; padding: 8px; border-radius: 6px; max-height: 220px; overflow: auto; }
      [data-outcome="error"] { color: #b8272c; }
    </style>
  </head>
  <body>
    <p>The app: <button data-action="run" disabled>run</button></p>
    <pre data-view="result" data-outcome="idle">Press the button to make the call.</pre>
    <script type="module" src="./app.js"></script>
  </body>
</html>
`;

export async function buildLiveApp(docs) {
  mkdirSync(`${docs}public/live`, { recursive: true });
  writeFileSync(`${docs}public/live/index.html`, PAGE);
  await build({
    entryPoints: [`${docs}live/app.ts`],
    outfile: `${docs}public/live/app.js`,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    logLevel: "warning",
  });
}

/** The files under `dir`, relative to it. */
function filesIn(dir, prefix = "") {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** `check`'s value, or an error naming the file and each problem (the build stops). */
function checked(file, check) {
  if (check.errors.length === 0) return check.value;
  const problems = check.errors.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  throw new Error(`${file} is not what the platform takes: ${problems}`);
}

/**
 * What the live example of an app-type page needs of its app (the folder `dir`; `name` says where it
 * is in errors): the app's name, the place it opens at (its first, `appPlaces`, as the dev host opens
 * it: kind, entry, size) and its settings form (app.config.json, or the place's module's `settings`)
 * with the values it starts with (the module's `defaults.settings`). Throws, naming the file and each
 * problem, when the manifest is not one `hostbridge validate` accepts (every entry must exist in the
 * app), the form is not one the platform takes, or the starting values are not ones the form takes.
 */
export function appTypeExample(dir, name = dir) {
  const manifestFile = `${name}/app.json`;
  const manifest = JSON.parse(readFileSync(join(dir, "app.json"), "utf8"));
  checked(
    manifestFile,
    checkAppModel(manifest, { hasFile: (path) => existsSync(join(dir, path)) }),
  );
  const [place] = appPlaces(manifest);
  if (!place) throw new Error(`${manifestFile} declares no place the platform runs`);
  const module = manifest.module?.[place.source] ?? {};
  const configFile = join(dir, "app.config.json");
  const form = existsSync(configFile)
    ? checked(
        `${name}/app.config.json`,
        checkAppConfig(JSON.parse(readFileSync(configFile, "utf8"))),
      )
    : module.settings &&
      checked(`${manifestFile} (module.${place.source}.settings)`, checkAppConfig(module.settings));
  if (!form) return { name: manifest.name, place };
  const values = module.defaults?.settings ?? {};
  // (a required field left empty is allowed: the app runs installed but not configured yet)
  const refused = checkSettingsValues(form, values).problems.filter((p) => p.kind !== "required");
  if (refused.length > 0)
    throw new Error(
      `${manifestFile}: module.${place.source}.defaults.settings has values the settings form refuses: ${refused.map((p) => `${p.field} ${p.message}`).join("; ")}`,
    );
  return { name: manifest.name, place, settings: { form, values } };
}

/**
 * The app of each app-type page: live/app-types/<page>/ holds an app as the platform takes it (its
 * app.json, the manifest the page shows; its pages, each `<name>.html` with its script `<name>.ts`;
 * an app.config.json when it has a settings form). Its pages are copied and their scripts bundled
 * into public/live/app-types/<page>/, beside `example.json` ({@link appTypeExample}), what the page's
 * AppTypeExample reads. Returns the pages' names.
 */
export async function buildAppTypeApps(docs) {
  const source = `${docs}live/app-types`;
  const target = `${docs}public/live/app-types`;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const scripts = [];
  for (const file of filesIn(source))
    if (file.endsWith(".ts")) scripts.push(join(source, file));
    else cpSync(join(source, file), join(target, file));
  const pages = readdirSync(source, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const page of pages) {
    const example = appTypeExample(join(source, page), relative(docs, join(source, page)));
    writeFileSync(join(target, page, "example.json"), `${JSON.stringify(example, null, 2)}\n`);
  }
  await build({
    entryPoints: scripts,
    outbase: source,
    outdir: target,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    logLevel: "warning",
  });
  return pages;
}
