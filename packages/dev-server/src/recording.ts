// The scenario files of `hostbridge dev`. `--record <file>`: the dev host page sends its current
// recording (a scenario of the current format version) to PUT /__hostbridge/scenario, and the server keeps the file up
// to date with it; only JSON objects of version 1 under 5 MB are written, redacted (HostBridge's one
// redaction list: credential keys, and tokens inside values such as a URL's `?access_token=`).
// `--replay <file>`: the file is checked before the server starts, and GET /__hostbridge/replay
// gives the page its text.
import { readFile, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { redactedCopy, SCENARIO_VERSION } from "@hostbridge/protocol-types";
import { DevServerError } from "./errors";
import { checkScenarioText } from "@hostbridge/protocol-types/schemas";
import { sendJson, sendText } from "./staticFiles";

const MAX_BYTES = 5 * 1024 * 1024;

async function body(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Answers PUT /__hostbridge/scenario: writes the scenario sent to `file` (404 without `--record`). */
export async function saveRecording(
  req: IncomingMessage,
  res: ServerResponse,
  file: string | undefined,
): Promise<void> {
  if (!file)
    return sendText(res, 404, "Nothing is recorded: start the dev server with --record <file>.");
  const text = await body(req);
  if (text === undefined) return sendText(res, 413, "The scenario is larger than 5 MB.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return sendText(res, 400, "The scenario is not JSON.");
  }
  if (
    !value ||
    typeof value !== "object" ||
    (value as { version?: unknown }).version !== SCENARIO_VERSION
  )
    return sendText(
      res,
      400,
      `The scenario must be a JSON object with "version": ${SCENARIO_VERSION} (the dev host page writes it).`,
    );
  // (the page sends a redacted recording; redacted again here, so no page can write a token to disk)
  await writeFile(file, `${JSON.stringify(redactedCopy(value), null, 2)}\n`);
  sendJson(res, 200, { file });
}

/** Reads and checks the scenario of `--replay`; throws a `USAGE` {@link DevServerError} that says what is wrong. */
export async function checkReplayFile(file: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DevServerError(
      "USAGE",
      `cannot read the scenario to replay ${file} (${reason}): give --replay a scenario saved by the dev host ("Save scenario", --record) or exported by the inspector`,
    );
  }
  const check = checkScenarioText(text, file);
  if (!check.ok) throw new DevServerError("USAGE", `--replay: ${check.message}`);
}

/** Answers GET /__hostbridge/replay: the text of the `--replay` file as it is now (404 without `--replay`). */
export async function serveReplay(res: ServerResponse, file: string | undefined): Promise<void> {
  if (!file)
    return sendText(res, 404, "Nothing is replayed: start the dev server with --replay <file>.");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return sendText(res, 404, `The scenario to replay ${file} cannot be read (${reason}).`);
  }
  res.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}
