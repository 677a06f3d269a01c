/** The opening of the business account has started and no account exists yet (hub-and-business-account 4.5). */
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const OnboardingInProgressCard = () => (
  <StateCard kind="onboardingInProgress" title={STATE_CARD_TEXTS.openingTitle} tone="info">
    <p>{STATE_CARD_TEXTS.openingBody}</p>
  </StateCard>
)
