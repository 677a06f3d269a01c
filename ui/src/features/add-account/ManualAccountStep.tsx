/**
 * s32: an account without a bank connection (spec: accounts-and-transfers 2.3, 4.1 "saves, or saves and then opens the
 * CSV import dialog", 5.2 IBAN rules and bank lookup). Name (prefilled with the default prefix of the bank searched
 * for), type, optional IBAN, BIC and bank. A German IBAN looks its bank up and fills BIC and bank name; no bank gives
 * 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.' on the IBAN. The form reports its values in
 * manualAccountSubmitted; the wizard builds the account body from them (core: manual-account-rules.ts) and its
 * createManualAccount effect saves it (POST v102/financialAccounts).
 */
import {
  ACCOUNT_FIELD_MAX_LENGTHS,
  ACCOUNT_TYPE_LABELS,
  bankWithoutOnlineBankingOf,
  describeBackendError,
  germanBankCodeOf,
  isGermanIban,
  MANUAL_ACCOUNT_FIELDS,
  parseIban,
  routeIssues,
  validateManualAccountForm,
  type AddAccountWizardEvent,
  type AddAccountWizardState,
  type BackendError,
  type ManualAccountForm,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { BankCallNotice, IssueNotices } from '../../shared/components/ErrorNotice.tsx'
import {
  errorsOfField,
  fieldErrorsOfIssues,
  mergeFieldErrors,
  NO_FIELD_ERRORS,
  type FieldErrors,
} from '../../shared/components/FieldError.tsx'
import { RadioGroupField, SubmitForm, TextInputField } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { lookupManualAccountBank } from './add-account.effects.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { MANUAL_ACCOUNT_TYPES } from './constants.ts'
import { NavigationButtons, type WizardNavigation } from './WizardActions.tsx'

/** The fields the user types; the looked-up bank code is kept apart, since typing never sets it. */
type ManualValues = Omit<ManualAccountForm, 'lookedUpBankCode'>

type BankLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'looking' }
  | { readonly status: 'notFound'; readonly issues: ReadonlyArray<ValidationIssue> }
  | { readonly status: 'failed'; readonly error: BackendError }

const TYPE_OPTIONS = MANUAL_ACCOUNT_TYPES.map((type) => ({ id: type, label: ACCOUNT_TYPE_LABELS[type] }))

export interface ManualAccountStepProps {
  readonly state: Extract<AddAccountWizardState, { readonly step: 's32' }>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
  readonly error: BackendError | null
  readonly offersCsvImport: boolean
}

export const ManualAccountStep = ({ state, dispatch, nav, error, offersCsvImport }: ManualAccountStepProps) => {
  const backend = useBackend()
  const [values, setValues] = useState<ManualValues>(() => ({
    name: state.chosen?.accountNamePrefix ?? '',
    type: 'GIRO',
    iban: '',
    bic: state.chosen?.bank.bic ?? '',
    bankName: state.chosen?.bank.bankName ?? '',
  }))
  const [validation, setValidation] = useState<FieldErrors>(NO_FIELD_ERRORS)
  const [lookup, setLookup] = useState<BankLookup>({ status: 'idle' })
  /** The bank code of the German IBAN whose lookup filled BIC and bank name; null once the IBAN changes. */
  const [ibanBankCode, setIbanBankCode] = useState<string | null>(null)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const pendingLookup = useRef<AbortController | null>(null)
  const busy = state.saving !== null
  const offline = bankWithoutOnlineBankingOf(state)

  useEffect(() => () => pendingLookup.current?.abort(), [])

  const lookUpBank = (input: string) => {
    pendingLookup.current?.abort()
    setIbanBankCode(null)
    const iban = parseIban(input, 'iban')
    if (E.isLeft(iban) || !isGermanIban(iban.right)) return setLookup({ status: 'idle' })
    const controller = new AbortController()
    pendingLookup.current = controller
    setLookup({ status: 'looking' })
    void lookupManualAccountBank(backend, iban.right, 'iban', controller.signal).then((result) => {
      if (controller.signal.aborted) return
      if (E.isLeft(result)) return setLookup({ status: 'failed', error: result.left })
      const found = result.right
      if (found._tag === 'NoBankFound') return setLookup({ status: 'notFound', issues: found.issues })
      setLookup({ status: 'idle' })
      if (found._tag !== 'BankFound') return
      setValues((v) => ({ ...v, bic: found.bic ?? v.bic, bankName: found.bankName }))
      setIbanBankCode(germanBankCodeOf(iban.right) ?? null)
    })
  }

  const submit = (openCsvImport: boolean) => {
    if (busy) return
    const form: ManualAccountForm = { ...values, lookedUpBankCode: ibanBankCode }
    // The core's rule, shown on the fields here; the wizard applies the same rule and builds the body it saves.
    const checked = validateManualAccountForm(form, state.chosen?.bank ?? null)
    if (E.isLeft(checked)) {
      setInvalidSubmits((n) => n + 1)
      return setValidation(fieldErrorsOfIssues(checked.left))
    }
    setValidation(NO_FIELD_ERRORS)
    dispatch({ type: 'manualAccountSubmitted', openCsvImport, form })
  }

  const server = error !== null && error._tag === 'ServerIssues' ? routeIssues(error.issues, MANUAL_ACCOUNT_FIELDS) : null
  const serverNotices =
    server === null
      ? error === null
        ? []
        : [{ segments: describeBackendError(error).segments }]
      : [...server.notices, ...server.actions]
  const errors = mergeFieldErrors(
    validation,
    lookup.status === 'notFound' ? fieldErrorsOfIssues(lookup.issues) : NO_FIELD_ERRORS,
    server?.fieldErrors ?? NO_FIELD_ERRORS,
  )
  const set = (field: keyof ManualValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  return (
    <SubmitForm className="form manual-account-form" onSubmit={() => submit(false)} invalidSubmits={invalidSubmits}>
      {offline !== null && <p className="notice notice-info">{WIZARD_TEXTS.manualNoOnlineBanking(offline.bankName)}</p>}
      <p>{WIZARD_TEXTS.manualIntro}</p>
      <IssueNotices issues={serverNotices} />
      <TextInputField
        label={WIZARD_TEXTS.manualName}
        name="name"
        value={values.name}
        onChange={set('name')}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.name}
        isRequired
        isDisabled={busy}
        errors={errorsOfField(errors, 'name')}
      />
      <RadioGroupField
        label={WIZARD_TEXTS.manualType}
        name="type"
        value={values.type}
        onChange={(type) => setValues((v) => ({ ...v, type }))}
        options={TYPE_OPTIONS}
        isDisabled={busy}
        errors={errorsOfField(errors, 'type')}
      />
      <TextInputField
        label={WIZARD_TEXTS.manualIban}
        name="iban"
        value={values.iban}
        onChange={(iban) => {
          set('iban')(iban)
          lookUpBank(iban)
        }}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.iban}
        isDisabled={busy}
        errors={errorsOfField(errors, 'iban')}
      />
      {lookup.status === 'looking' && <StatusLine>{WIZARD_TEXTS.manualLookingUpBank}</StatusLine>}
      {lookup.status === 'failed' && <BankCallNotice error={lookup.error} onRetry={() => lookUpBank(values.iban)} />}
      <TextInputField
        label={WIZARD_TEXTS.manualBic}
        name="bic"
        value={values.bic}
        onChange={set('bic')}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bic}
        isDisabled={busy}
        errors={errorsOfField(errors, 'bic')}
      />
      <TextInputField
        label={WIZARD_TEXTS.manualBankName}
        name="bankName"
        value={values.bankName}
        onChange={set('bankName')}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bankName}
        isDisabled={busy}
        errors={errorsOfField(errors, 'bankName')}
      />
      <div className="dialog-actions">
        <NavigationButtons nav={nav} isBusy={busy} />
        {offersCsvImport && (
          <Button className="button" isDisabled={busy} onPress={() => submit(true)}>
            {WIZARD_TEXTS.manualSaveAndImport}
          </Button>
        )}
        <Button type="submit" className="button button-primary" isDisabled={busy}>
          {WIZARD_TEXTS.manualSave}
        </Button>
      </div>
    </SubmitForm>
  )
}
