import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { INCOMING_FRAME_MESSAGE_TYPES, IncomingFrameMessageCodec, isTrustedOrigin } from './host-messages.ts'

const origin = fc.tuple(fc.constantFrom('http', 'https'), fc.webAuthority({ withPort: true })).map(([scheme, authority]) => `${scheme}://${authority}`)

test.prop([fc.array(origin, { maxLength: 4 }), origin])('an origin is trusted exactly when it is one of the allowed', (allowed, candidate) => {
  expect(isTrustedOrigin(candidate, allowed)).toBe(allowed.includes(candidate))
})

test.prop([origin, fc.string({ minLength: 1 })])('no lookalike of a trusted origin is trusted', (allowed, suffix) => {
  expect(isTrustedOrigin(`${allowed}${suffix}`, [allowed])).toBe(false)
})

test.prop([fc.anything()])('a frame message decodes only to one of the known types', (junk) => {
  const decoded = IncomingFrameMessageCodec.decode(junk)
  if (E.isRight(decoded)) expect(INCOMING_FRAME_MESSAGE_TYPES).toContain(decoded.right)
})
