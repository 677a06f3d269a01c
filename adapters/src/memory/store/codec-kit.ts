/**
 * What the stored records' codecs are made of (snapshot.ts): a record checked by core's wire codec and kept as it
 * was sent without keys the codec does not know, and plain values kept as they are.
 */
import { LocalDateCodec, MoneyCodec } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'

/** The key names of an io-ts object codec (type, partial, their intersection, exact). */
const keysOf = (codec: t.Mixed): ReadonlyArray<string> => {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) return Object.keys(codec.props as object)
  if (codec instanceof t.IntersectionType) return (codec.types as ReadonlyArray<t.Mixed>).flatMap(keysOf)
  if (codec instanceof t.ExactType) return keysOf(codec.type as t.Mixed)
  return []
}

/** `value` with only the given keys (a record kept in its wire form, but nothing beside the codec's fields). */
const pickKeys = <A>(value: object, keys: ReadonlyArray<string>): A =>
  Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key))) as A

/**
 * A record in wire form, accepted when the core's codec accepts it and kept as it was sent (amounts stay numbers, as
 * the db holds them), with unknown keys dropped.
 */
export const wireRecord = <A, O extends object>(codec: t.Type<A, O, unknown>, name: string): t.Type<O, O, unknown> => {
  const keys = keysOf(codec)
  return new t.Type<O, O, unknown>(
    name,
    (u): u is O => codec.is(u),
    (u, c) => {
      const checked = codec.validate(u, c)
      return E.isLeft(checked) ? checked : t.success(pickKeys<O>(u as object, keys))
    },
    (o) => pickKeys<O>(o, keys),
  )
}

/** A value `codec` accepts, kept as it is and typed without the codec's brand (a date stays a string). */
export const plain = <P>(codec: t.Decoder<unknown, P>, name: string): t.Type<P, P, unknown> =>
  new t.Type<P, P, unknown>(
    name,
    (u): u is P => E.isRight(codec.decode(u)),
    (u, c) => {
      const checked = codec.validate(u, c)
      return E.isLeft(checked) ? checked : t.success(u as P)
    },
    (p) => p,
  )

export const CountCodec = plain<number>(t.refinement(t.Int, (n) => n >= 0), 'Count')

export const nullableOf = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])
export const StoredDate = plain<string>(LocalDateCodec, 'StoredDate')

export const StoredAmount = plain<number>(t.number.pipe(MoneyCodec) as unknown as t.Decoder<unknown, number>, 'StoredAmount')
export const keyOf = <K extends string>(values: ReadonlyArray<K>) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>)
export const optionalText = nullableOf(t.string)
