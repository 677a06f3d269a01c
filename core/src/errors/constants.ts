/**
 * Spec leaves the support site open; chosen: Kontor's help centre. Error text from the server keeps links only when
 * they point here (https only).
 */
export const SUPPORT_SITE_ORIGIN = 'https://hilfe.kontor.de'
