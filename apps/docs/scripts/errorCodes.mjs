// The error codes as the code states them: each `*_CODES` constant of the packages, with the meaning
// its doc comments give each code (a doc comment on the member, a "- `CODE`: ..." list or a
// "| `CODE` | ... |" table on the constant). What to do about each is in remedies.mjs; the build
// fails when a code has no remedy or a remedy names a code that no longer exists.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** The sets documented, in page order. */
export const ERROR_SETS = [
  {
    id: "sdk",
    title: "App side: `HostBridgeError` codes",
    file: "packages/transport/src/errors.ts",
    constant: "ERROR_CODES",
    package: "@hostbridge/transport (re-exported by every app package)",
  },
  {
    id: "host",
    title: "Host answers and the host simulator: `HostSimulatorError` codes",
    file: "packages/host-simulator/src/errors.ts",
    constant: "HOST_SIMULATOR_ERROR_CODES",
    package: "@hostbridge/host-simulator",
  },
  {
    id: "deploy",
    title: "Deploy: `DeployError` codes",
    file: "packages/deploy-client/src/errors.ts",
    constant: "DEPLOY_ERROR_CODES",
    package: "@hostbridge/deploy-client",
  },
  {
    id: "cli",
    title: "CLI exit codes",
    file: "packages/cli/src/exitCodes.ts",
    constant: "EXIT_CODES",
    package: "@hostbridge/cli",
  },
  {
    id: "dev-server",
    title: "Dev server: `DevServerError` codes",
    file: "packages/dev-server/src/errors.ts",
    constant: "DEV_SERVER_ERROR_CODES",
    package: "@hostbridge/dev-server",
  },
  {
    id: "local-platform",
    title: "Local platform: `LocalPlatformError` codes",
    file: "packages/local-platform/src/errors.ts",
    constant: "LOCAL_PLATFORM_ERROR_CODES",
    package: "@hostbridge/local-platform",
  },
];

const jsDocText = (node) =>
  (node.jsDoc ?? [])
    .map((doc) =>
      typeof doc.comment === "string" ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? ""),
    )
    .join("\n")
    .trim();

/** `[{ code, value, meaning }]` of one set, read from its source file. */
export function readErrorSet(set) {
  const text = readFileSync(`${root}${set.file}`, "utf8");
  const source = ts.createSourceFile(set.file, text, ts.ScriptTarget.ES2022, true);
  let found;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText() === set.constant) found = { statement: node, declaration };
    }
  });
  if (!found) throw new Error(`${set.file} no longer declares ${set.constant}`);
  const overall = jsDocText(found.statement);
  let literal = found.declaration.initializer;
  while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal)))
    literal = literal.expression;
  if (!literal || !ts.isObjectLiteralExpression(literal))
    throw new Error(`${set.constant} is not an object literal`);
  return literal.properties.map((property) => {
    const code = property.name.getText();
    const value = property.initializer.getText().replace(/^"|"$/g, "");
    const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const meaning =
      jsDocText(property) ||
      overall.match(new RegExp(`^- \`${escaped}\`: (.+)$`, "m"))?.[1] ||
      overall.match(new RegExp(`^\\|[^|\\n]*\`${escaped}\`[^|\\n]*\\| (.+?) \\|$`, "m"))?.[1] ||
      overall.match(new RegExp(`^\\| [^|]+ \\| \`${escaped}\` \\| (.+?) \\|$`, "m"))?.[1];
    if (!meaning)
      throw new Error(`${set.constant}.${code} has no doc comment saying what it means`);
    return { code, value, meaning: meaning.trim() };
  });
}
