/** The hub (hub-and-business-account 2): the overview page with the account cards. The app imports only this. */
export { HubPage } from './HubPage.tsx'
export { hubAccountsAtom } from './hub.atoms.ts'
/** The notifications of the business account as toasts, on every page (the layout mounts it after the first screen). */
export { NotificationToasts } from './notification-toasts-door.tsx'
export { hubFallbackCardShownAtom } from './state-cards.atoms.ts'
