/**
 * The GmbH wizard's nine screens (hub-and-business-account 2.4 step titles, 3 fields, 5 rules, 8 messages): each
 * shows the wizard state's form, sends every change as 'edited' and "Weiter" as 'continued'; the core checks and
 * the issues appear on their fields. Text from the register or the server is rendered as text only.
 */
import {
  BUSINESS_INDUSTRIES,
  BUSINESS_INDUSTRY_LABELS,
  DATE_INPUT_MAX_LENGTH_CHARS,
  formatIban,
  GMBH_WIZARD_STEP_DESCRIPTIONS,
  messageFor,
  NATIONALITIES,
  NATIONALITY_LABELS,
  toDecisiveIdentification,
  toGmbhWizardStepViews,
  type GmbhWizardEvent,
  type GmbhWizardState,
  type GmbhWizardStepId,
  type RepresentativeForm,
  type ValidationIssue,
} from '@kontor/core'
import { useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { CheckboxField, RadioGroupField, SelectField } from '../../../shared/components/FormFields.tsx'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'
import { AddressFields } from '../shared/AddressFields.tsx'
import { CancelActivationDialog } from '../shared/CancelActivationDialog.tsx'
import { FatcaDialog } from '../shared/FatcaDialog.tsx'
import { messagesOnField } from '../shared/field-issues.ts'
import { VideoIdentificationDialog } from '../shared/VideoIdentificationDialog.tsx'
import { WizardProgress } from '../shared/WizardProgress.tsx'
import { WizardStepFrame } from '../shared/WizardStepFrame.tsx'
import { WizardTextField } from '../shared/WizardFields.tsx'
import { GMBH_TEXTS as G } from './gmbh-texts.ts'

type Dispatch = (event: GmbhWizardEvent) => void

interface StepProps {
  readonly state: GmbhWizardState
  readonly dispatch: Dispatch
  /** Counts the submits the core refused, so each moves the focus to the first invalid field. */
  readonly invalidSubmits: number
}

/** The US tax question of s3 and s5 (4.1 "FATCA"): "yes" opens the FATCA dialog. */
const UsTaxQuestion = ({ label, answer, issues, dispatch }: { label: string; answer: boolean | null; issues: ReadonlyArray<ValidationIssue>; dispatch: Dispatch }) => (
  <RadioGroupField
    label={label}
    name="fatcaRelevant"
    value={(answer === null ? '' : answer ? 'yes' : 'no') as 'yes' | 'no'}
    onChange={(v: 'yes' | 'no') => dispatch({ type: 'fatcaAnswered', answer: v === 'yes' })}
    options={[
      { id: 'no', label: G.no },
      { id: 'yes', label: G.yes },
    ]}
    errors={messagesOnField(issues, 'fatcaRelevant')}
  />
)

/** The frame every step shares: progress "Schritt n von 9", title, notice, back / next / cancel. */
const Frame = ({
  state,
  dispatch,
  invalidSubmits,
  step,
  children,
  onNext,
  nextLabel,
  hideBack = false,
}: StepProps & { step: GmbhWizardStepId; children: ReactNode; onNext?: () => void; nextLabel?: string; hideBack?: boolean }) => (
  <WizardStepFrame
    title={GMBH_WIZARD_STEP_DESCRIPTIONS[step]}
    stepKey={step}
    progress={<WizardProgress steps={toGmbhWizardStepViews(state)} />}
    onNext={onNext ?? (() => dispatch({ type: 'continued' }))}
    {...(nextLabel === undefined ? {} : { nextLabel })}
    onBack={hideBack ? null : () => dispatch({ type: 'wentBack' })}
    onCancel={() => dispatch({ type: 'cancelRequested' })}
    busy={state.pending !== null}
    notice={state.notice === null ? null : messageFor(state.notice)}
    invalidSubmits={invalidSubmits}
  >
    {children}
  </WizardStepFrame>
)

const CompanySearchStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const f = state.forms.search
  const set = (patch: Partial<typeof f>) => dispatch({ type: 'edited', form: { step: 's1', values: { ...f, ...patch } } })
  const byNumber = f.companyName.trim() === '' && f.registrationNumber.trim() !== ''
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s1" onNext={() => dispatch({ type: 'registerSearched', by: byNumber ? 'number' : 'name' })} nextLabel={G.search}>
      <p>{G.searchIntro}</p>
      <WizardTextField
        label={G.companyName}
        name="companyName"
        limit="companyName"
        value={f.companyName}
        onChange={(companyName) => set({ companyName })}
        issues={state.issues}
        description={G.companyNameHint}
        autoComplete="organization"
      />
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{G.byNumberLegend}</legend>
        <div className="wizard-row">
          <WizardTextField
            label={G.registrationNumber}
            name="registrationNumber"
            limit="registrationNumber"
            value={f.registrationNumber}
            onChange={(registrationNumber) => set({ registrationNumber })}
            issues={state.issues}
            description={G.registrationNumberHint}
          />
          <WizardTextField
            label={G.registrationIssuer}
            name="registrationIssuer"
            limit="registrationIssuer"
            value={f.registrationIssuer}
            onChange={(registrationIssuer) => set({ registrationIssuer })}
            issues={state.issues}
            description={G.registrationIssuerHint}
          />
        </div>
        <Button className="button" isDisabled={state.pending !== null} onPress={() => dispatch({ type: 'registerSearched', by: 'number' })}>
          {G.searchByNumber}
        </Button>
      </fieldset>
      {state.searchResults !== null && state.searchResults.length > 0 && (
        <section aria-label={G.resultsLabel}>
          <h3 className="wizard-legend">{G.resultsLabel}</h3>
          <ul className="register-hits">
            {state.searchResults.map((r, index) => (
              <li key={`${r.registrationNumber ?? ''}-${r.registrationIssuer ?? ''}-${index}`} className="register-hit">
                <span>
                  <strong>{r.name}</strong>
                  <br />
                  {[r.registrationNumber, r.registrationIssuer, r.address?.city].filter(Boolean).join(', ')}
                </span>
                <Button
                  className="button button-primary"
                  aria-label={G.chooseNamed(r.name ?? '')}
                  isDisabled={state.pending !== null}
                  onPress={() => dispatch({ type: 'commercialRegistrationChosen', index })}
                >
                  {G.choose}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Frame>
  )
}

const BusinessDataStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const f = state.forms.business
  const set = (patch: Partial<typeof f>) => dispatch({ type: 'edited', form: { step: 's2', values: { ...f, ...patch } } })
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s2">
      <WizardTextField label={G.name} name="name" limit="companyName" value={f.name} onChange={(name) => set({ name })} issues={state.issues} isRequired />
      <p className="wizard-fact">
        {G.legalForm}: {G.legalForms[f.legalForm] ?? f.legalForm}
      </p>
      <div className="wizard-row">
        <WizardTextField
          label={G.registrationNumber}
          name="registrationNumber"
          limit="registrationNumber"
          value={f.registrationNumber}
          onChange={(registrationNumber) => set({ registrationNumber })}
          issues={state.issues}
          isRequired
        />
        <WizardTextField
          label={G.registrationIssuer}
          name="registrationIssuer"
          limit="registrationIssuer"
          value={f.registrationIssuer}
          onChange={(registrationIssuer) => set({ registrationIssuer })}
          issues={state.issues}
          isRequired
        />
      </div>
      <WizardTextField label={G.foundationDate} name="foundationDate" limit={DATE_INPUT_MAX_LENGTH_CHARS} value={f.foundationDate} onChange={(foundationDate) => set({ foundationDate })} issues={state.issues} description={G.dateHint} isRequired />
      <SelectField
        label={G.industry}
        value={(BUSINESS_INDUSTRIES as ReadonlyArray<string>).includes(f.industry) ? f.industry : null}
        onChange={(industry: string) => set({ industry })}
        options={BUSINESS_INDUSTRIES.map((id) => ({ id, label: BUSINESS_INDUSTRY_LABELS[id] }))}
        placeholder={G.industryPlaceholder}
        errors={messagesOnField(state.issues, 'industry')}
      />
      <WizardTextField
        label={G.businessPurpose}
        name="businessPurpose"
        limit="businessPurpose"
        value={f.businessPurpose}
        onChange={(businessPurpose) => set({ businessPurpose })}
        issues={state.issues}
        description={G.businessPurposeHint}
        isRequired
      />
    </Frame>
  )
}

const TaxStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const f = state.forms.tax
  const set = (patch: Partial<typeof f>) => dispatch({ type: 'edited', form: { step: 's3', values: { ...f, ...patch } } })
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s3">
      <WizardTextField
        label={G.taxIdentificationNumber}
        name="taxIdentificationNumber"
        limit="taxNumber"
        value={f.taxIdentificationNumber}
        onChange={(taxIdentificationNumber) => set({ taxIdentificationNumber })}
        issues={state.issues}
        description={G.taxIdentificationNumberHint}
        isRequired
      />
      <WizardTextField
        label={G.vatNumber}
        name="vatNumber"
        limit="vatRegistrationId"
        value={f.vatNumber}
        onChange={(vatNumber) => set({ vatNumber })}
        issues={state.issues}
        description={G.vatNumberHint}
      />
      <UsTaxQuestion label={G.companyUsTax} answer={state.fatcaAnswers.tax} issues={state.issues} dispatch={dispatch} />
    </Frame>
  )
}

const AddressStep = ({ state, dispatch, invalidSubmits }: StepProps) => (
  <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s4">
    <AddressFields
      legend={G.companyAddress}
      value={state.forms.address}
      onChange={(address) => dispatch({ type: 'edited', form: { step: 's4', values: address } })}
      issues={state.issues}
      requireHouseNumber
    />
  </Frame>
)

const representativeName = (r: { readonly firstName?: string | null; readonly lastName?: string | null }): string =>
  [r.firstName, r.lastName].filter((part) => (part ?? '') !== '').join(' ')

const RepresentativeStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const f = state.forms.representative
  const set = (patch: Partial<RepresentativeForm>) => dispatch({ type: 'edited', form: { step: 's5', values: { ...f, ...patch } } })
  const registry = state.target.registryIndex === null ? undefined : state.registryRepresentatives[state.target.registryIndex]
  const check = (key: 'ownEconomicInterestSigned' | 'requiredSharesSigned' | 'accountOpeningAccepted' | 'taxInformationAccepted' | 'termsConditionsSigned', label: string) => (
    <CheckboxField label={label} isSelected={f[key]} onChange={(v) => set({ [key]: v })} errors={messagesOnField(state.issues, key)} />
  )
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s5">
      {registry !== undefined && <p className="wizard-fact">{G.representativeFor(representativeName(registry))}</p>}
      {registry !== undefined && (registry.firstName ?? '') === '' && <p>{G.representativeByHand}</p>}
      <RadioGroupField
        label={G.salutation}
        name="salutation"
        value={f.salutation as 'MR' | 'MS'}
        onChange={(salutation: 'MR' | 'MS') => set({ salutation })}
        options={[
          { id: 'MS', label: G.salutations.MS ?? 'Frau' },
          { id: 'MR', label: G.salutations.MR ?? 'Herr' },
        ]}
        errors={messagesOnField(state.issues, 'salutation')}
      />
      <div className="wizard-row">
        <WizardTextField label={G.title} name="title" limit="title" value={f.title} onChange={(title) => set({ title })} issues={state.issues} autoComplete="honorific-prefix" />
        <WizardTextField label={G.firstName} name="firstName" limit="firstName" value={f.firstName} onChange={(firstName) => set({ firstName })} issues={state.issues} isRequired autoComplete="given-name" />
        <WizardTextField label={G.lastName} name="lastName" limit="lastName" value={f.lastName} onChange={(lastName) => set({ lastName })} issues={state.issues} isRequired autoComplete="family-name" />
      </div>
      <div className="wizard-row">
        <WizardTextField label={G.email} name="email" limit="email" value={f.email} onChange={(email) => set({ email })} issues={state.issues} isRequired autoComplete="email" />
        <WizardTextField label={G.birthDate} name="birthDate" limit={DATE_INPUT_MAX_LENGTH_CHARS} value={f.birthDate} onChange={(birthDate) => set({ birthDate })} issues={state.issues} description={G.dateHint} isRequired autoComplete="bday" />
      </div>
      <div className="wizard-row">
        <WizardTextField
          label={G.personTaxId}
          name="taxIdentificationNumber"
          limit="taxNumber"
          value={f.taxIdentificationNumber}
          onChange={(taxIdentificationNumber) => set({ taxIdentificationNumber })}
          issues={state.issues}
          description={G.personTaxIdHint}
          isRequired
          inputMode="decimal"
        />
        <SelectField
          label={G.nationality}
          value={(NATIONALITIES as ReadonlyArray<string>).includes(f.nationality) ? f.nationality : null}
          onChange={(nationality: string) => set({ nationality })}
          options={NATIONALITIES.map((id) => ({ id, label: NATIONALITY_LABELS[id] }))}
          placeholder={G.nationalityPlaceholder}
          errors={messagesOnField(state.issues, 'nationality')}
        />
      </div>
      <AddressFields legend={G.privateAddress} value={f.address} onChange={(address) => set({ address })} issues={state.issues} requireHouseNumber />
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{G.sharesLegend}</legend>
        {check('requiredSharesSigned', G.requiredShares)}
        <WizardTextField
          label={G.votingShare}
          name="votingShare"
          limit="votingShare"
          value={f.votingShare}
          onChange={(votingShare) => set({ votingShare })}
          issues={state.issues}
          description={G.votingShareHint}
          inputMode="decimal"
        />
      </fieldset>
      <UsTaxQuestion label={G.personUsTax} answer={state.fatcaAnswers.representative} issues={state.issues} dispatch={dispatch} />
      <fieldset className="wizard-fieldset wizard-checks">
        <legend className="wizard-legend">{G.declarationsLegend}</legend>
        {check('ownEconomicInterestSigned', G.ownEconomicInterest)}
        {check('accountOpeningAccepted', G.accountOpening)}
        {check('taxInformationAccepted', G.taxInformation)}
        {check('termsConditionsSigned', G.termsConditions)}
      </fieldset>
    </Frame>
  )
}

const RepresentativeListStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const pending = state.registryRepresentatives.some((r) => !r.processed)
  const owners = state.representatives.filter((r) => r.form.requiredSharesSigned && r.form.votingShare.trim() !== '')
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s6" nextLabel={pending ? G.nextRepresentative : T.next}>
      <section aria-labelledby="gmbh-representatives">
        <h3 id="gmbh-representatives" className="wizard-legend">
          {G.representativesLegend}
        </h3>
        <ul className="wizard-list">
          {state.representatives.map((r) => (
            <li key={r.personId}>{representativeName(r.form)}</li>
          ))}
        </ul>
      </section>
      {state.registryRepresentatives.length > 0 && (
        <section aria-labelledby="gmbh-registry">
          <h3 id="gmbh-registry" className="wizard-legend">
            {G.registryLegend}
          </h3>
          <ul className="wizard-list">
            {state.registryRepresentatives.map((r, i) => (
              <li key={i} data-processed={r.processed}>
                {representativeName(r) || G.unnamed}: <strong>{r.processed ? G.processed : G.notProcessed}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="gmbh-owners">
        <h3 id="gmbh-owners" className="wizard-legend">
          {G.ownersLegend}
        </h3>
        {owners.length === 0 ? (
          <p>{G.noOwners}</p>
        ) : (
          <ul className="wizard-list">
            {owners.map((r) => (
              <li key={r.personId}>
                {representativeName(r.form)}: {G.share(r.form.votingShare.trim())}
              </li>
            ))}
          </ul>
        )}
      </section>
      {messagesOnField(state.issues, 'legalRepresentatives').map((m) => (
        <p key={m} role="alert" className="field-error">
          {m}
        </p>
      ))}
    </Frame>
  )
}

const MobileStep = ({ state, dispatch, invalidSubmits }: StepProps) => (
  <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s7">
    <p>{G.mobileIntro}</p>
    <WizardTextField
      label={G.mobileNumber}
      name="mobileNumber"
      limit="mobileNumber"
      value={state.forms.mobile.mobileNumber}
      onChange={(mobileNumber) => dispatch({ type: 'edited', form: { step: 's7', values: { mobileNumber } } })}
      issues={state.issues}
      description={G.mobileNumberHint}
      isRequired
      autoComplete="tel-national"
    />
  </Frame>
)

const IdentificationStep = ({ state, dispatch, invalidSubmits }: StepProps) => {
  const [open, setOpen] = useState(false)
  const [closedWithoutResult, setClosedWithoutResult] = useState(false)
  const identification = toDecisiveIdentification(state)
  return (
    <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s8" nextLabel={G.identCheck} hideBack>
      <p>{G.identIntro}</p>
      {closedWithoutResult && <p role="status">{G.identCancelled}</p>}
      <Button className="button button-primary" isDisabled={state.pending !== null || identification?.url == null} onPress={() => setOpen(true)}>
        {G.identStart}
      </Button>
      {open && identification?.url != null && (
        <VideoIdentificationDialog
          url={identification.url}
          onResult={(result) => {
            setOpen(false)
            setClosedWithoutResult(result === 'CLOSE_CANCEL')
            dispatch({ type: 'videoIdentificationClosed', result })
          }}
        />
      )}
    </Frame>
  )
}

const CardStep = ({ state, dispatch, invalidSubmits }: StepProps) => (
  <Frame state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} step="s9" nextLabel={G.orderCard} hideBack>
    <p>{G.cardIntro}</p>
    {state.account?.iban != null && (
      <p className="wizard-fact">
        {G.iban}: {formatIban(state.account.iban)}
      </p>
    )}
  </Frame>
)

const SCREENS: Readonly<Record<GmbhWizardStepId, (p: StepProps) => ReactNode>> = {
  s1: CompanySearchStep,
  s2: BusinessDataStep,
  s3: TaxStep,
  s4: AddressStep,
  s5: RepresentativeStep,
  s6: RepresentativeListStep,
  s7: MobileStep,
  s8: IdentificationStep,
  s9: CardStep,
}

export const GmbhSteps = ({ state, dispatch }: Omit<StepProps, 'invalidSubmits'>) => {
  // Each refused 'continued' stores a new issue list: count them, so the focus moves to the first invalid field.
  // (State adjusted while rendering, as React advises for values derived from a prop's changes.)
  const [seenIssues, setSeenIssues] = useState(state.issues)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  if (seenIssues !== state.issues) {
    setSeenIssues(state.issues)
    if (state.issues.length > 0) setInvalidSubmits((n) => n + 1)
  }
  if (state.step === 'finished' || state.step === 'cancelled') return <p role="status" className="status-line">{T.loading}</p>
  const Screen = SCREENS[state.step]
  return (
    <>
      <Screen state={state} dispatch={dispatch} invalidSubmits={invalidSubmits} />
      {state.dialog === 'fatca' && (
        <FatcaDialog onResume={() => dispatch({ type: 'fatcaDialogResumed' })} onCancel={() => dispatch({ type: 'fatcaDialogCancelled' })} />
      )}
      {state.dialog === 'cancel' && (
        <CancelActivationDialog onResume={() => dispatch({ type: 'cancelDialogResumed' })} onConfirm={() => dispatch({ type: 'cancelDialogConfirmed' })} />
      )}
    </>
  )
}
