/**
 * The teaser for users without a business account (hub-and-business-account 4.5: noAccountYet and not hidden).
 * "Ausblenden" saves the per-user setting hideLexBankTeaser (HubPort.hideTeaser); a failed call keeps the card and
 * says so, with the button to try again.
 */
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { hideTeaser } from './hub.effects.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const TeaserCard = ({ onHidden }: { readonly onHidden: () => void }) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const [status, setStatus] = useState<'idle' | 'hiding' | 'failed'>('idle')
  const hide = async () => {
    setStatus('hiding')
    const result = await hideTeaser(backend, lifetime())
    if (E.isRight(result)) onHidden()
    else setStatus('failed')
  }
  return (
    <StateCard kind="teaser" title={STATE_CARD_TEXTS.teaserTitle} tone="info">
      <p>{STATE_CARD_TEXTS.teaserBody}</p>
      {status === 'failed' && (
        <p className="notice notice-error" role="alert">
          {STATE_CARD_TEXTS.teaserHideFailed}
        </p>
      )}
      <Button className="button" isDisabled={status === 'hiding'} onPress={() => void hide()}>
        {STATE_CARD_TEXTS.teaserHide}
      </Button>
    </StateCard>
  )
}
