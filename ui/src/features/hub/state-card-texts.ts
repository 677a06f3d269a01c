/**
 * The German texts of the hub's state cards and the seizure payoff dialog (hub-and-business-account 2.1, 4.2–4.5,
 * 4.9), each once. The rules' messages (the seizure's debit texts, the amount's range) come from the core catalogue.
 */
import type { TermsConsentClass } from '@kontor/core'

export const STATE_CARD_TEXTS = {
  // teaser (4.5)
  teaserTitle: 'Ihr Geschäftskonto direkt in der Buchhaltung',
  teaserBody: 'Eröffnen Sie ein Geschäftskonto bei unserer Partnerbank: Ihre Umsätze landen ohne Umweg in Ihrer Buchhaltung.',
  teaserHide: 'Ausblenden',
  teaserHideFailed: 'Der Hinweis konnte nicht ausgeblendet werden. Bitte versuchen Sie es erneut.',
  // PayPal tip (2.1, 4.5)
  payPalTitle: 'Verbinden Sie Ihr PayPal-Konto',
  payPalBody: 'Ihre PayPal-Zahlungen erscheinen dann mit Ihren übrigen Umsätzen und lassen sich direkt zuordnen.',
  payPalConnect: 'PayPal verbinden',
  // onboarding in progress
  openingTitle: 'Ihre Kontoeröffnung läuft',
  openingBody: 'Sie haben die Eröffnung Ihres Geschäftskontos begonnen. Wir melden uns, sobald es weitergeht.',
  // seizure (4.9)
  seizureTitle: 'Pfändung Ihres Geschäftskontos',
  seizureIntro: 'Auf Ihrem Geschäftskonto liegt eine Pfändung vor.',
  seizureCreditor: 'Gläubiger',
  seizureAmount: 'Betrag',
  seizureCaseNumber: 'Aktenzeichen',
  seizureNoCaseNumber: 'nicht angegeben',
  seizureLoading: 'Die Pfändung wird geladen …',
  seizureLoadFailed: 'Die Angaben zur Pfändung konnten nicht geladen werden.',
  seizurePay: 'Pfändung begleichen',
  retry: 'Erneut versuchen',
  // payoff dialog (4.9, 5 "Seizure payment amount", 8)
  payoffTitle: 'Pfändung begleichen',
  payoffIntro: (creditor: string) => `Die Überweisung geht an ${creditor}.`,
  payoffAmountLabel: 'Betrag in Euro',
  payoffAmountHint: (min: string, max: string) => `Zwischen ${min} und ${max}, mit Komma geschrieben, z. B. 1.234,56.`,
  payoffSubmit: 'Überweisung anlegen',
  payoffSubmitting: 'Die Überweisung wird angelegt …',
  payoffCancel: 'Abbrechen',
  payoffClose: 'Schließen',
  payoffDone: (amount: string, creditor: string) => `Die Überweisung über ${amount} an ${creditor} wurde angelegt.`,
  // blocked account
  blockedTitle: 'Ihr Konto ist gesperrt',
  blockedReason: 'Grund',
  blockedInClosure: 'Das Konto wird aufgelöst. Bitte überweisen Sie Ihr Guthaben auf ein anderes Konto.',
  blockedSupport: 'Bitte wenden Sie sich an unseren Support, um die Sperre aufzuheben.',
  // business onboarding (4.2)
  businessWelcomeTitle: 'Willkommen bei Ihrem Geschäftskonto',
  businessWelcomeBody: 'Ihr Geschäftskonto ist eröffnet. Die Umsätze erscheinen ab jetzt in Ihrer Buchhaltung.',
  businessTitle: 'Ihr Geschäftskonto wird eingerichtet',
  businessStatus: {
    ON_BOARDING_STARTED: 'Die Eröffnung wurde begonnen.',
    FINANCE_ACCOUNT_CREATION_PENDING: 'Die Partnerbank legt Ihr Konto an.',
    SCREENING_PENDING: 'Ihre Angaben werden geprüft.',
    FINANCE_ACCOUNT_CREATION_COMPLETED: 'Ihr Konto wurde angelegt.',
  } as Readonly<Record<string, string>>,
  businessStatusOther: 'Ihre Eröffnung wird bearbeitet.',
  // person onboarding (4.2)
  personTitle: 'Fast geschafft: Ihr Geschäftskonto',
  personStepsLabel: 'Schritte bis zur Nutzung',
  personAccountCreated: 'Konto angelegt',
  personDeviceLinked: 'Gerät verbunden',
  personTaxNumber: 'Steuernummer hinterlegt',
  personFirstCard: 'Erste Karte aktiviert',
  personStepDone: 'erledigt',
  personStepOpen: 'offen',
  personDone: 'Alles erledigt. Ihr Geschäftskonto ist startklar.',
  // terms consent (4.4)
  termsTitle: 'Neue Geschäftsbedingungen Ihrer Partnerbank',
  termsBody: {
    pending: 'Bitte stimmen Sie den neuen Geschäftsbedingungen zu.',
    rejected: 'Sie haben die neuen Geschäftsbedingungen abgelehnt. Bis zum Ablauf der Frist können Sie noch zustimmen.',
    rejectedPastConsentDate: 'Sie haben die neuen Geschäftsbedingungen abgelehnt, und die Frist ist abgelaufen. Ihr Kontovertrag endet.',
    expired: 'Die Frist für Ihre Zustimmung ist abgelaufen. Stimmen Sie jetzt zu, um Ihr Konto weiter zu nutzen.',
  } as Readonly<Partial<Record<TermsConsentClass, string>>>,
  termsDeadline: (date: string) => `Frist: ${date}`,
  termsContractEnds: (date: string) => `Vertragsende: ${date}`,
  termsAccept: 'Zustimmen',
  termsAccepting: 'Ihre Zustimmung wird gesendet …',
  termsAccepted: 'Vielen Dank, Ihre Zustimmung ist gespeichert.',
  termsAcceptFailed: 'Ihre Zustimmung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  // MFA (4.3)
  mfaTitle: 'Zwei-Faktor-Authentifizierung erforderlich',
  mfaBody: 'Ihre Bank verlangt eine Zwei-Faktor-Authentifizierung. Starten Sie die Aktivierung und bestätigen Sie sie in der App Ihrer Bank; diese Seite erkennt die Aktivierung von selbst.',
  mfaStart: 'Aktivierung starten',
  mfaStartFailed: 'Die Aktivierung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  mfaWaiting: 'Wir warten auf die Aktivierung …',
  mfaActivated: 'Die Zwei-Faktor-Authentifizierung ist aktiviert.',
  // device linking (4.3; the failure and success messages of 8 come from the core catalogue)
  deviceLinkOpen: 'Gerät verbinden',
  deviceLinkMfaHint: 'Als zweiten Faktor nutzt Ihre Bank Ihr Smartphone. Verbinden Sie es zuerst mit Ihrem Konto.',
  deviceLinkLinked: 'Ihr Smartphone ist mit Ihrem Konto verbunden.',
  deviceLinkTitle: 'Smartphone verbinden',
  deviceLinkSending: 'Wir senden eine Nachricht an Ihr Smartphone …',
  deviceLinkInstruction: 'Wir haben eine Nachricht an Ihr Smartphone gesendet. Öffnen Sie sie und bestätigen Sie die Verbindung; dieses Fenster erkennt die Bestätigung von selbst.',
  deviceLinkWaiting: 'Wir warten auf Ihre Bestätigung …',
  deviceLinkTimedOut: (minutes: number) =>
    `Wir haben innerhalb von ${minutes} Minuten keine Bestätigung erhalten. Senden Sie eine neue Nachricht an Ihr Smartphone.`,
  deviceLinkRetry: 'Neue Nachricht senden',
  deviceLinkCancel: 'Abbrechen',
  deviceLinkClose: 'Schließen',
} as const
