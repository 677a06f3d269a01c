/**
 * The sole trader wizard's screens (hub-and-business-account 2.4 "Sole flow", 3 Person, 5): each shows the fields
 * of its forms with the core's issue on each field, and reports every change at once (the wizard's state keeps it,
 * so nothing is lost going back and forth or on a reload). Dates are entered and shown in German order.
 */
import {
  formatLocalDate,
  isSoleVatIdNeeded,
  MARITAL_STATUSES,
  parseLocalDate,
  type LocalDate,
  type SoleFormsPatch,
  type SoleWizardForms,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { CheckboxField, RadioGroupField, SelectField } from '../../shared/components/FormFields.tsx'
import { IndustrySearch } from './IndustrySearch.tsx'
import { AddressFields } from './shared/AddressFields.tsx'
import { messagesOnField } from './shared/field-issues.ts'
import { WizardDateField, WizardTextField } from './shared/WizardFields.tsx'
import { SOLE_TEXTS as S } from './sole-texts.ts'

export interface SoleStepProps {
  readonly forms: SoleWizardForms
  readonly issues: ReadonlyArray<ValidationIssue>
  readonly edit: (patch: SoleFormsPatch) => void
  /** A call runs: the form is being sent. */
  readonly isDisabled: boolean
}

const localDateOf = (iso: string): LocalDate | null => {
  const parsed = parseLocalDate(iso)
  return E.isRight(parsed) ? parsed.right : null
}

export const TermsStep = ({ forms, issues, edit, isDisabled }: SoleStepProps) => {
  const box = (field: keyof SoleWizardForms['terms'], label: string) => (
    <CheckboxField
      label={label}
      isSelected={forms.terms[field]}
      onChange={(checked) => edit({ terms: { [field]: checked } })}
      errors={messagesOnField(issues, field)}
      isDisabled={isDisabled}
    />
  )
  return (
    <>
      <p>{S.termsIntro}</p>
      <div className="wizard-checks">
        {box('accountOpeningAccepted', S.accountOpeningAccepted)}
        {box('taxInformationAccepted', S.taxInformationAccepted)}
        {box('termsConditionsSigned', S.termsConditionsSigned)}
        {box('lxoAgbAccepted', S.lxoAgbAccepted)}
      </div>
    </>
  )
}

export const PersonalStep = ({ forms, issues, edit, isDisabled }: SoleStepProps) => {
  const p = forms.personal
  const text = (field: 'title' | 'firstName' | 'lastName' | 'email' | 'mobileNumber', label: string, autoComplete: string, description?: string) => (
    <WizardTextField
      label={label}
      name={field}
      limit={field}
      value={p[field]}
      onChange={(value) => edit({ personal: { [field]: value } })}
      issues={issues}
      isRequired={field !== 'title'}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      {...(description === undefined ? {} : { description })}
    />
  )
  return (
    <>
      <RadioGroupField
        label={S.salutation}
        name="salutation"
        value={p.salutation as 'MS' | 'MR'}
        onChange={(salutation) => edit({ personal: { salutation } })}
        options={[
          { id: 'MS', label: S.salutationMs },
          { id: 'MR', label: S.salutationMr },
        ]}
        errors={messagesOnField(issues, 'salutation')}
        isDisabled={isDisabled}
      />
      <div className="wizard-row">
        {text('title', S.title, 'honorific-prefix')}
        {text('firstName', S.firstName, 'given-name')}
        {text('lastName', S.lastName, 'family-name')}
      </div>
      <div className="wizard-row">
        {text('email', S.email, 'email')}
        {text('mobileNumber', S.mobileNumber, 'tel-national', S.mobileNumberHint)}
      </div>
      <div className="wizard-row">
        <WizardDateField
          label={S.birthDate}
          name="birthDate"
          value={localDateOf(p.birthDate)}
          onChange={(date) => edit({ personal: { birthDate: date ?? '' } })}
          issues={issues}
          description={S.birthDateHint}
          isDisabled={isDisabled}
        />
        <SelectField
          label={S.maritalStatus}
          value={p.maritalStatus === '' ? null : (p.maritalStatus as (typeof MARITAL_STATUSES)[number])}
          onChange={(maritalStatus) => edit({ personal: { maritalStatus } })}
          options={MARITAL_STATUSES.map((id) => ({ id, label: S.maritalStatuses[id] }))}
          placeholder={S.maritalStatusPlaceholder}
          errors={messagesOnField(issues, 'maritalStatus')}
          isDisabled={isDisabled}
        />
      </div>
      <AddressFields
        legend={S.privateAddress}
        value={p.address}
        onChange={(address) => edit({ personal: { address } })}
        issues={issues}
        requireHouseNumber={false}
        isDisabled={isDisabled}
      />
    </>
  )
}

export const BusinessStep = ({ forms, issues, edit, isDisabled }: SoleStepProps) => {
  const b = forms.business
  return (
    <>
      <WizardTextField
        label={S.expectedMonthlyRevenue}
        name="expectedMonthlyRevenueEuro"
        limit="expectedMonthlyRevenueEuro"
        value={b.expectedMonthlyRevenueEuro}
        onChange={(value) => edit({ business: { expectedMonthlyRevenueEuro: value } })}
        issues={issues}
        description={S.expectedMonthlyRevenueHint}
        inputMode="decimal"
        isRequired
        isDisabled={isDisabled}
      />
      <IndustrySearch chosen={b.branch} onChoose={(branch) => edit({ business: { branch } })} issues={issues} isDisabled={isDisabled} />
      <WizardTextField
        label={S.businessPurpose}
        name="businessPurpose"
        limit="businessPurpose"
        value={b.businessPurpose}
        onChange={(value) => edit({ business: { businessPurpose: value } })}
        issues={issues}
        isRequired
        isDisabled={isDisabled}
      />
      <div className="wizard-row">
        <WizardTextField
          label={S.businessTradingName}
          name="businessTradingName"
          limit="businessTradingName"
          value={b.businessTradingName}
          onChange={(value) => edit({ business: { businessTradingName: value } })}
          issues={issues}
          isDisabled={isDisabled}
          autoComplete="organization"
        />
        <WizardTextField
          label={S.websiteSocialMedia}
          name="websiteSocialMedia"
          limit="websiteSocialMedia"
          value={b.websiteSocialMedia}
          onChange={(value) => edit({ business: { websiteSocialMedia: value } })}
          issues={issues}
          isDisabled={isDisabled}
          autoComplete="url"
        />
      </div>
    </>
  )
}

export const TaxStep = ({ forms, issues, edit, isDisabled }: SoleStepProps) => {
  const t = forms.tax
  return (
    <>
      <WizardTextField
        label={S.taxNumber}
        name="taxNumber"
        limit="taxNumber"
        value={t.taxNumber}
        onChange={(value) => edit({ tax: { taxNumber: value } })}
        issues={issues}
        description={S.taxNumberHint}
        isDisabled={isDisabled}
      />
      {isSoleVatIdNeeded(forms.business) && <p className="notice notice-info">{S.vatNeeded}</p>}
      {!t.hasNoVatRegistrationId && (
        <WizardTextField
          label={S.vatRegistrationId}
          name="vatRegistrationId"
          limit="vatRegistrationId"
          value={t.vatRegistrationId}
          onChange={(value) => edit({ tax: { vatRegistrationId: value } })}
          issues={issues}
          description={S.vatRegistrationIdHint}
          isDisabled={isDisabled}
        />
      )}
      <CheckboxField
        label={S.hasNoVatRegistrationId}
        isSelected={t.hasNoVatRegistrationId}
        onChange={(checked) => edit({ tax: { hasNoVatRegistrationId: checked } })}
        isDisabled={isDisabled}
      />
    </>
  )
}

export const DeclarationStep = ({ forms, issues, edit, isDisabled }: SoleStepProps) => {
  const p = forms.personal
  const b = forms.business
  const birthDate = localDateOf(p.birthDate)
  const rows: ReadonlyArray<readonly [string, string]> = [
    [S.summaryName, `${p.title} ${p.firstName} ${p.lastName}`.trim()],
    [S.summaryEmail, p.email],
    [S.summaryMobile, p.mobileNumber],
    [S.summaryBirthDate, birthDate === null ? S.summaryNone : formatLocalDate(birthDate)],
    [S.summaryAddress, `${p.address.line1}, ${p.address.postalCode} ${p.address.city}`],
    [S.summaryBranch, b.branch?.name ?? S.summaryNone],
    [S.summaryRevenue, b.expectedMonthlyRevenueEuro === '' ? S.summaryNone : `${b.expectedMonthlyRevenueEuro} €`],
    [S.summaryTaxNumber, forms.tax.taxNumber === '' ? S.summaryNone : forms.tax.taxNumber],
  ]
  return (
    <>
      <p>{S.declarationIntro}</p>
      <section aria-label={S.summary}>
        <dl className="wizard-summary">
          {rows.map(([term, value]) => (
            <div key={term} className="wizard-summary-row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CheckboxField
        label={S.ownEconomicInterestSigned}
        isSelected={forms.declaration.ownEconomicInterestSigned}
        onChange={(checked) => edit({ declaration: { ownEconomicInterestSigned: checked } })}
        errors={messagesOnField([...issues], 'ownEconomicInterestSigned')}
        isDisabled={isDisabled}
      />
      {messagesOnField(issues, 'accountOpeningAccepted').length > 0 && <p className="field-error">{messagesOnField(issues, 'accountOpeningAccepted')[0]}</p>}
    </>
  )
}

/** The KYC flow's declaration (step3): the tax data and the declaration on one screen. */
export const KycDeclarationStep = (props: SoleStepProps) => (
  <>
    <TaxStep {...props} />
    <DeclarationStep {...props} />
  </>
)
