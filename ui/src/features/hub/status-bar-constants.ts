/** Constants of the hub's status bar (hub-and-business-account 2.1, 4.10, 7); apart from constants.ts to keep merges clean. */

/**
 * Where "Zum neuen Banking wechseln" leads. Spec leaves it open ("the new app"); chosen: the new banking app's
 * dashboard, /bnk/v2/dashboard (spec 7 lists it among the redirects), a page outside Kontor.
 */
export const NEW_BANKING_URL = '/bnk/v2/dashboard'

/** Spec leaves the help open; chosen: a short German help page the app serves itself (ui/public/hilfe.html). */
export const HELP_PATH = '/hilfe.html'
