/**
 * The edit-account dialog (accounts-and-transfers 2.4, 5.6): every field of the account, editable as the core's
 * getEditableAccountFields allows (a locked field is still shown, with why), the allowed business cases, the sync start
 * date, the needless-transactions section, and links to change the bank login and to connect the account.
 *
 * The core flow (account-edit-flow.ts) decides every step; this dialog shows it and edit-account.effects.ts runs its
 * calls. Saving checks the form first (every issue at its field, nothing typed is lost), then sends PUT
 * v102/financialAccounts/{id} with the lockVersion. Server issues land on their fields; any other failure shows as a
 * notice with a retry, the form kept as it was. A save that lost to a concurrent change (409
 * banking.concurrentModification) offers "Neu laden": the account is read again into the form, replacing what the
 * user typed (the notice says so), and the next save goes with the new lockVersion.
 *
 * The allowed business cases (2.4) are a choice among those the bank offers (getSupportedBusinessCases): each offered
 * case can be ticked or not, one the bank does not offer is shown disabled with why; the choice is checked with the
 * other fields (validateAllowedBusinessCases) and saved with the account.
 */
import {
  ACCOUNT_TYPE_LABELS,
  ALLOWED_BUSINESS_CASES,
  ACCOUNT_FIELD_MAX_LENGTHS,
  ALLOWED_BUSINESS_CASE_LABELS,
  FINANCIAL_ACCOUNT_TYPES,
  USING_PROFILE_TYPES,
  canCancelAccountEdit,
  canConnectEditedAccount,
  fieldErrorsFromValidation,
  formatLocalDate,
  getEditableAccountFields,
  getSyncStartDateRange,
  isAccountEditConflict,
  isProviderBankAccount,
  getSupportedBusinessCases,
  startAccountEdit,
  toEditedAccountContactId,
  toShownAccountEditFailure,
  transitionAccountEdit,
  type AccountEditFailure,
  type AccountEditFieldChange,
  type AccountEditForm,
  type AccountEditOutcome,
  type FinancialAccount,
} from '@kontor/core'
import { useSetAtom } from 'jotai'
import { Button } from 'react-aria-components'
import { ErrorNotice, IssueNotices, TextNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import { NO_FIELD_ERRORS, type FieldErrors } from '../../shared/components/FieldError.tsx'
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
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { AddAccountWizardDialog, toReconnectStart } from '../add-account/index.ts'
import { BankCredentialsDialog } from '../bank-credentials/index.ts'
import { readTodayAtom } from './account-actions.atoms.ts'
import { EDIT_ACCOUNT_TEXTS as T, USING_PROFILE_TYPE_LABELS } from './accounts-texts.ts'
import { editAccountEffects } from './edit-account.effects.ts'
import { NeedlessTransactionsSection } from './NeedlessTransactionsSection.tsx'

export type EditAccountOutcome = AccountEditOutcome

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

/** The texts at the fields: of the form's own check, or of the server's issues. */
const fieldErrorsOf = (failure: AccountEditFailure | null): FieldErrors =>
  failure?.kind === 'invalid' ? fieldErrorsFromValidation(failure.issues) : failure?.kind === 'refused' ? failure.fieldErrors : NO_FIELD_ERRORS

export const EditAccountDialog = ({ account: opened, onClose }: EditAccountDialogProps) => {
  const backend = useBackend()
  const readToday = useSetAtom(readTodayAtom)
  const { state, dispatch } = useFlow(
    () => startAccountEdit({ account: opened, today: readToday() }),
    transitionAccountEdit,
    editAccountEffects({ backend, onClose }),
  )
  const { account, today, form, links, reloads, refusedSubmits } = state.context
  const loadingContact = links.kind === 'loadingContact'
  const saving = state.step === 'saving'
  const reloading = state.step === 'reloading'
  const failure = toShownAccountEditFailure(state)
  const reloadError = state.step === 'editing' ? state.reloadError : null

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
  const contactId = toEditedAccountContactId(account)
  const canConnect = canConnectEditedAccount(account)
  // Reading: card provider and number belong to credit cards (the provider field names other things elsewhere, e.g. PayPal).
  const showCard = form.type === 'CREDITCARD' || account.creditCardNumber != null

  const update = (change: AccountEditFieldChange) => dispatch({ type: 'fieldChanged', change })
  const fieldErrors = fieldErrorsOf(failure)
  const errorsOf = (field: keyof AccountEditForm) => fieldErrors[field]
  const save = () => dispatch({ type: 'saveSubmitted' })
  const reload = () => dispatch({ type: 'reloadPressed' })
  const openCredentials = () => dispatch({ type: 'changeCredentialsPressed' })
  const cancel = () => dispatch({ type: 'canceled' })

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
      onDismiss={canCancelAccountEdit(state) ? cancel : null}
      // Reading the account again takes the conflict notice and its button away: focus goes to the title.
      {...(reloads === 0 ? {} : { focusTitleOn: reloads })}
    >
      {/* A refused save moves the focus to the first invalid field: the messages stand above Speichern, often out of view. */}
      <SubmitForm id={FORM_ID} onSubmit={save} invalidSubmits={refusedSubmits}>
        {hasFieldErrors && <TextNotice text={T.checkFields} />}
        {failure?.kind === 'refused' && <IssueNotices issues={failure.notices} />}
        {failure?.kind === 'failed' && <ErrorNotice error={failure.error} onRetry={save} focusAfterRetry={dialogTitleOf} />}
        {isAccountEditConflict(state) && (
          <div className="notice">
            <p>{T.reloadReplacesEdits}</p>
            <Button className="button" isDisabled={reloading} onPress={reload}>
              {T.reload}
            </Button>
          </div>
        )}
        {reloading && <StatusLine>{T.reloading}</StatusLine>}
        {reloadError !== null && <ErrorNotice error={reloadError} onRetry={reload} focusAfterRetry={dialogTitleOf} />}

        <TextInputField
          label={T.name}
          value={form.name}
          onChange={(v) => update({ field: 'name', value: v })}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.name}
          errors={errorsOf('name')}
        />
        <TextInputField
          label={T.accountHolder}
          value={form.accountHolder}
          onChange={(v) => update({ field: 'accountHolder', value: v })}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.accountHolder}
          errors={errorsOf('accountHolder')}
        />
        <SelectField
          label={T.usingProfileType}
          value={form.usingProfileType}
          onChange={(v) => update({ field: 'usingProfileType', value: v })}
          options={usageOptions}
          placeholder={T.choose}
          isDisabled={!editable.usageType}
          description={editable.usageType ? undefined : T.usageLocked}
          errors={errorsOf('usingProfileType')}
        />
        <SelectField
          label={T.type}
          value={form.type}
          onChange={(v) => update({ field: 'type', value: v })}
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
            onChange={(v) => update({ field: 'bankName', value: v })}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bankName}
            isDisabled={!editable.bankData}
            errors={errorsOf('bankName')}
          />
          <TextInputField
            label={T.iban}
            value={form.iban}
            onChange={(v) => update({ field: 'iban', value: v })}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.iban}
            isDisabled={!editable.bankData}
            errors={errorsOf('iban')}
          />
          <TextInputField
            label={T.bic}
            value={form.bic}
            onChange={(v) => update({ field: 'bic', value: v })}
            maxLength={ACCOUNT_FIELD_MAX_LENGTHS.bic}
            isDisabled={!editable.bankData}
            errors={errorsOf('bic')}
          />
          {showCard && (
            <>
              <TextInputField
                label={T.provider}
                value={form.provider}
                onChange={(v) => update({ field: 'provider', value: v })}
                maxLength={ACCOUNT_FIELD_MAX_LENGTHS.provider}
                isDisabled={!editable.cardNumber}
                errors={errorsOf('provider')}
              />
              <TextInputField
                label={T.creditCardNumber}
                value={form.creditCardNumber}
                onChange={(v) => update({ field: 'creditCardNumber', value: v })}
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
          onChange={(v) => update({ field: 'openingBalance', value: v })}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.openingBalance}
          description={T.openingBalanceHint}
          errors={errorsOf('openingBalance')}
        />
        <DateInputField
          label={T.openingBalanceDate}
          value={form.openingBalanceDate}
          onChange={(v) => update({ field: 'openingBalanceDate', value: v })}
          errors={errorsOf('openingBalanceDate')}
        />
        <DateInputField
          label={T.initialSyncDate}
          value={form.initialSyncDate}
          onChange={(v) => update({ field: 'initialSyncDate', value: v })}
          description={T.syncRange(syncRange.min === undefined ? undefined : formatLocalDate(syncRange.min), formatLocalDate(syncRange.max))}
          errors={errorsOf('initialSyncDate')}
        />

        <CheckboxGroupField
          label={T.businessCases}
          value={form.allowedBusinessCases}
          onChange={(v) => update({ field: 'allowedBusinessCases', value: v })}
          options={businessCaseOptions}
          description={T.businessCasesHint}
          errors={errorsOf('allowedBusinessCases')}
        />
      </SubmitForm>

      <NeedlessTransactionsSection account={account} today={today} />

      {(contactId !== undefined || canConnect) && (
        <div className="dialog-links">
          {contactId !== undefined && (
            <Button className="link-button" isDisabled={loadingContact} onPress={openCredentials}>
              {T.changeCredentials}
            </Button>
          )}
          {canConnect && (
            <Button className="link-button" onPress={() => dispatch({ type: 'connectPressed' })}>
              {T.connectNow}
            </Button>
          )}
          {loadingContact && <StatusLine>{T.loadingContact}</StatusLine>}
          {links.kind === 'contactFailed' && <ErrorNotice error={links.error} onRetry={openCredentials} focusAfterRetry={dialogTitleOf} />}
        </div>
      )}

      {saving && <StatusLine>{T.saving}</StatusLine>}
      <div className="dialog-actions">
        <Button className="button" isDisabled={saving} onPress={cancel}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button className="button button-primary" type="submit" form={FORM_ID} isDisabled={saving || reloading}>
          {COMMON_TEXTS.save}
        </Button>
      </div>

      {/* Inside this dialog, so closing one gives focus back to the link that opened it. */}
      {links.kind === 'changingCredentials' && (
        <BankCredentialsDialog
          purpose="change"
          items={[{ contact: links.contact, affectedAccounts: [{ financialAccountId: account.financialAccountId, name: account.name }] }]}
          onClose={(result) => dispatch({ type: 'credentialsClosed', saved: result.savedContactIds.length > 0 })}
        />
      )}
      {links.kind === 'connecting' && (
        <AddAccountWizardDialog
          start={toReconnectStart(account)}
          onClose={(reason) => dispatch({ type: 'connectClosed', connected: reason !== 'canceled' })}
        />
      )}
    </ModalDialog>
  )
}
