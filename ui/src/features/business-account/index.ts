/**
 * The business bank account onboarding (hub-and-business-account 2.4, 4.1, 5, 8): /bnk and /bnk/activate with the
 * start, the sole trader and the GmbH wizards. Everything loads when the route is first shown; other features and
 * the app import only this.
 */
export { loadBusinessAccountPage } from './page.ts'
