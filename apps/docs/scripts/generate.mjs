// Writes the generated pages of the site before a build (`npm run docs` runs it first):
// - reference/operations/<type>.md: one page per operation of the registry (request and response
//   types read by the TypeScript checker, platforms found by running the SDK's and the hosts' rules,
//   errors, a type-checked example and, when it runs in the simulator, a live example);
// - reference/errors.md from the error-code constants; reference/cli.md from the CLI's help;
// - api/ from the doc comments (TypeDoc); contributing/ from docs/*.md.
// None of these is checked in (.gitignore): they cannot fall behind the code.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { fileURLToPath } from "node:url";
import { entryPoints, generateApi } from "./api.mjs";
import { readCli, readTemplates, templatesSection } from "./cli.mjs";
import { ERROR_SETS, readErrorSet } from "./errorCodes.mjs";
import { EXAMPLE_PAYLOADS } from "./examples.mjs";
import { MODES, callSimulator, probePlatforms } from "./platforms.mjs";
import { operations, readShapes } from "./registry.mjs";
import { descriptionSection, readDescriptions } from "./descriptions.mjs";
import { REMEDIES } from "./remedies.mjs";
import { probeErrors, probePayload } from "./errorProbes.mjs";
import { buildAppTypeApps, buildLiveApp } from "./liveApp.mjs";
import { checkExamples } from "./checkExamples.mjs";
import { exampleSource } from "./exampleSource.mjs";
import { PAYLOAD_VALUES, exampleMode, runExample } from "./liveExamples.mjs";
import { code, docProse, shapeSection } from "./shapeSection.mjs";

const docs = fileURLToPath(new URL("../", import.meta.url));
const root = fileURLToPath(new URL("../../../", import.meta.url));
const started = Date.now();
const log = (what) =>
  console.log(`[docs] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const write = (path, text) => {
  mkdirSync(`${docs}${path}`.replace(/\/[^/]+$/, ""), { recursive: true });
  writeFileSync(`${docs}${path}`, text);
};
// ---------------------------------------------------------------------------------------------
// API reference (first: operation pages link into it)
// DOCS_REUSE_API=1 keeps the api/ of the last run (for editing the other pages quickly)
const entries =
  process.env.DOCS_REUSE_API === "1" && existsSync(`${docs}api/typedoc-sidebar.json`)
    ? entryPoints()
    : await generateApi();
log(`API reference: ${entries.length} entry points`);
const apiAnchors = new Map();
const apiPages = JSON.parse(readFileSync(`${docs}api/typedoc-sidebar.json`, "utf8")).map((item) =>
  item.link.replace(/\.md$/, ""),
);
// protocol-types first, then the SDK: a payload type links to where it is defined, and a class
// the SDK re-exports (HostError) to the SDK an app imports it from, not to another re-export
const rank = (page) => (page.endsWith("/protocol-types") ? 0 : page.endsWith("/sdk") ? 1 : 2);
apiPages.sort((a, b) => rank(a) - rank(b));
for (const page of apiPages) {
  const text = readFileSync(`${docs}${page.slice(1)}.md`, "utf8");
  // a function's heading is `useHostApi()`: its anchor is `#usehostapi`
  for (const match of text.matchAll(/^###? (\w+)(?:\(\))?$/gm)) {
    if (!apiAnchors.has(match[1])) apiAnchors.set(match[1], `${page}#${match[1].toLowerCase()}`);
  }
}
const typeLink = (name) =>
  name && apiAnchors.has(name)
    ? `[${code(name)}](${apiAnchors.get(name)})`
    : name
      ? code(name)
      : "";

// ---------------------------------------------------------------------------------------------
// Operations
const ops = operations();
const shapes = readShapes(ops);
const descriptions = readDescriptions();
for (const type of Object.keys(EXAMPLE_PAYLOADS)) {
  if (!ops.some((op) => op.type === type))
    throw new Error(`scripts/examples.mjs names "${type}", which the registry does not have`);
}
const platforms = await probePlatforms(ops, PAYLOAD_VALUES);
log(`platform rules probed for ${ops.length} operations`);

function platformSection(op) {
  const p = platforms.get(op.type);
  const cell = (ok, refusal) => (ok ? "yes" : refusal);
  return [
    "## Platforms",
    "",
    `| | ${MODES.join(" | ")} |`,
    `| --- | ${MODES.map(() => "---").join(" | ")} |`,
    `| the SDK sends it | ${MODES.map((m) => cell(p.sdk[m], "no")).join(" | ")} |`,
    `| the platform's hosts serve it | ${MODES.map((m) => cell(p.host[m], "no")).join(" | ")} |`,
    "",
    "Where the SDK says no, the call rejects at once without sending; where the hosts say no, they answer `UNSUPPORTED_PLATFORM`.",
    "",
    "Found by running the SDK (`useHostApi({ mode })`, whose rule needs a known mode) and the registry's `platformOf`, which the host simulator applies, for this operation in each mode.",
    "",
  ].join("\n");
}

function errorSection(op, example, probed) {
  const p = platforms.get(op.type);
  const sdkRefused = MODES.filter((m) => !p.sdk[m]);
  const hostRefused = MODES.filter((m) => !p.host[m]);
  const items = [
    `- [\`HOST_ERROR\`](/reference/errors#sdk-host_error): the host refused it. Its code and message are on the error: \`error.hostCode\` and \`error.hostMessage\` (${typeLink("HostError")}); this operation's can be:`,
  ];
  const hostCodes = [];
  if (shapes.get(op.type).request.text !== "void")
    hostCodes.push(["INVALID_PAYLOAD", "a payload that fails the operation's schema"]);
  if (hostRefused.length) hostCodes.push(["UNSUPPORTED_PLATFORM", `on ${hostRefused.join(", ")}`]);
  if (p.cancel?.kind === "rejects") hostCodes.push([p.cancel.code, "the person closed the dialog"]);
  if (example && !example.ok && example.code)
    hostCodes.push([example.code, "as the simulator answers this example"]);
  for (const [hostCode, when] of probed)
    if (!hostCodes.some(([known]) => known === hostCode)) hostCodes.push([hostCode, when]);
  for (const [hostCode, when] of hostCodes)
    items.push(`  - [\`${hostCode}\`](/reference/errors#host-${hostCode.toLowerCase()}): ${when}`);
  items.push(
    "  - any code of the host's own, or none: branch on it only where your host documents it",
  );
  items.push(
    op.waitsForPerson
      ? "- [`REQUEST_TIMEOUT`](/reference/errors#sdk-request_timeout): only when you pass `timeout`; it waits for a person, so it has no default timeout"
      : "- [`REQUEST_TIMEOUT`](/reference/errors#sdk-request_timeout): no answer within the timeout (30 s unless you set `timeout`)",
  );
  if (sdkRefused.length)
    items.push(
      `- [\`UNSUPPORTED_PLATFORM\`](/reference/errors#sdk-unsupported_platform): at once, without sending, when the mode is known to be ${sdkRefused.join(" or ")}`,
    );
  items.push(
    "- [`REQUEST_ABORTED`](/reference/errors#sdk-request_aborted): your `signal` fired",
    "- [`TRANSPORT_CLOSED`](/reference/errors#sdk-transport_closed): the client was disposed while it ran",
    "- [`ORIGIN_NOT_CONFIGURED`](/reference/errors#sdk-origin_not_configured), [`NOT_EMBEDDED`](/reference/errors#sdk-not_embedded): no host to talk to",
    "- [`INVALID_PAYLOAD`](/reference/errors#sdk-invalid_payload): a payload that cannot be sent (not structured-clone-able)",
  );
  const cancel = p.cancel
    ? `\nWhen the person cancels, the call ${p.cancel.kind === "resolves" ? `resolves with ${code(JSON.stringify(p.cancel.body))}` : `rejects with a \`HOST_ERROR\` whose code is ${code(p.cancel.code)}`} (as the host simulator answers it).\n`
    : "";
  return `## Errors\n\n${items.join("\n")}\n${cancel}`;
}

const examples = new Map(ops.map((op) => [op.type, exampleSource(op, shapes)]));
checkExamples(examples);
log(`${examples.size} operation examples type-checked`);

const pages = [];
const sidebarGroups = new Map();
let liveCount = 0;
rmSync(`${docs}reference`, { recursive: true, force: true });
for (const op of ops) {
  const { environment, method, type } = op;
  const payload = PAYLOAD_VALUES[type];
  // its outcome decides whether the page runs it live
  const example = await runExample(op, shapes, platforms.get(type));
  if (type in PAYLOAD_VALUES && !example.ok && example.code === "INVALID_PAYLOAD")
    throw new Error(
      `the example payload of ${type} is refused by the host simulator: ${example.message}`,
    );
  const live = example?.ok === true;
  const probe = probePayload(payload, shapes.get(type).request);
  const probed =
    probe === undefined
      ? []
      : await probeErrors(probe, (changed) =>
          callSimulator(op, exampleMode(platforms.get(type)), changed),
        );
  if (live) liveCount++;
  const notes = [];
  if (op.waitsForPerson)
    notes.push("It waits for a person (a picker, a dialog, a prompt): it has no default timeout.");
  if (op.bare)
    notes.push(
      "On the platform wire the app posts it as a bare `{ type, body }` and the host does not answer: the call resolves once it is sent.",
    );
  const text = [
    "---",
    `title: ${type}`,
    `description: ${JSON.stringify(descriptions.get(type)?.does ?? "")}`,
    "outline: [2, 2]",
    "search:",
    `  keywords: [${method}]`,
    "---",
    "",
    `# \`${type}\``,
    "",
    descriptionSection(type, descriptions.get(type)),
    `<Badge type="info" text="${environment.title}" /> \`${environment.entry}().${method}(${shapes.get(type).request.text === "void" ? "" : "payload"}${shapes.get(type).request.text === "void" ? "options?" : ", options?"})\` — [\`${environment.entry}\`](${apiAnchors.get(environment.entry) ?? "/api/"}) · [\`${environment.map}\`](${apiAnchors.get(environment.map) ?? "/api/"})`,
    "",
    ...notes.map((n) => `${n}\n`),
    shapeSection("Request", shapes.get(type).request, "request", typeLink),
    shapeSection("Response", shapes.get(type).response, "response", typeLink),
    platformSection(op),
    errorSection(op, example, probed),
    "## Example",
    "",
    "```ts no-twoslash", // checked above, all in one program
    examples.get(type),
    "```",
    "",
    live
      ? [
          "## Try it",
          "",
          `The example's call, made by an app in the frame against the host simulator beside it (mode ${example.mode}).${op.waitsForPerson ? " Act as the person: pick, cancel or fail." : ""}`,
          "",
          `<LiveExample op="${type}" location="${environment.id}" mode="${example.mode}" method="${method}" :waits="${op.waitsForPerson}" payload="${payload === undefined ? "" : encodeURIComponent(JSON.stringify(payload))}" />`,
          "",
        ].join("\n")
      : "",
  ].join("\n");
  write(`reference/operations/${type}.md`, text);
  pages.push({ op, live });
  if (!sidebarGroups.has(environment.title)) sidebarGroups.set(environment.title, []);
  sidebarGroups.get(environment.title).push({ text: type, link: `/reference/operations/${type}` });
}
const yes = (b) => (b ? "yes" : "");
write(
  "reference/operations/index.md",
  [
    "# Operations",
    "",
    `Every operation of the registry (${ops.length}), one page each: its request and response types, the platforms that run it, the errors it can reject with and an example (${liveCount} run live against the host simulator in the page). Generated from \`@hostbridge/protocol-types\` at build time.`,
    "",
    ...[...sidebarGroups.keys()].flatMap((title) => {
      const group = pages.filter((p) => p.op.environment.title === title);
      return [
        `## ${title}`,
        "",
        "| operation | method | waits for a person | platforms | live |",
        "| --- | --- | --- | --- | --- |",
        ...group.map(({ op, live }) => {
          const p = platforms.get(op.type);
          const where = MODES.filter((m) => p.host[m] && p.sdk[m]);
          return `| [\`${op.type}\`](./${op.type}) | \`${op.method}\` | ${yes(op.waitsForPerson)} | ${where.length === MODES.length ? "all" : where.join(", ")} | ${yes(live)} |`;
        }),
        "",
      ];
    }),
  ].join("\n"),
);
log(`${ops.length} operation pages (${liveCount} live)`);

// ---------------------------------------------------------------------------------------------
// Errors
const seen = new Set();
const errorPage = [
  "# Error reference",
  "",
  "Every error code HostBridge defines: what it means (from the code's doc comments) and what to do.",
  "",
];
let codeCount = 0;
for (const set of ERROR_SETS) {
  errorPage.push(`## ${set.title}`, "", `From \`${set.constant}\` of \`${set.package}\`.`, "");
  for (const entry of readErrorSet(set)) {
    const key = `${set.id}.${entry.code}`;
    seen.add(key);
    const remedy = REMEDIES[key];
    if (!remedy)
      throw new Error(`scripts/remedies.mjs has no entry "${key}": say what to do about it`);
    const label = set.id === "cli" ? `${entry.value} ${entry.code}` : entry.code;
    errorPage.push(
      `### \`${label}\` {#${set.id}-${entry.code.toLowerCase()}}`,
      "",
      `**Means:** ${docProse(entry.meaning, typeLink)}`,
      "",
      `**What to do:** ${remedy}`,
      "",
    );
    codeCount++;
  }
}
const stale = Object.keys(REMEDIES).filter((key) => !seen.has(key));
if (stale.length)
  throw new Error(`scripts/remedies.mjs names codes that no longer exist: ${stale.join(", ")}`);
write("reference/errors.md", errorPage.join("\n"));
log(`error reference: ${codeCount} codes`);

// ---------------------------------------------------------------------------------------------
// CLI
const cli = readCli();
write(
  "reference/cli.md",
  [
    "# CLI reference",
    "",
    "`hostbridge`, from `@hostbridge/cli`: each section is the command's own `--help`, captured at build time.",
    "",
    "```text",
    cli.top.trim(),
    "```",
    "",
    templatesSection(readTemplates()),
    ...cli.commands.flatMap((command) => [
      `## \`hostbridge ${command.name}\``,
      "",
      "```text",
      command.help.trim(),
      "```",
      "",
    ]),
  ].join("\n"),
);
log(`CLI reference: ${cli.commands.length} commands`);

write(
  "reference/sidebar.json",
  JSON.stringify(
    [
      {
        text: "Reference",
        items: [
          { text: "Operations", link: "/reference/operations/" },
          { text: "Errors", link: "/reference/errors" },
          { text: "CLI", link: "/reference/cli" },
          { text: "API", link: "/api/" },
        ],
      },
      ...[...sidebarGroups].map(([title, items]) => ({
        text: `${title} operations`,
        collapsed: true,
        items,
      })),
    ],
    null,
    2,
  ),
);

// ---------------------------------------------------------------------------------------------
// Contributor docs: docs/*.md rendered as they are, links to other repository files made absolute
const REPO = "https://github.com/hostbridge/hostbridge/blob/main/";
rmSync(`${docs}contributing`, { recursive: true, force: true });
mkdirSync(`${docs}public/images`, { recursive: true });
for (const file of readdirSync(`${root}docs`)) {
  if (file.endsWith(".png")) copyFileSync(`${root}docs/${file}`, `${docs}public/images/${file}`);
  if (!file.endsWith(".md")) continue;
  const text = readFileSync(`${root}docs/${file}`, "utf8").replace(
    /\]\(([^)#\s]+)(#[^)\s]*)?\)/g,
    (all, target, hash = "") => {
      if (/^[a-z]+:/.test(target)) return all;
      if (/^[\w-]+\.md$/.test(target) && readdirSync(`${root}docs`).includes(target))
        return `](./${target}${hash})`;
      if (/^[\w-]+\.png$/.test(target)) return `](/images/${target})`;
      const path = new URL(target, `file:///repo/docs/`).pathname.slice("/repo/".length);
      return `](${REPO}${path}${hash})`;
    },
  );
  // the contributor docs' snippets are excerpts of the code they describe, checked there
  write(`contributing/${file}`, text.replace(/^```(ts|tsx)$/gm, "```$1 no-twoslash"));
}
log("contributor docs rendered");

await buildLiveApp(docs);
log("live example app built");
const appTypeApps = await buildAppTypeApps(docs);
log(`app-type example apps built (${appTypeApps.join(", ")})`);
