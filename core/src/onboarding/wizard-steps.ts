/**
 * Step bookkeeping shared by the activation wizards (spec: hub-and-business-account 4.1: "Each step has
 * description, isValid, active, canCancelActivation … Moving forward marks the previous step valid; moving back
 * marks it not valid.").
 */

/** One step as the wizard's progress display shows it. */
export interface ActivationStepView<Id extends string> {
  readonly id: Id
  readonly description: string
  readonly isValid: boolean
  readonly active: boolean
  readonly canCancelActivation: boolean
}

/** The dialogs both activation wizards open over a step. */
export type ActivationWizardDialog = 'none' | 'fatca' | 'cancel'

/** A flow's next state and the effects the UI must run, as data. */
export type OnboardingFlowStep<S, F> = readonly [S, ReadonlyArray<F>]

/** Which steps are marked valid. */
export type ActivationStepValidity<Id extends string> = Readonly<Record<Id, boolean>>

/**
 * Every step not valid: the state of a wizard that has just started.
 * @example toInitialStepValidity(['s1', 's2']) // { s1: false, s2: false }
 */
export const toInitialStepValidity = <Id extends string>(order: ReadonlyArray<Id>): ActivationStepValidity<Id> =>
  Object.fromEntries(order.map((id) => [id, false])) as Record<Id, boolean>

/**
 * The validity marks after moving from one step to another of the same wizard. Moving forward marks the step left
 * behind valid; moving back marks the step returned to not valid.
 *
 * Reading: "moving back marks it not valid" is read as the step the user returns to, which is open for editing
 * again; the step left was never marked valid, since marks are set on leaving forward. So at any time exactly the
 * steps before the active one are valid.
 * @example toActivationStepValidityAfterMove(['s1', 's2'], { s1: false, s2: false }, 's1', 's2') // { s1: true, s2: false }
 */
export const toActivationStepValidityAfterMove = <Id extends string>(
  order: ReadonlyArray<Id>,
  validity: ActivationStepValidity<Id>,
  from: Id,
  to: Id,
): ActivationStepValidity<Id> => {
  const step = order.indexOf(to) - order.indexOf(from)
  if (step > 0) return { ...validity, [from]: true }
  if (step < 0) return { ...validity, [to]: false }
  return validity
}

/**
 * The step views of a wizard's screens, in order: description, isValid, active and canCancelActivation of each.
 * @example toWizardStepViews(['s1'], { s1: 'Start' }, { s1: false }, 's1', () => true) // [{ id: 's1', description: 'Start', isValid: false, active: true, canCancelActivation: true }]
 */
export const toWizardStepViews = <Id extends string>(
  screens: ReadonlyArray<Id>,
  descriptions: Readonly<Record<Id, string>>,
  validity: ActivationStepValidity<Id>,
  active: string,
  canCancel: (id: Id) => boolean,
): ReadonlyArray<ActivationStepView<Id>> =>
  screens.map((id) => ({
    id,
    description: descriptions[id],
    isValid: validity[id],
    active: id === active,
    canCancelActivation: canCancel(id),
  }))
