/**
 * The assignment panel of one transaction or reserved transaction (transactions-import-proposals 2 "Dialogs and
 * panels", 4, 5, 8; hub-and-business-account 4.12, 4.13, 5): the transaction, its payments (edit note, delete,
 * reverse), the vouchers to assign it to with the booking bar and the payment difference dialog, categorising without
 * receipt, ignore and unignore. Runs core's assignment flow in useFlow; every change announces the finance events and
 * reads the payments and the booking state again.
 */
import {
  BOOKING_BAR_FIELD,
  canCategoriseWithoutReceipt,
  fieldErrorsFromValidation,
  formatLocalDate,
  formatMoney,
  formatPaymentDifferencePercent,
  messageFor,
  startAssignmentFlow,
  toAssignmentSubject,
  todayInBerlin,
  toPaymentRemovalKind,
  toPostingDirectionOfAmount,
  toReservedTransactionUiState,
  toSelectionBookingBar,
  toTransactionUiState,
  transitionAssignmentFlow,
  TRANSACTION_UI_STATE_LABELS,
  type AssignmentFlowState,
  type BookingBarState,
  type VoucherPayment,
} from '@kontor/core'
import { useMemo } from 'react'
import { Button } from 'react-aria-components'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { FieldErrorTexts, mergeFieldErrors } from '../../shared/components/FieldError.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { assignmentEffects } from './assignment.effects.ts'
import type { AssignmentPanelProps } from './assignment-target.ts'
import { ASSIGNMENT_TEXTS, STRATEGY_LABELS } from './assignment-texts.ts'
import { AssignmentDialogs } from './AssignmentDialogs.tsx'
import { CategoriseForm } from './CategoriseForm.tsx'
import { VoucherPicker } from './VoucherPicker.tsx'
import './assignment.css'


export const AssignmentPanel = ({ target, onClose }: AssignmentPanelProps) => {
  const backend = useBackend()
  const emit = useEmitFinanceEvent()
  const runEffect = useMemo(() => assignmentEffects(backend, emit), [backend, emit])
  const { state, dispatch } = useFlow(() => startAssignmentFlow(toAssignmentSubject(target)), transitionAssignmentFlow, runEffect)
  const today = todayInBerlin(backend.clock)
  const { subject } = state
  const busy = state.phase !== 'idle' && state.phase !== 'choosingStrategy'
  const counterparty = target.kind === 'transaction' ? target.transaction.recipientOrSenderName : target.reserved.recipientOrSenderName
  const uiState =
    target.kind === 'transaction'
      ? toTransactionUiState({ amount: subject.amount, bookingState: subject.bookingState, ignored: subject.ignored, pendingProposalId: target.transaction.pendingProposalId ?? null })
      : toReservedTransactionUiState(
          subject.bookingState === 'COMPLETELY_ASSIGNED' ? 'completely_assigned' : subject.bookingState === 'PARTIALLY_ASSIGNED' ? 'partially_assigned' : null,
        )
  const direction = toPostingDirectionOfAmount(subject.openAmount) ?? toPostingDirectionOfAmount(subject.amount)
  const errors = mergeFieldErrors(state.dialog === null ? fieldErrorsFromValidation(state.issues) : {}, state.dialog === null ? (state.failure?.fieldErrors ?? {}) : {})
  const ignoreReason = target.kind === 'transaction' ? target.transaction.ignoreReason : null
  const canAssign = !subject.ignored && subject.bookingState !== 'COMPLETELY_ASSIGNED' && uiState !== 'info'

  return (
    <ModalDialog
      title={target.kind === 'transaction' ? ASSIGNMENT_TEXTS.titleTransaction : ASSIGNMENT_TEXTS.titleReserved}
      onDismiss={busy ? null : onClose}
      size="wide"
      className="assignment-panel"
    >
      <dl className="assignment-header">
        <div>
          <dt>{ASSIGNMENT_TEXTS.date}</dt>
          <dd>{subject.transactionDate === null ? '–' : formatLocalDate(subject.transactionDate)}</dd>
        </div>
        <div>
          <dt>{ASSIGNMENT_TEXTS.counterparty}</dt>
          <dd>{counterparty ?? ASSIGNMENT_TEXTS.noCounterparty}</dd>
        </div>
        <div className="assignment-purpose">
          <dt>{ASSIGNMENT_TEXTS.purpose}</dt>
          <dd>{subject.purpose ?? ASSIGNMENT_TEXTS.noPurpose}</dd>
        </div>
        <div>
          <dt>{ASSIGNMENT_TEXTS.amount}</dt>
          <dd>{formatMoney(subject.amount)}</dd>
        </div>
        <div>
          <dt>{ASSIGNMENT_TEXTS.openAmount}</dt>
          <dd data-testid="open-amount">{formatMoney(subject.openAmount)}</dd>
        </div>
        <div>
          <dt>{ASSIGNMENT_TEXTS.stateLabel}</dt>
          <dd>
            <span className={`badge badge-${uiState}`}>{TRANSACTION_UI_STATE_LABELS[uiState]}</span>
          </dd>
        </div>
      </dl>

      <div aria-live="polite">
        {state.successKey !== null && state.failure === null && (
          <p className="notice notice-success" role="status">
            {messageFor(state.successKey)}
          </p>
        )}
      </div>
      {state.failure !== null && state.dialog === null && Object.keys(state.failure.fieldErrors).length === 0 && (
        <div className="assignment-failure">
          <TextNotice text={state.failure.text} />
          {state.failure.kind === 'retryable' && (
            <Button className="button" onPress={() => dispatch(state.retry === null ? { type: 'reloadRequested' } : { type: 'retryRequested' })}>
              {COMMON_TEXTS.retry}
            </Button>
          )}
        </div>
      )}
      {subject.ignored && <p className="notice notice-info">{ignoreReason != null && ignoreReason !== '' ? ASSIGNMENT_TEXTS.ignoredWithReason(ignoreReason) : ASSIGNMENT_TEXTS.ignored}</p>}

      <PaymentsSection state={state} busy={busy} onOpen={(dialog) => dispatch({ type: 'dialogOpened', dialog })} />

      {canAssign && (
        <section className="assignment-section" aria-labelledby="assignment-assign">
          <h3 id="assignment-assign">{ASSIGNMENT_TEXTS.assignHeading}</h3>
          {target.kind === 'reserved' && <p className="muted">{ASSIGNMENT_TEXTS.reservedOnlyVoucher}</p>}
          <VoucherPicker subject={subject} selection={state.selection} onToggle={(voucher) => dispatch({ type: 'voucherToggled', voucher })} isDisabled={busy} revision={state.revision} />
          <BookingBar
            state={state}
            bar={toSelectionBookingBar(state)}
            errors={errors[BOOKING_BAR_FIELD] ?? []}
            busy={busy}
            onAssign={() => dispatch({ type: 'assignRequested' })}
            onClear={() => dispatch({ type: 'selectionCleared' })}
          />
        </section>
      )}

      {target.kind === 'transaction' && direction !== undefined && canCategoriseWithoutReceipt({ reserved: false, uiState }) && (
        <section className="assignment-section" aria-labelledby="assignment-categorise">
          <h3 id="assignment-categorise">{ASSIGNMENT_TEXTS.categoriseHeading}</h3>
          <CategoriseForm
            subject={subject}
            direction={direction}
            today={today}
            errors={errors}
            isBusy={busy}
            onSubmit={(category, taxRatePercent, note) => dispatch({ type: 'categoriseSubmitted', category, taxRatePercent, note, today })}
          />
        </section>
      )}

      <div className="dialog-actions">
        {target.kind === 'transaction' &&
          (subject.ignored ? (
            <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'dialogOpened', dialog: { kind: 'unignore' } })}>
              {ASSIGNMENT_TEXTS.unignore}
            </Button>
          ) : (
            <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'dialogOpened', dialog: { kind: 'ignore' } })}>
              {ASSIGNMENT_TEXTS.ignore}
            </Button>
          ))}
        {target.kind === 'reserved' && state.payments.status === 'loaded' && state.payments.payments.length > 0 && (
          <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'dialogOpened', dialog: { kind: 'deleteReservedPayments' } })}>
            {ASSIGNMENT_TEXTS.deleteReserved}
          </Button>
        )}
        <Button className="button" isDisabled={busy} onPress={onClose}>
          {ASSIGNMENT_TEXTS.close}
        </Button>
      </div>

      {state.dialog !== null && (
        <AssignmentDialogs
          dialog={state.dialog}
          isBusy={busy}
          issues={state.issues}
          failure={state.failure}
          canRetry={state.failure?.kind === 'retryable' && state.retry !== null}
          today={today}
          dispatch={dispatch}
        />
      )}
    </ModalDialog>
  )
}

type OpenableDialog = Parameters<typeof AssignmentDialogs>[0]['dialog'] & { kind: 'editNote' | 'deletePayment' | 'reversePayment' }

const PaymentsSection = ({ state, busy, onOpen }: { readonly state: AssignmentFlowState; readonly busy: boolean; readonly onOpen: (dialog: OpenableDialog) => void }) => (
  <section className="assignment-section" aria-labelledby="assignment-payments">
    <h3 id="assignment-payments">{ASSIGNMENT_TEXTS.paymentsHeading}</h3>
    {state.payments.status === 'loading' && <StatusLine>{ASSIGNMENT_TEXTS.loadingPayments}</StatusLine>}
    {state.payments.status === 'failed' && <TextNotice text={state.payments.failure.text} />}
    {state.payments.status === 'loaded' &&
      (state.payments.payments.length === 0 ? (
        <p className="muted">{ASSIGNMENT_TEXTS.noPayments}</p>
      ) : (
        <ul className="assignment-payments">
          {state.payments.payments.map((p) => (
            <PaymentRow key={p.paymentId} payment={p} busy={busy} reserved={state.subject.kind === 'reserved'} onOpen={onOpen} />
          ))}
        </ul>
      ))}
  </section>
)

const PaymentRow = ({ payment, busy, reserved, onOpen }: { readonly payment: VoucherPayment; readonly busy: boolean; readonly reserved: boolean; readonly onOpen: (dialog: OpenableDialog) => void }) => {
  const removal = toPaymentRemovalKind(payment.journalized === true)
  return (
    <li className="assignment-payment">
      <div>
        <strong>{payment.voucherNumber ?? ASSIGNMENT_TEXTS.unknownVoucher}</strong>
        {payment.contactName != null && <span> · {payment.contactName}</span>}
        {payment.journalized === true && <span className="muted"> · {ASSIGNMENT_TEXTS.journalized}</span>}
      </div>
      <div>
        {formatMoney(payment.paymentAmount)}
        {payment.paymentDifferenceStrategy != null && (
          <span className="muted">
            {' '}
            · {ASSIGNMENT_TEXTS.strategy}: {STRATEGY_LABELS[payment.paymentDifferenceStrategy]}
          </span>
        )}
      </div>
      {payment.note != null && payment.note !== '' && (
        <div className="muted">
          {ASSIGNMENT_TEXTS.note}: {payment.note}
        </div>
      )}
      {!reserved && (
        <div className="assignment-payment-actions">
          <Button className="button" isDisabled={busy} onPress={() => onOpen({ kind: 'editNote', payment })}>
            {ASSIGNMENT_TEXTS.editNote}
          </Button>
          {removal === 'delete' ? (
            <Button className="button" isDisabled={busy} onPress={() => onOpen({ kind: 'deletePayment', payment })}>
              {ASSIGNMENT_TEXTS.deletePayment}
            </Button>
          ) : (
            <Button className="button" isDisabled={busy} onPress={() => onOpen({ kind: 'reversePayment', payment })}>
              {ASSIGNMENT_TEXTS.reversePayment}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

const BOOKING_BAR_STATUS: Partial<Record<AssignmentFlowState['phase'], string>> = {
  assigning: ASSIGNMENT_TEXTS.assigning,
  askingOptions: ASSIGNMENT_TEXTS.askingOptions,
  changing: ASSIGNMENT_TEXTS.changing,
}

/** The booking bar (transactions 5): the selection's sum, exact or the difference (with its percent within 5 %). */
const BookingBar = ({
  state,
  bar,
  errors,
  busy,
  onAssign,
  onClear,
}: {
  readonly state: AssignmentFlowState
  readonly bar: BookingBarState
  readonly errors: ReadonlyArray<string>
  readonly busy: boolean
  readonly onAssign: () => void
  readonly onClear: () => void
}) => {
  const status = BOOKING_BAR_STATUS[state.phase]
  return (
    <div className="booking-bar" role="group" aria-label={ASSIGNMENT_TEXTS.bookingBarSum}>
      <p aria-live="polite">
        {ASSIGNMENT_TEXTS.bookingBarSelected(state.selection.length)}
        {bar.kind !== 'empty' && (
          <>
            {' · '}
            {ASSIGNMENT_TEXTS.bookingBarSum}: {formatMoney(bar.voucherSum)}
            {' · '}
            {bar.kind === 'exact' && ASSIGNMENT_TEXTS.bookingBarExact}
            {bar.kind === 'differenceHint' && ASSIGNMENT_TEXTS.bookingBarDifferenceHint(formatMoney(bar.difference), formatPaymentDifferencePercent(bar.differencePercent))}
            {bar.kind === 'difference' && ASSIGNMENT_TEXTS.bookingBarDifference(formatMoney(bar.difference))}
            {bar.kind === 'notAllowed' && messageFor('transactions.selectionSignDiffers')}
          </>
        )}
      </p>
      {errors.length > 0 && (
        <p className="field-error" role="alert">
          <FieldErrorTexts errors={errors} />
        </p>
      )}
      {status !== undefined && <StatusLine>{status}</StatusLine>}
      <div className="dialog-actions">
        {state.selection.length > 0 && (
          <Button className="button" isDisabled={busy} onPress={onClear}>
            {ASSIGNMENT_TEXTS.clearSelection}
          </Button>
        )}
        <Button className="button button-primary" isDisabled={busy || bar.kind === 'empty' || bar.kind === 'notAllowed'} onPress={onAssign}>
          {ASSIGNMENT_TEXTS.assign}
        </Button>
      </div>
    </div>
  )
}
