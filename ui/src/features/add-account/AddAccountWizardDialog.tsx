/**
 * The add-account wizard dialog (spec: accounts-and-transfers 2.3 steps s10–s60, 4.1 transitions, 5.1, 6, 8, 9). The
 * core wizard (add-account-wizard.ts) decides every step; this dialog shows the step, reports what the user did as
 * events and runs the effects (add-account.effects.ts). It is mounted only while open; unmounting aborts every call
 * and delay it started. Focus moves to each step's first field, and a status line announces the step or its progress.
 */
import {
  canGoBackInAddAccountWizard,
  startAddAccountWizard,
  transitionAddAccountWizard,
  type AddAccountWizardCloseReason,
  type AddAccountWizardEffect,
  type AddAccountWizardEvent,
  type AddAccountWizardStart,
  type AddAccountWizardState,
  type AddAccountWizardStep,
  type AddAccountWizardTransition,
  type BackendError,
  type EncodedPin,
} from '@kontor/core'
import { useEffect, useRef, useState, type JSX } from 'react'
import { Button } from 'react-aria-components'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, type FlowRuntime } from '../../shared/useFlow.ts'
import { runAddAccountWizardEffect } from './add-account.effects.ts'
import { WIZARD_TEXTS, WIZARD_TITLES } from './add-account-texts.ts'
import { AccountSelectionStep, type PinRequest } from './AccountSelectionStep.tsx'
import { BankSearchStep } from './BankSearchStep.tsx'
import { BankLoginStep, ContactCredentialsStep } from './LoginSteps.tsx'
import { ManualAccountStep } from './ManualAccountStep.tsx'
import { StartStep } from './StartStep.tsx'
import { AccountSetupStep, MigrationSuccessStep, PartnerStep, PaypalFinishStep, PaypalIntroStep } from './SimpleSteps.tsx'
import type { WizardNavigation } from './WizardActions.tsx'

export interface AddAccountWizardDialogProps {
  readonly start: AddAccountWizardStart
  /** `financialAccountIds`: the accounts the wizard added or connected, as its close effect names them. */
  readonly onClose: (reason: AddAccountWizardCloseReason, financialAccountIds: ReadonlyArray<string>) => void
  /**
   * Events applied to the start at once, before anything shows: a return route resumes the wizard where the user left
   * it (after a bank's redirect login: newBankChosen, bankChosen, onlineBankingChosen, credentialsSaved → s40).
   */
  readonly resume?: ReadonlyArray<AddAccountWizardEvent>
  /**
   * Opens the CSV import for an account just created without a connection (s32 "save and open the CSV import"). The
   * import dialog is not part of the wizard; without this handler s32 offers plain saving only.
   */
  readonly onOpenCsvImport?: (financialAccountId: string) => void
  /** Leaves the app for the payment service; window.location.assign unless given (tests pass a spy). */
  readonly navigateTo?: (url: string) => void
}

const assignLocation = (url: string) => window.location.assign(url)

/** The start, with the resume events folded in; their effects run in order once the dialog has mounted. */
const startWith = (start: AddAccountWizardStart, resume: ReadonlyArray<AddAccountWizardEvent>): AddAccountWizardTransition =>
  resume.reduce<AddAccountWizardTransition>(([state, effects], event) => {
    const [next, more] = transitionAddAccountWizard(state, event)
    return [next, [...effects, ...more]]
  }, startAddAccountWizard(start))

/** What the status line says: the progress of a running step, else the step's name (read out, not shown). */
const progressOf = (state: AddAccountWizardState): string | null => {
  switch (state.step) {
    case 's21':
      return state.redirecting ? WIZARD_TEXTS.paypalRedirecting : null
    case 's32':
      return state.saving !== null ? WIZARD_TEXTS.manualSaving : null
    case 's40':
      return state.load.status === 'loading' ? WIZARD_TEXTS.accountsLoading : null
    case 's50':
      return state.status === 'saving' ? WIZARD_TEXTS.accountSetupProgress(state.index + 1, state.accounts.length) : null
    case 's51':
      return state.status === 'saving' ? WIZARD_TEXTS.paypalSaving : null
    default:
      return null
  }
}

/** A notice the wizard ends with; it stays until the user closes it. */
interface CloseNotice {
  readonly text: string
  readonly onClosed: () => void
}

/** The effects of one step share an abort controller; leaving the step aborts it. */
interface StepScope {
  readonly step: AddAccountWizardStep
  readonly controller: AbortController
}

/** A failed call, with the step it belongs to (it is shown only while that step is). */
interface StepError {
  readonly step: AddAccountWizardStep
  readonly error: BackendError
}

export const AddAccountWizardDialog = ({
  start,
  onClose,
  resume = [],
  onOpenCsvImport,
  navigateTo = assignLocation,
}: AddAccountWizardDialogProps): JSX.Element => {
  const backend = useBackend()
  const [stepError, setStepError] = useState<StepError | null>(null)
  const [closeNotice, setCloseNotice] = useState<CloseNotice | null>(null)
  const [pinRequest, setPinRequest] = useState<PinRequest | null>(null)
  const stepScope = useRef<StepScope | null>(null)

  /**
   * The signal of a step's effects: a new step aborts the effects of the one before (a load whose answer comes after
   * the user went back is dropped, a pending PIN prompt is answered with null); closing the dialog aborts it too.
   */
  const signalOfStep = (step: AddAccountWizardStep, dialogSignal: AbortSignal): AbortSignal => {
    const current = stepScope.current
    if (current !== null && current.step === step && !current.controller.signal.aborted) return current.controller.signal
    current?.controller.abort()
    const controller = new AbortController()
    dialogSignal.addEventListener('abort', () => controller.abort(), { once: true })
    stepScope.current = { step, controller }
    return controller.signal
  }

  const askForPin = (signal: AbortSignal) =>
    new Promise<EncodedPin | null>((resolve) => {
      const answer = (pin: EncodedPin | null) => {
        setPinRequest(null)
        resolve(pin)
      }
      signal.addEventListener('abort', () => answer(null), { once: true })
      setPinRequest({ answer })
    })

  const runEffect = (effect: AddAccountWizardEffect, runtime: FlowRuntime<AddAccountWizardEvent, AddAccountWizardState>) =>
    runAddAccountWizardEffect(effect, {
      backend,
      dispatch: runtime.dispatch,
      signal: signalOfStep(runtime.state.step, runtime.signal),
      reportError: (error) => setStepError(error === null ? null : { step: runtime.state.step, error }),
      askForPin,
      navigateTo,
      origin: window.location.origin,
      openCsvImport: onOpenCsvImport,
      showCloseNotice: (text, onClosed) => setCloseNotice({ text, onClosed }),
      close: onClose,
    })

  const { state, dispatch } = useFlow(() => startWith(start, resume), transitionAddAccountWizard, runEffect)

  // A step left without new effects (back from s40 to s31) still ends the effects of the step it left.
  useEffect(() => {
    const current = stepScope.current
    if (current !== null && current.step !== state.step) {
      current.controller.abort()
      stepScope.current = null
    }
  }, [state.step])

  const title = WIZARD_TITLES[state.step]
  const progress = progressOf(state)
  const error = stepError !== null && stepError.step === state.step ? stepError.error : null
  const nav: WizardNavigation = {
    cancel: () => dispatch({ type: 'canceled' }),
    back: canGoBackInAddAccountWizard(state)
      ? () => dispatch({ type: 'backPressed' }) // leaving the step aborts its effects (and a pending PIN prompt)
      : null,
  }

  return (
    // A new step is a new page: focus goes to its first field, so the user can type at once; the status line
    // announces the step's title.
    <ModalDialog
      title={title}
      size="medium"
      className="wizard-dialog"
      onDismiss={closeNotice?.onClosed ?? nav.cancel}
      focusFirstFieldOn={state.step}
    >
      <StatusLine visuallyHidden={progress === null}>{progress ?? WIZARD_TEXTS.stepAnnouncement(title)}</StatusLine>
      {closeNotice !== null && (
        <>
          <TextNotice text={closeNotice.text} />
          <div className="dialog-actions">
            <Button className="button button-primary" onPress={closeNotice.onClosed} autoFocus>
              {WIZARD_TEXTS.close}
            </Button>
          </div>
        </>
      )}
      <WizardStep
        state={state}
        dispatch={dispatch}
        nav={nav}
        error={error}
        pinRequest={pinRequest}
        offersCsvImport={onOpenCsvImport !== undefined}
      />
    </ModalDialog>
  )
}

interface WizardStepProps {
  readonly state: AddAccountWizardState
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
  readonly error: BackendError | null
  readonly pinRequest: PinRequest | null
  readonly offersCsvImport: boolean
}

const WizardStep = ({ state, dispatch, nav, error, pinRequest, offersCsvImport }: WizardStepProps) => {
  // Closing: only the closing notice (if any) remains until the dialog goes.
  if (state.context.closedWith !== null) return null
  switch (state.step) {
    case 's10':
      return <StartStep dispatch={dispatch} nav={nav} />
    case 's12':
      return <PartnerStep state={state} dispatch={dispatch} nav={nav} />
    case 's20':
      return <BankSearchStep state={state} dispatch={dispatch} nav={nav} />
    case 's21':
      return <PaypalIntroStep state={state} dispatch={dispatch} nav={nav} error={error} />
    case 's31':
      return <BankLoginStep state={state} dispatch={dispatch} nav={nav} />
    case 's32':
      return (
        <ManualAccountStep
          state={state}
          dispatch={dispatch}
          nav={nav}
          error={error}
          offersCsvImport={offersCsvImport}
        />
      )
    case 's33':
      return <ContactCredentialsStep state={state} dispatch={dispatch} nav={nav} />
    case 's40':
      return <AccountSelectionStep state={state} dispatch={dispatch} nav={nav} error={error} pinRequest={pinRequest} />
    case 's50':
      return <AccountSetupStep state={state} dispatch={dispatch} nav={nav} error={error} />
    case 's51':
      return <PaypalFinishStep state={state} dispatch={dispatch} nav={nav} error={error} />
    case 's60':
      return <MigrationSuccessStep state={state} dispatch={dispatch} />
  }
}
