/**
 * The German UI texts of the add-account wizard and its routes, each once (spec: accounts-and-transfers 2.3, 4.1;
 * hub-and-business-account 2). Messages with an i18n key (minimum search length, no account chosen, missing PIN,
 * missing merchant id, no bank for an IBAN) come from the core catalogue, not from here; the buttons every dialog has
 * ('Abbrechen', 'Zurück', 'Weiter', …) are COMMON_TEXTS.
 */
import type { AddAccountWizardStep } from '@kontor/core'

export const WIZARD_TITLES: Readonly<Record<AddAccountWizardStep, string>> = {
  s10: 'Konto hinzufügen',
  s12: 'Konto bei einem Partner verbinden',
  s20: 'Bank suchen',
  s21: 'PayPal verbinden',
  s31: 'Online-Banking verbinden',
  s32: 'Konto ohne Bankverbindung anlegen',
  s33: 'Zugangsdaten eingeben',
  s40: 'Konten auswählen',
  s50: 'Konten einrichten',
  s51: 'PayPal-Konto einrichten',
  s60: 'Konten übernommen',
}

export const WIZARD_TEXTS = {
  done: 'Fertig',
  /** Closes the wizard after a closing notice (the missing merchant id). */
  close: 'Schließen',
  stepAnnouncement: (title: string) => `Schritt: ${title}`,

  // s10
  startQuestion: 'Was möchten Sie hinzufügen?',
  startNewBank: 'Konto bei einer Bank verbinden',
  startNewBankHint: 'Suchen Sie Ihre Bank und melden Sie sich mit Ihren Online-Banking-Zugangsdaten an.',
  startPaypal: 'PayPal-Konto verbinden',
  startPaypalHint: 'Sie werden zu PayPal weitergeleitet und erteilen dort den Zugriff.',
  startContact: (bankName: string) => `Weiteres Konto über Ihren Bankzugang bei ${bankName}`,
  startContactNotReady: 'Bitte geben Sie dafür Ihre Zugangsdaten erneut ein.',
  /** Ends with a full stop, so that a screen reader pauses before the next hint. */
  startContactUser: (userId: string) => `Benutzerkennung „${userId}“.`,
  contactsLoading: 'Ihre Bankzugänge werden geladen …',
  /** Dative, for "bei …" (startContact). */
  unnamedBank: 'Ihrer Bank',

  // s12: the partner's name is the one its BIC names (findPartnerProvider)
  partnerIntro: (partner: string) =>
    `Ihr Konto bei ${partner} wird über eine Partnerschnittstelle verbunden. So gehen Sie vor:`,
  partnerSteps: (partner: string) => [
    `Halten Sie Ihre Zugangsdaten für ${partner} bereit.`,
    `Im nächsten Schritt melden Sie sich mit diesen Zugangsdaten an. Ihre Daten gehen direkt an ${partner}.`,
    'Danach wählen Sie die Konten aus, die Kontor abrufen soll.',
  ],
  partnerWithoutOnlineBanking: (partner: string) =>
    `${partner} bietet keinen Abruf über Online-Banking an. Sie können das Konto ohne Bankverbindung anlegen und Umsätze aus Kontoauszügen (CSV, MT940 oder CAMT) importieren.`,

  // s20
  bankSearchLabel: 'Bank',
  bankSearchHint: 'Name, IBAN, BIC oder Bankleitzahl',
  bankSearchLoading: 'Banken werden gesucht …',
  bankSearchNothingFound: 'Keine Bank gefunden.',
  bankSearchFound: (count: number) => (count === 1 ? '1 Bank gefunden.' : `${count} Banken gefunden.`),
  bankOption: (bankName: string, bankCode: string, bic: string | null) => `${bankName} (BLZ ${bankCode}${bic === null ? '' : `, BIC ${bic}`})`,
  chosenBank: (bankName: string) => `Gewählte Bank: ${bankName}`,
  connectOnlineBanking: 'Online-Banking verbinden',
  createWithoutConnection: 'Ohne Verbindung anlegen',

  // s21
  paypalIntro:
    'Sie werden zu PayPal weitergeleitet. Melden Sie sich dort an und erlauben Sie Kontor, Ihre Umsätze abzurufen. Danach kommen Sie automatisch hierher zurück.',
  paypalGo: 'Weiter zu PayPal',
  paypalRedirecting: 'Sie werden in wenigen Sekunden zu PayPal weitergeleitet …',

  // s31 and s33
  /** null: a login without bank name or code ("für Ihre Bank", accusative; unnamedBank is the dative form). */
  loginIntro: (bankName: string | null) =>
    `Melden Sie sich mit Ihren Online-Banking-Zugangsdaten für ${bankName ?? 'Ihre Bank'} an.`,
  reset: 'Andere Bank wählen',

  // s32
  /** Why s32 opened by itself: the chosen bank offers no online banking (manualIntro says what follows). */
  manualNoOnlineBanking: (bankName: string) => `${bankName} bietet keinen Kontoabruf über Online-Banking an.`,
  manualIntro: 'Das Konto wird ohne Verbindung zur Bank angelegt. Umsätze können Sie aus Kontoauszügen (CSV, MT940 oder CAMT) importieren.',
  manualName: 'Kontoname',
  manualType: 'Kontoart',
  manualIban: 'IBAN (optional)',
  manualBic: 'BIC',
  manualBankName: 'Bank',
  manualLookingUpBank: 'Bank wird gesucht …',
  manualSave: 'Konto anlegen',
  manualSaveAndImport: 'Anlegen und Kontoauszug importieren',
  manualSaving: 'Das Konto wird angelegt …',

  // s40
  accountsLabel: 'Konten',
  accountsHint: 'Wählen Sie die Konten aus, die Kontor abrufen soll.',
  accountsLoading: 'Ihre Konten werden bei der Bank abgerufen …',
  accountsEmpty: 'Ihre Bank hat keine Konten gemeldet.',
  accountNotAddable: 'Dieses Konto ist bereits verbunden oder kann nicht hinzugefügt werden.',
  accountWithoutNumber: 'Konto ohne Kontonummer',
  accountNumber: (accountNumber: string) => `Kontonummer ${accountNumber}`,
  pinPromptSubmit: 'PIN senden',
  pinPromptDecline: 'Nicht jetzt',

  // s50
  accountSetupProgress: (position: number, total: number) => `Konto ${position} von ${total} wird eingerichtet …`,
  accountSetupFailed: (position: number, total: number) => `Konto ${position} von ${total} konnte nicht eingerichtet werden.`,
  providerBankInfo:
    'Tipp: Mit dem Kontor-Geschäftskonto sind Ihre Umsätze ohne Umweg über eine andere Bank sofort in der Buchhaltung.',

  // s51
  paypalSaving: 'Ihr PayPal-Konto wird eingerichtet …',
  paypalFailed: 'Ihr PayPal-Konto konnte nicht eingerichtet werden.',
  /** The name a new payment-service account gets (chosen: the provider's name, as users call the account). */
  paypalAccountName: 'PayPal',

  // s60
  migrationDone: (count: number) =>
    count === 1 ? '1 Konto wurde erfolgreich übernommen.' : `${count} Konten wurden erfolgreich übernommen.`,

  // s40 and s50: an account the bank names, its balance
  accountWithIdentifier: (name: string, identifier: string) => `${name} (${identifier})`,
  accountBalance: (amount: string) => `Kontostand ${amount}`,
  // s20: the results list inside the dialog
  bankSearchResults: 'Gefundene Banken',
} as const

/** The bank-redirect return routes (/hub/redirect/eval and /evalchange). */
export const REDIRECT_TEXTS = {
  title: 'Anmeldung bei Ihrer Bank',
  checking: 'Ihre Anmeldung bei der Bank wird geprüft …',
  failed: 'Die Anmeldung bei Ihrer Bank wurde abgebrochen oder ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  changeSaved: 'Ihre Zugangsdaten wurden gespeichert. Kontor ruft Ihre Umsätze wieder ab.',
  toHub: 'Zur Übersicht',
} as const
