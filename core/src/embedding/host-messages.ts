/**
 * Messages between Kontor and the page that embeds it (spec: accounts-and-transfers 1; hub-and-business-account
 * 2.2–2.4). Spec leaves the format open; chosen: a JSON object `{ source: 'kontor', type, … }`, so a host can tell
 * our messages from any other traffic on its window.
 */
import * as t from 'io-ts'
import { literalUnion } from '../codecs/nullable.ts'

export const KONTOR_MESSAGE_SOURCE = 'kontor'

/** What Kontor tells its host. */
export const OUTGOING_HOST_MESSAGE_TYPES = [
  'accountManagementCanceled',
  'accountManagementClosed',
  'bankTransferCompleted',
  'bankTransferCanceled',
  'bankTransferRequestCreated',
  /** The bank info page asks its parent to show the info page (hub-and-business-account 2.3). */
  'navigateToInfoPage',
] as const
export type OutgoingHostMessageType = (typeof OUTGOING_HOST_MESSAGE_TYPES)[number]

export const OutgoingHostMessageCodec = t.type(
  { source: t.literal(KONTOR_MESSAGE_SOURCE), type: literalUnion(OUTGOING_HOST_MESSAGE_TYPES, 'OutgoingHostMessageType') },
  'OutgoingHostMessage',
)
export type OutgoingHostMessage = t.TypeOf<typeof OutgoingHostMessageCodec>

export const toHostMessage = (type: OutgoingHostMessageType): OutgoingHostMessage => ({ source: KONTOR_MESSAGE_SOURCE, type })

/**
 * What embedded frames tell Kontor: the first-time screen's frame (2.2) and the identification and tax-id embeds
 * (2.4), whose results are CLOSE_SUCCESS or CLOSE_CANCEL.
 */
export const INCOMING_FRAME_MESSAGE_TYPES = [
  'createFinancialAccount',
  'createFinancialAccountLB',
  'createLexBankAccount',
  'moreInfoOnlineBanking',
  'moreInfoLexBank',
  'navigateToInfoPage',
  'CLOSE_SUCCESS',
  'CLOSE_CANCEL',
] as const
export type IncomingFrameMessageType = (typeof INCOMING_FRAME_MESSAGE_TYPES)[number]

const IncomingFrameMessageTypeCodec = literalUnion(INCOMING_FRAME_MESSAGE_TYPES, 'IncomingFrameMessageType')

/** The frames send either a bare type string or an object with a `type` (the spec shows neither): both are read. */
export const IncomingFrameMessageCodec = new t.Type<IncomingFrameMessageType, IncomingFrameMessageType, unknown>(
  'IncomingFrameMessage',
  IncomingFrameMessageTypeCodec.is,
  (u, c) =>
    IncomingFrameMessageTypeCodec.validate(typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as { type?: unknown }).type : u, c),
  (type) => type,
)

/**
 * Whether a message came from an origin we trust: exactly one of the allowed origins (scheme, host and port),
 * never a prefix or a lookalike; 'null' (sandboxed frames, file://) is never trusted.
 * @example isTrustedOrigin('https://app.kontor.de', ['https://app.kontor.de']) // true
 */
export const isTrustedOrigin = (origin: string, allowed: ReadonlyArray<string>): boolean =>
  origin !== 'null' && origin !== '' && allowed.includes(origin)
