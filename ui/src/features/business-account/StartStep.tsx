/**
 * The start (hub-and-business-account 2.4 "Start states", 4.1): the organisation type (from the organisation-type
 * call, with core's German names) and the US tax question. "Yes" opens the FATCA dialog; start stays disabled until
 * a type is chosen and the question answered "no". A GmbH or UG goes on in the GmbH wizard, every other type in the
 * sole trader wizard (the page decides).
 */
import {
  describeBackendError,
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type OrganizationType,
} from '@kontor/core'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { RadioGroupField, SelectField } from '../../shared/components/FormFields.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { readOrganizationTypes } from './business-account.effects.ts'
import { BUSINESS_ACCOUNT_TEXTS as T } from './business-account-texts.ts'
import { FatcaDialog } from './shared/FatcaDialog.tsx'
import { WizardStepFrame } from './shared/WizardStepFrame.tsx'

const isKnownType = (type: string): type is OrganizationType => (ORGANIZATION_TYPES as ReadonlyArray<string>).includes(type)

export interface StartStepProps {
  /** The type chosen before (back from the first step); its US tax answer is asked again (4.1). */
  readonly initialType: string | null
  readonly onStart: (organizationType: string) => void
  /** The FATCA dialog's cancel: the person is reset and the user goes to the hub. */
  readonly onFatcaCancel: () => void
}

export const StartStep = ({ initialType, onStart, onFatcaCancel }: StartStepProps) => {
  const backend = useBackend()
  const { state: load, retry } = useRead(readOrganizationTypes(backend), null)
  const [chosen, setType] = useState<string | null>(initialType)
  const [fatca, setFatca] = useState<'yes' | 'no' | null>(null)
  if (load.status === 'loading') return <p role="status" className="status-line">{T.loading}</p>
  if (load.status === 'failed')
    return (
      <div role="alert" className="notice notice-error">
        <p>
          {T.organizationTypesFailed} {describeBackendError(load.error).text}
        </p>
        <Button className="button" onPress={retry}>
          {T.retry}
        </Button>
      </div>
    )
  // Until the user chooses, the type chosen before: back from the first step, else the one the server kept.
  const type = chosen ?? load.value.selectedOrganizationType ?? null
  const options = load.value.organizationTypeList.map((id) => ({ id, label: isKnownType(id) ? ORGANIZATION_TYPE_LABELS[id] : id }))
  const canStart = type !== null && fatca === 'no'
  return (
    <>
      <WizardStepFrame title={T.startTitle} stepKey="start" onNext={() => (canStart ? onStart(type) : undefined)} nextLabel={T.start} nextDisabled={!canStart}>
        <p>{T.startIntro}</p>
        <SelectField label={T.organizationType} value={type} onChange={setType} options={options} placeholder={T.organizationTypePlaceholder} />
        <RadioGroupField
          label={T.usTaxQuestion}
          name="fatcaRelevant"
          value={(fatca ?? '') as 'yes' | 'no'}
          onChange={(answer: 'yes' | 'no') => setFatca(answer)}
          options={[
            { id: 'no', label: T.usTaxNo },
            { id: 'yes', label: T.usTaxYes },
          ]}
        />
      </WizardStepFrame>
      {fatca === 'yes' && <FatcaDialog onResume={() => setFatca(null)} onCancel={onFatcaCancel} />}
    </>
  )
}
