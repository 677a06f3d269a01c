/**
 * Messages between Kontor and the page that embeds it (spec: accounts-and-transfers 1; hub-and-business-account
 * 2.2–2.4): the message types and the rules the running app needs, without io-ts. The app listens to its host from the
 * first load of /, and io-ts with its fp-ts half would cost that load about 8 KB; the codecs (host-messages.ts) stay
 * for the wire model and are proven to read exactly as readIncomingFrameMessage does.
 */

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

/** Spec leaves the format open; chosen: a JSON object `{ source: 'kontor', type }`, so a host can tell ours apart. */
export interface OutgoingHostMessage {
  readonly source: typeof KONTOR_MESSAGE_SOURCE
  readonly type: OutgoingHostMessageType
}

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

export const isIncomingFrameMessageType = (value: unknown): value is IncomingFrameMessageType =>
  (INCOMING_FRAME_MESSAGE_TYPES as ReadonlyArray<unknown>).includes(value)

/**
 * The type a frame's message names, or null for anything else. The frames send either a bare type string or an
 * object with a `type` (the spec shows neither): both are read; an array is neither.
 * @example readIncomingFrameMessage({ type: 'CLOSE_SUCCESS' }) // 'CLOSE_SUCCESS'
 */
export const readIncomingFrameMessage = (message: unknown): IncomingFrameMessageType | null => {
  const named = typeof message === 'object' && message !== null && !Array.isArray(message) ? (message as { type?: unknown }).type : message
  return isIncomingFrameMessageType(named) ? named : null
}

/**
 * Whether a message came from an origin we trust: exactly one of the allowed origins (scheme, host and port),
 * never a prefix or a lookalike; 'null' (sandboxed frames, file://) is never trusted.
 * @example isTrustedOrigin('https://app.kontor.de', ['https://app.kontor.de']) // true
 */
export const isTrustedOrigin = (origin: string, allowed: ReadonlyArray<string>): boolean =>
  origin !== 'null' && origin !== '' && allowed.includes(origin)
