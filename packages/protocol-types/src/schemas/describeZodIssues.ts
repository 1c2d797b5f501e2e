import type { z } from "zod";

/** Options of {@link describeZodIssues}. */
export type DescribeZodIssuesOptions = {
  /** Name used for the value itself when an issue has an empty path. Default `"payload"`. */
  root?: string;
};

type Issue = z.core.$ZodIssue;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function formatPath(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (typeof segment === "string" && IDENTIFIER.test(segment))
      out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

function withArticle(noun: string): string {
  if (noun === "null" || noun === "undefined") return noun;
  if (noun === "record") return "an object";
  if (noun === "int") return "an integer";
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "NaN";
  return typeof value;
}

function receivedOf(issue: Issue): string | undefined {
  if ("input" in issue) return typeName(issue.input);
  return /received (\w+)\s*$/.exec(issue.message)?.[1];
}

function plural(count: number | bigint, word: string): string {
  return `${String(count)} ${word}${count === 1 || count === 1n ? "" : "s"}`;
}

function listValues(values: readonly unknown[]): string {
  return values
    .map((value) => (typeof value === "bigint" ? `${value}n` : JSON.stringify(value)))
    .join(", ");
}

function sizeWord(origin: string): string | undefined {
  if (origin === "string") return "character";
  if (origin === "array" || origin === "set") return "item";
  if (origin === "file") return "byte";
  return undefined;
}

function describeRule(issue: Issue): string {
  // Rules attached to the schemas (see rules.ts) already read "must ...".
  if (issue.message.startsWith("must ")) return issue.message;
  switch (issue.code) {
    case "invalid_type": {
      const received = receivedOf(issue);
      if (issue.expected === "int") return "must be an integer";
      if (issue.expected === "nonoptional") return "is required";
      if (received === "undefined") return `is required (expected ${withArticle(issue.expected)})`;
      return `must be ${withArticle(issue.expected)}${received ? `, received ${withArticle(received)}` : ""}`;
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `must be ${listValues(issue.values)}`
        : `must be one of ${listValues(issue.values)}`;
    case "too_small": {
      const unit = sizeWord(issue.origin);
      const bound = String(issue.minimum);
      if (unit) return `must contain at least ${plural(issue.minimum, unit)}`;
      return issue.inclusive === false
        ? `must be greater than ${bound}`
        : `must be at least ${bound}`;
    }
    case "too_big": {
      const unit = sizeWord(issue.origin);
      const bound = String(issue.maximum);
      if (unit) return `must contain at most ${plural(issue.maximum, unit)}`;
      return issue.inclusive === false ? `must be less than ${bound}` : `must be at most ${bound}`;
    }
    case "invalid_format":
      if (issue.format === "starts_with" && "prefix" in issue)
        return `must start with ${JSON.stringify(issue.prefix)}`;
      if (issue.format === "ends_with" && "suffix" in issue)
        return `must end with ${JSON.stringify(issue.suffix)}`;
      if (issue.format === "includes" && "includes" in issue)
        return `must contain ${JSON.stringify(issue.includes)}`;
      if (issue.format === "regex" && issue.pattern)
        return `must match the pattern ${issue.pattern}`;
      return `must be a valid ${issue.format}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `must not contain the ${issue.keys.length === 1 ? "key" : "keys"} ${listValues(issue.keys)}`;
    case "invalid_union": {
      const options = (issue as { options?: readonly unknown[] }).options;
      if (issue.errors.length === 0 && options && options.length > 0) {
        return `must be one of ${listValues(options)}`;
      }
      const branches = issue.errors.map((branch) =>
        branch
          .map((inner) => `${formatPath(inner.path, "value")}: ${describeRule(inner)}`)
          .join("; "),
      );
      return branches.length > 0
        ? `must match one of the allowed shapes (${branches.join(" | ")})`
        : "must match one of the allowed shapes";
    }
    case "invalid_key":
      return `has an invalid key (${issue.issues.map(describeRule).join("; ")})`;
    case "invalid_element":
      return `has an invalid element (${issue.issues.map(describeRule).join("; ")})`;
    default:
      return issue.message;
  }
}

/**
 * Turns the issues of a failed zod parse into one message per issue, naming the field path and the
 * rule that failed: `"min_selections: must be an integer from 0 to 999"`,
 * `"groups[0].id: is required (expected a string)"`, `"content_type: must be one of "file", "slide", "content""`.
 * Hosts put these messages in error responses.
 *
 * @param error A `ZodError` (or anything with its `issues`), as returned by `safeParse`.
 * @param options See {@link DescribeZodIssuesOptions}.
 * @returns One message per issue, in zod's order, without repeats.
 *
 * @example
 * ```ts
 * import { UI_API_REQUEST_SCHEMAS, describeZodIssues } from "@hostbridge/protocol-types/schemas";
 *
 * const result = UI_API_REQUEST_SCHEMAS.ui_select_content.safeParse({ min_selections: 1000 });
 * if (!result.success) describeZodIssues(result.error);
 * // ["min_selections: must be an integer from 0 to 999"]
 * ```
 */
export function describeZodIssues(
  error: { readonly issues: readonly z.core.$ZodIssue[] },
  options: DescribeZodIssuesOptions = {},
): string[] {
  const root = options.root ?? "payload";
  // One rule can fail twice on one field (for example `int` and `max` on 2**53); say it once.
  return [
    ...new Set(
      error.issues.map((issue) => `${formatPath(issue.path, root)}: ${describeRule(issue)}`),
    ),
  ];
}
