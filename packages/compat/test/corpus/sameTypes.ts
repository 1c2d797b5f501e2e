// The type-level "same as the client" relation used by the per-export corpus (exportsBothWays.test.ts).
// `TypeDiff<Ours, Client, Path>` is `never` when an app cannot tell compat's type from the client's,
// and otherwise a union of paths (`useUi().selectContent(0).content[].name: optional on compat
// only`) naming each place they differ. Both ways: a value of either can stand for the other, and
// what TypeScript's assignability does not see is checked too: a property's optionality and
// `readonly`, `null` and `undefined` in a union, literal unions against their base type, the
// arity of a function. One leniency, on purpose: where compat's type is `any` (the platform's REST
// models, which compat declares as open records), it stands for the client's.
/* eslint-disable @typescript-eslint/no-explicit-any -- the relation must name `any` to find it */

type IsAny<T> = 0 extends 1 & T ? true : false;
type Fn = (...args: any[]) => any;
type Prev = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8];
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Has<U, X> = [Extract<U, X>] extends [never] ? false : true;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` extends exactly the objects whose key K is optional
type IsOptional<T, K extends keyof T> = {} extends Pick<T, K> ? true : false;
type IsReadonly<T, K extends keyof T> =
  (<V>() => V extends { [Q in K]: T[K] } ? 1 : 2) extends <V>() => V extends {
    -readonly [Q in K]: T[K];
  }
    ? 1
    : 2
    ? false
    : true;
type StringIndex<T> = string extends keyof T ? true : false;
type Primitive = string | number | boolean | bigint | symbol | null | undefined | void;

/** The paths where compat's `H` and the client's `C` differ, `D` levels deep (`never`: the same). */
export type TypeDiff<H, C, P extends string, D extends number = 8> = [D] extends [never]
  ? never
  : IsAny<H> extends true
    ? never
    : IsAny<C> extends true
      ? `${P}: any on the client, not on compat`
      : Mutual<H, C> extends true
        ? [H] extends [Primitive]
          ? never
          : Shallow<H, C, P, D>
        : Deep<H, C, P, D>;

/** Types that are assignable both ways: what assignability does not compare (readonly, optional). */
type Shallow<H, C, P extends string, D extends number> = [H] extends [Fn]
  ? [C] extends [Fn]
    ? FnDiff<H, C, P, D>
    : never
  : [H] extends [readonly unknown[]]
    ? ArrayDiff<H, C, P, D>
    : [H] extends [object]
      ? [C] extends [object]
        ? ObjectDiff<H, C, P, D>
        : never
      : never;

type Deep<H, C, P extends string, D extends number> =
  Has<H, null> extends Has<C, null>
    ? Has<H, undefined> extends Has<C, undefined>
      ? DeepNonNull<NonNullable<H>, NonNullable<C>, P, D>
      : `${P}: undefined on ${Has<H, undefined> extends true ? "compat" : "the client"} only`
    : `${P}: null on ${Has<H, null> extends true ? "compat" : "the client"} only`;

type DeepNonNull<H, C, P extends string, D extends number> =
  Mutual<H, C> extends true
    ? Shallow<H, C, P, D>
    : [H] extends [Fn]
      ? [C] extends [Fn]
        ? FnDiff<H, C, P, D>
        : `${P}: a function on compat only`
      : [C] extends [Fn]
        ? `${P}: a function on the client only`
        : [H] extends [readonly unknown[]]
          ? [C] extends [readonly unknown[]]
            ? ArrayDiff<H, C, P, D>
            : `${P}: an array on compat only`
          : [C] extends [readonly unknown[]]
            ? `${P}: an array on the client only`
            : [H] extends [Primitive]
              ? `${P}: another type on compat`
              : [C] extends [Primitive]
                ? `${P}: another type on compat`
                : ObjectDiff<H, C, P, D>;

type ArrayDiff<H, C, P extends string, D extends number> = [H] extends [unknown[]]
  ? [C] extends [unknown[]]
    ? TypeDiff<H[number], C[number], `${P}[]`, Prev[D]>
    : `${P}: a readonly array on the client only`
  : [C] extends [unknown[]]
    ? `${P}: a readonly array on compat only`
    : [H] extends [readonly unknown[]]
      ? [C] extends [readonly unknown[]]
        ? TypeDiff<H[number], C[number], `${P}[]`, Prev[D]>
        : never
      : never;

/** Per member of the client's union (a picked item is a file or a page), against compat's whole type. */
type ObjectDiff<H, C, P extends string, D extends number> = C extends unknown
  ? MemberDiff<Members<H, C>, C, P, D>
  : never;

/** The keys of `T` whose value is one literal (`type: "file"`): what tells the members of a union apart. */
type LiteralKeys<T> = {
  [K in keyof T]-?: T[K] extends string | number | boolean
    ? string extends T[K]
      ? never
      : number extends T[K]
        ? never
        : boolean extends T[K]
          ? never
          : K
    : never;
}[keyof T];
/** The members of compat's union that stand for the client's member `C`: same literals, else same keys. */
type Members<H, C> = [ByLiteral<H, C>] extends [never]
  ? [ByKeys<H, C>] extends [never]
    ? H
    : ByKeys<H, C>
  : ByLiteral<H, C>;
type ByLiteral<H, C> = [LiteralKeys<C>] extends [never]
  ? never
  : H extends unknown
    ? [LiteralKeys<C> & keyof H] extends [never]
      ? never
      : Pick<C, LiteralKeys<C> & keyof H> extends Pick<H, LiteralKeys<C> & keyof H>
        ? H
        : never
    : never;
type ByKeys<H, C> = H extends unknown ? ([keyof C] extends [keyof H] ? H : never) : never;

type MemberDiff<H, C, P extends string, D extends number> =
  | {
      [K in keyof C & (string | number)]-?: K extends keyof H
        ? IsOptional<C, K> extends IsOptional<H, K>
          ? IsReadonly<C, K> extends IsReadonly<H, K>
            ? TypeDiff<H[K], C[K], `${P}.${K}`, Prev[D]>
            : `${P}.${K}: readonly on ${IsReadonly<H, K> extends true ? "compat" : "the client"} only`
          : `${P}.${K}: optional on ${IsOptional<H, K> extends true ? "compat" : "the client"} only`
        : StringIndex<H> extends true
          ? TypeDiff<H[string & keyof H], C[K], `${P}.${K}`, Prev[D]>
          : `${P}.${K}: missing on compat`;
    }[keyof C & (string | number)]
  | {
      [K in keyof H & (string | number)]-?: K extends keyof C
        ? never
        : StringIndex<C> extends true
          ? never
          : `${P}.${K}: on compat only`;
    }[keyof H & (string | number)];

type FnDiff<H extends Fn, C extends Fn, P extends string, D extends number> =
  | ParamsDiff<Parameters<H>, Parameters<C>, P, D>
  | (Has<ReturnType<C>, Promise<any>> extends Has<ReturnType<H>, Promise<any>>
      ? TypeDiff<Awaited<ReturnType<H>>, Awaited<ReturnType<C>>, `${P}()`, Prev[D]>
      : `${P}(): a promise on ${Has<ReturnType<H>, Promise<any>> extends true ? "compat" : "the client"} only`);

type ParamsDiff<
  HP extends readonly unknown[],
  CP extends readonly unknown[],
  P extends string,
  D extends number,
> =
  Mutual<HP["length"], CP["length"]> extends true
    ? {
        [I in keyof CP & `${number}`]: I extends keyof HP
          ? TypeDiff<HP[I], CP[I], `${P}(${I})`, Prev[D]>
          : never;
      }[keyof CP & `${number}`]
    : `${P}: takes another number of arguments`;
