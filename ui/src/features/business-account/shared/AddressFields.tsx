/**
 * German address fields (hub-and-business-account 3 address, 5 address rules, 9 "country DE"): street, house number
 * where the form asks for it, postal code, city, and the country, which can only be Germany. Each shows the core's
 * issue for it ('address.postalCode' …, with the form's prefix).
 */
import type { ValidationIssue } from '@kontor/core'
import { SelectField } from '../../../shared/components/FormFields.tsx'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'
import { messagesOnField } from './field-issues.ts'
import { WizardTextField } from './WizardFields.tsx'

/** An address as the form holds it: every part as typed. */
export interface AddressDraft {
  readonly line1: string
  readonly line2: string
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

export const EMPTY_ADDRESS_DRAFT: AddressDraft = { line1: '', line2: '', postalCode: '', city: '', country: 'DE' }

export interface AddressFieldsProps {
  readonly legend: string
  readonly value: AddressDraft
  readonly onChange: (next: AddressDraft) => void
  readonly issues: ReadonlyArray<ValidationIssue>
  /** The issues' prefix: 'address' gives 'address.city'. */
  readonly fieldPrefix?: string
  /** Whether the house number has its own field (business and representative forms); else line1 holds both. */
  readonly requireHouseNumber: boolean
  readonly isDisabled?: boolean
}

export const AddressFields = ({ legend, value, onChange, issues, fieldPrefix = 'address', requireHouseNumber, isDisabled = false }: AddressFieldsProps) => {
  const set = (part: keyof AddressDraft) => (text: string) => onChange({ ...value, [part]: text })
  const name = (part: keyof AddressDraft) => `${fieldPrefix}.${part}`
  return (
    <fieldset className="wizard-fieldset address-fields">
      <legend className="wizard-legend">{legend}</legend>
      <div className="wizard-row">
        <WizardTextField
          label={requireHouseNumber ? T.addressStreet : T.addressLine1}
          name={name('line1')}
          limit="addressLine1"
          value={value.line1}
          onChange={set('line1')}
          issues={issues}
          isRequired
          isDisabled={isDisabled}
          autoComplete="address-line1"
        />
        {requireHouseNumber && (
          <WizardTextField
            label={T.addressLine2}
            name={name('line2')}
            limit="addressLine2"
            value={value.line2}
            onChange={set('line2')}
            issues={issues}
            isRequired
            isDisabled={isDisabled}
            autoComplete="address-line2"
          />
        )}
      </div>
      <div className="wizard-row">
        <WizardTextField
          label={T.postalCode}
          name={name('postalCode')}
          limit="postalCode"
          value={value.postalCode}
          onChange={set('postalCode')}
          issues={issues}
          isRequired
          isDisabled={isDisabled}
          autoComplete="postal-code"
        />
        <WizardTextField
          label={T.city}
          name={name('city')}
          limit="city"
          value={value.city}
          onChange={set('city')}
          issues={issues}
          isRequired
          isDisabled={isDisabled}
          autoComplete="address-level2"
        />
      </div>
      <SelectField
        label={T.country}
        value="DE"
        onChange={set('country')}
        options={[{ id: 'DE', label: T.countryGermany }]}
        placeholder={T.countryGermany}
        description={T.countryHint}
        errors={messagesOnField(issues, name('country'))}
        isDisabled={isDisabled}
      />
    </fieldset>
  )
}
