import { HostSimulatorError } from "./errors";

/**
 * A small query engine over fixture tables, enough to make `crm_query` and `query` answer real
 * rows: `SELECT f1, f2 | * | FIELDS(ALL) FROM Table [WHERE cond [AND cond]...] [ORDER BY f [ASC|DESC]]
 * [LIMIT n]`, where a condition is `f = v`, `f != v`, `f <> v`, `f < v`, `f <= v`, `f > v`, `f >= v`,
 * `f LIKE 'pat%'` or `f IN (v1, v2)`, and a value is a quoted string, a number, `true`, `false`,
 * `null` or a `?` placeholder bound from `params` in order. Keywords are case-insensitive.
 */

type Value = string | number | boolean | null;
type Operator = "=" | "!=" | "<" | "<=" | ">" | ">=" | "LIKE" | "IN";

interface Condition {
  field: string;
  op: Operator;
  value: Value | Value[];
}

const KEYWORDS = new Set([
  "SELECT",
  "FROM",
  "WHERE",
  "AND",
  "ORDER",
  "BY",
  "ASC",
  "DESC",
  "LIMIT",
  "IN",
  "LIKE",
]);

/** A parsed query. */
export interface ParsedQuery {
  /** Selected field names; `undefined` selects every field. */
  fields: string[] | undefined;
  table: string;
  where: Condition[];
  orderBy: { field: string; descending: boolean } | undefined;
  limit: number | undefined;
}

const TOKEN =
  /\s*(?:('(?:[^'\\]|\\.)*')|("(?:[^"\\]|\\.)*")|(<=|>=|!=|<>|[=<>(),*?])|([A-Za-z_][\w.]*(?:\(\w*\))?)|(-?\d+(?:\.\d+)?))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    TOKEN.lastIndex = index;
    const match = TOKEN.exec(source);
    if (!match) {
      throw queryError(
        source,
        `unexpected character "${source.slice(index).trim().charAt(0)}" at position ${index}`,
      );
    }
    tokens.push(match[0].trim());
    index = TOKEN.lastIndex;
  }
  return tokens;
}

function queryError(source: string, problem: string): HostSimulatorError {
  return new HostSimulatorError(
    "INVALID_QUERY",
    `cannot run query "${source}": ${problem}; expected SELECT <fields> FROM <object> [WHERE <field> <op> <value> [AND ...]] [ORDER BY <field> [ASC|DESC]] [LIMIT <n>]`,
    { details: { query: source } },
  );
}

/** Parses `source`, binding `?` placeholders from `params`; throws `INVALID_QUERY` with the reason. */
export function parseQuery(source: string, params: readonly string[] = []): ParsedQuery {
  const tokens = tokenize(source);
  let position = 0;
  let paramIndex = 0;
  const peek = () => tokens[position];
  const next = (what: string): string => {
    const token = tokens[position];
    if (token === undefined) throw queryError(source, `it ends where ${what} was expected`);
    position += 1;
    return token;
  };
  const keyword = (word: string) => peek()?.toUpperCase() === word;
  const expectKeyword = (word: string) => {
    const token = next(word);
    if (token.toUpperCase() !== word)
      throw queryError(source, `found "${token}" where ${word} was expected`);
  };
  const identifier = (what: string): string => {
    const token = next(what);
    if (!/^[A-Za-z_][\w.]*$/.test(token) || KEYWORDS.has(token.toUpperCase())) {
      throw queryError(source, `found "${token}" where ${what} was expected`);
    }
    return token;
  };
  const value = (): Value => {
    const token = next("a value");
    if (token === "?") {
      const bound = params[paramIndex];
      paramIndex += 1;
      if (bound === undefined)
        throw queryError(source, `placeholder ${paramIndex} has no argument`);
      return bound;
    }
    if (/^'.*'$/s.test(token) || /^".*"$/s.test(token))
      return token.slice(1, -1).replace(/\\(.)/g, "$1");
    if (/^-?\d/.test(token)) return Number(token);
    const lower = token.toLowerCase();
    if (lower === "true") return true;
    if (lower === "false") return false;
    if (lower === "null") return null;
    throw queryError(source, `found "${token}" where a value was expected`);
  };

  expectKeyword("SELECT");
  let fields: string[] | undefined = [];
  if (peek() === "*" || peek()?.toUpperCase() === "FIELDS(ALL)") {
    next("fields");
    fields = undefined;
  } else {
    fields.push(identifier("a field name"));
    while (peek() === ",") {
      next(",");
      fields.push(identifier("a field name"));
    }
  }
  expectKeyword("FROM");
  const table = identifier("an object name");
  const where: Condition[] = [];
  if (keyword("WHERE")) {
    next("WHERE");
    for (;;) {
      const fieldName = identifier("a field name");
      const rawOp = next("an operator").toUpperCase();
      const op = rawOp === "<>" ? "!=" : rawOp;
      if (op === "IN") {
        if (next("(") !== "(") throw queryError(source, "IN needs a parenthesised list");
        const list: Value[] = [value()];
        while (peek() === ",") {
          next(",");
          list.push(value());
        }
        if (next(")") !== ")") throw queryError(source, "IN list is not closed with )");
        where.push({ field: fieldName, op: "IN", value: list });
      } else if (["=", "!=", "<", "<=", ">", ">=", "LIKE"].includes(op)) {
        where.push({ field: fieldName, op: op as Operator, value: value() });
      } else {
        throw queryError(
          source,
          `found "${rawOp}" where an operator (=, !=, <, <=, >, >=, LIKE, IN) was expected`,
        );
      }
      if (!keyword("AND")) break;
      next("AND");
    }
  }
  let orderBy: ParsedQuery["orderBy"];
  if (keyword("ORDER")) {
    next("ORDER");
    expectKeyword("BY");
    const fieldName = identifier("a field name");
    let descending = false;
    if (keyword("ASC") || keyword("DESC"))
      descending = next("ASC or DESC").toUpperCase() === "DESC";
    orderBy = { field: fieldName, descending };
  }
  let limit: number | undefined;
  if (keyword("LIMIT")) {
    next("LIMIT");
    const raw = value();
    if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0) {
      throw queryError(source, "LIMIT needs a non-negative integer");
    }
    limit = raw;
  }
  if (position < tokens.length)
    throw queryError(source, `unexpected "${tokens[position] ?? ""}" after the query`);
  return { fields, table, where, orderBy, limit };
}

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/%/g, ".*")
    .replace(/_/g, ".");
  return new RegExp(`^${escaped}$`, "i");
}

/** The text a value sorts by: strings as they are, other primitives as text, objects as JSON. */
function sortText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return value.toString();
  if (value === null || value === undefined) return "";
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return ""; // cycles or bigints inside an object: no useful order
  }
}

/** Orders two field values: numbers numerically, anything else by text (missing values first). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return sortText(a).localeCompare(sortText(b));
}

function matches(row: Record<string, unknown>, condition: Condition): boolean {
  const actual = row[condition.field] ?? null;
  const expected = condition.value;
  switch (condition.op) {
    case "=":
      return actual === expected;
    case "!=":
      return actual !== expected;
    case "<":
      return compareValues(actual, expected) < 0;
    case "<=":
      return compareValues(actual, expected) <= 0;
    case ">":
      return compareValues(actual, expected) > 0;
    case ">=":
      return compareValues(actual, expected) >= 0;
    case "LIKE":
      return typeof actual === "string" && likeToRegExp(String(expected)).test(actual);
    case "IN":
      return Array.isArray(expected) && expected.includes(actual as Value);
  }
}

/**
 * Runs a query against `tables` (name -> rows; table names match case-insensitively).
 * Returns copies of the matching rows with only the selected fields.
 */
export function runQuery(
  tables: Record<string, readonly Record<string, unknown>[]>,
  source: string,
  params: readonly string[] = [],
): Record<string, unknown>[] {
  const parsed = parseQuery(source, params);
  const tableName = Object.keys(tables).find(
    (name) => name.toLowerCase() === parsed.table.toLowerCase(),
  );
  if (tableName === undefined) {
    throw new HostSimulatorError(
      "INVALID_QUERY",
      `cannot run query "${source}": there is no object "${parsed.table}"; the simulated data has ${Object.keys(tables).join(", ") || "no objects"} (add more through the \`fixtures\` option)`,
      { details: { query: source, object: parsed.table } },
    );
  }
  let rows = (tables[tableName] ?? []).filter((row) => parsed.where.every((c) => matches(row, c)));
  if (parsed.orderBy) {
    const { field, descending } = parsed.orderBy;
    rows = [...rows].sort((a, b) => (descending ? -1 : 1) * compareValues(a[field], b[field]));
  }
  if (parsed.limit !== undefined) rows = rows.slice(0, parsed.limit);
  const fields = parsed.fields;
  return rows.map((row) =>
    fields === undefined
      ? structuredClone(row)
      : Object.fromEntries(fields.map((f) => [f, structuredClone(row[f] ?? null)])),
  );
}
