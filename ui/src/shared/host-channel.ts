/**
 * The one postMessage channel to the page that embeds Kontor: messages go out with an explicit target origin
 * (never '*'), and messages come in only from trusted origins; everything else is logged and ignored.
 */
import { isTrustedOrigin, readIncomingFrameMessage, toHostMessage, type IncomingFrameMessageType, type OutgoingHostMessageType } from '@kontor/core'

export interface HostChannel {
  /** Tells the host; does nothing when Kontor is not embedded. */
  readonly send: (type: OutgoingHostMessageType) => void
  /** Listens to trusted frames; returns the function that stops listening. */
  readonly listen: (onMessage: (type: IncomingFrameMessageType) => void) => () => void
}

export interface HostChannelConfig {
  /** Our window. */
  readonly self: Window
  /** The origin of the host page, where our messages go; null when no allowed host embeds us (nothing is sent). */
  readonly hostOrigin: string | null
  /** Origins whose messages we accept: the allowed hosts and our own frames (same origin, per the spec). */
  readonly trustedOrigins: ReadonlyArray<string>
  /**
   * Origins whose messages another listener handles: skipped here without a log line (the host listener leaves our
   * own frames' messages to the frame pages, issue 17).
   */
  readonly ignoredOrigins?: ReadonlyArray<string>
  readonly log?: (message: string, detail?: unknown) => void
}

/** Logged (without the message) when we are embedded but the host is not one we may talk to. */
export const HOST_NOT_ALLOWED_LOG = 'Kontor: Host-Herkunft nicht erlaubt, keine Nachricht gesendet'

export const createHostChannel = (config: HostChannelConfig): HostChannel => {
  const log = config.log ?? ((message, detail) => (detail === undefined ? console.warn(message) : console.warn(message, detail)))
  return {
    send: (type) => {
      const parent = config.self.parent
      if (parent === config.self) return // not embedded: nobody to tell
      if (config.hostOrigin === null) {
        log(HOST_NOT_ALLOWED_LOG)
        return
      }
      parent.postMessage(toHostMessage(type), config.hostOrigin)
    },
    listen: (onMessage) => {
      const handle = (event: MessageEvent) => {
        if (config.ignoredOrigins?.includes(event.origin) === true) return
        if (!isTrustedOrigin(event.origin, config.trustedOrigins)) {
          log('Kontor: Nachricht von nicht vertrauenswürdiger Herkunft ignoriert', event.origin)
          return
        }
        // Read without io-ts: this channel is part of the first load of / (host-message-types.ts).
        const type = readIncomingFrameMessage(event.data)
        if (type === null) {
          log('Kontor: unbekannte Nachricht ignoriert', event.data)
          return
        }
        onMessage(type)
      }
      config.self.addEventListener('message', handle)
      return () => config.self.removeEventListener('message', handle)
    },
  }
}

/** Separates the origins in VITE_KONTOR_HOST_ORIGINS. */
export const HOST_ORIGINS_SEPARATOR = ','

/** The origin of a URL; null for text that is no URL or has an opaque origin. */
const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The configured host origins (VITE_KONTOR_HOST_ORIGINS, comma-separated), each reduced to its origin; entries that
 * are not URLs are dropped, so a typo never widens the list.
 * @example parseAllowedHostOrigins('https://app.kontor.de, https://staging.kontor.de/') // ['https://app.kontor.de', 'https://staging.kontor.de']
 */
export const parseAllowedHostOrigins = (raw: string | undefined): ReadonlyArray<string> =>
  (raw ?? '').split(HOST_ORIGINS_SEPARATOR).flatMap((entry) => {
    const origin = originOf(entry.trim())
    return origin === null ? [] : [origin]
  })

/**
 * The origin of the page that embeds us as the browser reports it: location.ancestorOrigins[0] where the browser has
 * it (it cannot be hidden by a referrer policy), else the referrer's origin; null when not embedded or unknown.
 */
export const detectHostOrigin = (self: Window): string | null => {
  if (self.parent === self) return null
  const ancestor = (self.location as Partial<Pick<Location, 'ancestorOrigins'>>).ancestorOrigins?.[0]
  if (ancestor !== undefined && ancestor !== '') return ancestor
  return originOf(self.document.referrer)
}

/**
 * The channel of the running app: messages go to the embedding page only when its origin is one of the configured
 * hosts (never merely because it framed us); messages are accepted from those hosts and from our own origin.
 */
export const createDefaultHostChannel = (
  self: Window,
  allowedHostOrigins: ReadonlyArray<string> = parseAllowedHostOrigins(import.meta.env.VITE_KONTOR_HOST_ORIGINS),
  log?: HostChannelConfig['log'],
): HostChannel => {
  const detected = detectHostOrigin(self)
  const hostOrigin = detected !== null && allowedHostOrigins.includes(detected) ? detected : null
  const trustedOrigins = [...new Set([self.location.origin, ...allowedHostOrigins])]
  return createHostChannel({ self, hostOrigin, trustedOrigins, ...(log === undefined ? {} : { log }) })
}

/**
 * The listener for the page that embeds us (hub-and-business-account 2.2–2.4; issue 17, item 5): the incoming frame
 * messages the core defines, accepted from the configured host origins only (the allow-list the outgoing messages
 * use). Our own origin's frames are the frame pages' to handle and are left alone; a message from any other origin
 * is logged and ignored; an unknown type or a malformed payload is ignored by the reader (readIncomingFrameMessage,
 * proven equal to IncomingFrameMessageCodec) and logged.
 */
export const createHostListener = (
  self: Window,
  allowedHostOrigins: ReadonlyArray<string> = parseAllowedHostOrigins(import.meta.env.VITE_KONTOR_HOST_ORIGINS),
  log?: HostChannelConfig['log'],
): Pick<HostChannel, 'listen'> => {
  const own = self.location.origin
  return createHostChannel({
    self,
    hostOrigin: null,
    trustedOrigins: allowedHostOrigins.filter((origin) => origin !== own),
    ignoredOrigins: [own],
    ...(log === undefined ? {} : { log }),
  })
}
