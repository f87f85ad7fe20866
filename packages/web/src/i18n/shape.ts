// A catalog's shape: the same keys as the English one, strings as strings, functions with
// the same parameters.

export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
