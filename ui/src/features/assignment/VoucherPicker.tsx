/**
 * The vouchers a transaction may pay (transactions-import-proposals 7 "Voucher search"; hub 4.13 voucher card, 9
 * "voucher picker loads 9 at a time"): the proposals with why each fits, a search that waits for the user to stop
 * typing and loads 9 at a time with "Weitere laden", and a card per voucher with a checkbox, so several vouchers can
 * be selected at once. Server text (names, numbers) is rendered as text.
 */
import {
  describeAssignmentFailure,
  formatLocalDate,
  formatMoney,
  messageForValidationIssue,
  toVoucherCardAmounts,
  toVoucherCashDiscountHint,
  toVoucherLink,
  validateTransactionSearchTerm,
  VOUCHER_PICKER_BATCH_SIZE,
  VOUCHER_SEARCH_DEBOUNCE_MS,
  type AssignmentSubject,
  type Voucher,
  type VoucherProposal,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { Button, Checkbox } from 'react-aria-components'
import { TextInputField } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { readVoucherProposals, readVouchers } from './assignment.effects.ts'
import { ASSIGNMENT_TEXTS, PROPOSAL_REASON_LABELS } from './assignment-texts.ts'

export interface VoucherPickerProps {
  readonly subject: AssignmentSubject
  readonly selection: ReadonlyArray<Voucher>
  readonly onToggle: (voucher: Voucher) => void
  readonly isDisabled: boolean
  /** Grows after each change: the vouchers' open amounts are read again. */
  readonly revision: number
}

type Load<A> = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly value: A } | { readonly status: 'failed'; readonly text: string }

/** Proposals: only for booked transactions (the call names a financial transaction). */
const useProposals = (subject: AssignmentSubject, revision: number): Load<ReadonlyArray<VoucherProposal>> => {
  const backend = useBackend()
  // Read again for another transaction, and after each change (revision).
  const { state } = useRead(readVoucherProposals(backend, subject), JSON.stringify([subject.kind, subject.id, revision]))
  return state.status === 'failed' ? { status: 'failed', text: describeAssignmentFailure(state.error).text } : state
}

interface SearchState {
  readonly vouchers: ReadonlyArray<Voucher>
  readonly total: number
  readonly loading: boolean
  readonly failure: string | null
}

/** The voucher search: the term waits VOUCHER_SEARCH_DEBOUNCE_MS, then the first batch; `more` adds the next. */
const useVoucherSearch = (subject: AssignmentSubject, term: string, revision: number) => {
  const backend = useBackend()
  const [state, setState] = useState<SearchState>({ vouchers: [], total: 0, loading: true, failure: null })
  // The same rule as the transaction search (length, markup is plain text).
  const checked = validateTransactionSearchTerm(term)
  const searchTerm = E.isRight(checked) ? checked.right : null
  // "Weitere laden" counts per term: a new term starts with one batch again.
  const [more, setMore] = useState({ term: searchTerm, batches: 1 })
  const batches = more.term === searchTerm ? more.batches : 1
  useEffect(() => {
    if (searchTerm === null) return
    const controller = new AbortController()
    void (async () => {
      setState((s) => ({ ...s, loading: true, failure: null }))
      if (batches === 1 && !(await waitFor(VOUCHER_SEARCH_DEBOUNCE_MS, controller.signal))) return
      const transaction = { transactionDate: subject.transactionDate, openAmount: subject.openAmount, purpose: subject.purpose }
      const result = await readVouchers(backend, transaction, searchTerm === '' ? null : searchTerm, batches * VOUCHER_PICKER_BATCH_SIZE)(controller.signal)()
      if (controller.signal.aborted) return
      setState(
        E.isRight(result)
          ? { vouchers: result.right.vouchers, total: result.right.totalNumberOfResults, loading: false, failure: null }
          : (s) => ({ ...s, loading: false, failure: describeAssignmentFailure(result.left).text }),
      )
    })()
    return () => controller.abort()
  }, [backend, searchTerm, batches, subject.transactionDate, subject.openAmount, subject.purpose, revision])
  return { ...state, issues: E.isLeft(checked) ? checked.left : [], more: () => setMore({ term: searchTerm, batches: batches + 1 }) }
}

export const VoucherPicker = ({ subject, selection, onToggle, isDisabled, revision }: VoucherPickerProps) => {
  const proposals = useProposals(subject, revision)
  const [term, setTerm] = useState('')
  const search = useVoucherSearch(subject, term, revision)
  const selectedIds = new Set(selection.map((v) => v.voucherId))
  const proposedIds = new Set(proposals.status === 'loaded' ? proposals.value.map((p) => p.voucher.voucherId) : [])
  const card = (voucher: Voucher, reasons?: VoucherProposal['reasons']) => (
    <VoucherCard
      key={voucher.voucherId}
      voucher={voucher}
      reasons={reasons}
      transactionOpen={subject.openAmount}
      isSelected={selectedIds.has(voucher.voucherId)}
      isDisabled={isDisabled}
      onToggle={() => onToggle(voucher)}
    />
  )
  return (
    <>
      {subject.kind === 'transaction' && (
        <section className="assignment-section" aria-labelledby="assignment-proposals">
          <h3 id="assignment-proposals">{ASSIGNMENT_TEXTS.proposalsHeading}</h3>
          {proposals.status === 'loading' && <StatusLine>{ASSIGNMENT_TEXTS.loadingProposals}</StatusLine>}
          {proposals.status === 'failed' && <TextNotice text={proposals.text} />}
          {proposals.status === 'loaded' &&
            (proposals.value.length === 0 ? (
              <p className="muted">{ASSIGNMENT_TEXTS.noProposals}</p>
            ) : (
              <ul className="voucher-cards">{proposals.value.map((p) => card(p.voucher, p.reasons))}</ul>
            ))}
        </section>
      )}
      <section className="assignment-section" aria-labelledby="assignment-search">
        <h3 id="assignment-search">{ASSIGNMENT_TEXTS.searchLabel}</h3>
        <TextInputField
          label={ASSIGNMENT_TEXTS.searchLabel}
          name="searchTerm"
          description={ASSIGNMENT_TEXTS.searchDescription}
          value={term}
          onChange={setTerm}
          errors={search.issues.map(messageForValidationIssue)}
        />
        {search.loading && <StatusLine>{ASSIGNMENT_TEXTS.searching}</StatusLine>}
        {search.failure !== null && <TextNotice text={search.failure} />}
        {!search.loading && search.failure === null && search.vouchers.length === 0 && <p className="muted">{ASSIGNMENT_TEXTS.noSearchResults}</p>}
        <ul className="voucher-cards">{search.vouchers.filter((v) => !proposedIds.has(v.voucherId)).map((v) => card(v))}</ul>
        {search.vouchers.length > 0 && (
          <p className="muted" aria-live="polite">
            {ASSIGNMENT_TEXTS.searchCount(search.vouchers.length, search.total)}
          </p>
        )}
        {search.vouchers.length < search.total && (
          <Button className="button" isDisabled={search.loading} onPress={search.more}>
            {ASSIGNMENT_TEXTS.loadMore}
          </Button>
        )}
      </section>
    </>
  )
}

interface VoucherCardProps {
  readonly voucher: Voucher
  readonly reasons?: VoucherProposal['reasons'] | undefined
  readonly transactionOpen: AssignmentSubject['openAmount']
  readonly isSelected: boolean
  readonly isDisabled: boolean
  readonly onToggle: () => void
}

/** One voucher (hub 4.13): gross and open amount, the cash-discount hint, number, contact, dates, its link. */
export const VoucherCard = ({ voucher, reasons, transactionOpen, isSelected, isDisabled, onToggle }: VoucherCardProps) => {
  const amounts = toVoucherCardAmounts(voucher)
  // Spec 4.13: the percent the transaction would leave unpaid of the voucher's total, two decimals.
  const discount = toVoucherCashDiscountHint({ ...voucher, transactionAmount: transactionOpen })
  return (
    <li className={isSelected ? 'voucher-card voucher-card-selected' : 'voucher-card'}>
      <Checkbox className="checkbox" isSelected={isSelected} isDisabled={isDisabled} onChange={onToggle} aria-label={ASSIGNMENT_TEXTS.selectVoucher(voucher.voucherNumber)}>
        <span className="checkbox-box" aria-hidden="true" />
        <span className="voucher-card-number">{voucher.voucherNumber}</span>
      </Checkbox>
      <div className="voucher-card-body">
        <span>{voucher.contactName ?? ''}</span>
        <span className="muted">
          {ASSIGNMENT_TEXTS.voucherDate} {formatLocalDate(voucher.voucherDate)}
          {voucher.dueDate != null && ` · ${ASSIGNMENT_TEXTS.dueDate} ${formatLocalDate(voucher.dueDate)}`}
        </span>
        {reasons !== undefined && reasons.length > 0 && (
          <span className="muted">
            {ASSIGNMENT_TEXTS.whyProposed}: {reasons.map((r) => PROPOSAL_REASON_LABELS[r]).join(', ')}
          </span>
        )}
        {discount !== undefined && (
          <span className="voucher-card-discount">
            {ASSIGNMENT_TEXTS.cashDiscountHint(discount, voucher.cashDiscountUntil == null ? null : formatLocalDate(voucher.cashDiscountUntil))}
          </span>
        )}
      </div>
      <div className="voucher-card-amounts">
        {amounts.primary !== undefined && (
          <span>
            <span className="visually-hidden">{ASSIGNMENT_TEXTS.grossAmount} </span>
            {formatMoney(amounts.primary)}
          </span>
        )}
        {amounts.secondary !== undefined && (
          <span className="muted">
            {ASSIGNMENT_TEXTS.openAmount} {formatMoney(amounts.secondary)}
          </span>
        )}
        <a className="link" href={toVoucherLink(voucher.voucherType, voucher.voucherId)} target="_blank" rel="noreferrer">
          {ASSIGNMENT_TEXTS.openVoucher} <span className="visually-hidden">{voucher.voucherNumber}</span>
        </a>
      </div>
    </li>
  )
}
