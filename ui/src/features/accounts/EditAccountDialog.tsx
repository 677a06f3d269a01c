/**
 * The edit-account dialog (accounts-and-transfers 2.4, 5.6): every field of the account, editable as the core's
 * getEditableAccountFields allows (a locked field is still shown, with why), the allowed business cases, the sync start
 * date, the needless-transactions section, and links to change the bank login and to connect the account.
 *
 * Saving checks the form first (validateAccountEditForm: every issue at its field, nothing typed is lost), then sends
 * PUT v102/financialAccounts/{id} with the lockVersion. Server issues land on their fields (routeIssues); any other
 * failure shows as a notice with a retry, the form kept as it was. A save that lost to a concurrent change (409
 * banking.concurrentModification) offers "Neu laden": the account is read again into the form, replacing what the
 * user typed (the notice says so), and the next save goes with the new lockVersion.
 *
 * The allowed business cases (2.4) are a choice among those the bank offers (getSupportedBusinessCases): each offered
 * case can be ticked or not, one the bank does not offer is shown disabled with why; the choice is checked with the
 * other fields (validateAllowedBusinessCases) and saved with the account.
 */
import {
  ACCOUNT_EDIT_FIELDS,
  ACCOUNT_TYPE_LABELS,
  ALLOWED_BUSINESS_CASES,
  ACCOUNT_FIELD_MAX_LENGTHS,
  ALLOWED_BUSINESS_CASE_LABELS,
  FINANCIAL_ACCOUNT_TYPES,
  USING_PROFILE_TYPES,
  fieldErrorsFromValidation,
  formatLocalDate,
  getAccountMenuActions,
  getEditableAccountFields,
  getSyncStartDateRange,
  isProviderBankAccount,
  routeIssues,
  toAccountEditForm,
  resolveIssue,
  getSupportedBusinessCases,
  validateAccountEditForm,
  type AccountEditForm,
  type BackendError,
  type CatalogueKey,
  type FinancialAccount,
  type FinancialContact,
  type ResolvedIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { ErrorNotice, IssueNotices, TextNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import {
  CheckboxGroupField,
  DateInputField,
  MoneyInputField,
  SelectField,
  SubmitForm,
  TextInputField,
} from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { AddAccountWizardDialog, toReconnectStart } from '../add-account/index.ts'
import { BankCredentialsDialog } from '../bank-credentials/index.ts'
import { loadFinancialAccountAtom, loadFinancialContactAtom, readTodayAtom, saveAccountAtom } from './account-actions.atoms.ts'
import { EDIT_ACCOUNT_TEXTS as T, USING_PROFILE_TYPE_LABELS } from './accounts-texts.ts'
import { NeedlessTransactionsSection } from './NeedlessTransactionsSection.tsx'

export type EditAccountOutcome = 'saved' | 'canceled'

export interface EditAccountDialogProps {
  readonly account: FinancialAccount
  /**
   * 'saved' when the account changed (saved here, connected through the wizard, or its bank login got new credentials):
   * the caller reads it again.
   */
  readonly onClose: (outcome: EditAccountOutcome) => void
}

const FORM_ID = 'edit-account-form'
const BANK_LOCK_ID = 'edit-account-bank-lock'

/** Chosen: the provider's own bank types are never chosen by hand, they come with the bank account itself. */
const CHOOSABLE_TYPES = FINANCIAL_ACCOUNT_TYPES.filter((t) => t !== 'LEXBANK' && t !== 'LEXBANK_SUB_ACCOUNT')

/** The issue of a save whose lockVersion is stale: someone changed the account meanwhile. */
const CONCURRENT_MODIFICATION: CatalogueKey = 'banking.concurrentModification'

type Subdialog =
  | { readonly kind: 'credentials'; readonly contact: FinancialContact }
  | { readonly kind: 'connect' }

export const EditAccountDialog = ({ account: opened, onClose }: EditAccountDialogProps) => {
  const saveAccount = useSetAtom(saveAccountAtom)
  const loadAccount = useSetAtom(loadFinancialAccountAtom)
  const loadContact = useSetAtom(loadFinancialContactAtom)
  const readToday = useSetAtom(readTodayAtom)
  const signal = useLifetimeSignal()
  const [today] = useState(() => readToday())
  // The account as last read: the one the dialog opened with, or what "Neu laden" read after a concurrent change.
  const [account, setAccount] = useState(opened)
  const [form, setForm] = useState<AccountEditForm>(() => toAccountEditForm(opened))
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, ReadonlyArray<string>>>>({})
  const [notices, setNotices] = useState<ReadonlyArray<ResolvedIssue>>([])
  const [saveError, setSaveError] = useState<BackendError | null>(null)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState(false)
  const [reloading, setReloading] = useState(false)
  const [reloadError, setReloadError] = useState<BackendError | null>(null)
  const conflictNotice = useRef<HTMLDivElement>(null)
  const [contactError, setContactError] = useState<BackendError | null>(null)
  const [loadingContact, setLoadingContact] = useState(false)
  const [subdialog, setSubdialog] = useState<Subdialog | null>(null)
  // New credentials change the account's connection (its sync error goes): the caller reads it again however this closes.
  const [credentialsSaved, setCredentialsSaved] = useState(false)
  const cancel = () => onClose(credentialsSaved ? 'saved' : 'canceled')

  const editable = getEditableAccountFields(account)
  const providerBank = isProviderBankAccount(account)
  const lockReason = providerBank ? T.providerBankLocked : T.bankDataLocked
  // The one reason covers the type and the bank data: said once, at the type when it is locked, else above the bank data.
  const bankLockShown = !editable.bankData && editable.accountType
  const syncRange = getSyncStartDateRange(
    { type: form.type, maxTransactionHistoryInDays: account.financialContact?.maxTransactionHistoryInDays },
    today,
  )
  const supportedCases = getSupportedBusinessCases(account)
  const contactId = account.financialContact?.financialContactId
  const canConnect = getAccountMenuActions(account).includes('connect')
  // Reading: card provider and number belong to credit cards (the provider field names other things elsewhere, e.g. PayPal).
  const showCard = form.type === 'CREDITCARD' || account.creditCardNumber != null

  const update = <K extends keyof AccountEditForm>(field: K, value: AccountEditForm[K]) => setForm((f) => ({ ...f, [field]: value }))
  const errorsOf = (field: keyof AccountEditForm) => fieldErrors[field]

  const save = async () => {
    const checked = validateAccountEditForm(form, account, today)
    setNotices([])
    setSaveError(null)
    setConflict(false)
    setReloadError(null)
    if (E.isLeft(checked)) {
      setFieldErrors(fieldErrorsFromValidation(checked.left))
      return
    }
    setFieldErrors({})
    setSaving(true)
    const lifetime = signal()
    const result = await saveAccount({ financialAccountId: account.financialAccountId, body: checked.right, signal: lifetime })
    if (lifetime.aborted) return
    setSaving(false)
    if (E.isRight(result)) {
      onClose('saved')
      return
    }
    const error = result.left
    if (error._tag === 'ServerIssues' && error.status !== 403 && error.issues.length > 0) {
      const routed = routeIssues(error.issues, ACCOUNT_EDIT_FIELDS)
      setFieldErrors(routed.fieldErrors)
      setNotices([...routed.notices, ...routed.actions])
      setConflict(error.issues.some((issue) => resolveIssue(issue).key === CONCURRENT_MODIFICATION))
    } else setSaveError(error)
  }

  /** Reads the account again into the form (the user's unsaved edits are replaced, as the notice says). */
  const reload = async () => {
    // The button goes with the notice once the form is reloaded: focus then goes to the dialog's title.
    const title = conflictNotice.current === null ? null : dialogTitleOf(conflictNotice.current)
    setReloadError(null)
    setReloading(true)
    const lifetime = signal()
    const result = await loadAccount({ financialAccountId: account.financialAccountId, signal: lifetime })
    if (lifetime.aborted) return
    setReloading(false)
    if (E.isLeft(result)) {
      setReloadError(result.left)
      return
    }
    setAccount(result.right)
    setForm(toAccountEditForm(result.right))
    setFieldErrors({})
    setNotices([])
    setConflict(false)
    title?.focus()
  }

  const openCredentials = async () => {
    if (contactId === undefined) return
    setContactError(null)
    setLoadingContact(true)
    const lifetime = signal()
    const contact = await loadContact({ financialContactId: contactId, signal: lifetime })
    if (lifetime.aborted) return
    setLoadingContact(false)
    if (E.isLeft(contact)) setContactError(contact.left)
    else setSubdialog({ kind: 'credentials', contact: contact.right })
  }

  const hasFieldErrors = Object.values(fieldErrors).some((list) => list.length > 0)
  const typeOptions = (editable.accountType ? CHOOSABLE_TYPES : FINANCIAL_ACCOUNT_TYPES).map((id) => ({ id, label: ACCOUNT_TYPE_LABELS[id] }))
  const usageOptions = USING_PROFILE_TYPES.map((id) => ({ id, label: USING_PROFILE_TYPE_LABELS[id] }))
  const businessCaseOptions = ALLOWED_BUSINESS_CASES.map((id) =>
    supportedCases.includes(id)
      ? { id, label: ALLOWED_BUSINESS_CASE_LABELS[id] }
      : { id, label: ALLOWED_BUSINESS_CASE_LABELS[id], isDisabled: true, description: T.businessCaseNotOffered },
  )

  return (
    <ModalDialog
      title={T.title}
      size="wide"
      className="edit-account-dialog"
      onDismiss={saving || subdialog !== null ? null : cancel}
    >
      <SubmitForm
        id={FORM_ID}
        onSubmit={() => {
          if (!saving) void save()
        }}
      >
        {hasFieldErrors && <TextNotice text={T.checkFields} />}
        <IssueNotices issues={notices} />
        {saveError !== null && <ErrorNotice error={saveError} onRetry={() => void save()} focusAfterRetry={dialogTitleOf} />}
        {conflict && (
          <div ref={conflictNotice} className="notice">
            <p>{T.reloadReplacesEdits}</p>
            <Button className="button" isDisabled={reloading || saving} onPress={() => void reload()}>
              {T.reload}
            </Button>
          </div>
        )}
        {reloading && <StatusLine>{T.reloading}</StatusLine>}
        {reloadError !== null && <ErrorNotice error={reloadError} onRetry={() => void reload()} focusAfterRetry={dialogTitleOf} />}

        <TextInputField
          label={T.name}
          value={form.name}
          onChange={(v) => update('name', v)}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.name}
          errors={errorsOf('name')}
        />
        <TextInputField
          label={T.accountHolder}
          value={form.accountHolder}
          onChange={(v) => update('accountHolder', v)}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.accountHolder}
          errors={errorsOf('accountHolder')}
        />
        <SelectField
          label={T.usingProfileType}
          value={form.usingProfileType}
          onChange={(v) => update('usingProfileType', v)}
          options={usageOptions}
          placeholder={T.choose}
          isDisabled={!editable.usageType}
          description={editable.usageType ? undefined : T.usageLocked}
          errors={errorsOf('usingProfileType')}
        />
        <SelectField
          label={T.type}
          value={form.type}
          onChange={(v) => update('type', v)}
          options={typeOptions}
          placeholder={T.choose}
          isDisabled={!editable.accountType}
          description={editable.accountType ? undefined : lockReason}
          errors={errorsOf('type')}
        />

        <fieldset className="fieldset" aria-describedby={bankLockShown ? BANK_LOCK_ID : undefined}>
          <legend>{T.bankDetails}</legend>
          {bankLockShown && (
            <p id={BANK_LOCK_ID} className="field-description">
              {lockReason}
            </p>
          )}
          <TextInputField
            label={T.bankName}
            value={form.bankName}
            onChange={(v) => update('bankName', v)}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bankName}
            isDisabled={!editable.bankData}
            errors={errorsOf('bankName')}
          />
          <TextInputField
            label={T.iban}
            value={form.iban}
            onChange={(v) => update('iban', v)}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.iban}
            isDisabled={!editable.bankData}
            errors={errorsOf('iban')}
          />
          <TextInputField
            label={T.bic}
            value={form.bic}
            onChange={(v) => update('bic', v)}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bic}
            isDisabled={!editable.bankData}
            errors={errorsOf('bic')}
          />
          {showCard && (
            <>
              <TextInputField
                label={T.provider}
                value={form.provider}
                onChange={(v) => update('provider', v)}
                maxLength={ACCOUNT_FIELD_MAX_LENGTHS.provider}
                isDisabled={!editable.cardNumber}
                errors={errorsOf('provider')}
              />
              <TextInputField
                label={T.creditCardNumber}
                value={form.creditCardNumber}
                onChange={(v) => update('creditCardNumber', v)}
                maxLength={ACCOUNT_FIELD_MAX_LENGTHS.creditCardNumber}
                isDisabled={!editable.cardNumber}
                errors={errorsOf('creditCardNumber')}
              />
            </>
          )}
        </fieldset>

        <MoneyInputField
          label={T.openingBalance}
          value={form.openingBalance}
          onChange={(v) => update('openingBalance', v)}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.openingBalance}
          description={T.openingBalanceHint}
          errors={errorsOf('openingBalance')}
        />
        <DateInputField
          label={T.openingBalanceDate}
          value={form.openingBalanceDate}
          onChange={(v) => update('openingBalanceDate', v)}
          errors={errorsOf('openingBalanceDate')}
        />
        <DateInputField
          label={T.initialSyncDate}
          value={form.initialSyncDate}
          onChange={(v) => update('initialSyncDate', v)}
          description={T.syncRange(syncRange.min === undefined ? undefined : formatLocalDate(syncRange.min), formatLocalDate(syncRange.max))}
          errors={errorsOf('initialSyncDate')}
        />

        <CheckboxGroupField
          label={T.businessCases}
          value={form.allowedBusinessCases}
          onChange={(v) => update('allowedBusinessCases', v)}
          options={businessCaseOptions}
          description={T.businessCasesHint}
          errors={errorsOf('allowedBusinessCases')}
        />
      </SubmitForm>

      <NeedlessTransactionsSection account={account} today={today} />

      {(contactId !== undefined || canConnect) && (
        <div className="dialog-links">
          {contactId !== undefined && (
            <Button className="link-button" isDisabled={loadingContact} onPress={() => void openCredentials()}>
              {T.changeCredentials}
            </Button>
          )}
          {canConnect && (
            <Button className="link-button" onPress={() => setSubdialog({ kind: 'connect' })}>
              {T.connectNow}
            </Button>
          )}
          {loadingContact && <StatusLine>{T.loadingContact}</StatusLine>}
          {contactError !== null && <ErrorNotice error={contactError} onRetry={() => void openCredentials()} focusAfterRetry={dialogTitleOf} />}
        </div>
      )}

      {saving && <StatusLine>{T.saving}</StatusLine>}
      <div className="dialog-actions">
        <Button className="button" isDisabled={saving} onPress={cancel}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button className="button button-primary" type="submit" form={FORM_ID} isDisabled={saving}>
          {COMMON_TEXTS.save}
        </Button>
      </div>

      {/* Inside this dialog, so closing one gives focus back to the link that opened it. */}
      {subdialog?.kind === 'credentials' && (
        <BankCredentialsDialog
          purpose="change"
          items={[{ contact: subdialog.contact, affectedAccounts: [{ financialAccountId: account.financialAccountId, name: account.name }] }]}
          onClose={(result) => {
            setSubdialog(null)
            if (result.savedContactIds.length > 0) setCredentialsSaved(true)
          }}
        />
      )}
      {subdialog?.kind === 'connect' && (
        <AddAccountWizardDialog
          start={toReconnectStart(account)}
          onClose={(reason) => {
            setSubdialog(null)
            // A connected account has a new lockVersion and new editing rules: the caller reads it again.
            if (reason !== 'canceled') onClose('saved')
          }}
        />
      )}
    </ModalDialog>
  )
}
