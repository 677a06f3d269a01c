/** Constants of the transfer lists and planned payments (hub-and-business-account 2.1, 2.5, 5). */

/**
 * Where /prepared sends a user who holds FINANCE_REACT_BANK_HUB. Spec leaves this open ("an external transfers app");
 * chosen: the new banking app's transfers page beside its dashboard (/bnk/v2/dashboard, spec 7), a page outside Kontor.
 */
export const EXTERNAL_TRANSFERS_APP_URL = '/bnk/v2/transfers'

/**
 * The set-up of two-factor authentication that MISSING_MFA_ERROR links to. Spec leaves this open ("a link to MFA
 * setup"); chosen: the business bank's security page (the bank pages live under /bnk, spec 7), outside Kontor.
 */
export const MFA_SETUP_URL = '/bnk/security/mfa'

/** At this viewport width and below the lists show as cards (the hub's narrow width, hub-and-business-account 2.6). */
export const TRANSFER_LIST_NARROW_MAX_WIDTH_PX = 980

