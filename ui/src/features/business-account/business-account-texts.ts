/**
 * The business account onboarding's own words (hub-and-business-account 2.4, 4.1): titles, labels, buttons. The
 * messages of spec 8 are core's (onboardingMessages); this file holds what only the screens say.
 */
import { formatCount } from '@kontor/core'

export const BUSINESS_ACCOUNT_TEXTS = {
  pageTitle: 'Geschäftskonto eröffnen',
  loading: 'Wird geladen …',
  saving: 'Wird gespeichert …',
  retry: 'Erneut versuchen',
  toHub: 'Zur Übersicht',
  next: 'Weiter',
  back: 'Zurück',
  cancelActivation: 'Aktivierung abbrechen',
  stepOf: (current: number, total: number): string => `Schritt ${formatCount(current)} von ${formatCount(total)}`,
  progressLabel: 'Fortschritt der Kontoeröffnung',
  stepDone: 'erledigt',
  stepCurrent: 'aktueller Schritt',
  // start step
  startTitle: 'Los geht’s: Ihr Geschäftskonto',
  startIntro: 'Die Eröffnung dauert etwa 10 Minuten. Ihre Angaben bleiben erhalten, wenn Sie zwischen den Schritten wechseln.',
  organizationType: 'Rechtsform Ihres Unternehmens',
  organizationTypePlaceholder: 'Bitte wählen',
  usTaxQuestion: 'Sind Sie in den USA steuerpflichtig?',
  usTaxYes: 'Ja',
  usTaxNo: 'Nein',
  start: 'Eröffnung starten',
  organizationTypesFailed: 'Die Rechtsformen konnten nicht geladen werden.',
  // FATCA dialog
  fatcaTitle: 'Steuerpflicht in den USA',
  fatcaResume: 'Antwort ändern',
  fatcaCancel: 'Eröffnung beenden',
  // cancel dialog
  cancelTitle: 'Kontoeröffnung abbrechen?',
  cancelBody: 'Wenn Sie abbrechen, werden Ihre bisherigen Angaben gelöscht.',
  cancelResume: 'Weiter ausfüllen',
  cancelConfirm: 'Abbrechen und Angaben löschen',
  // address
  addressLine1: 'Straße und Hausnummer',
  addressStreet: 'Straße',
  addressLine2: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  countryGermany: 'Deutschland',
  countryHint: 'Derzeit nur Deutschland möglich.',
  // video identification
  videoIdentTitle: 'Video-Identifizierung',
  videoIdentFrame: 'Video-Identifizierung unserer Partnerbank',
  close: 'Schließen',
  // tax id embed
  taxIdTitle: 'Steuer-ID hinterlegen',
  taxIdFrame: 'Steuer-ID bei unserer Partnerbank hinterlegen',
} as const
