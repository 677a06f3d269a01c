/**
 * The sole trader's activation wizard (hub-and-business-account 2.4 "Sole flow", 4.1): the core's transition
 * (transitionSoleWizard) holds every value entered and decides each step; this renders the step, runs the effects
 * through the onboarding port, and keeps the draft in sessionStorage for a reload (no tax ids there). Back from the
 * terms returns to the start; cancel, FATCA cancel and the end go to the hub.
 */
import {
  messageFor,
  restoreSoleWizard,
  SOLE_WIZARD_STEP_DESCRIPTIONS,
  toInitialSoleWizardState,
  toSoleWizardStepViews,
  transitionSoleWizard,
  type SoleFormsPatch,
  type SoleWizardEffect,
  type SoleWizardEvent,
  type SoleWizardState,
  type SoleWizardStepId,
  type SoleWizardVariant,
} from '@kontor/core'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, type FlowTransition } from '../../shared/useFlow.ts'
import { BUSINESS_ACCOUNT_TEXTS as T } from './business-account-texts.ts'
import { CancelActivationDialog } from './shared/CancelActivationDialog.tsx'
import { FatcaDialog } from './shared/FatcaDialog.tsx'
import { VideoIdentificationDialog } from './shared/VideoIdentificationDialog.tsx'
import { WizardProgress } from './shared/WizardProgress.tsx'
import { WizardStepFrame } from './shared/WizardStepFrame.tsx'
import { forgetSoleDraft, readSoleDraft, writeSoleDraft } from './sole-draft-storage.ts'
import { runSoleWizardEffect } from './sole-wizard.effects.ts'
import { SOLE_TEXTS as S } from './sole-texts.ts'
import { BusinessStep, DeclarationStep, KycDeclarationStep, PersonalStep, TaxStep, TermsStep, type SoleStepProps } from './SoleSteps.tsx'
import { TaxIdDialog } from './TaxIdDialog.tsx'

export interface SoleWizardProps {
  readonly organizationType: string
  /** Back from the first step: the start again. */
  readonly onLeave: () => void
  /** Cancelled or finished: the hub. */
  readonly onLeaveToHub: () => void
  /** The classic flow or the KYC one (2.4), as the bank asks (core toSoleWizardVariant); default classic. */
  readonly variant?: SoleWizardVariant
}

/** The embed's address only when it is one of our own origin (a tampered draft or answer cannot frame another site). */
export const toSameOriginUrl = (url: string | null, origin: string): string | null => {
  if (url === null) return null
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null
  } catch {
    return null
  }
}

/** The wizard after the start: restored from this tab's draft, or the start's answers given to a new one. */
const startSoleWizard = (organizationType: string, variant: SoleWizardVariant): FlowTransition<SoleWizardState, SoleWizardEffect> => {
  const draft = readSoleDraft(sessionStorage)
  if (draft !== null && draft.organizationType === organizationType && draft.variant === variant) {
    const restored = restoreSoleWizard(draft, Date.now())
    if (restored[0].step !== 'start') return restored
  }
  const events: ReadonlyArray<SoleWizardEvent> = [
    { type: 'organizationTypeChosen', organizationType },
    { type: 'fatcaAnswered', answer: false },
    { type: 'startConfirmed' },
  ]
  return [events.reduce((s, e) => transitionSoleWizard(s, e)[0], toInitialSoleWizardState(variant)), []]
}

/** The screen of each step with a form; the KYC variant's (2.4) reuse the classic ones. */
const FORM_STEPS: Partial<Record<SoleWizardStepId, (props: SoleStepProps) => React.JSX.Element>> = {
  terms: TermsStep,
  s1: PersonalStep,
  s2: BusinessStep,
  s3: TaxStep,
  s4: DeclarationStep,
  step0: TermsStep,
  step1: BusinessStep,
  step2: PersonalStep,
  step3: KycDeclarationStep,
}

export default function SoleWizard({ organizationType, variant = 'classic', onLeave, onLeaveToHub }: SoleWizardProps) {
  const backend = useBackend()
  const { state, dispatch } = useFlow(
    () => startSoleWizard(organizationType, variant),
    transitionSoleWizard,
    (fx, runtime) => runSoleWizardEffect(fx, runtime, { backend, leaveToHub: onLeaveToHub, forgetDraft: () => forgetSoleDraft(sessionStorage) }),
  )
  const [taxIdDialog, setTaxIdDialog] = useState<'closed' | 'open' | 'saved'>('closed')
  useEffect(() => {
    if (state.step === 'start') {
      forgetSoleDraft(sessionStorage)
      onLeave()
    } else if (state.step !== 'cancelled' && state.step !== 'finished') writeSoleDraft(sessionStorage, state)
  }, [state, onLeave])
  const step = state.step
  if (step === 'start' || step === 'cancelled' || step === 'finished') return <p role="status" className="status-line">{T.loading}</p>
  const busy = state.pending !== null
  const edit = (values: SoleFormsPatch) => dispatch({ type: 'edited', values })
  const next = () => dispatch({ type: 'continued', nowMs: Date.now() })
  const FormStep = FORM_STEPS[step]
  const isConfirmation = FormStep === undefined
  const views = toSoleWizardStepViews(state)
  const onScreen = views.some((v) => v.active)
  const title = step === 'terms' ? S.termsTitle : SOLE_WIZARD_STEP_DESCRIPTIONS[step]
  const videoUrl = toSameOriginUrl(state.identification?.url ?? null, window.location.origin)
  const identifying = step === 's5' || step === 'step4'
  const nextLabel = step === 's4' || step === 'step3' ? S.openAccount : identifying ? S.startVideoIdent : step === 's6' ? S.orderCard : T.next
  return (
    <>
      <WizardStepFrame
        title={title}
        stepKey={step}
        progress={onScreen ? <WizardProgress steps={views} /> : null}
        onNext={next}
        nextLabel={nextLabel}
        onBack={isConfirmation ? null : () => dispatch({ type: 'wentBack' })}
        onCancel={views.find((v) => v.active)?.canCancelActivation === false ? null : () => dispatch({ type: 'cancelRequested' })}
        busy={busy}
        notice={state.notice === null ? null : <p>{messageFor(state.notice)}</p>}
        invalidSubmits={state.refusedSubmits}
      >
        {FormStep !== undefined && <FormStep forms={state.forms} issues={state.issues} edit={edit} isDisabled={busy} />}
        {identifying && (
          <>
            <p className="wizard-info">{S.accountCreated}</p>
            <p className="wizard-info">{S.videoIdentInfo}</p>
            {state.notice === 'onboarding.identificationPending' && (
              <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'identificationCheckRequested' })}>
                {S.checkIdentification}
              </Button>
            )}
          </>
        )}
        {step === 's6' && (
          <>
            <p className="wizard-info">{S.identified}</p>
            <p className="wizard-info">{S.cardInfo}</p>
            {taxIdDialog === 'saved' ? (
              <p role="status" className="notice notice-success">
                {messageFor('onboarding.taxIdSaved')}
              </p>
            ) : (
              state.forms.tax.taxNumber === '' && (
                <div className="notice notice-info">
                  <p>{S.taxIdLater}</p>
                  <Button className="button" onPress={() => setTaxIdDialog('open')}>
                    {S.taxIdOpen}
                  </Button>
                </div>
              )
            )}
          </>
        )}
      </WizardStepFrame>
      {state.dialog === 'fatca' && (
        <FatcaDialog onResume={() => dispatch({ type: 'fatcaDialogResumed' })} onCancel={() => dispatch({ type: 'fatcaDialogCancelled' })} />
      )}
      {state.dialog === 'cancel' && (
        <CancelActivationDialog onResume={() => dispatch({ type: 'cancelDialogResumed' })} onConfirm={() => dispatch({ type: 'cancelDialogConfirmed' })} />
      )}
      {state.dialog === 'video' && videoUrl !== null && (
        <VideoIdentificationDialog url={videoUrl} onResult={(result) => dispatch({ type: 'videoIdentificationClosed', result })} />
      )}
      {taxIdDialog === 'open' && <TaxIdDialog onResult={(result) => setTaxIdDialog(result === 'CLOSE_SUCCESS' ? 'saved' : 'closed')} />}
    </>
  )
}
