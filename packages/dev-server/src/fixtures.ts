// `hostbridge.fixtures.json`: what the dev host's simulated host answers for one app. Read, checked
// against the protocol's schemas (every problem named by its path) and handed to the page.
import { readFile } from "node:fs/promises";
import { createFixtures, ScriptedAnswerSchema } from "@hostbridge/host-simulator";
import { isOperationType, isRecord, JS_API_LOCATIONS, MODES } from "@hostbridge/protocol-types";
import {
  CanvasSchema,
  describeZodIssues,
  FileSchema,
  OPERATION_SCHEMAS,
  ServiceEnvSchema,
  UiAppSetDataPayloadSchema,
} from "@hostbridge/protocol-types/schemas";
import * as z from "zod";
import type { DevFixtures, FixturesProblem } from "./contract";
import { locatePath, scanJson, syntaxErrorLocation } from "./jsonText";

/** The fixtures file name, read from the app directory. */
export const FIXTURES_FILE = "hostbridge.fixtures.json";

/** The largest fixtures file read (a bigger one is reported, not loaded). */
const MAX_FIXTURES_BYTES = 5 * 1024 * 1024;

type Issue = z.core.$ZodIssue;
interface ParseSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** The longest latency added to every answer (the network's share: one minute). */
const MAX_LATENCY_MS = 60_000;

const delay = (max: number, words: string) =>
  z.number().int().min(0).max(max, `must be at most ${max} (${words})`);
const JsonObject = z.record(z.string(), z.unknown());

const KINDS = '"answer" (with "body"), "fail" (with "error": { "message", "code"? }) or "hang"';

/** What to write in place of an entry of the shape read before the canned answers were `ScriptedAnswer`s. */
function oldShapeMessage(value: Record<string, unknown>): string | undefined {
  if ("kind" in value) return undefined;
  if ("response" in value)
    return 'the shape { "response": ... } is no longer read; write { "kind": "answer", "body": ... } (the same body; "delayMs" stays)';
  if ("error" in value)
    return 'the shape { "error": ... } is no longer read; write { "kind": "fail", "error": { "message": ..., "code": ... } } ("delayMs" stays)';
  return undefined;
}

/** One canned answer of `operations`: a `ScriptedAnswer` (`answer`, `fail` or `hang`). */
const OperationSchema = z.unknown().superRefine((value, ctx) => {
  if (!isRecord(value)) {
    ctx.addIssue({ code: "custom", message: `must be an object whose "kind" is ${KINDS}` });
    return;
  }
  const old = oldShapeMessage(value);
  if (old) {
    ctx.addIssue({ code: "custom", message: old });
    return;
  }
  const kind = value.kind;
  if (kind !== "answer" && kind !== "fail" && kind !== "hang") {
    ctx.addIssue({ code: "custom", path: ["kind"], message: `must be ${KINDS}` });
    return;
  }
  if (kind === "answer" && !("body" in value)) {
    ctx.addIssue({
      code: "custom",
      path: ["body"],
      message: "is missing: give the response body to answer with",
    });
    return;
  }
  // the simulator's one schema of a canned answer; each issue as zod raised it, so it is worded as
  // every other rule of the file
  const result = ScriptedAnswerSchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: undefined });
});

const Records = z.array(JsonObject).optional();

/** The simulator data a fixtures file may replace (the keys of the host simulator's `HostFixtures`, but `env`). */
const DataSchema = z.strictObject({
  users: Records,
  folders: Records,
  files: Records,
  canvases: Records,
  agendas: Records,
  collectionPlayers: Records,
  metadataTemplates: Records,
  crm: z.record(z.string(), z.array(JsonObject)).optional(),
  crmMetadata: JsonObject.optional(),
  crmLayouts: JsonObject.optional(),
  crmValidationRules: z.record(z.string(), z.array(JsonObject)).optional(),
  localTables: z.record(z.string(), z.array(JsonObject)).optional(),
  appConfig: JsonObject.optional(),
  appSetData: JsonObject.optional(),
  promptAssistantAnswer: z.string().optional(),
  // The platform's operations beyond the spec; each key given replaces the simulator's default.
  platform: z
    .strictObject({
      themes: Records,
      canvasThemes: z.record(z.string(), z.string()).optional(),
      favorites: Records,
      languages: z.array(z.tuple([z.string(), z.string()])).optional(),
      coreFolders: Records,
      fileRevisions: z.record(z.string(), z.array(JsonObject)).optional(),
      deviceFiles: Records,
      localFiles: z.array(z.string()).optional(),
      fullscreen: z.boolean().optional(),
      offline: z.boolean().optional(),
      serviceToken: z.string().optional(),
      tracked: Records,
    })
    .optional(),
});

// The enums typed in full: an inferred enum's members print (in the .d.ts, so in the API report) in
// the order the compiler happened to create their literal types, which differs from build to build.
const LocationEnum: z.ZodEnum<{ ui: "ui"; admin: "admin"; dsr: "dsr"; impact: "impact" }> =
  z.enum(JS_API_LOCATIONS);
const ModeEnum: z.ZodEnum<{ WEB: "WEB"; IOS: "IOS"; WINDOWS: "WINDOWS"; ANDROID: "ANDROID" }> =
  z.enum(MODES);
const InteractiveEnum: z.ZodEnum<{ dialog: "dialog"; auto: "auto" }> = z.enum(["dialog", "auto"]);

/** The schema of `hostbridge.fixtures.json` (structure only; bodies are checked against the protocol afterwards). */
export const DevFixturesSchema = z.strictObject({
  $schema: z.string().optional(),
  location: LocationEnum.optional(),
  mode: ModeEnum.optional(),
  interactive: InteractiveEnum.optional(),
  latencyMs: delay(MAX_LATENCY_MS, "one minute").optional(),
  env: JsonObject.optional(),
  data: DataSchema.optional(),
  operations: z.record(z.string(), OperationSchema).optional(),
});

/** The outcome of reading the fixtures file. */
export type FixturesResult =
  | { status: "missing" }
  | { status: "ok"; fixtures: DevFixtures; text: string }
  | { status: "invalid"; problem: FixturesProblem; text?: string };

/** One problem of a fixtures file: where (a path in the file) and what. */
export interface FixturesIssue {
  path: readonly PropertyKey[];
  /** `path: rule`, as the page and the terminal show it. */
  text: string;
}

function describe(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): FixturesIssue[] {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path];
    const [text] = describeZodIssues({ issues: [{ ...issue, path }] }, { root: "(file)" });
    return { path, text: text! };
  });
}

/**
 * Every problem of a parsed fixtures value at once: the structure, each canned response against the
 * operation's response schema, unknown operations, the merged environment against the ServiceEnv
 * schema, and the data records the protocol describes (files, canvases, the start data). A broken
 * part never hides the problems of the others.
 */
export function fixturesIssues(value: unknown): FixturesIssue[] {
  const parsed = DevFixturesSchema.safeParse(value);
  const issues: FixturesIssue[] = parsed.success ? [] : describe(parsed.error.issues);
  if (!isRecord(value)) return issues;

  for (const [type, operation] of Object.entries(
    isRecord(value.operations) ? value.operations : {},
  )) {
    // The operation registry says which operations exist; its schema table, what each answers.
    if (!isOperationType(type)) {
      issues.push({
        path: ["operations", type],
        text: `operations.${type}: is not an operation of the protocol; use a type such as "ui_select_content", "get_env" or "admin_get_files"`,
      });
      continue;
    }
    if (
      isRecord(operation) &&
      operation.kind === "answer" &&
      "body" in operation &&
      operation.skipValidation !== true
    ) {
      const schema: ParseSchema = OPERATION_SCHEMAS[type].response;
      const result = schema.safeParse(operation.body);
      if (!result.success)
        issues.push(...describe(result.error.issues, ["operations", type, "body"]));
    }
  }

  if (isRecord(value.env)) {
    const merged = createFixtures({ env: value.env }).env;
    if (typeof value.mode === "string" && (MODES as readonly string[]).includes(value.mode))
      merged.mode = value.mode;
    const result = ServiceEnvSchema.safeParse(merged);
    if (!result.success) issues.push(...describe(result.error.issues, ["env"]));
  }

  const data = isRecord(value.data) ? value.data : {};
  const checkEach = (key: string, schema: ParseSchema) => {
    const list = data[key];
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      const result = schema.safeParse(item);
      if (!result.success) issues.push(...describe(result.error.issues, ["data", key, index]));
    });
  };
  checkEach("files", FileSchema);
  checkEach("canvases", CanvasSchema);
  if (data.appSetData !== undefined) {
    const result = UiAppSetDataPayloadSchema.safeParse(data.appSetData);
    if (!result.success) issues.push(...describe(result.error.issues, ["data", "appSetData"]));
  }
  // One rule can fail in two checks (the structure and a schema); say it once.
  return issues.filter(
    (issue, index) => issues.findIndex((other) => other.text === issue.text) === index,
  );
}

/** Checks a parsed fixtures value; returns every problem (`path: rule`), or the fixtures. */
export function checkFixtures(
  value: unknown,
): { ok: true; fixtures: DevFixtures } | { ok: false; issues: string[] } {
  const issues = fixturesIssues(value);
  if (issues.length) return { ok: false, issues: issues.map((issue) => issue.text) };
  return { ok: true, fixtures: value as DevFixtures };
}

/** Reads and checks the fixtures file at `path`. Never throws for a bad or missing file. */
export async function readFixtures(path: string): Promise<FixturesResult> {
  let text: string;
  try {
    const buffer = await readFile(path);
    if (buffer.length > MAX_FIXTURES_BYTES) {
      return {
        status: "invalid",
        problem: {
          message: `${FIXTURES_FILE} is larger than 5 MB; keep fixtures small (the dev host keeps them in the page)`,
          issues: [],
        },
      };
    }
    text = buffer.toString("utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { status: "missing" };
    return {
      status: "invalid",
      problem: { message: `cannot read ${FIXTURES_FILE}: ${(error as Error).message}`, issues: [] },
    };
  }
  if (text.trim() === "") {
    return {
      status: "invalid",
      text,
      problem: {
        message: `${FIXTURES_FILE} is empty; write a JSON object such as {"location": "ui"} or delete the file`,
        issues: [],
      },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      status: "invalid",
      text,
      problem: {
        message: `${FIXTURES_FILE} is not valid JSON${syntaxErrorLocation(text)}: ${(error as Error).message}`,
        issues: [],
      },
    };
  }
  const found = fixturesIssues(value);
  if (found.length) {
    const scan = scanJson(text);
    const issues = found.map((issue) => {
      const at = locatePath(scan, text, issue.path);
      return at ? `${issue.text} (line ${at.line}, column ${at.column})` : issue.text;
    });
    return {
      status: "invalid",
      text,
      problem: {
        message: `${FIXTURES_FILE} has ${issues.length} problem${issues.length === 1 ? "" : "s"}; fix ${issues.length === 1 ? "it" : "them"} and save again`,
        issues,
      },
    };
  }
  return { status: "ok", fixtures: value as DevFixtures, text };
}
