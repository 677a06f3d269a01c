/**
 * /proposals, "Zuordnungsvorschläge" (hub-and-business-account 2.1; transactions-import-proposals 2 "Approval panel",
 * "proposal card"): the PENDING proposals, 50 a page, each card beside its transaction and vouchers; the approval
 * panel as a card on top and as the sticky footer bar. After an approval the list is read again after 2 s and the
 * bar comes back 350 ms later (hub 9).
 */
import { APPROVAL_FOOTER_RETURN_DELAY_MS, PROPOSAL_LIST_REFRESH_AFTER_APPROVAL_MS, type ProposalPage } from '@kontor/core'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { Link } from 'react-router'
import { EmptyList, LoadStatus } from '../../shared/components/ListStatus.tsx'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { waitFor } from '../../shared/scheduler.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { ApprovalBar, ApprovalCard, ApprovalDialogs, isApprovalRunning, useProposalApproval } from './ApprovalPanel.tsx'
import { ProposalCard } from './ProposalCard.tsx'
import { ALL_TRANSACTIONS_PATH } from './proposals-path.ts'
import { PROPOSAL_LIST_TEXTS, PROPOSALS_TITLE } from './proposals-texts.ts'
import { useProposalList } from './useProposalList.ts'


interface ViewProps {
  readonly page: ProposalPage
  readonly requestDate: string
  readonly approvalsPending: boolean
  readonly barShown: boolean
  readonly onApproved: () => void
  readonly reload: () => void
  readonly pageNumber: number
  readonly pages: number
  readonly onPageChosen: (pageNumber: number) => void
}

const EmptyProposals = () => (
  <EmptyList text={PROPOSAL_LIST_TEXTS.empty} className="proposals-empty">
    <p className="muted">{PROPOSAL_LIST_TEXTS.emptyHint}</p>
    <Link className="link" to={ALL_TRANSACTIONS_PATH}>
      {PROPOSAL_LIST_TEXTS.toTransactions}
    </Link>
  </EmptyList>
)

const Pager = ({ pageNumber, pages, onPageChosen }: Pick<ViewProps, 'pageNumber' | 'pages' | 'onPageChosen'>) =>
  pages <= 1 ? null : (
    <nav className="pager" aria-label={PROPOSAL_LIST_TEXTS.pagerLabel}>
      <Button className="button" isDisabled={pageNumber === 0} onPress={() => onPageChosen(pageNumber - 1)}>
        {PROPOSAL_LIST_TEXTS.previousPage}
      </Button>
      <span>{PROPOSAL_LIST_TEXTS.pageOf(pageNumber + 1, pages)}</span>
      <Button className="button" isDisabled={pageNumber >= pages - 1} onPress={() => onPageChosen(pageNumber + 1)}>
        {PROPOSAL_LIST_TEXTS.nextPage}
      </Button>
    </nav>
  )

/** One list (one requestDate): its approval panel lives as long as it does, so a new list starts a new review. */
const ProposalsView = ({ page, requestDate, approvalsPending, barShown, onApproved, reload, pageNumber, pages, onPageChosen }: ViewProps) => {
  const emit = useEmitFinanceEvent()
  const count = page.totalElements
  const approval = useProposalApproval('card', { proposalCount: count, limit: page.limitTransactionsWithProposalsToAccept, requestDate, approvalsPending }, onApproved)
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set())
  const top = useRef<HTMLParagraphElement>(null)
  const locked = isApprovalRunning(approval.state)
  const entries = page.content.filter((e) => !gone.has(e.proposal.proposalId))

  const onGone = (proposalId: string) => {
    setGone((before) => new Set([...before, proposalId]))
    // The card and its buttons are gone: focus goes to the list's head rather than to the page's top.
    top.current?.focus()
    reload()
  }

  const step = approval.state.step
  if (count === 0 && (step === 'reviewing' || step === 'hidden')) return <EmptyProposals />
  return (
    <>
      <ApprovalCard approval={approval} count={count} />
      <p className="proposals-count" ref={top} tabIndex={-1}>
        {PROPOSAL_LIST_TEXTS.resultCount(count)}
      </p>
      <ul className="proposal-list" aria-label={PROPOSAL_LIST_TEXTS.listLabel}>
        {entries.map((entry) => (
          <ProposalCard key={entry.proposal.proposalId} entry={entry} isLocked={locked} emit={emit} onGone={onGone} onConflict={reload} onNoteSaved={reload} />
        ))}
      </ul>
      <Pager pageNumber={pageNumber} pages={pages} onPageChosen={onPageChosen} />
      {barShown && count > 0 && <ApprovalBar approval={approval} count={count} />}
      <ApprovalDialogs approval={approval} />
    </>
  )
}

export const ProposalsPage = () => {
  const list = useProposalList()
  const lifetime = useLifetimeSignal()
  const [barShown, setBarShown] = useState(true)
  const [footerAfter, setFooterAfter] = useState<number | null>(null)
  const { load, session } = list

  // After an approval: the bar steps aside, the list is read again after 2 s, and the bar returns 350 ms after that.
  const onApproved = () => {
    setBarShown(false)
    const signal = lifetime()
    void waitFor(PROPOSAL_LIST_REFRESH_AFTER_APPROVAL_MS, signal).then((waited) => {
      if (!waited) return
      setFooterAfter(session.generation + 1)
      list.renew()
    })
  }
  const renewedShown = footerAfter !== null && footerAfter === session.generation && list.isCurrent
  useEffect(() => {
    if (!renewedShown) return
    const signal = lifetime()
    void waitFor(APPROVAL_FOOTER_RETURN_DELAY_MS, signal).then((waited) => {
      if (!waited) return
      setFooterAfter(null)
      setBarShown(true)
    })
  }, [renewedShown, lifetime])

  const shown = list.isCurrent ? load.shown : undefined
  // While a page is shown, its next read says nothing: the cards stay as they are.
  const loadingText = shown !== undefined ? null : session.generation > 0 ? PROPOSAL_LIST_TEXTS.refreshing : PROPOSAL_LIST_TEXTS.loading
  return (
    <section aria-labelledby="proposals-title" className="proposals-page">
      <title>{PROPOSAL_LIST_TEXTS.documentTitle}</title>
      <h1 id="proposals-title">{PROPOSALS_TITLE}</h1>
      <LoadStatus load={load} loadingText={loadingText} onRetry={list.reload} />
      {shown !== undefined && session.requestDate !== undefined && list.approvalsPending !== undefined && (
        <ProposalsView
          key={session.generation}
          page={shown}
          requestDate={session.requestDate}
          approvalsPending={list.approvalsPending}
          barShown={barShown}
          onApproved={onApproved}
          reload={list.reload}
          pageNumber={list.pageNumber}
          pages={list.pages}
          onPageChosen={list.setPageNumber}
        />
      )}
    </section>
  )
}
