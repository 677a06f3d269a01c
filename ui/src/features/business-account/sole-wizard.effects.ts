/**
 * Runs the sole trader wizard's effects against the onboarding port (hub-and-business-account 7) and sends each
 * outcome back as an event. A failed call becomes requestFailed with the server's issues on the wizard's fields; an
 * aborted one (the page was left) sends nothing. Failures are also logged (spec 7: "Backend failures in the wizard
 * are only logged"; here they are shown too, with everything entered kept).
 */
import { validationIssueOfServerIssue, type Backend, type BackendError, type SoleWizardEffect, type SoleWizardEvent, type SoleWizardRequest, type SoleWizardState, type ValidationIssue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { FlowRuntime } from '../../shared/useFlow.ts'

/** Every field name the sole trader's screens show an issue on. */
export const SOLE_FIELD_NAMES: ReadonlySet<string> = new Set([
  'accountOpeningAccepted',
  'taxInformationAccepted',
  'termsConditionsSigned',
  'lxoAgbAccepted',
  'salutation',
  'title',
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'maritalStatus',
  'birthDate',
  'address.line1',
  'address.line2',
  'address.postalCode',
  'address.city',
  'address.country',
  'expectedMonthlyRevenueEuro',
  'naceCode',
  'businessPurpose',
  'businessTradingName',
  'websiteSocialMedia',
  'taxNumber',
  'vatRegistrationId',
  'ownEconomicInterestSigned',
])

/** The server's issues that name one of the wizard's fields, as the core's issues (field + key). */
export const toFieldIssues = (error: BackendError): ReadonlyArray<ValidationIssue> =>
  error._tag === 'ServerIssues'
    ? error.issues.filter((issue) => SOLE_FIELD_NAMES.has(issue.source ?? '')).map((issue) => validationIssueOfServerIssue(issue, ''))
    : []

export interface SoleEffectContext {
  readonly backend: Backend
  readonly leaveToHub: () => void
  /** The activation's data is gone (cancel, FATCA cancel): forget the draft. */
  readonly forgetDraft: () => void
  readonly log?: (message: string, detail?: unknown) => void
}

type Runtime = FlowRuntime<SoleWizardEvent, SoleWizardState>

const failed = (runtime: Runtime, request: SoleWizardRequest, error: BackendError) => {
  if (error._tag === 'Aborted' || runtime.signal.aborted) return
  runtime.dispatch({ type: 'requestFailed', request, issues: toFieldIssues(error) })
}

export const runSoleWizardEffect = async (fx: SoleWizardEffect, runtime: Runtime, context: SoleEffectContext): Promise<void> => {
  const port = context.backend.onboarding
  const opts = { signal: runtime.signal }
  const settle = <A>(request: SoleWizardRequest, answer: E.Either<BackendError, A>, onRight: (a: A) => SoleWizardEvent) => {
    if (runtime.signal.aborted) return
    if (E.isLeft(answer)) failed(runtime, request, answer.left)
    else runtime.dispatch(onRight(answer.right))
  }
  switch (fx.type) {
    case 'savePerson':
      return settle('savePerson', await port.savePerson(fx.person, opts)(), (person) => ({ type: 'personSaved', person }))
    case 'createAccount':
      return settle('createAccount', await port.createAccount(fx.personId, opts)(), (account) => ({ type: 'accountCreated', account }))
    case 'createIdentification':
      return settle('createIdentification', await port.createIdentification(fx.personId, opts)(), (identification) => ({
        type: 'identificationCreated',
        identification,
      }))
    case 'updateIdentification':
      return settle('updateIdentification', await port.updateIdentification(fx.identificationId, opts)(), (identification) => ({
        type: 'identificationUpdated',
        identifications: [identification],
      }))
    case 'checkIdentification':
      return settle('checkIdentification', await port.listIdentifications(fx.personId, opts)(), (identifications) => ({
        type: 'identificationUpdated',
        identifications,
      }))
    case 'orderCard':
      return settle('orderCard', await port.orderCard(fx.request, opts)(), () => ({ type: 'cardOrdered' }))
    case 'restorePerson': {
      let personId = fx.personId
      if (personId === null) {
        const current = await port.getCurrentPerson(opts)()
        if (E.isLeft(current)) return failed(runtime, 'restorePerson', current.left)
        personId = current.right.personId
      }
      if (personId === null) return settle('restorePerson', E.right(null), (person) => ({ type: 'personRestored', person }))
      return settle('restorePerson', await port.getPerson(personId, opts)(), (person) => ({ type: 'personRestored', person }))
    }
    case 'navigateToHub':
      context.forgetDraft()
      return context.leaveToHub()
    case 'resetPerson':
    case 'clearActivationData':
      context.forgetDraft()
      // Not tied to the page: the wizard is left at once, the clearing goes on.
      await port.cancelActivation()()
      return
    case 'logFailure':
      return (context.log ?? console.warn)('Kontor: Aufruf der Kontoeröffnung fehlgeschlagen', fx.request)
  }
}
