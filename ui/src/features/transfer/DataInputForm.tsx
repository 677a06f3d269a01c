/**
 * The data input of a transfer (spec: accounts-and-transfers 2.2 datainput, 5.2–5.5): account, kind, recipient with
 * contact search, IBAN with bank lookup, amount, purpose, dates and the instant option. Every value stays as typed in
 * the flow's form (and the session hand-over), so nothing is lost on an error; the rules are core's.
 */
import {
  addDays,
  canScheduleTransfer,
  canSendTransfer,
  formatReoccurrence,
  isAccountInstantCapable,
  isInstantAcceptedByRecipient,
  isInstantTransferOptionHidden,
  isTransferNextButtonBlocked,
  messageFor,
  normalizeIban,
  parseIban,
  SEPA_PURPOSE_MAX_LENGTH_CHARS,
  SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS,
  TRANSFER_EXECUTION_WINDOW_DAYS,
  TRANSFER_MODES,
  transferKindOfMode,
  type Backend,
  type FinancialAccount,
  type LocalDate,
  type Reoccurrence,
  type SepaCleanedTexts,
  type TransferFailure,
  type TransferFlowEvent,
  type TransferForm,
  type TransferMode,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { FieldError, mergeFieldErrors, errorsOfField, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { CheckboxField, MoneyInputField, RadioGroupField, SelectField, SubmitForm, TextInputField } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { DatePickerField, IbanField, RecipientField, contactNameAndIban } from './TransferFields.tsx'
import { MODE_LABELS, TRANSFER_TEXTS } from './transfer-texts.ts'
import { FailureNotice } from './FailureNotice.tsx'
import { cleanSepaText, lookupRecipientBank } from './transfer.effects.ts'

/** The longest IBAN (34 characters) in groups of four: 34 + 8 spaces. */
const IBAN_INPUT_MAX_LENGTH_CHARS = 42
/** 999.999.999,99 with its grouping dots, and a little room for a typed euro sign. */
const AMOUNT_INPUT_MAX_LENGTH_CHARS = 16
/** An 11-character BIC, typed with spaces at most every four. */
const BIC_INPUT_MAX_LENGTH_CHARS = 14

export interface DataInputProps {
  readonly backend: Backend
  readonly form: TransferForm
  readonly onFormChange: (form: TransferForm) => void
  /** A late answer for the form, applied by the flow to the form as it is then. */
  readonly onFormAnswer: (answer: FormAnswer) => void
  /** What the SEPA cleaning changed, per field (the flow's). */
  readonly sepaCleaned: SepaCleanedTexts
  readonly accounts: ReadonlyArray<FinancialAccount>
  readonly reoccurrences: ReadonlyArray<Reoccurrence>
  readonly privileges: ReadonlyArray<string>
  readonly today: LocalDate
  readonly ibansWithoutInstant: ReadonlyArray<string>
  readonly fieldErrors: FieldErrors
  readonly failure: TransferFailure | null
  readonly busy: boolean
  readonly accountFixed: boolean
  readonly invalidSubmits: number
  readonly onSubmit: () => void
  readonly onCancel: () => void
}

/** The late answers the flow applies to its form as it is then (core transfer-flow: sepaTextCleaned, recipientBankFound). */
export type FormAnswer = Extract<TransferFlowEvent, { readonly type: 'sepaTextCleaned' | 'recipientBankFound' }>

const useBankLookup = (backend: Backend, iban: string, onAnswer: (answer: FormAnswer) => void): string | undefined => {
  const [problem, setProblem] = useState<{ readonly iban: string; readonly text: string } | undefined>(undefined)
  const electronic = normalizeIban(iban)
  useEffect(() => {
    const parsed = parseIban(electronic, 'recipientIban')
    if (E.isLeft(parsed)) return
    const controller = new AbortController()
    void lookupRecipientBank(backend, parsed.right, controller.signal).then((result) => {
      if (controller.signal.aborted || E.isLeft(result)) return
      if (result.right._tag === 'BankFound') onAnswer({ type: 'recipientBankFound', iban: electronic, bic: result.right.bic ?? '', bankName: result.right.bankName })
      if (result.right._tag === 'NoBankFound') setProblem({ iban: electronic, text: messageFor('banks.noBankFoundForIban') })
    })
    return () => controller.abort()
    // onAnswer dispatches to the flow; the lookup follows the IBAN only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, electronic])
  return problem?.iban === electronic ? problem.text : undefined
}

export const DataInputForm = (props: DataInputProps) => {
  const { form, onFormChange, onFormAnswer, accounts, today, backend } = props
  const cleaned = props.sepaCleaned
  const lifetimeSignal = useLifetimeSignal()
  const set = (patch: Partial<TransferForm>) => onFormChange({ ...form, ...patch })
  const account = accounts.find((a) => a.financialAccountId === form.financialAccountId)
  const kind = transferKindOfMode(form.mode)
  const bankProblem = useBankLookup(backend, form.recipientIban, onFormAnswer)

  const instantHidden =
    account === undefined ||
    !isAccountInstantCapable(account) ||
    form.mode !== 'single' ||
    !isInstantAcceptedByRecipient(form.recipientIban, props.ibansWithoutInstant) ||
    isInstantTransferOptionHidden({ kind, executionDate: today, today, recipientIbans: [form.recipientIban] })
  useEffect(() => {
    if (instantHidden && form.sepaInstant) onFormChange({ ...form, sepaInstant: false })
  })

  const blocked = account !== undefined && isTransferNextButtonBlocked({ account, privileges: props.privileges })
  const errors = mergeFieldErrors(props.fieldErrors, props.failure?.fieldErrors ?? {}, bankProblem === undefined ? {} : { recipientIban: [bankProblem] })
  const on = (field: string) => errorsOfField(errors, field)

  /** Spec 5.2: name and purpose are cleaned of characters SEPA does not allow, by the server; the user sees the change. */
  const cleanSepa = (field: 'recipientName' | 'purpose') => {
    const typed = form[field]
    if (typed.trim() === '') return
    void cleanSepaText(backend, typed, lifetimeSignal()).then((result) => {
      if (E.isLeft(result) || result.right === typed) return
      onFormAnswer({ type: 'sepaTextCleaned', field, typed, cleaned: result.right })
    })
  }

  const accountOptions = accounts.map((a) => {
    const allowed = canSendTransfer(a, kind)
    return {
      id: a.financialAccountId,
      label: a.iban == null ? a.name : `${a.name} (${a.iban.slice(-4)})`,
      isDisabled: !allowed,
      description: allowed ? undefined : kind === 'combined' ? messageFor('transfers.combinedTransferNotPossible') : messageFor('transfers.accountCannotTransfer'),
    }
  })
  const modeOptions = TRANSFER_MODES.map((mode) => ({
    id: mode,
    label: MODE_LABELS[mode],
    isDisabled:
      account !== undefined &&
      (mode === 'scheduled' ? !canScheduleTransfer(account, 'single') : !canSendTransfer(account, transferKindOfMode(mode))),
  }))
  const maxDate = addDays(today, TRANSFER_EXECUTION_WINDOW_DAYS)

  return (
    <SubmitForm onSubmit={props.onSubmit} invalidSubmits={props.invalidSubmits} className="form transfer-form">
      {props.failure !== null && Object.keys(props.failure.fieldErrors).length === 0 && <FailureNotice failure={props.failure} />}
      {blocked && <p className="notice">{messageFor('transfers.providerTermsOverdue')}</p>}
      <SelectField
        label={TRANSFER_TEXTS.account}
        placeholder={TRANSFER_TEXTS.accountPlaceholder}
        value={form.financialAccountId}
        onChange={(id) => set({ financialAccountId: id })}
        options={accountOptions}
        errors={on('bankAccountId')}
        isDisabled={props.accountFixed || props.busy}
      />
      <RadioGroupField<TransferMode>
        label={TRANSFER_TEXTS.kind}
        name="mode"
        value={form.mode}
        onChange={(mode) => set({ mode, executionDate: mode === 'scheduled' ? addDays(today, 1) : today, reoccurrence: mode === 'standingOrder' ? (form.reoccurrence ?? props.reoccurrences[0] ?? null) : form.reoccurrence })}
        options={modeOptions}
        isDisabled={props.busy}
      />
      <div onBlur={() => cleanSepa('recipientName')}>
      <RecipientField
        backend={backend}
        value={form.recipientName}
        onChange={(recipientName) => set({ recipientName, contactId: null })}
        onContactChosen={(contact) => {
          const { name, iban } = contactNameAndIban(contact)
          set({ recipientName: name, recipientIban: iban === '' ? form.recipientIban : normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 '), contactId: contact.contactId })
        }}
        errors={on('recipientName')}
        description={cleaned.recipientName === undefined ? TRANSFER_TEXTS.recipientNameHint : TRANSFER_TEXTS.sepaCleaned(TRANSFER_TEXTS.recipientName, cleaned.recipientName)}
        maxLength={SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS}
      />
      </div>
      <IbanField
        value={form.recipientIban}
        onChange={(recipientIban) => set({ recipientIban, recipientBic: '', bankName: '', contactId: null })}
        errors={on('recipientIban')}
        description={form.bankName === '' ? undefined : TRANSFER_TEXTS.bankName(form.bankName)}
        maxLength={IBAN_INPUT_MAX_LENGTH_CHARS}
      />
      <TextInputField
        label={TRANSFER_TEXTS.recipientBic}
        name="recipientBic"
        value={form.recipientBic}
        onChange={(recipientBic) => set({ recipientBic })}
        errors={on('recipientBic')}
        maxLength={BIC_INPUT_MAX_LENGTH_CHARS}
        isDisabled={props.busy}
      />
      <MoneyInputField
        label={TRANSFER_TEXTS.amount}
        name="amount"
        value={form.amount}
        onChange={(amount) => set({ amount })}
        errors={on('amount')}
        description={TRANSFER_TEXTS.amountHint}
        maxLength={AMOUNT_INPUT_MAX_LENGTH_CHARS}
        isRequired
      />
      <div onBlur={() => cleanSepa('purpose')}>
        <TextInputField
          label={TRANSFER_TEXTS.purpose}
          name="purpose"
          value={form.purpose}
          onChange={(purpose) => set({ purpose })}
          errors={on('purpose')}
          description={cleaned.purpose === undefined ? undefined : TRANSFER_TEXTS.sepaCleaned(TRANSFER_TEXTS.purpose, cleaned.purpose)}
          maxLength={SEPA_PURPOSE_MAX_LENGTH_CHARS}
        />
      </div>
      {form.mode !== 'single' && (
        <DatePickerField
          label={form.mode === 'standingOrder' ? TRANSFER_TEXTS.firstExecutionDate : TRANSFER_TEXTS.executionDate}
          name="executionDate"
          value={form.executionDate}
          onChange={(executionDate) => executionDate !== null && set({ executionDate })}
          errors={on('executionDate')}
          minValue={form.mode === 'scheduled' ? addDays(today, 1) : today}
          maxValue={maxDate}
        />
      )}
      {form.mode === 'standingOrder' && (
        <>
          <SelectField<Reoccurrence>
            label={TRANSFER_TEXTS.reoccurrence}
            placeholder={TRANSFER_TEXTS.reoccurrence}
            value={form.reoccurrence}
            onChange={(reoccurrence) => set({ reoccurrence })}
            options={props.reoccurrences.map((r) => ({ id: r, label: formatReoccurrence(r) }))}
            errors={on('reoccurrence')}
          />
          <DatePickerField
            label={TRANSFER_TEXTS.lastExecutionDate}
            name="lastExecutionDate"
            value={form.lastExecutionDate}
            onChange={(lastExecutionDate) => set({ lastExecutionDate })}
            errors={on('lastExecutionDate')}
            description={TRANSFER_TEXTS.lastExecutionHint}
            minValue={form.executionDate}
            maxValue={addDays(form.executionDate, 10 * 366)}
            isRequired={false}
          />
        </>
      )}
      {!instantHidden && (
        <CheckboxField
          label={TRANSFER_TEXTS.instant}
          description={TRANSFER_TEXTS.instantHint}
          isSelected={form.sepaInstant}
          onChange={(sepaInstant) => set({ sepaInstant })}
          errors={on('sepaInstant')}
        />
      )}
      {instantHidden && on('sepaInstant').length > 0 && <FieldError errors={on('sepaInstant')} />}
      {props.busy && <StatusLine>{TRANSFER_TEXTS.creating}</StatusLine>}
      <div className="dialog-actions">
        <Button className="button" onPress={props.onCancel}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button type="submit" className="button button-primary" isDisabled={props.busy || blocked}>
          {TRANSFER_TEXTS.next}
        </Button>
      </div>
    </SubmitForm>
  )
}
