import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { INCOMING_FRAME_MESSAGE_TYPES, OUTGOING_HOST_MESSAGE_TYPES, isTrustedOrigin, toHostMessage } from './host-message-types.ts'
import { IncomingFrameMessageCodec, OutgoingHostMessageCodec } from './host-messages.ts'

describe('outgoing host messages', () => {
  it.each(OUTGOING_HOST_MESSAGE_TYPES)('%s is a tagged object the codec accepts', (type) => {
    const message = toHostMessage(type)
    expect(message).toEqual({ source: 'kontor', type })
    expect(E.isRight(OutgoingHostMessageCodec.decode(message))).toBe(true)
  })

  it('rejects other sources and unknown types', () => {
    expect(E.isLeft(OutgoingHostMessageCodec.decode({ source: 'other', type: 'accountManagementClosed' }))).toBe(true)
    expect(E.isLeft(OutgoingHostMessageCodec.decode({ source: 'kontor', type: 'somethingElse' }))).toBe(true)
  })
})

describe('incoming frame messages', () => {
  it.each(INCOMING_FRAME_MESSAGE_TYPES)('reads %s as a bare string and as { type }', (type) => {
    expect(IncomingFrameMessageCodec.decode(type)).toEqual(E.right(type))
    expect(IncomingFrameMessageCodec.decode({ type, extra: 1 })).toEqual(E.right(type))
  })

  it.each([null, undefined, 42, 'createfinancialaccount', { type: 'evil' }, ['CLOSE_SUCCESS'], {}])('rejects %j', (junk) => {
    expect(E.isLeft(IncomingFrameMessageCodec.decode(junk))).toBe(true)
  })
})

describe('isTrustedOrigin', () => {
  const allowed = ['https://app.kontor.de', 'http://127.0.0.1:5173']
  it.each(['https://app.kontor.de', 'http://127.0.0.1:5173'])('trusts %s', (origin) => {
    expect(isTrustedOrigin(origin, allowed)).toBe(true)
  })
  it.each(['https://app.kontor.de.evil.com', 'https://app.kontor.de:443', 'http://app.kontor.de', 'null', '', 'http://127.0.0.1:5174'])(
    'does not trust %s',
    (origin) => {
      expect(isTrustedOrigin(origin, allowed)).toBe(false)
    },
  )
})
