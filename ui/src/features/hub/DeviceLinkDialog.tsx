/**
 * The device-link dialog (hub-and-business-account 4.3, 8 "Mobile link failure" / "success"): opening it sends the
 * push to the phone (HubPort.sendDeviceLinkPush), then the account state is read every 2 s until
 * firstDeviceBindingActivationState is CONFIRMED; the success message shows for a moment and the dialog closes.
 * Failure and time-out say so in German and offer a new push; cancelling (button or Escape) stops the polling, since
 * closing the dialog aborts everything it started. The rules of the flow: core transitionDeviceLink.
 */
import { DEVICE_LINK_TIMEOUT_MS, messageFor, startDeviceLink, transitionDeviceLink } from '@kontor/core'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { deviceLinkEffects } from './hub.effects.ts'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export interface DeviceLinkDialogProps {
  /** The dialog is done (linked or cancelled): the opener unmounts it. */
  readonly onClose: () => void
  /** The device is linked: the hub reads the account state again. */
  readonly onLinked: () => void
}

/** The time-out text names the minutes the dialog waited. */
const TIMEOUT_MINUTES = DEVICE_LINK_TIMEOUT_MS / 60_000

export const DeviceLinkDialog = ({ onClose, onLinked }: DeviceLinkDialogProps) => {
  const backend = useBackend()

  const { state, dispatch } = useFlow(startDeviceLink, transitionDeviceLink, deviceLinkEffects({ backend, onLinked }))

  const closed = state.step === 'closed'
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })
  useEffect(() => {
    if (closed) closeRef.current()
  }, [closed])

  const cancel = () => dispatch({ type: 'cancel' })
  const ended = state.step === 'failed' || state.step === 'timedOut'
  return (
    <ModalDialog title={STATE_CARD_TEXTS.deviceLinkTitle} onDismiss={state.step === 'confirmed' ? onClose : cancel}>
      <div data-testid="device-link-dialog" data-step={state.step}>
        {state.step === 'sending' && <StatusLine>{STATE_CARD_TEXTS.deviceLinkSending}</StatusLine>}
        {(state.step === 'waiting' || state.step === 'reading') && (
          <>
            <p>{STATE_CARD_TEXTS.deviceLinkInstruction}</p>
            <StatusLine>{STATE_CARD_TEXTS.deviceLinkWaiting}</StatusLine>
          </>
        )}
        {state.step === 'confirmed' && (
          <p className="notice notice-success" role="status">
            {messageFor('onboarding.deviceLinkSucceeded')}
          </p>
        )}
        {state.step === 'failed' && (
          <p className="notice notice-error" role="alert">
            {messageFor('onboarding.deviceLinkFailed')}
          </p>
        )}
        {state.step === 'timedOut' && (
          <p className="notice notice-error" role="alert">
            {STATE_CARD_TEXTS.deviceLinkTimedOut(TIMEOUT_MINUTES)}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        {state.step === 'confirmed' ? (
          <Button className="button button-primary" onPress={onClose} autoFocus>
            {STATE_CARD_TEXTS.deviceLinkClose}
          </Button>
        ) : (
          <Button className="button" onPress={cancel}>
            {ended ? STATE_CARD_TEXTS.deviceLinkClose : STATE_CARD_TEXTS.deviceLinkCancel}
          </Button>
        )}
        {ended && (
          <Button className="button button-primary" onPress={() => dispatch({ type: 'retry' })}>
            {STATE_CARD_TEXTS.deviceLinkRetry}
          </Button>
        )}
      </div>
    </ModalDialog>
  )
}
