// How a record of ours and the existing client's declaration of it are compared, field by field (the
// host records in ../clientRecords.test-d.ts, the picked content in ../pickedContent.test-d.ts).

/** The named keys of a record, without its index signature. */
export type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
export type Shared<O, C> = Extract<KnownKeys<O>, KnownKeys<C>>;
export type Present<T> = Exclude<T, undefined>;

/** Optional fields all the way down: a field the client requires may be optional in ours. */
export type Loosened<T> = T extends readonly (infer E)[]
  ? Loosened<E>[]
  : T extends object
    ? { [K in keyof T]?: Loosened<T[K]> }
    : T;

/** The client's fields whose declared type does not fit ours. */
export type ClientDoesNotFit<O, C> = {
  [K in Shared<O, C>]: [Present<C[K]>] extends [O[K]] ? never : K;
}[Shared<O, C>];

/** Our fields whose type does not fit the client's (optionality aside). */
export type OursDoesNotFit<O, C> = {
  [K in Shared<O, C>]: [Present<O[K]>] extends [Loosened<Present<C[K]>>] ? never : K;
}[Shared<O, C>];

/** The client's fields our record does not name. */
export type Unnamed<O, C> = Exclude<KnownKeys<C>, KnownKeys<O>>;
