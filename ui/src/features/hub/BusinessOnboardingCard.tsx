/**
 * The business onboarding (hub-and-business-account 4.2, 4.5): the welcome once the business's onBoardingState is
 * ACCOUNT_CREATION_COMPLETED, otherwise where the opening stands (core toBusinessOnboardingView).
 */
import { toBusinessOnboardingView, type BusinessOnboarding } from '@kontor/core'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const BusinessOnboardingCard = ({ onboarding }: { readonly onboarding: BusinessOnboarding }) => {
  const view = toBusinessOnboardingView(onboarding)
  if (view.isWelcome) {
    return (
      <StateCard kind="businessOnboarding" title={STATE_CARD_TEXTS.businessWelcomeTitle} tone="success">
        <p>{STATE_CARD_TEXTS.businessWelcomeBody}</p>
      </StateCard>
    )
  }
  // A status this version does not know reads as "being processed", never as the raw wire value.
  const known = view.status !== null && Object.hasOwn(STATE_CARD_TEXTS.businessStatus, view.status)
  const status = known && view.status !== null ? STATE_CARD_TEXTS.businessStatus[view.status] : STATE_CARD_TEXTS.businessStatusOther
  return (
    <StateCard kind="businessOnboarding" title={STATE_CARD_TEXTS.businessTitle} tone="info">
      <p>{status}</p>
    </StateCard>
  )
}
