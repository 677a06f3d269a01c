/** Small io-ts helpers shared by every wire model of the core. */
import * as t from 'io-ts'

/**
 * A field the server may send as a value, as null, or leave out. The spec names fields but never says which are
 * optional, so every field beyond an entity's identity is read this way; null and absent both mean "not known".
 */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

/** A closed set of string literals, e.g. the account types of the spec. */
export const literalUnion = <const L extends readonly [string, ...string[]]>(values: L, name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in L[number]]: null }, name)
