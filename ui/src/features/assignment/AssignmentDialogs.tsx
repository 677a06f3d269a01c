/**
 * The dialogs of the assignment panel (transactions-import-proposals 2 "Dialogs and panels", 4): payment difference,
 * reversal (German date field, default today, not before the voucher date), edit note, delete-assignment
 * confirmation, ignore and unignore, and removing a reserved transaction's assignments. Each dispatches to the flow;
 * the flow's issues show on their fields, a failed call inside the dialog.
 */
import {
  fieldErrorsFromValidation,
  formatLocalDate,
  formatMoney,
  IGNORE_REASON_MAX_LENGTH,
  PAYMENT_NOTE_MAX_LENGTH,
  toAbsoluteMoney,
  type AssignmentDialog,
  type AssignmentFailure,
  type AssignmentFlowEvent,
  type LocalDate,
  type PaymentDifferenceStrategy,
  type ValidationIssue,
  type VoucherPayment,
} from '@kontor/core'
import { useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { DateInputField, RadioGroupField, TextInputField } from '../../shared/components/FormFields.tsx'
import { mergeFieldErrors } from '../../shared/components/FieldError.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { ASSIGNMENT_TEXTS, STRATEGY_LABELS } from './assignment-texts.ts'

export interface AssignmentDialogsProps {
  readonly dialog: AssignmentDialog
  readonly isBusy: boolean
  readonly issues: ReadonlyArray<ValidationIssue>
  readonly failure: AssignmentFailure | null
  readonly canRetry: boolean
  readonly today: LocalDate
  readonly dispatch: (event: AssignmentFlowEvent) => void
}

const voucherNumberOf = (payment: VoucherPayment): string => payment.voucherNumber ?? ASSIGNMENT_TEXTS.unknownVoucher

/** A failed call inside a dialog: its text, field texts go on the fields; retry where it may help. */
const DialogFailure = ({ failure, canRetry, onRetry }: { readonly failure: AssignmentFailure | null; readonly canRetry: boolean; readonly onRetry: () => void }) =>
  failure === null || Object.keys(failure.fieldErrors).length > 0 ? null : (
    <div>
      <TextNotice text={failure.text} />
      {canRetry && (
        <Button className="button" onPress={onRetry}>
          {COMMON_TEXTS.retry}
        </Button>
      )}
    </div>
  )

const DialogActions = ({ isBusy, confirmLabel, onCancel }: { readonly isBusy: boolean; readonly confirmLabel: string; readonly onCancel: () => void }) => (
  <div className="dialog-actions">
    <Button className="button" isDisabled={isBusy} onPress={onCancel}>
      {COMMON_TEXTS.cancel}
    </Button>
    <Button type="submit" className="button button-primary" isDisabled={isBusy}>
      {confirmLabel}
    </Button>
  </div>
)

export const AssignmentDialogs = ({ dialog, isBusy, issues, failure, canRetry, today, dispatch }: AssignmentDialogsProps) => {
  const close = () => dispatch({ type: 'dialogClosed' })
  const retry = () => dispatch({ type: 'retryRequested' })
  const errors = mergeFieldErrors(fieldErrorsFromValidation(issues), failure?.fieldErrors ?? {})
  const failureBox = <DialogFailure failure={failure} canRetry={canRetry} onRetry={retry} />
  const busyLine = isBusy ? <StatusLine>{ASSIGNMENT_TEXTS.changing}</StatusLine> : null
  switch (dialog.kind) {
    case 'paymentDifference':
      return <DifferenceDialog dialog={dialog} isBusy={isBusy} errors={errors} failureBox={failureBox} dispatch={dispatch} />
    case 'editNote':
      return <NoteDialog payment={dialog.payment} isBusy={isBusy} errors={errors} failureBox={failureBox} busyLine={busyLine} dispatch={dispatch} />
    case 'reversePayment':
      return <ReverseDialog payment={dialog.payment} today={today} isBusy={isBusy} errors={errors} failureBox={failureBox} busyLine={busyLine} dispatch={dispatch} />
    case 'ignore':
      return <IgnoreDialog isBusy={isBusy} errors={errors} failureBox={failureBox} busyLine={busyLine} dispatch={dispatch} />
    case 'deletePayment':
      return (
        <ConfirmDialog
          title={ASSIGNMENT_TEXTS.deleteTitle}
          confirmLabel={ASSIGNMENT_TEXTS.deleteConfirm}
          destructive
          isBusy={isBusy}
          statusText={ASSIGNMENT_TEXTS.changing}
          onCancel={close}
          onConfirm={() => dispatch({ type: 'deleteConfirmed', payment: dialog.payment })}
          error={<IssueAndFailure issues={issues} failureBox={failureBox} />}
        >
          <p>{ASSIGNMENT_TEXTS.deleteText(voucherNumberOf(dialog.payment), formatMoney(toAbsoluteMoney(dialog.payment.paymentAmount)))}</p>
        </ConfirmDialog>
      )
    case 'unignore':
      return (
        <ConfirmDialog
          title={ASSIGNMENT_TEXTS.unignoreTitle}
          confirmLabel={ASSIGNMENT_TEXTS.unignore}
          isBusy={isBusy}
          statusText={ASSIGNMENT_TEXTS.changing}
          onCancel={close}
          onConfirm={() => dispatch({ type: 'unignoreConfirmed' })}
          error={failureBox}
        >
          <p>{ASSIGNMENT_TEXTS.unignoreText}</p>
        </ConfirmDialog>
      )
    case 'deleteReservedPayments':
      return (
        <ConfirmDialog
          title={ASSIGNMENT_TEXTS.deleteReservedTitle}
          confirmLabel={ASSIGNMENT_TEXTS.deleteConfirm}
          destructive
          isBusy={isBusy}
          statusText={ASSIGNMENT_TEXTS.changing}
          onCancel={close}
          onConfirm={() => dispatch({ type: 'deleteReservedConfirmed' })}
          error={failureBox}
        >
          <p>{ASSIGNMENT_TEXTS.deleteReservedText}</p>
        </ConfirmDialog>
      )
  }
}

/** Our own issue of a confirmation (e.g. an irrecoverable receivable blocks the removal), else the failure. */
const IssueAndFailure = ({ issues, failureBox }: { readonly issues: ReadonlyArray<ValidationIssue>; readonly failureBox: React.ReactNode }) => (
  <>
    {Object.values(fieldErrorsFromValidation(issues))
      .flat()
      .map((text) => (
        <TextNotice key={text} text={text} />
      ))}
    {failureBox}
  </>
)

type Errors = Readonly<Record<string, ReadonlyArray<string>>>

interface FormDialogProps {
  readonly isBusy: boolean
  readonly errors: Errors
  readonly failureBox: React.ReactNode
  readonly busyLine?: React.ReactNode
  readonly dispatch: (event: AssignmentFlowEvent) => void
}

const DifferenceDialog = ({ dialog, isBusy, errors, failureBox, dispatch }: FormDialogProps & { readonly dialog: Extract<AssignmentDialog, { kind: 'paymentDifference' }> }) => {
  const [strategy, setStrategy] = useState<PaymentDifferenceStrategy | null>(dialog.options[0]?.strategy ?? null)
  const difference = dialog.options.find((o) => o.strategy === strategy) ?? dialog.options[0]
  const amount = difference?.missingPaymentAmount ?? difference?.surplusPaymentAmount
  return (
    <ModalDialog title={ASSIGNMENT_TEXTS.differenceTitle} onDismiss={isBusy ? null : () => dispatch({ type: 'dialogClosed' })} focusFirstFieldOn="difference">
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          dispatch({ type: 'strategyChosen', strategy })
        }}
      >
        <p>{ASSIGNMENT_TEXTS.differenceIntro(dialog.voucher.voucherNumber, amount == null ? '' : formatMoney(toAbsoluteMoney(amount)))}</p>
        <RadioGroupField
          label={ASSIGNMENT_TEXTS.differenceLabel}
          name="paymentDifferenceStrategy"
          value={strategy ?? ('' as PaymentDifferenceStrategy)}
          onChange={setStrategy}
          options={dialog.options.map((o) => ({ id: o.strategy, label: `${STRATEGY_LABELS[o.strategy]} (${formatMoney(toAbsoluteMoney(o.paymentAmount))})` }))}
          errors={errors['paymentDifferenceStrategy'] ?? []}
          isDisabled={isBusy}
        />
        {failureBox}
        <DialogActions isBusy={isBusy} confirmLabel={ASSIGNMENT_TEXTS.differenceConfirm} onCancel={() => dispatch({ type: 'dialogClosed' })} />
      </Form>
    </ModalDialog>
  )
}

const NoteDialog = ({ payment, isBusy, errors, failureBox, busyLine, dispatch }: FormDialogProps & { readonly payment: VoucherPayment }) => {
  const [note, setNote] = useState(payment.note ?? '')
  return (
    <ModalDialog title={ASSIGNMENT_TEXTS.noteTitle} onDismiss={isBusy ? null : () => dispatch({ type: 'dialogClosed' })} focusFirstFieldOn="note">
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          dispatch({ type: 'noteSubmitted', paymentId: payment.paymentId, note })
        }}
      >
        <TextInputField
          label={ASSIGNMENT_TEXTS.noteLabel}
          name="note"
          value={note}
          onChange={setNote}
          maxLength={PAYMENT_NOTE_MAX_LENGTH}
          errors={errors['note'] ?? []}
          isDisabled={isBusy}
        />
        {busyLine}
        {failureBox}
        <DialogActions isBusy={isBusy} confirmLabel={COMMON_TEXTS.save} onCancel={() => dispatch({ type: 'dialogClosed' })} />
      </Form>
    </ModalDialog>
  )
}

const ReverseDialog = ({ payment, today, isBusy, errors, failureBox, busyLine, dispatch }: FormDialogProps & { readonly payment: VoucherPayment; readonly today: LocalDate }) => {
  const [date, setDate] = useState<LocalDate | null>(today)
  const voucherDate = payment.voucherDate ?? null
  return (
    <ModalDialog title={ASSIGNMENT_TEXTS.reverseTitle} onDismiss={isBusy ? null : () => dispatch({ type: 'dialogClosed' })} focusFirstFieldOn="reverse">
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          dispatch({ type: 'reversalSubmitted', paymentId: payment.paymentId, reverseDate: date, voucherDate, today })
        }}
      >
        <p>{ASSIGNMENT_TEXTS.reverseText(voucherNumberOf(payment))}</p>
        <DateInputField
          label={ASSIGNMENT_TEXTS.reverseDate}
          value={date}
          onChange={setDate}
          description={voucherDate === null ? undefined : ASSIGNMENT_TEXTS.reverseDateDescription(formatLocalDate(voucherDate))}
          errors={errors['reverseDate'] ?? []}
          isDisabled={isBusy}
        />
        {busyLine}
        {failureBox}
        <DialogActions isBusy={isBusy} confirmLabel={ASSIGNMENT_TEXTS.reverseConfirm} onCancel={() => dispatch({ type: 'dialogClosed' })} />
      </Form>
    </ModalDialog>
  )
}

const IgnoreDialog = ({ isBusy, errors, failureBox, busyLine, dispatch }: FormDialogProps) => {
  const [reason, setReason] = useState('')
  return (
    <ModalDialog title={ASSIGNMENT_TEXTS.ignoreTitle} onDismiss={isBusy ? null : () => dispatch({ type: 'dialogClosed' })} focusFirstFieldOn="ignore">
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          dispatch({ type: 'ignoreSubmitted', reason })
        }}
      >
        <p>{ASSIGNMENT_TEXTS.ignoreIntro}</p>
        <TextInputField
          label={ASSIGNMENT_TEXTS.ignoreReason}
          name="ignoreReason"
          value={reason}
          onChange={setReason}
          maxLength={IGNORE_REASON_MAX_LENGTH}
          errors={errors['ignoreReason'] ?? []}
          isDisabled={isBusy}
        />
        {/* An assigned transaction cannot be ignored (canIgnoreTransaction): its issue names no field of this form. */}
        {(errors['financialTransactionId'] ?? []).map((text) => (
          <TextNotice key={text} text={text} />
        ))}
        {busyLine}
        {failureBox}
        <DialogActions isBusy={isBusy} confirmLabel={ASSIGNMENT_TEXTS.ignore} onCancel={() => dispatch({ type: 'dialogClosed' })} />
      </Form>
    </ModalDialog>
  )
}
