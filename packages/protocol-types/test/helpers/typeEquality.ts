/**
 * Type-level helpers for the type tests: mutual assignability, and a strict equality that first
 * normalises both sides (flattens intersections, keeps optional modifiers and index signatures), so
 * `A & B` equals the object type with the same fields but `{ a?: string }` does not equal `{}`.
 */

/** `true` when each type is assignable to the other. */
export type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Deeply flattens object types so intersections and interfaces compare like object literals. */
export type Normalize<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? Normalize<E>[]
    : T extends object
      ? { [K in keyof T]: Normalize<T[K]> }
      : T;

/** TypeScript's own identity check (distinguishes optional from required, `void` from `undefined`). */
export type Identical<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/** Strict equality after normalising both sides. */
export type StrictlyEqual<A, B> = Identical<Normalize<A>, Normalize<B>>;
