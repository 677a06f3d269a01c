/**
 * One proposal beside its transaction and the vouchers it would pay (transactions-import-proposals 2 "proposal card",
 * "voucher card"; hub-and-business-account 9 "Proposal rejection"): why each voucher was proposed, what each payment
 * would book (de-DE) with its difference strategy, the note. "Übernehmen" books the payments through the payments
 * call with the transaction's lockVersion; "Ablehnen" waits 1.1 s with "Rückgängig" (core proposal-rejection-flow.ts)
 * before it is sent. Server text (names, purpose, note) is rendered as text.
 * Chosen: leaving the page while a rejection still waits takes it back, as "Rückgängig" would (nothing is sent).
 */
import {
  describeAssignmentFailure,
  formatLocalDate,
  formatMoney,
  INITIAL_PROPOSAL_REJECTION,
  messageFor,
  PAYMENT_DIFFERENCE_STRATEGY_LABELS,
  toVoucherLink,
  transitionProposalRejection,
  VOUCHER_PROPOSAL_REASON_TEXTS,
  type AssignmentProposal,
  type FinanceEvent,
  type FinancialTransaction,
  type ProposalListEntry,
  type ProposedPayment,
  type Voucher,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { MISSING_TRANSACTION_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { NoteDialog } from './NoteDialog.tsx'
import { acceptProposal, proposalRejectionEffects } from './proposal-card.effects.ts'
import { PROPOSAL_CARD_TEXTS } from './proposals-texts.ts'

/** The events that tell every list and count that a proposal was booked (hub-and-business-account 4.12). */
export const ACCEPTED_EVENTS: ReadonlyArray<FinanceEvent> = ['transaction_changed', 'update_pending_counts', 'proposal_changed']
/** …and that one was rejected. */
export const REJECTED_EVENTS: ReadonlyArray<FinanceEvent> = ['proposal_rejected', 'update_pending_counts']

export interface ProposalCardProps {
  readonly entry: ProposalListEntry
  /** An approval of all runs: a single proposal's actions wait. */
  readonly isLocked: boolean
  /** The proposal left the list (booked or rejected): the list reads again. */
  readonly onGone: (proposalId: string) => void
  /** The proposal or its transaction changed meanwhile: the list reads again. */
  readonly onConflict: () => void
  /** The note was saved: the list shows the saved proposal. */
  readonly onNoteSaved: (saved: AssignmentProposal) => void
  readonly emit: (event: FinanceEvent) => void
}

const counterpartyOf = (tx: FinancialTransaction) => tx.recipientOrSenderName?.trim() || MISSING_TRANSACTION_TEXTS.noCounterparty

/** The rejection flow, its effects proposal-card.effects.ts's; the card keeps the pending timer, which an undo stops. */
const useRejection = (entry: ProposalListEntry, onFailed: (text: string, conflict: boolean) => void) => {
  const backend = useBackend()
  // A box for the card's lifetime, not a ref: the flow's effects set and stop the timer in it, never the render.
  const [pendingTimer] = useState<{ current: AbortController | null }>(() => ({ current: null }))
  const { state, dispatch } = useFlow(() => [INITIAL_PROPOSAL_REJECTION, []], transitionProposalRejection, proposalRejectionEffects({ backend, pendingTimer, onFailed }))
  return {
    state,
    reject: () => dispatch({ type: 'rejectionRequested', proposalId: entry.proposal.proposalId, lockVersion: entry.proposal.lockVersion }),
    undo: () => dispatch({ type: 'rejectionCancelled' }),
  }
}

const VoucherOfPayment = ({ payment, voucher }: { readonly payment: ProposedPayment; readonly voucher: Voucher | undefined }) => (
  <li className="proposal-voucher">
    <div className="proposal-voucher-head">
      <span className="proposal-voucher-number">
        {PROPOSAL_CARD_TEXTS.voucher} {voucher?.voucherNumber ?? PROPOSAL_CARD_TEXTS.unknownVoucher}
      </span>
      {voucher?.contactName != null && <span className="proposal-text">{voucher.contactName}</span>}
    </div>
    <dl className="proposal-facts">
      {voucher !== undefined && (
        <>
          <div>
            <dt>{PROPOSAL_CARD_TEXTS.voucherDate}</dt>
            <dd>{formatLocalDate(voucher.voucherDate)}</dd>
          </div>
          <div>
            <dt>{PROPOSAL_CARD_TEXTS.openAmount}</dt>
            <dd className="proposal-amount">{formatMoney(voucher.openAmount)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{PROPOSAL_CARD_TEXTS.payment}</dt>
        <dd className="proposal-amount proposal-payment-amount">{formatMoney(payment.paymentAmount)}</dd>
      </div>
      <div>
        <dt>{PROPOSAL_CARD_TEXTS.strategy}</dt>
        <dd>{payment.paymentDifferenceStrategy === null ? PROPOSAL_CARD_TEXTS.noStrategy : PAYMENT_DIFFERENCE_STRATEGY_LABELS[payment.paymentDifferenceStrategy]}</dd>
      </div>
    </dl>
    {payment.reasons.length > 0 && (
      <div className="proposal-reasons">
        <span className="proposal-reasons-label">{PROPOSAL_CARD_TEXTS.why}:</span>
        <ul>
          {payment.reasons.map((reason) => (
            <li key={reason} className="proposal-reason">
              {VOUCHER_PROPOSAL_REASON_TEXTS[reason]}
            </li>
          ))}
        </ul>
      </div>
    )}
    {voucher !== undefined && (
      <a className="link" href={toVoucherLink(voucher.voucherType, voucher.voucherId)} target="_blank" rel="noreferrer">
        {PROPOSAL_CARD_TEXTS.openVoucher} <span className="visually-hidden">{voucher.voucherNumber}</span>
      </a>
    )}
  </li>
)

export const ProposalCard = ({ entry, isLocked, onGone, onConflict, onNoteSaved, emit }: ProposalCardProps) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const { proposal, transaction, vouchers } = entry
  const [accepting, setAccepting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [noteOpen, setNoteOpen] = useState(false)
  const fail = (text: string, conflict: boolean) => {
    setFailure(text)
    if (conflict) onConflict()
  }
  const rejection = useRejection(entry, fail)
  // An undone or failed rejection gives its place back: focus returns to "Ablehnen", where the user was.
  const rejectButton = useRef<HTMLButtonElement>(null)
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && rejection.state.step === 'idle') rejectButton.current?.focus()
    wasPending.current = rejection.state.step === 'requestPending' || rejection.state.step === 'requestSent'
  }, [rejection.state.step])

  // RESPONSE_RECEIVED: the proposal is gone; every list and count hears of it.
  const rejected = rejection.state.step === 'responseReceived'
  useEffect(() => {
    if (!rejected) return
    for (const event of REJECTED_EVENTS) emit(event)
    onGone(proposal.proposalId)
  }, [rejected]) // eslint-disable-line react-hooks/exhaustive-deps -- once, when the answer came

  const accept = async () => {
    if (accepting) return
    setAccepting(true)
    setFailure(null)
    const signal = lifetime()
    const result = await acceptProposal(backend, { proposal, transaction }, signal)
    if (signal.aborted) return
    setAccepting(false)
    if (E.isRight(result)) {
      for (const event of ACCEPTED_EVENTS) emit(event)
      onGone(proposal.proposalId)
      return
    }
    if (result.left._tag === 'Aborted') return
    const described = describeAssignmentFailure(result.left)
    fail(described.kind === 'conflict' ? messageFor('proposals.lockVersionConflict') : described.text, described.kind === 'conflict')
  }

  const counterparty = counterpartyOf(transaction)
  const amount = formatMoney(transaction.amount)
  const titleId = `proposal-${proposal.proposalId}-title`
  const step = rejection.state.step
  const busy = accepting || step === 'requestSent' || rejected
  const voucherOf = (p: ProposedPayment) => vouchers.find((v) => v.voucherId === p.voucherId)

  return (
    <li className={step === 'requestPending' ? 'proposal-card proposal-card-rejecting' : 'proposal-card'} aria-labelledby={titleId} data-testid="proposal-card">
      <section className="proposal-transaction" aria-label={PROPOSAL_CARD_TEXTS.transaction}>
        <h2 id={titleId} className="proposal-card-title">
          <span className="proposal-text">{counterparty}</span> <span className="proposal-amount">{amount}</span>
        </h2>
        <dl className="proposal-facts">
          <div>
            <dt>{PROPOSAL_CARD_TEXTS.date}</dt>
            <dd>{transaction.transactionDate == null ? '' : formatLocalDate(transaction.transactionDate)}</dd>
          </div>
          <div className="proposal-purpose">
            <dt>{PROPOSAL_CARD_TEXTS.purpose}</dt>
            <dd className="proposal-text proposal-clamp" title={transaction.purpose ?? undefined}>
              {transaction.purpose?.trim() || MISSING_TRANSACTION_TEXTS.noPurpose}
            </dd>
          </div>
        </dl>
      </section>
      <section className="proposal-proposed" aria-label={PROPOSAL_CARD_TEXTS.proposal}>
        <ul className="proposal-vouchers">
          {proposal.payments.map((p) => (
            <VoucherOfPayment key={p.voucherId} payment={p} voucher={voucherOf(p)} />
          ))}
        </ul>
        {proposal.note != null && proposal.note !== '' && (
          <p className="proposal-note">
            <span className="proposal-reasons-label">{PROPOSAL_CARD_TEXTS.note}:</span>{' '}
            <span className="proposal-text proposal-clamp" title={proposal.note}>
              {proposal.note}
            </span>
          </p>
        )}
      </section>
      <div className="proposal-actions">
        {step === 'requestPending' ? (
          <>
            <span role="status" className="proposal-pending">
              {PROPOSAL_CARD_TEXTS.rejectPending}
            </span>
            <Button className="button button-primary" aria-label={PROPOSAL_CARD_TEXTS.undoLabel(counterparty)} onPress={rejection.undo} autoFocus>
              {PROPOSAL_CARD_TEXTS.undo}
            </Button>
          </>
        ) : (
          <>
            <Button className="button button-primary" isDisabled={isLocked || busy} aria-label={PROPOSAL_CARD_TEXTS.acceptLabel(counterparty, amount)} onPress={() => void accept()}>
              {PROPOSAL_CARD_TEXTS.accept}
            </Button>
            <Button ref={rejectButton} className="button" isDisabled={isLocked || busy} aria-label={PROPOSAL_CARD_TEXTS.rejectLabel(counterparty, amount)} onPress={rejection.reject}>
              {PROPOSAL_CARD_TEXTS.reject}
            </Button>
            <Button className="button" isDisabled={isLocked || busy} aria-label={PROPOSAL_CARD_TEXTS.noteLabel(counterparty)} onPress={() => setNoteOpen(true)}>
              {proposal.note != null && proposal.note !== '' ? PROPOSAL_CARD_TEXTS.editNote : PROPOSAL_CARD_TEXTS.addNote}
            </Button>
          </>
        )}
        {accepting && <StatusLine>{PROPOSAL_CARD_TEXTS.accepting}</StatusLine>}
        {step === 'requestSent' && <StatusLine>{PROPOSAL_CARD_TEXTS.rejectSent}</StatusLine>}
      </div>
      {failure !== null && (
        <p role="alert" className="notice notice-error proposal-failure">
          {failure}
        </p>
      )}
      {noteOpen && (
        <NoteDialog
          proposal={proposal}
          emit={emit}
          onConflict={onConflict}
          onClose={() => setNoteOpen(false)}
          onSaved={(saved) => {
            setNoteOpen(false)
            onNoteSaved(saved)
          }}
        />
      )}
    </li>
  )
}
