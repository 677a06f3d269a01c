/**
 * The German UI texts of the bank login form and the bank credentials dialog, each once (spec:
 * transactions-import-proposals 2; accounts-and-transfers 2.3 s31/s33). Titles come from BANK_CREDENTIALS_TITLES in
 * the core; messages with an i18n key come from the catalogue; the buttons every dialog has are COMMON_TEXTS.
 */
export const BANK_CREDENTIALS_TEXTS = {
  /** Used when the bank names no label of its own. */
  userIdLabel: 'Benutzerkennung',
  customerIdLabel: 'Kundennummer',
  pinLabel: 'PIN',
  pinHint: 'Ihre PIN wird verschlüsselt an Ihre Bank übertragen.',
  savePinLabel: 'PIN speichern',
  savePinHint: 'Mit gespeicherter PIN ruft Kontor Ihre Umsätze automatisch ab.',
  savePinForcedHint: 'Ihre Bank verlangt, dass die PIN gespeichert wird.',
  loadingBank: 'Anmeldedaten der Bank werden geladen …',
  affectedAccounts: 'Betroffene Konten',
  /** null: the login names neither bank name nor bank code. */
  bankOf: (bankName: string | null) => `Bank: ${bankName ?? 'unbekannt'}`,
  saving: 'Zugangsdaten werden gespeichert …',
  skipping: 'Bankzugang wird übersprungen …',
  skip: 'Überspringen',
  /** A bank that logs in by redirect (oauth2): its own page asks for the credentials. */
  redirectLoginHint:
    'Ihre Bank meldet Sie auf ihrer eigenen Seite an. Kontor erhält dabei weder Ihre Benutzerkennung noch Ihre PIN.',
  redirectLoginSubmit: 'Weiter zu Ihrer Bank',
} as const
