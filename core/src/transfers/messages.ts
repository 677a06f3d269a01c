/** Messages of bank transfers (spec: accounts-and-transfers 5.2–5.5; hub-and-business-account 5 and 8). */
import type { CataloguePart } from '../errors/reaction.ts'

export const transfersMessages = {
  // hub-and-business-account 5 and 8: deleting planned transfers (and transfers from the provider's bank) need MFA.
  MISSING_MFA_ERROR: {
    de: 'Bitte aktivieren Sie zuerst die Zwei-Faktor-Authentifizierung. Danach können Sie diese Aktion ausführen.',
    reaction: 'askToActivateMfa',
    source: 'ours',
  },
  // accounts-and-transfers 5.4: the label of an account that cannot send a combined transfer.
  'transfers.combinedTransferNotPossible': { de: 'Keine Sammelüberweisung möglich', reaction: 'showOnField', source: 'spec' },
  'transfers.accountCannotTransfer': {
    de: 'Von diesem Konto aus sind keine Überweisungen möglich. Bitte wählen Sie ein anderes Konto.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.standingOrderNotPossible': {
    de: 'Von diesem Konto aus können Sie keine Daueraufträge anlegen. Bitte wählen Sie ein anderes Konto.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.providerTermsOverdue': {
    de: 'Bitte stimmen Sie zuerst den aktuellen Geschäftsbedingungen Ihres Geschäftskontos zu. Bis dahin sind keine Überweisungen möglich.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transfers.orderWithoutTransfers': {
    de: 'Der Auftrag enthält keine Überweisung. Bitte wählen Sie mindestens eine Überweisung aus.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.recipientNameRequired': { de: 'Bitte geben Sie den Namen des Empfängers ein.', reaction: 'showOnField', source: 'ours' },
  'transfers.recipientNameTooLong': {
    de: 'Der Name des Empfängers darf höchstens {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.invalidSepaCharacters': {
    de: "Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und die Sonderzeichen / ? : ( ) . , ' + - (nicht erlaubt: {{characters}}).",
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.purposeTooLong': {
    de: 'Der Verwendungszweck darf höchstens {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.recipientCountryNotSupported': {
    de: 'Überweisungen in das Land {{countryCode}} sind nicht möglich, da es nicht zum SEPA-Raum gehört.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.recipientIbanSameAsSender': {
    de: 'Die IBAN des Empfängers ist die IBAN des Kontos, von dem Sie überweisen. Bitte geben Sie ein anderes Empfängerkonto an.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.subAccountOnlyFromMainAccount': {
    de: 'Überweisungen auf ein Unterkonto sind nur vom Hauptkonto Ihres Geschäftskontos aus möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.amountNotPositive': { de: 'Der Betrag muss größer als 0,00 € sein.', reaction: 'showOnField', source: 'ours' },
  'transfers.amountTooHigh': {
    de: 'Der Betrag darf höchstens {{maxAmount}} betragen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.executionDateInPast': {
    de: 'Das Ausführungsdatum darf nicht in der Vergangenheit liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.executionDateMustBeToday': {
    de: 'Diese Überweisung kann nur mit Ausführung am heutigen Tag gesendet werden.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.reoccurrenceRequired': {
    de: 'Bitte wählen Sie aus, in welchem Turnus der Dauerauftrag ausgeführt wird.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.instantOnlyForTodaysTransfer': {
    de: 'Eine Echtzeitüberweisung ist nur als einmalige Überweisung mit Ausführung am heutigen Tag möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.instantNotOfferedToRecipientBank': {
    de: 'An die Bank dieses Empfängers ist keine Echtzeitüberweisung möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.instantNotSupportedByAccount': {
    de: 'Von diesem Konto aus sind keine Echtzeitüberweisungen möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.instantNotAcceptedByRecipient': {
    de: 'Das Konto des Empfängers kann keine Echtzeitüberweisungen empfangen. Bitte senden Sie eine normale Überweisung.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.instantPurposeRequired': {
    de: 'Bitte geben Sie einen Verwendungszweck ein. Eine Echtzeitüberweisung braucht einen Verwendungszweck.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.bicDoesNotFitIban': {
    de: 'Die BIC passt nicht zur IBAN des Empfängers. Bitte prüfen Sie beide Angaben oder lassen Sie die BIC leer.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.scheduledDateNotInFuture': {
    de: 'Eine terminierte Überweisung braucht ein Ausführungsdatum nach dem heutigen Tag. Für heute wählen Sie bitte „Einzelüberweisung“.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transfers.executionDateTooLate': {
    de: 'Das Ausführungsdatum darf höchstens {{maxDays}} Tage in der Zukunft liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type TransfersMessageKey = keyof typeof transfersMessages
