/** Messages of the business account onboarding (spec: hub-and-business-account 2.4, 4.3 and 8). */
import type { CataloguePart } from '../errors/reaction.ts'

const RETRY_OR_SUPPORT = 'Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support.'

export const onboardingMessages = {
  INVALID_GMBH_COMPANY_NAME: { de: 'Bitte geben Sie den Namen Ihres Unternehmens ein.', reaction: 'showOnField', source: 'ours' },
  INVALID_EXPECTED_MONTHLY_REVENUE: {
    de: 'Bitte geben Sie Ihren erwarteten monatlichen Umsatz in Euro ein, z. B. 1000,00.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_COMPANY_INDUSTRY: { de: 'Bitte wählen Sie eine Branche aus.', reaction: 'showOnField', source: 'ours' },
  INVALID_COMPANY_REGISTRATION_NUMBER: {
    de: 'Bitte geben Sie die Handelsregisternummer ein, z. B. HRB 12345.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_COMPANY_REGISTRATION_ISSUER: { de: 'Bitte geben Sie das Registergericht ein.', reaction: 'showOnField', source: 'ours' },
  INVALID_COMPANY_REGISTRATION_DATE: { de: 'Das Gründungsdatum fehlt oder liegt in der Zukunft.', reaction: 'showOnField', source: 'ours' },
  INVALID_COMPANY_BUSINESS_PURPOSE: { de: 'Bitte geben Sie den Unternehmensgegenstand ein.', reaction: 'showOnField', source: 'ours' },
  'onboarding.addressLine1Required': { de: 'Bitte geben Sie die Straße Ihrer Adresse ein.', reaction: 'showOnField', source: 'ours' },
  'onboarding.addressLine2Required': { de: 'Bitte geben Sie die Hausnummer ein.', reaction: 'showOnField', source: 'ours' },
  'onboarding.postalCodeInvalid': {
    de: 'Bitte geben Sie eine gültige Postleitzahl mit {{digits}} Ziffern ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'onboarding.addressCityRequired': { de: 'Bitte geben Sie den Ort ein.', reaction: 'showOnField', source: 'ours' },
  'onboarding.addressCountryInvalid': {
    de: 'Bitte wählen Sie als Land Deutschland aus; andere Länder sind nicht möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_FATCA_ACCEPT_VALUE: { de: 'Bitte beantworten Sie die Frage zur Steuerpflicht in den USA.', reaction: 'showOnField', source: 'ours' },
  'onboarding.fatcaUsTaxLiable': {
    de: 'Für Personen, die in den USA steuerpflichtig sind, können wir leider kein Geschäftskonto eröffnen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  INVALID_LEGAL_REPRESENTATIVES_PROCESSING_PENDING: {
    de: 'Es fehlen noch Angaben zu den gesetzlichen Vertretern.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_SALUTATION: { de: 'Bitte wählen Sie eine Anrede aus.', reaction: 'showOnField', source: 'ours' },
  INVALID_FIRST_NAME: { de: 'Bitte geben Sie den Vornamen ein.', reaction: 'showOnField', source: 'ours' },
  INVALID_LAST_NAME: { de: 'Bitte geben Sie den Nachnamen ein.', reaction: 'showOnField', source: 'ours' },
  INVALID_MARITAL_STATUS: { de: 'Bitte wählen Sie Ihren Familienstand aus.', reaction: 'showOnField', source: 'ours' },
  INVALID_ACCEPT_AGB_VALUE: { de: 'Bitte akzeptieren Sie die Bedingungen.', reaction: 'showOnField', source: 'ours' },
  'onboarding.ownEconomicInterestRequired': {
    de: 'Bitte bestätigen Sie, dass Sie im eigenen wirtschaftlichen Interesse handeln.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'onboarding.industrySearchTooShort': {
    de: 'Bitte geben Sie mindestens {{minLength}} Zeichen ein, um nach Branchen zu suchen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  COMPANY_NAME_NOT_FOUND: {
    de: 'Wir haben keinen Eintrag im Handelsregister gefunden. Bitte geben Sie den Namen ohne Rechtsform ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED: {
    de: 'Die Adresse wurde aktualisiert oder nicht gefunden. Bitte überprüfen Sie sie.',
    reaction: 'showOnField',
    source: 'ours',
  },
  LEX_BANK_BACKEND_VALIDATION_ERROR: {
    de: `Ihre Daten konnten nicht gespeichert werden. ${RETRY_OR_SUPPORT}`,
    reaction: 'showNotice',
    source: 'ours',
  },
  LEX_BANK_CREATE_ACCOUNT_FAILED: {
    de: `Beim Anlegen Ihres Kontos bei unserer Partnerbank ist ein Fehler aufgetreten. ${RETRY_OR_SUPPORT}`,
    reaction: 'showNotice',
    source: 'ours',
  },
  LEX_BANK_CREATE_CARD_FAILED: {
    de: `Beim Anlegen Ihrer Karte bei unserer Partnerbank ist ein Fehler aufgetreten. ${RETRY_OR_SUPPORT}`,
    reaction: 'showNotice',
    source: 'ours',
  },
  'onboarding.deviceLinkFailed': {
    de: 'Es trat ein Fehler bei der Geräteverbindung auf. Kontaktieren Sie im Wiederholungsfall unseren Support.',
    reaction: 'showNotice',
    source: 'spec',
  },
  'onboarding.deviceLinkSucceeded': { de: 'Sie haben Ihr Gerät erfolgreich verbunden.', reaction: 'closeDialog', source: 'spec' },
  'onboarding.personReloadFailed': {
    de: 'Ihre gespeicherten Angaben konnten nicht neu geladen werden. Bitte prüfen Sie Steuer-ID und USt-IdNr. und geben Sie sie bei Bedarf erneut ein.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'onboarding.identificationPending': {
    de: 'Ihre Identifizierung wird noch geprüft. Das dauert in der Regel nur wenige Sekunden; fragen Sie den Stand gleich noch einmal ab.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'onboarding.identificationFailed': {
    de: 'Ihre Identifizierung war nicht erfolgreich. Bitte starten Sie die Video-Identifizierung erneut oder wenden Sie sich an unseren Support.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'onboarding.taxIdSaved': { de: 'Ihre persönliche Steuer-ID wurde erfolgreich hinterlegt.', reaction: 'closeDialog', source: 'spec' },
  'onboarding.textHasMarkup': {
    de: 'Bitte verwenden Sie keine spitzen Klammern (< oder >) und keine Steuerzeichen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'onboarding.companyNameLength': {
    de: 'Der Name des Unternehmens muss {{minLength}} bis {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'onboarding.votingSharesOverTotal': {
    de: 'Die Stimmrechtsanteile aller Personen ergeben zusammen mehr als {{maxPercent}} %. Bitte überprüfen Sie die Anteile.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'onboarding.nationalityRequired': { de: 'Bitte wählen Sie eine Staatsangehörigkeit aus.', reaction: 'showOnField', source: 'ours' },
} as const satisfies CataloguePart
