// What the codemod could not type, said once for the whole app: the values of unknown type (plain
// JavaScript without a JSDoc type, a Vue global property such as `this.$pitcher`) on which the app
// calls the existing client's method names. On them the codemod reports only the client's own names
// (snake_case aliases, renamed methods, `.pitcher`) at their lines; whatever else their results mean
// (rejections, return values) it cannot see. That is one line of the report, not a line per place.
import type { Place } from "./context";

/** A value of unknown type the app calls the existing client's methods on. */
export interface UntypedValue {
  /** The expression as the code writes it (`this.$pitcher.ui`). */
  expression: string;
  /** The file of its first use (relative to the app, `/` separators). */
  file: string;
  /** The line of its first use, as the file was before the run. */
  line: number;
  /** How many calls of the client's method names it has, in every file. */
  uses: number;
}

/** Adds the uses of one file (`places`: each expression and where) to `values`, by expression. */
export function addUntyped(
  values: UntypedValue[],
  file: string,
  uses: readonly { expression: string; place: Place }[],
): void {
  for (const use of uses) {
    const known = values.find((value) => value.expression === use.expression);
    if (known) known.uses++;
    else values.push({ expression: use.expression, file, line: use.place.line, uses: 1 });
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The one line that says what could not be typed and why (undefined: everything was typed). */
export function untypedLine(values: readonly UntypedValue[]): string | undefined {
  if (values.length === 0) return undefined;
  const uses = values.reduce((sum, value) => sum + value.uses, 0);
  const listed = values
    .map(
      (value) => `${value.expression} (${value.file}:${value.line}, ${plural(value.uses, "call")})`,
    )
    .join(", ");
  return `not typed: ${plural(uses, "call")} of the existing client's methods on ${plural(values.length, "value")} whose type the codemod cannot see, ${listed}: JavaScript without a type for them (a JSDoc @type, a typed Vue global property), so it reported only the client's own names there (snake_case aliases, renamed methods, .pitcher) and could not check what their results mean (rejections, return values); give them a type and run it again to have them checked`;
}
