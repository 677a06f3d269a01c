/** fast-check arbitraries for the onboarding flows: wizard events, account-state snapshots, card events. */
import fc from 'fast-check'
import type { PersonOnboardingSnapshot } from './onboarding-state.ts'
import type { PersonOnboardingCardEvent } from './person-onboarding-flow.ts'

/** The representatives a register entry lists, some already processed. */
export const registryRepresentativesArbitrary = fc.array(
  fc.record({ firstName: fc.constantFrom('Anna', 'Ben', 'Cem'), lastName: fc.constantFrom('Schulz', 'Yilmaz'), processed: fc.boolean() }),
  { maxLength: 3 },
)

/** Identification lists as the server may send them. */
export const identificationsArbitrary = fc.array(
  fc.record({ status: fc.constantFrom<string | null>('successful', 'pending_successful', 'pending', 'failed', 'SUCCESSFUL', null) }),
  { maxLength: 3 },
)

// The GmbH wizard's arbitraries are in gmbh-wizard.arbitrary.ts.

/** What the person onboarding card may read from the account state. */
export const personOnboardingSnapshotArbitrary: fc.Arbitrary<PersonOnboardingSnapshot> = fc.record({
  status: fc.constantFrom<string | null>(
    null,
    'ON_BOARDING_STARTED',
    'FINANCE_ACCOUNT_CREATION_PENDING',
    'SCREENING_PENDING',
    'FINANCE_ACCOUNT_CREATION_COMPLETED',
  ),
  deviceBindingConfirmed: fc.boolean(),
  taxNumberPresent: fc.boolean(),
  firstCardActivated: fc.boolean(),
})

/** Any event of the person onboarding card. */
export const personOnboardingCardEventArbitrary: fc.Arbitrary<PersonOnboardingCardEvent> = fc.oneof(
  personOnboardingSnapshotArbitrary.map((snapshot) => ({ type: 'accountStateRead', snapshot }) as const),
  fc.constantFrom<PersonOnboardingCardEvent>(
    { type: 'pollDue' },
    { type: 'accountStateReadFailed' },
    { type: 'doneAnimationEnded' },
    { type: 'onboardingCompleted' },
    { type: 'onboardingCompletionFailed' },
  ),
)
