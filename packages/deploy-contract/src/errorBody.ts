// What a client may read from an error answer. The spec shows no error body, so any shape is possible:
// JSON in the common conventions (`{ error: { code, message } }`, `{ error: "..." }`, `{ detail }`,
// `{ message }`, RFC 9457 `{ title, detail }`, `{ errors: [...] }` or `{ errors: { field: [...] } }`,
// field maps such as Django REST framework's), plain text or an HTML error page. Each gives a short
// readable message; the status code alone decides what kind of failure it is.
import { cut, firstField, objectAt, text } from "./fields";
import type { ManifestIssue } from "./manifest";

/** What an error answer said, as far as it could be read. */
export interface ErrorFacts {
  /** A machine-readable error code the platform sent (`invalid_manifest`), when it sent one. */
  code?: string;
  /** A short human-readable message (at most {@link MAX_ERROR_MESSAGE} characters). */
  message?: string;
  /** Field-level problems, when the platform listed them. */
  issues: ManifestIssue[];
  /** The platform's `details` value (JSON), when it sent one. */
  details?: unknown;
}

/** Longest message read from an error body. */
export const MAX_ERROR_MESSAGE = 300;

function oneLine(value: string): string {
  return cut(value.replace(/\s+/g, " ").trim(), MAX_ERROR_MESSAGE);
}

function pathOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(".");
  return typeof value === "string" ? value : "";
}

function issueFrom(item: unknown, path = ""): ManifestIssue[] {
  const message = text(item);
  if (message !== undefined) return [{ path, message: oneLine(message) }];
  const entry = objectAt(item);
  if (!entry) return [];
  const said = firstField([entry], ["message", "msg", "detail", "title", "error"], text);
  if (said === undefined) return [];
  const where =
    pathOf(entry.path) ||
    pathOf(entry.field) ||
    pathOf(entry.loc) ||
    pathOf(entry.param) ||
    pathOf(objectAt(entry.source)?.pointer) ||
    path;
  return [{ path: where, message: oneLine(said) }];
}

/** `[...]` of messages or problem objects, or `{ field: message | [messages] }`. */
function issuesFrom(value: unknown): ManifestIssue[] {
  if (Array.isArray(value)) return value.flatMap((item) => issueFrom(item));
  const map = objectAt(value);
  if (!map) return [];
  return Object.entries(map).flatMap(([field, said]) =>
    Array.isArray(said) ? said.flatMap((item) => issueFrom(item, field)) : issueFrom(said, field),
  );
}

function summary(issues: readonly ManifestIssue[]): string | undefined {
  if (issues.length === 0) return undefined;
  return oneLine(
    issues
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join("; "),
  );
}

function fromJson(root: Record<string, unknown>): ErrorFacts {
  const nested = objectAt(root.error);
  if (nested) {
    const issues = issuesFrom(nested.details ?? nested.errors);
    return {
      code: text(nested.code),
      message: firstField([nested], ["message", "detail", "title"], text),
      issues,
      details: nested.details,
    };
  }
  const code = firstField([root], ["code", "error_code", "errorCode", "type"], text);
  const detailIssues = Array.isArray(root.detail) ? issuesFrom(root.detail) : [];
  const listed = issuesFrom(root.errors);
  const issues = [...detailIssues, ...listed];
  const direct = [
    text(root.error),
    text(root.error_description),
    text(root.title),
    text(root.detail),
    text(root.message),
  ].filter((part): part is string => part !== undefined);
  let message = direct.length > 0 ? direct.join(": ") : summary(issues);
  if (message === undefined) {
    // A bare field map (`{ "name": ["This field is required."] }`).
    const fieldIssues = issuesFrom(root);
    issues.push(...fieldIssues);
    message = summary(fieldIssues);
  } else if (direct.length > 0 && issues.length > 0) {
    message = `${message} (${summary(issues)})`;
  }
  return { code, message, issues, details: root.details ?? root.errors };
}

/** The text of an HTML page worth showing: its `<title>`, else its first heading, else its text. */
function fromHtml(html: string): string | undefined {
  const strip = (value: string) =>
    value
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  for (const tag of ["title", "h1", "h2"]) {
    const found = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, "i").exec(html)?.[1];
    const said = found === undefined ? undefined : text(oneLine(strip(found)));
    if (said !== undefined) return said;
  }
  const body = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<head[^>]*>[\s\S]*?<\/head>/i, " ");
  return text(oneLine(strip(body)));
}

/**
 * Reads an error answer of any shape into a short message (and a code and field problems when the body
 * states them). Never throws; an empty body gives `{ issues: [] }`.
 *
 * @param bodyText the answer's body as text.
 * @param contentType the answer's `Content-Type`, when it sent one.
 *
 * @example
 * ```ts
 * readErrorBody('{"detail":"Invalid API key."}', "application/json").message; // "Invalid API key."
 * readErrorBody("<html><title>502 Bad Gateway</title></html>", "text/html").message; // "502 Bad Gateway"
 * ```
 */
export function readErrorBody(bodyText: string, contentType?: string): ErrorFacts {
  const trimmed = bodyText.trim();
  if (trimmed === "") return { issues: [] };
  try {
    const parsed: unknown = JSON.parse(trimmed);
    const root = objectAt(parsed);
    if (root) {
      const facts = fromJson(root);
      return {
        ...facts,
        code: facts.code === undefined ? undefined : cut(facts.code, 100),
        message: facts.message === undefined ? undefined : oneLine(facts.message),
      };
    }
    if (typeof parsed === "string") return { message: oneLine(parsed) || undefined, issues: [] };
    if (Array.isArray(parsed)) {
      const issues = issuesFrom(parsed);
      return { message: summary(issues), issues };
    }
  } catch {
    // not JSON: HTML or text below
  }
  const looksHtml = /html/i.test(contentType ?? "") || /^<(!doctype|html|head|body)/i.test(trimmed);
  const message = looksHtml ? fromHtml(trimmed) : oneLine(trimmed);
  return { message: message || undefined, issues: [] };
}
