/**
 * The video identification embed (hub-and-business-account 2.4 "Embedded dialogs"): the partner's page in a frame
 * (in demo and server mode our own /ident/video.html); its result arrives as a same-origin message, CLOSE_SUCCESS or
 * CLOSE_CANCEL. Messages from any other origin are logged and ignored by the shared host channel.
 */
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../../shared/components/ModalDialog.tsx'
import { createHostChannel } from '../../../shared/host-channel.ts'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export type EmbedResult = 'CLOSE_SUCCESS' | 'CLOSE_CANCEL'

/** Calls `onResult` with each CLOSE_SUCCESS / CLOSE_CANCEL a frame of our own origin posts, while mounted. */
export const useEmbedResult = (onResult: (result: EmbedResult) => void): void => {
  const latest = useRef(onResult)
  useEffect(() => {
    latest.current = onResult
  })
  useEffect(
    () =>
      createHostChannel({ self: window, hostOrigin: window.location.origin, trustedOrigins: [window.location.origin] }).listen((type) => {
        if (type === 'CLOSE_SUCCESS' || type === 'CLOSE_CANCEL') latest.current(type)
      }),
    [],
  )
}

export interface VideoIdentificationDialogProps {
  /** The embed's address (Identification.url), same origin. */
  readonly url: string
  readonly onResult: (result: EmbedResult) => void
  /** The frame's title for screen readers; the video identification's by default. */
  readonly frameTitle?: string
  readonly title?: string
}

export const VideoIdentificationDialog = ({ url, onResult, frameTitle = T.videoIdentFrame, title = T.videoIdentTitle }: VideoIdentificationDialogProps) => {
  useEmbedResult(onResult)
  return (
    <ModalDialog title={title} onDismiss={() => onResult('CLOSE_CANCEL')} size="wide">
      <iframe className="embed-frame" src={url} title={frameTitle} />
      <div className="dialog-actions">
        <Button className="button" onPress={() => onResult('CLOSE_CANCEL')}>
          {T.close}
        </Button>
      </div>
    </ModalDialog>
  )
}
