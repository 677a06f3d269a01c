/**
 * The io-ts codecs of the messages between Kontor and the page that embeds it (spec: accounts-and-transfers 1;
 * hub-and-business-account 2.2–2.4). The types and the rules the app runs live in host-message-types.ts, free of
 * io-ts, so the first load of / carries no codec library.
 */
import * as t from 'io-ts'
import { literalUnion } from '../codecs/nullable.ts'
import {
  INCOMING_FRAME_MESSAGE_TYPES,
  KONTOR_MESSAGE_SOURCE,
  OUTGOING_HOST_MESSAGE_TYPES,
  readIncomingFrameMessage,
  type IncomingFrameMessageType,
  type OutgoingHostMessage,
} from './host-message-types.ts'

export const OutgoingHostMessageCodec: t.Type<OutgoingHostMessage, OutgoingHostMessage, unknown> = t.type(
  { source: t.literal(KONTOR_MESSAGE_SOURCE), type: literalUnion(OUTGOING_HOST_MESSAGE_TYPES, 'OutgoingHostMessageType') },
  'OutgoingHostMessage',
)

const IncomingFrameMessageTypeCodec = literalUnion(INCOMING_FRAME_MESSAGE_TYPES, 'IncomingFrameMessageType')

/** A frame's message as readIncomingFrameMessage reads it: a bare type string or an object with a `type`. */
export const IncomingFrameMessageCodec = new t.Type<IncomingFrameMessageType, IncomingFrameMessageType, unknown>(
  'IncomingFrameMessage',
  IncomingFrameMessageTypeCodec.is,
  (u, c) => {
    const type = readIncomingFrameMessage(u)
    return type === null ? t.failure(u, c, 'no known frame message') : t.success(type)
  },
  (type) => type,
)
