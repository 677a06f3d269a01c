/**
 * The one postMessage channel to the page that embeds Kontor: messages go out with an explicit target origin
 * (never '*'), and messages come in only from trusted origins; everything else is logged and ignored.
 */
import {
  IncomingFrameMessageCodec,
  isTrustedOrigin,
  toHostMessage,
  type IncomingFrameMessageType,
  type OutgoingHostMessageType,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

export interface HostChannel {
  /** Tells the host; does nothing when Kontor is not embedded. */
  readonly send: (type: OutgoingHostMessageType) => void
  /** Listens to trusted frames; returns the function that stops listening. */
  readonly listen: (onMessage: (type: IncomingFrameMessageType) => void) => () => void
}

export interface HostChannelConfig {
  /** Our window. */
  readonly self: Window
  /** The origin of the host page, where our messages go. */
  readonly hostOrigin: string
  /** Origins whose messages we accept: the host and our own frames (same origin, per the spec). */
  readonly trustedOrigins: ReadonlyArray<string>
  readonly log?: (message: string, detail: unknown) => void
}

export const createHostChannel = (config: HostChannelConfig): HostChannel => {
  const log = config.log ?? ((message, detail) => console.warn(message, detail))
  return {
    send: (type) => {
      const parent = config.self.parent
      if (parent === config.self) return // not embedded: nobody to tell
      parent.postMessage(toHostMessage(type), config.hostOrigin)
    },
    listen: (onMessage) => {
      const handle = (event: MessageEvent) => {
        if (!isTrustedOrigin(event.origin, config.trustedOrigins)) {
          log('Kontor: Nachricht von nicht vertrauenswürdiger Herkunft ignoriert', event.origin)
          return
        }
        const decoded = IncomingFrameMessageCodec.decode(event.data)
        if (E.isLeft(decoded)) {
          log('Kontor: unbekannte Nachricht ignoriert', event.data)
          return
        }
        onMessage(decoded.right)
      }
      config.self.addEventListener('message', handle)
      return () => config.self.removeEventListener('message', handle)
    },
  }
}

/** The channel of the running app: the host is our parent's origin as the browser reports it, else our own. */
export const createDefaultHostChannel = (self: Window): HostChannel => {
  const ownOrigin = self.location.origin
  const referrerOrigin = self.parent !== self && self.document.referrer !== '' ? new URL(self.document.referrer).origin : ownOrigin
  return createHostChannel({ self, hostOrigin: referrerOrigin, trustedOrigins: [...new Set([ownOrigin, referrerOrigin])] })
}
