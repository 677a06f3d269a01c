/**
 * The frame's own pages (spec: hub-and-business-account 2.2, 2.3): the first-time screen at /ftu, the no-access page
 * at /noaccess and the bank info page at /bank. Loaded when first shown (lazy.ts), so the hub's first load stays small.
 */
import { isHubFeatureAllowed } from '@kontor/core'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { HUB_PATH } from '../../shared/routes.ts'
import { useAccountDialog } from '../accounts/index.ts'
import { useCsvImportAddress } from '../csv-import/index.ts'
import { handleFrameMessage } from './frame-message-actions.ts'
import { createSameOriginChannel, FTU_FRAME_BANK_PATH, FTU_FRAME_PLAIN_PATH, useSameOriginFrameMessages } from './frame-messages.ts'
import { FRAME_TEXTS } from './frame-texts.ts'
import { useLazyPrivileges } from '../../shared/useLazyPrivileges.ts'

/** Spec 2.3: 'Zugriff nicht gestattet', ask the administrator; back goes two history entries back. */
export const NoAccessPage = () => {
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="no-access-title" className="info-page">
      <title>{FRAME_TEXTS.noAccessDocumentTitle}</title>
      <h1 id="no-access-title" ref={heading} tabIndex={-1}>
        {FRAME_TEXTS.noAccessTitle}
      </h1>
      <p>{FRAME_TEXTS.noAccessExplanation}</p>
      {/* Two entries: the page that was refused sent the user here, so one step back would refuse again. */}
      <Button className="button" onPress={() => void navigate(-2)}>
        {FRAME_TEXTS.back}
      </Button>
    </section>
  )
}

/**
 * /ftu (spec 2.2): the embedded first-time frame, the bank variant with FINANCE_LEXBANK_TEASER, else the plain one.
 * Its messages open the add-account dialog (on success the hub), the bank info page or an external page. Leaving
 * the screen unmounts it and so closes an open dialog.
 */
export const FirstTimePage = () => {
  const navigate = useNavigate()
  const privileges = useLazyPrivileges()
  const { open, dialog } = useAccountDialog(
    () => undefined,
    useCsvImportAddress(useSearchParams()),
    (change) => {
      if (change.kind === 'added') void navigate(HUB_PATH)
    },
  )
  useSameOriginFrameMessages((type) => handleFrameMessage(type, navigate, () => open({ kind: 'add', start: { mode: 'standard' } })))
  const frame = privileges === undefined ? null : isHubFeatureAllowed('firstTimeBankTeaser', privileges) ? FTU_FRAME_BANK_PATH : FTU_FRAME_PLAIN_PATH
  return (
    <section aria-labelledby="ftu-title" className="ftu">
      <h1 id="ftu-title">{FRAME_TEXTS.ftuTitle}</h1>
      {frame !== null && <iframe className="ftu-frame" src={frame} title={FRAME_TEXTS.ftuFrameTitle} data-variant={frame === FTU_FRAME_BANK_PATH ? 'bank' : 'plain'} />}
      {dialog}
    </section>
  )
}

/**
 * /bank (spec 2.3): tells a same-origin parent to show its info page and handles the frame messages as /ftu does.
 * Chosen: opened on its own (no parent) it says what it is and links to the hub rather than staying empty.
 */
export const BankInfoPage = () => {
  const navigate = useNavigate()
  useEffect(() => {
    if (window.parent !== window) createSameOriginChannel(window).send('navigateToInfoPage')
  }, [])
  useSameOriginFrameMessages((type) => {
    // Our own message to the parent is never read back here (the parent is another window); any other is handled.
    handleFrameMessage(type, navigate, null)
  })
  return (
    <section aria-labelledby="bank-info-title" className="info-page">
      <h1 id="bank-info-title">{FRAME_TEXTS.bankInfoTitle}</h1>
      <p>{FRAME_TEXTS.bankInfoExplanation}</p>
      <p>
        <Link className="link" to={HUB_PATH}>
          {FRAME_TEXTS.toHub}
        </Link>
      </p>
    </section>
  )
}
