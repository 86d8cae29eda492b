/** A locale module's shape: the same nested keys as English, every leaf a string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
