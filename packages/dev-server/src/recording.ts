// `hostbridge dev --record <file>`: the dev host page sends its current recording (a scenario of
// @hostbridge/playwright, version 1) to PUT /__hostbridge/scenario, and the server keeps the file
// up to date with it. Only JSON objects of version 1 under 5 MB are written.
import { writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
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
  if (!value || typeof value !== "object" || (value as { version?: unknown }).version !== 1)
    return sendText(res, 400, 'The scenario must be a JSON object with "version": 1.');
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
  sendJson(res, 200, { file });
}
