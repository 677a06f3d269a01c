/**
 * The frame's own pages (spec: hub-and-business-account 2.2, 2.3): the first-time screen at /ftu, the no-access page
 * at /noaccess and the bank info page at /bank. Loaded when first shown (lazy.ts), so the hub's first load stays small.
 */
import { isHubFeatureAllowed, type IncomingFrameMessageType } from '@kontor/core'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { Link, useNavigate, useSearchParams, type NavigateFunction } from 'react-router'
import { BANK_INFO_PATH, BUSINESS_BANK_ACTIVATE_PATH, HUB_PATH } from '../../app/routes.ts'
import { useAccountDialog } from '../accounts/index.ts'
import { useCsvImportAddress } from '../csv-import/index.ts'
import { createSameOriginChannel, FTU_FRAME_BANK_PATH, FTU_FRAME_PLAIN_PATH, ONLINE_BANKING_INFO_URL, useSameOriginFrameMessages } from './frame-messages.ts'
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
 * What a frame message does, wherever it arrives (/ftu and /bank). `openAddAccount` is null where no dialog can open
 * (the bank info page); there the message leads to the hub, whose button opens it.
 */
const handleFrameMessage = (type: IncomingFrameMessageType, navigate: NavigateFunction, openAddAccount: (() => void) | null): void => {
  switch (type) {
    case 'createFinancialAccount':
    case 'createFinancialAccountLB':
      if (openAddAccount === null) void navigate(HUB_PATH)
      else openAddAccount()
      return
    case 'createLexBankAccount':
      // The business account's activation wizard (hub-and-business-account 2.4).
      void navigate(BUSINESS_BANK_ACTIVATE_PATH)
      return
    case 'moreInfoOnlineBanking':
      window.open(ONLINE_BANKING_INFO_URL, '_blank', 'noopener,noreferrer')
      return
    case 'moreInfoLexBank':
    case 'navigateToInfoPage':
      void navigate(BANK_INFO_PATH)
      return
    case 'CLOSE_SUCCESS':
    case 'CLOSE_CANCEL':
      return // the identification and tax-id embeds' results; not this screen's
  }
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
