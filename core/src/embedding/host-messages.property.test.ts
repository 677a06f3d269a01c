import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { INCOMING_FRAME_MESSAGE_TYPES, isTrustedOrigin, readIncomingFrameMessage } from './host-message-types.ts'
import { IncomingFrameMessageCodec } from './host-messages.ts'

const origin = fc.tuple(fc.constantFrom('http', 'https'), fc.webAuthority({ withPort: true })).map(([scheme, authority]) => `${scheme}://${authority}`)

test.prop([fc.array(origin, { maxLength: 4 }), origin])('an origin is trusted exactly when it is one of the allowed', (allowed, candidate) => {
  expect(isTrustedOrigin(candidate, allowed)).toBe(allowed.includes(candidate))
})

test.prop([origin, fc.string({ minLength: 1 })])('no lookalike of a trusted origin is trusted', (allowed, suffix) => {
  expect(isTrustedOrigin(`${allowed}${suffix}`, [allowed])).toBe(false)
})

/** Anything a frame may post: junk, the known types bare or in an object, and near misses of them. */
const frameMessageArbitrary = fc.oneof(
  fc.anything(),
  fc.constantFrom<unknown>(...INCOMING_FRAME_MESSAGE_TYPES),
  fc.record({ type: fc.constantFrom(...INCOMING_FRAME_MESSAGE_TYPES), extra: fc.anything() }, { requiredKeys: ['type'] }),
  fc
    .tuple(fc.constantFrom(...INCOMING_FRAME_MESSAGE_TYPES), fc.constantFrom((s: string) => s.toUpperCase(), (s: string) => ` ${s}`, (s: string) => s.slice(1), (s: string) => [s]))
    .chain(([type, spoil]) => fc.constantFrom<unknown>(spoil(type), { type: spoil(type) })),
)

/** The documented reading: a known type, bare or as the `type` of an object (not an array); nothing else. */
const namedType = (message: unknown): unknown => {
  const type = typeof message === 'object' && message !== null && !Array.isArray(message) ? (message as { type?: unknown }).type : message
  return (INCOMING_FRAME_MESSAGE_TYPES as ReadonlyArray<unknown>).includes(type) ? type : undefined
}

test.prop([frameMessageArbitrary])('a frame message decodes only to one of the known types: the one it names', (message) => {
  const decoded = IncomingFrameMessageCodec.decode(message)
  expect(E.isRight(decoded) ? decoded.right : undefined).toBe(namedType(message))
})

test.prop([frameMessageArbitrary])('the io-ts-free reader the app runs reads every frame message as the codec does', (message) => {
  const decoded = IncomingFrameMessageCodec.decode(message)
  expect(readIncomingFrameMessage(message)).toBe(E.isRight(decoded) ? decoded.right : null)
  expect(readIncomingFrameMessage(message) ?? undefined).toBe(namedType(message))
})
