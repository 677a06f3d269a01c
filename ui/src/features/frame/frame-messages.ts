/**
 * The messages of the first-time screen's frame and the bank info page (spec: hub-and-business-account 2.2, 2.3):
 * same origin only (our own demo pages in ui/public/ftu); messages from any other origin are logged and ignored by
 * the shared host channel.
 */
import type { IncomingFrameMessageType } from '@kontor/core'
import { useEffect, useRef } from 'react'
import { createHostChannel, type HostChannel } from '../../shared/host-channel.ts'

/** Spec leaves the external page open; chosen: the Bundesbank's page on online banking, opened in a new tab. */
export const ONLINE_BANKING_INFO_URL = 'https://www.bundesbank.de/de/aufgaben/unbarer-zahlungsverkehr'

/** The first-time screen's frame pages (chosen: small static pages the demo serves, same origin). */
export const FTU_FRAME_BANK_PATH = '/ftu/bank.html'
export const FTU_FRAME_PLAIN_PATH = '/ftu/plain.html'

/** A channel that trusts our own origin only and talks to a parent of our own origin only. */
export const createSameOriginChannel = (self: Window): HostChannel =>
  createHostChannel({ self, hostOrigin: self.location.origin, trustedOrigins: [self.location.origin] })

/** Calls `onMessage` with each same-origin frame message while the component is mounted. */
export const useSameOriginFrameMessages = (onMessage: (type: IncomingFrameMessageType) => void): void => {
  const latest = useRef(onMessage)
  useEffect(() => {
    latest.current = onMessage
  })
  useEffect(() => createSameOriginChannel(window).listen((type) => latest.current(type)), [])
}
