/**
 * The GmbH / UG wizard's effects (hub-and-business-account 4.1 "GmbH flow", 5, 7, 8): each one call of the onboarding
 * port with the body core's transitionGmbhWizard built; its answer goes back as an event, never after the wizard
 * closed. A port never rejects (it answers Left), so no call is wrapped in a catch.
 */
import {
  statusOfBackendError,
  type Backend,
  type BackendError,
  type GmbhWizardEffect,
  type GmbhWizardEvent,
  type GmbhWizardState,
  type SavedPerson,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { FlowRuntime } from '../../../shared/useFlow.ts'

export interface GmbhEffectContext {
  readonly backend: Backend
  /** Back from s1: the start again. */
  readonly onLeave: () => void
  /** The wizard is done or cancelled: forget its draft and go to the hub. */
  readonly leaveToHub: () => void
  /** The cancel's clearing under way, which the way to the hub waits for. */
  readonly clearing: { current: Promise<unknown> | null }
}

export const gmbhWizardEffects =
  ({ backend, onLeave, leaveToHub, clearing }: GmbhEffectContext) =>
  async (effect: GmbhWizardEffect, { dispatch, signal }: FlowRuntime<GmbhWizardEvent, GmbhWizardState>): Promise<void> => {
    const o = backend.onboarding
    const opts = { signal }
    /** Runs a call; its answer, or its failure, goes back as an event (never after the wizard closed). */
    const call = async <A>(task: TE.TaskEither<BackendError, A>, toEvent: (a: A) => GmbhWizardEvent, onError?: (e: BackendError) => GmbhWizardEvent | null) => {
      const answer = await task()
      if (signal.aborted) return
      if (E.isRight(answer)) dispatch(toEvent(answer.right))
      else dispatch(onError?.(answer.left) ?? { type: 'requestFailed', error: answer.left })
    }
    switch (effect.type) {
      case 'searchCommercialRegistrations':
        return call(o.searchCommercialRegistrations(effect.companyName, opts), (registrations) => ({ type: 'registerAnswered', registrations }))
      case 'getCommercialRegistration':
        // 404: the register has no such entry, which the wizard shows as "not found" on the field.
        return call(
          o.getCommercialRegistration(effect.registrationNumber, effect.registrationIssuer, opts),
          (registration) => ({ type: 'registerAnswered', registrations: [registration] }),
          (error) => (statusOfBackendError(error) === 404 ? { type: 'registerAnswered', registrations: [] } : null),
        )
      case 'saveBusiness':
        return call(o.saveBusiness(effect.business, opts), (business) => ({ type: 'businessSaved', business }))
      case 'savePerson':
        return call(o.savePerson(effect.person, opts), (person) => ({ type: 'personSaved', person }))
      case 'saveLegalRepresentative':
        return call(o.saveLegalRepresentative(effect.link, opts), () => ({ type: 'legalRepresentativeSaved' }))
      case 'saveBeneficialOwner':
        return call(o.saveBeneficialOwner(effect.owner, opts), () => ({ type: 'beneficialOwnerSaved' }))
      case 'createBusinessIdentification':
        return call(o.createBusinessIdentification(effect.businessId, opts), (identifications) => ({ type: 'businessIdentificationCreated', identifications }))
      case 'updateIdentification':
        return call(o.updateIdentification(effect.identificationId, opts), () => ({ type: 'identificationUpdated' }))
      case 'processBusinessIdentification':
        return call(o.processBusinessIdentification(effect.businessId, opts), (identifications) => ({ type: 'identificationProcessed', identifications }))
      case 'markLegalIdentificationSuccessful':
        return call(o.markLegalIdentificationSuccessful(effect.businessId, opts), () => ({ type: 'legalIdentificationMarked' }))
      case 'createBusinessAccount':
        return call(o.createBusinessAccount(effect.businessId, opts), (account) => ({ type: 'businessAccountCreated', account }))
      case 'addAuthorizedPerson':
        return call(o.addAuthorizedPerson(effect.businessId, effect.accountId, effect.personId, opts), () => ({
          type: 'authorizedPersonAdded',
          personId: effect.personId,
        }))
      case 'orderCard':
        return call(o.orderCard(effect.request, opts), () => ({ type: 'cardOrdered' }))
      case 'loadServerData': {
        // After a reload: the business's tax ids and each person's Steuer-ID, which the draft does not hold.
        const businesses = await o.listBusinesses(opts)()
        const persons: Array<SavedPerson> = []
        for (const personId of effect.personIds) {
          const person = await o.getPerson(personId, opts)()
          if (signal.aborted) return
          if (E.isLeft(person)) return dispatch({ type: 'requestFailed', error: person.left })
          persons.push(person.right)
        }
        if (signal.aborted) return
        if (E.isLeft(businesses)) return dispatch({ type: 'requestFailed', error: businesses.left })
        return dispatch({ type: 'serverDataLoaded', business: businesses.right.find((b) => b.id === effect.businessId) ?? null, persons })
      }
      case 'returnToStart':
        onLeave()
        return
      case 'resetPerson':
      case 'clearActivationData':
        // Cancel (4.1): clears the person and business in progress; best effort, then the hub. Not tied to the
        // wizard's signal: leaving the page must not abort it.
        clearing.current = o.cancelActivation()()
        return
      case 'navigateToHub':
        await clearing.current
        return leaveToHub()
      case 'logFailure':
        // Spec 7: backend failures in the wizard are logged; the wizard shows its own message.
        console.warn(`GmbH-Kontoeröffnung: ${effect.request} fehlgeschlagen`, effect.error._tag)
        return
    }
  }
