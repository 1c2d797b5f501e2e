// The example of each operation page: the call an app makes through the client of its environment
// (`useUi()`, `useAdmin()`, `useDsr()`, `useHostApi()`), with the payload of scripts/examples.mjs or
// a typed `payload`. generate.mjs type-checks them all in one program (checkExamples.mjs).
import { EXAMPLE_PAYLOADS } from "./examples.mjs";

/** Whether the request type has required fields (the example must pass a payload). */
export const needsPayload = (shape) => shape.text !== "void" && !shape.optional;
const clientName = { ui: "ui", admin: "admin", dsr: "dsr", impact: "api" };
/** The example of `op`'s page: the call an app makes, typed against the packages. */
export function exampleSource(op, shapes) {
  const { environment, method, type } = op;
  const shape = shapes.get(type).request;
  const client = clientName[environment.id];
  const lines = [`import { ${environment.entry} } from "@hostbridge/sdk";`];
  let args = "";
  if (EXAMPLE_PAYLOADS[type]) args = EXAMPLE_PAYLOADS[type];
  else if (needsPayload(shape)) {
    lines[0] = `import { ${environment.entry} } from "@hostbridge/sdk";\nimport type { ${environment.requestType} } from "@hostbridge/sdk";`;
    lines.push(`declare const payload: ${environment.requestType}<"${type}">;`);
    args = "payload";
  }
  lines.push(
    "",
    `const ${client} = ${environment.entry}({ hostOrigin: "https://host.example.com" });`,
  );
  const controller = op.waitsForPerson
    ? "\nconst controller = new AbortController(); // a person may take a minute: let them close it"
    : "";
  if (controller) lines.push(controller.trim());
  const options = op.waitsForPerson
    ? `${args ? ", " : "undefined, "}{ signal: controller.signal }`
    : "";
  const response = shapes.get(type).response.text;
  lines.push(
    response === "void"
      ? `await ${client}.${method}(${args}${options});`
      : `const result = await ${client}.${method}(${args}${options});`,
  );
  return lines.join("\n");
}
