/**
 * Whether the hub shows the fallback balance card (hub-and-business-account 4.5). The state cards decide it with core
 * selectHubCards and tell it through an atom (branch h15-cards, state-cards.atoms.ts hubFallbackCardShownAtom). Until
 * that lands here the card shows whenever the hub has accounts.
 */
export const useFallbackCardShown = (): boolean => true
