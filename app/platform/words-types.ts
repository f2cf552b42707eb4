/** The shape of a French resource, with every leaf widened to string: English must match it key for key. */
export type Mirror<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Mirror<U>[]
    : { readonly [K in keyof T]: Mirror<T[K]> };

/** `T` when it has a text for each of `K` (a compile-time check that a words group covers a list of keys). */
export type Covers<K extends string, T extends Record<K, string>> = T;
