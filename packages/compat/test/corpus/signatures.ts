// Every method of the client's four API objects, compared with compat's one by one, as an app
// would use them: compat's method takes every argument the client's takes, and what it answers can
// be used wherever the client's answer can (same kind at every level an app reads: array, string,
// number, null...; a platform model that compat declares as an open record of `any` fits any model).
// The client is @pitcher/js-api 1.26.0 as the registry ships it (see typeCorpus.test.ts). Each `export const` is `true` when every method fits;
// otherwise its type names the methods that do not, and the assignment fails to type-check.
import type * as client from "@pitcher/js-api";
import type * as compat from "@hostbridge/compat";

type Fn = (...args: never[]) => unknown;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Depth = [never, 0, 1, 2, 3, 4];

/**
 * Whether a value of type `H` (compat's) can be used as a `C` (the client's), `D` levels deep: the
 * same kind (array, object, string, number, null...) at every level; a key the client declares must
 * be there (optional or not) or come from an index signature. compat's `any` (a value HostBridge does
 * not know) stands for anything; under `noImplicitAny` an app's callback over such a value
 * (`file.tags.map(tag => ...)`) needs its parameter typed.
 */
type Usable<H, C, D extends number = 3> = [D] extends [never]
  ? true
  : IsAny<C> extends true
    ? true
    : [C] extends [Fn]
      ? true
      : [C] extends [void]
        ? true
        : [NonNullable<C>] extends [readonly unknown[]]
          ? IsAny<H> extends true
            ? true
            : [NonNullable<H>] extends [readonly unknown[]]
              ? Usable<NonNullable<H>[number], NonNullable<C>[number], Depth[D]>
              : false
          : [NonNullable<C>] extends [object]
            ? IsAny<H> extends true
              ? true
              : [NonNullable<H>] extends [object]
                ? [NonNullable<H>] extends [readonly unknown[]]
                  ? false
                  : AllTrue<{
                      [K in keyof NonNullable<C>]-?: K extends keyof NonNullable<H>
                        ? Usable<NonNullable<H>[K], NonNullable<C>[K], Depth[D]>
                        : string extends keyof NonNullable<H>
                          ? Usable<
                              NonNullable<H>[string & keyof NonNullable<H>],
                              NonNullable<C>[K],
                              Depth[D]
                            >
                          : false;
                    }>
                : false
            : IsAny<H> extends true
              ? true
              : [Kind<NonNullable<H>>] extends [Kind<NonNullable<C>>]
                ? true
                : false;
/** A primitive's kind: an enum or a union of literals of the client's is a string (or number) to an app after the swap. */
type Kind<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T;
type AllTrue<T> = false extends T[keyof T] ? false : true;

/**
 * Whether compat's parameters take every argument the client's take: a value the client's type
 * accepts is accepted; a callback (an event handler) is called with something that stands for
 * what the client's calls it with.
 */
type ParamsFit<CP extends readonly unknown[], HP extends readonly unknown[]> = AllTrue<{
  [I in keyof CP]: I extends keyof HP
    ? [NonNullable<CP[I]>] extends [Fn]
      ? [NonNullable<HP[I]>] extends [Fn]
        ? Usable<Parameters<NonNullable<HP[I]>>[0], Parameters<NonNullable<CP[I]>>[0]>
        : false
      : [CP[I]] extends [HP[I]]
        ? true
        : false
    : false;
}>;

/** For each method the client has: never when compat's fits, otherwise what does not. */
type MisfitMap<C, H> = {
  [K in keyof C & string]: C[K] extends Fn
    ? K extends keyof H
      ? H[K] extends Fn
        ? ParamsFit<Parameters<C[K]>, Parameters<H[K]>> extends true
          ? Usable<Awaited<ReturnType<H[K]>>, Awaited<ReturnType<C[K]>>> extends true
            ? never
            : `${K}: answers what the client's answer cannot stand for`
          : `${K}: refuses arguments the client's takes`
        : `${K}: not a method`
      : `${K}: missing`
    : never;
};
type Misfits<C, H> = MisfitMap<C, H>[keyof C & string];

type Check<C, H> = [Misfits<C, H>] extends [never] ? true : Misfits<C, H>;

// (the client's `getLanguages()` answers `Language[]`, a name its own declarations do not resolve:
// each item is `any` to an app, so there is nothing to compare)
export const highLevel: Check<
  Omit<ReturnType<typeof client.usePitcherApi>, "getLanguages">,
  ReturnType<typeof compat.usePitcherApi>
> = true;
export const ui: Check<ReturnType<typeof client.useUi>, ReturnType<typeof compat.useUi>> = true;
export const admin: Check<
  ReturnType<typeof client.useAdmin>,
  ReturnType<typeof compat.useAdmin>
> = true;
export const dsr: Check<ReturnType<typeof client.useDsr>, ReturnType<typeof compat.useDsr>> = true;
