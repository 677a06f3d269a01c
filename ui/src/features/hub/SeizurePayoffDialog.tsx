/**
 * The seizure payoff dialog (hub-and-business-account 4.9, 5 "Seizure payment amount", 8): the amount in German
 * notation, prefilled with the seized total. Leaving the field or sending checks it (core
 * correctSeizurePaymentAmountInput): empty, below 0.01 € or above the total is corrected to the bound with the
 * range message, and the corrected amount is sent only with a second press, so the user sees what goes out; an
 * amount written with a dot and no comma, or no amount at all, is refused with its message. The payment is created
 * as a transfer with the seizure payload (core toSeizureTransferPayload, HubPort.createSeizureTransfer); a failed
 * call says why and offers to send again, the input kept.
 */
import {
  correctSeizurePaymentAmountInput,
  formatMoney,
  formatMoneyAmount,
  messageFor,
  toSeizurePaymentBounds,
  toSeizureTransferPayload,
  type BackendError,
  type Money,
  type Seizure,
  type SeizureTransferPayload,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { MoneyInputField, SubmitForm } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { createSeizureTransfer } from './hub.effects.ts'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export interface SeizurePayoffDialogProps {
  readonly seizure: Seizure
  readonly onClose: () => void
  /** The transfer was created. */
  readonly onPaid: () => void
}

type Phase =
  | { readonly step: 'editing' }
  | { readonly step: 'sending' }
  | { readonly step: 'failed'; readonly error: BackendError; readonly payload: SeizureTransferPayload }
  | { readonly step: 'done'; readonly amount: Money }

const textsOf = (issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<string> => issues.map((i) => messageFor(i.key, i.params))

export const SeizurePayoffDialog = ({ seizure, onClose, onPaid }: SeizurePayoffDialogProps) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const bounds = toSeizurePaymentBounds(seizure.totalAmount)
  const [amountText, setAmountText] = useState(() => (bounds === undefined ? '' : formatMoneyAmount(bounds.max)))
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  // The range message after a correction: the corrected amount is valid, so it is said beside the field, which is not
  // marked invalid (it was, and stayed so after the correction).
  const [correction, setCorrection] = useState<ReadonlyArray<string>>([])
  const [notices, setNotices] = useState<ReadonlyArray<string>>([])
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const [phase, setPhase] = useState<Phase>({ step: 'editing' })
  // One group per dialog: sending again after a lost answer names the same payment (chosen).
  const groupReference = useRef(crypto.randomUUID())

  // Set when leaving the field corrected the amount: the press that follows (often the one that left the field) shows
  // the correction instead of sending it; typing clears it.
  const correctedOnLeave = useRef(false)

  /** Checks and, where the rule says so, corrects the amount; the amount to send only when it was kept as typed. */
  const check = (onLeave = false): Money | undefined => {
    const result = correctSeizurePaymentAmountInput(amountText, seizure.totalAmount)
    if (E.isLeft(result)) {
      setErrors(textsOf(result.left))
      setCorrection([])
      return undefined
    }
    const { amount, corrected, issues } = result.right
    setErrors(corrected ? [] : textsOf(issues))
    setCorrection(corrected ? textsOf(issues) : [])
    if (corrected) setAmountText(formatMoneyAmount(amount))
    correctedOnLeave.current = onLeave && corrected
    return corrected ? undefined : amount
  }

  const send = async (payload: SeizureTransferPayload) => {
    setPhase({ step: 'sending' })
    const signal = lifetime()
    const result = await createSeizureTransfer(backend, payload, signal)
    if (signal.aborted) return
    if (E.isLeft(result)) return setPhase({ step: 'failed', error: result.left, payload })
    setPhase({ step: 'done', amount: payload.bankTransfers[0]?.amount ?? seizure.totalAmount })
    onPaid()
  }

  const submit = () => {
    if (correctedOnLeave.current) {
      correctedOnLeave.current = false
      return setInvalidSubmits((n) => n + 1)
    }
    const amount = check()
    if (amount === undefined) return setInvalidSubmits((n) => n + 1)
    const payload = toSeizureTransferPayload({ seizure, amount, bankTransferGroupReference: groupReference.current })
    if (E.isLeft(payload)) {
      setNotices(textsOf(payload.left.filter((i) => i.field !== 'amount')))
      setErrors(textsOf(payload.left.filter((i) => i.field === 'amount')))
      return
    }
    setNotices([])
    void send(payload.right)
  }

  const creditor = seizure.creditor.name
  if (phase.step === 'done') {
    return (
      <ModalDialog title={STATE_CARD_TEXTS.payoffTitle} onDismiss={onClose}>
        <p className="notice notice-success" role="status">
          {STATE_CARD_TEXTS.payoffDone(formatMoney(phase.amount), creditor)}
        </p>
        <div className="dialog-actions">
          <Button className="button button-primary" onPress={onClose} autoFocus>
            {STATE_CARD_TEXTS.payoffClose}
          </Button>
        </div>
      </ModalDialog>
    )
  }

  const sending = phase.step === 'sending'
  return (
    <ModalDialog title={STATE_CARD_TEXTS.payoffTitle} onDismiss={sending ? null : onClose} focusFirstFieldOn="amount">
      <p>{STATE_CARD_TEXTS.payoffIntro(creditor)}</p>
      <SubmitForm onSubmit={submit} invalidSubmits={invalidSubmits}>
        {/* focusout bubbles: leaving the field checks and corrects it, as a number field with bounds would. */}
        <div onBlur={() => !sending && check(true)}>
          <MoneyInputField
            label={STATE_CARD_TEXTS.payoffAmountLabel}
            name="amount"
            value={amountText}
            onChange={(text) => {
              correctedOnLeave.current = false
              setCorrection([])
              setErrors([]) // checked again on leaving the field or sending
              setAmountText(text)
            }}
            errors={errors}
            isDisabled={sending}
            description={bounds === undefined ? undefined : STATE_CARD_TEXTS.payoffAmountHint(formatMoney(bounds.min), formatMoney(bounds.max))}
          />
        </div>
        {correction.map((text) => (
          <p key={text} className="notice notice-info" role="status" data-testid="payoff-correction">
            {text}
          </p>
        ))}
        {notices.map((text) => (
          <p key={text} className="notice notice-error" role="alert">
            {text}
          </p>
        ))}
        {phase.step === 'failed' && <ErrorNotice error={phase.error} onRetry={() => void send(phase.payload)} />}
        {sending && <StatusLine>{STATE_CARD_TEXTS.payoffSubmitting}</StatusLine>}
        <div className="dialog-actions">
          <Button className="button" onPress={onClose} isDisabled={sending}>
            {STATE_CARD_TEXTS.payoffCancel}
          </Button>
          <Button type="submit" className="button button-primary" isDisabled={sending || bounds === undefined}>
            {STATE_CARD_TEXTS.payoffSubmit}
          </Button>
        </div>
      </SubmitForm>
    </ModalDialog>
  )
}
