/**
 * Checks at compile time that `values` lists every member of the union `T` and nothing else, so
 * a value constant cannot drift from the schema's enum. Usage: `everyMemberOf<T>()([...] as const)`.
 */
export const everyMemberOf =
  <T extends string>() =>
  <const V extends readonly T[]>(
    values: V & ([T] extends [V[number]] ? unknown : { missing: Exclude<T, V[number]> }),
  ): V =>
    values;
