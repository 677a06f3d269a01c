/** Codecs of answers that core has no entity for, shared by the HTTP adapter and the memory port. */
import * as t from 'io-ts'

/**
 * The answer of a call that returns nothing (a delete): an empty body, null or an empty object all mean "done".
 * Reading: the spec shows no body for these calls; a server may send any of the three.
 */
export const EmptyAnswerCodec = new t.Type<void, undefined, unknown>(
  'EmptyAnswer',
  (u): u is void => u === undefined,
  (u, c) =>
    u === undefined || u === null || (typeof u === 'object' && !Array.isArray(u) && Object.keys(u).length === 0)
      ? t.success(undefined)
      : t.failure(u, c, 'expected an empty answer'),
  () => undefined,
)
