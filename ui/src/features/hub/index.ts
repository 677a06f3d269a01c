/** The hub (hub-and-business-account 2): the overview page with the account cards. The app imports only this. */
export { HubPage } from './HubPage.tsx'
export { hubAccountsAtom } from './hub.atoms.ts'
