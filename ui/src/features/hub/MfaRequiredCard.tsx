/**
 * The MFA-required card (hub-and-business-account 4.3; shown while the bank enforces two-factor authentication and
 * it is not enabled, core isMfaRequiredCardShown). "Aktivierung starten" starts the activation (HubPort
 * startMfaActivation); then the activation is polled every 2 s (MFA_ACTIVATION_POLL_INTERVAL_MS) until `activated`.
 * Chosen: polling begins with the user's start, not on every hub visit; a failed poll is asked again at the next
 * interval, and leaving the hub stops it.
 * The bank's second factor is the user's phone, so while it is not linked the card also offers the device-link dialog
 * (4.3; chosen: both stay offered, as the spec does not order them).
 */
import { MFA_ACTIVATION_POLL_INTERVAL_MS } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { repeatWhile } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { readMfaState, startMfaActivation } from './hub.effects.ts'
import { LazyDeviceLinkDialog } from './lazy-device-link.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

type MfaStatus = 'idle' | 'starting' | 'startFailed' | 'waiting' | 'activated'

export interface MfaRequiredCardProps {
  readonly onActivated: () => void
  /** firstDeviceBindingActivationState is CONFIRMED. */
  readonly deviceLinked: boolean
  readonly onDeviceLinked: () => void
}

export const MfaRequiredCard = ({ onActivated, deviceLinked, onDeviceLinked }: MfaRequiredCardProps) => {
  const backend = useBackend()
  const [status, setStatus] = useState<MfaStatus>('idle')
  const [linking, setLinking] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const activated = useRef(onActivated)
  useEffect(() => {
    activated.current = onActivated
  })
  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    const { signal } = own
    setStatus('starting')
    const started = await startMfaActivation(backend, signal)
    if (signal.aborted) return
    if (E.isLeft(started)) return setStatus('startFailed')
    setStatus('waiting')
    await repeatWhile(MFA_ACTIVATION_POLL_INTERVAL_MS, signal, async () => {
      const answer = await readMfaState(backend, signal)
      const done = E.isRight(answer) && answer.right.activated
      if (done && !signal.aborted) {
        setStatus('activated')
        activated.current()
      }
      return !done
    })
  }

  return (
    <StateCard kind="mfaRequired" title={STATE_CARD_TEXTS.mfaTitle} tone="warning">
      <p>{STATE_CARD_TEXTS.mfaBody}</p>
      <p data-testid="mfa-device-link">{deviceLinked ? STATE_CARD_TEXTS.deviceLinkLinked : STATE_CARD_TEXTS.deviceLinkMfaHint}</p>
      {status === 'startFailed' && (
        <p className="notice notice-error" role="alert">
          {STATE_CARD_TEXTS.mfaStartFailed}
        </p>
      )}
      <p role="status" className={status === 'waiting' || status === 'activated' ? undefined : 'visually-hidden'}>
        {status === 'waiting' ? STATE_CARD_TEXTS.mfaWaiting : status === 'activated' ? STATE_CARD_TEXTS.mfaActivated : ''}
      </p>
      <div className="dialog-actions">
        {!deviceLinked && (
          <Button className="button" onPress={() => setLinking(true)}>
            {STATE_CARD_TEXTS.deviceLinkOpen}
          </Button>
        )}
        {status !== 'waiting' && status !== 'activated' && (
          <Button className="button button-primary" isDisabled={status === 'starting'} onPress={() => void start()}>
            {STATE_CARD_TEXTS.mfaStart}
          </Button>
        )}
      </div>
      {linking && <LazyDeviceLinkDialog onClose={() => setLinking(false)} onLinked={onDeviceLinked} />}
    </StateCard>
  )
}
