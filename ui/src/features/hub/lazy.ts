/**
 * The hub's account cards load with the accounts, not before (see shared/components/lazy.tsx): their tabs, menus and
 * money formatting are not part of the first screen, which says that the accounts are loading.
 */
import { lazyDialog, lazyPart, lazyQuietPart } from '../../shared/components/lazy.tsx'
import { HUB_TEXTS } from './hub-texts.ts'

export const AccountCards = lazyPart(() => import('./AccountCards.tsx').then((m) => m.AccountCards), HUB_TEXTS.loading)

/** The account error dialog behind a card's problem link, loaded when it first opens. */
export const LazyAccountProblemDialog = lazyDialog(() => import('./AccountProblemDialog.tsx').then((m) => m.AccountProblemDialog))

/**
 * The to-do and manual-assign cards: they need the summary's codecs and the estimate's decimal arithmetic, which the
 * first load of / must not carry; nothing holds their place, as they show only when there is work.
 */
export const LazyWorkCards = lazyQuietPart(() => import('./WorkCards.tsx').then((m) => m.WorkCards), null)

/**
 * The state cards of 4.5 (teaser, seizure, blocked account, onboarding, terms, MFA): they need the account state, the
 * seizure rules and their dialogs, none of which the first load of / carries; nothing holds their place.
 */
export const LazyStateCards = lazyQuietPart(() => import('./StateCards.tsx').then((m) => m.StateCards), null)

/** The notifications' poll and toasts, loaded after the first screen (the layout mounts them then). */
export const LazyNotificationToasts = lazyQuietPart(() => import('./NotificationToasts.tsx').then((m) => m.NotificationToasts), null)

/**
 * The fallback balance card with its settings (issue 15): shown only when the state cards allow it (4.5), so its code
 * loads only then; nothing holds its place meanwhile.
 */
export const LazyFallbackBalanceCard = lazyQuietPart(() => import('./FallbackBalanceCard.tsx').then((m) => m.FallbackBalanceCard), null)

/**
 * The profile-type dialog (4.11): it decides after the accounts are read whether to appear, so neither its code nor
 * the decision is part of the first screen; nothing holds its place.
 */
export const LazyProfileTypeDialogDoor = lazyQuietPart(() => import('./ProfileTypeDialog.tsx').then((m) => m.ProfileTypeDialogDoor), null)

/** The switch to the new banking app (4.10): banner, dialog or redirect, loaded only for users holding its privileges. */
export const LazyBankHubSwitch = lazyQuietPart(() => import('./BankHubSwitch.tsx').then((m) => m.BankHubSwitch), null)
