/**
 * The hub's account cards load with the accounts, not before (see shared/components/lazy.tsx): their tabs, menus and
 * money formatting are not part of the first screen, which says that the accounts are loading.
 */
import { lazyDialog, lazyPart } from '../../shared/components/lazy.tsx'
import { HUB_TEXTS } from './hub-texts.ts'

export const AccountCards = lazyPart(() => import('./AccountCards.tsx').then((m) => m.AccountCards), HUB_TEXTS.loading)

/** The account error dialog behind a card's problem link, loaded when it first opens. */
export const LazyAccountProblemDialog = lazyDialog(() => import('./AccountProblemDialog.tsx').then((m) => m.AccountProblemDialog))
