/**
 * Addresses this feature links to (hub-and-business-account 2.1). The app's routes.ts is the route table; a feature
 * may not import the app, so the two paths it needs are named here as well.
 */
export const PROPOSALS_PATH = '/proposals'
export const ALL_TRANSACTIONS_PATH = '/transactions'
