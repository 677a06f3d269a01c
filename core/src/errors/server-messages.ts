/**
 * Server issue keys of the three spec documents' section 8 that no validator of ours produces: the answers of the
 * banking, transfer and transaction services. Keys verbatim from the spec; where the spec names a case but no key,
 * the key is ours (lower camel case with an area prefix). A key with `@source` applies only to issues of that
 * source (the spec gives missing_entity different meanings for the PIN, the TAN and the push device).
 */
import type { CataloguePart } from './reaction.ts'

/** Filled in for {{errorText}} when the server sent no text of its own. */
export const NO_ERROR_TEXT_FROM_BANK = 'Ihre Bank hat keinen Grund genannt.'

export const serverMessages = {
  // accounts-and-transfers 8, special handling
  banking_internal_error: {
    de: 'Fehlermeldung der Bank: {{errorText}} Der Auftrag kann nicht ausgeführt werden. Bitte brechen Sie ihn ab und erfassen Sie ihn neu.',
    reaction: 'cancelOrder',
    source: 'spec',
  },
  missing_mfa: {
    de: 'Bitte aktivieren Sie die Zwei-Faktor-Authentifizierung, um fortzufahren.',
    reaction: 'askToActivateMfa',
    source: 'ours',
  },
  RATE_LIMIT_EXCEEDED: {
    de: 'Sie haben zu viele Anfragen gestellt. Bitte warten Sie, bis die Wartezeit abgelaufen ist, und versuchen Sie es dann erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  BANKING_USER_NOT_APPROVED_BY_BANK: {
    de: 'Nur Kontoinhaber können diese Aktion ausführen. Ihre Bank führt Sie nicht als Inhaber dieses Kontos.',
    reaction: 'showNotice',
    source: 'ours',
  },
  sepa_instant_not_available_for_recipient_iban: {
    de: 'Die Bank des Empfängers nimmt keine Echtzeitüberweisungen an. Sie können die Überweisung als normale SEPA-Überweisung senden.',
    reaction: 'disableInstantOption',
    source: 'ours',
  },
  SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN: {
    de: 'Die Bank des Empfängers nimmt keine Echtzeitüberweisungen an. Sie können die Überweisung als normale SEPA-Überweisung senden.',
    reaction: 'disableInstantOption',
    source: 'ours',
  },
  // The spec gives the start and the "(408)"; the middle is ours.
  'banking.bankConnectionFailed': {
    de: 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen. Bitte versuchen Sie es später erneut. (408)',
    reaction: 'showNotice',
    source: 'ours',
  },
  'missing_entity@pin': {
    de: 'Bitte geben Sie die PIN für Ihren Bankzugang ein.',
    reaction: 'promptForPinThenRetry',
    source: 'ours',
  },
  // accounts-and-transfers 8, other messages
  BANKING_ACCOUNT_NOT_FOUND: { de: 'Das Bankkonto wurde nicht gefunden.', reaction: 'showNotice', source: 'ours' },
  BANKING_ACCOUNT_MISSING: { de: 'Bitte wählen Sie ein Bankkonto aus.', reaction: 'showOnField', source: 'ours' },
  CONTACT_ALREADY_EXISTS: {
    de: 'Für diese Bank besteht bereits ein Zugang. Bitte verwenden Sie den vorhandenen Bankzugang.',
    reaction: 'showNotice',
    source: 'ours',
  },
  PAYPAL_ONLINE_CONNECTION_NO_PERMISSION: {
    de: 'PayPal hat den Zugriff auf Ihr Konto nicht erlaubt. Bitte erteilen Sie bei PayPal alle angefragten Berechtigungen und versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'paypal.merchantIdMissing': {
    de: 'Die Verbindung mit PayPal wurde abgebrochen, weil PayPal keine Händler-ID übermittelt hat. Bitte versuchen Sie es erneut.',
    reaction: 'closeDialog',
    source: 'ours',
  },
  CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS: {
    de: 'Eine gleiche Überweisung wird bereits ausgeführt. Bitte versuchen Sie es in 10 Minuten erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  INSUFFICIENT_FUNDS: {
    de: 'Der Kontostand reicht für diese Überweisung nicht aus.',
    reaction: 'showNotice',
    source: 'ours',
  },
  MISSING_INSTANT_PAYMENT_DESCRIPTION: {
    de: 'Für eine Echtzeitüberweisung geben Sie bitte einen Verwendungszweck ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_MODEL: { de: 'Bitte prüfen Sie Ihre Eingaben.', reaction: 'showOnField', source: 'ours' },
  INVALID_STATUS: {
    de: 'Der Auftrag kann nicht ausgeführt werden. Möglicherweise ist das Konto gesperrt. Bitte wenden Sie sich an Ihre Bank.',
    reaction: 'showNotice',
    source: 'ours',
  },
  INVALID_TAN: { de: 'Die eingegebene TAN ist ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.', reaction: 'showOnField', source: 'ours' },
  // transactions 8: a transfer delete answered 406 with invalid_tan shows the INVALID_TAN error.
  invalid_tan: { de: 'Die eingegebene TAN ist ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.', reaction: 'showOnField', source: 'ours' },
  INVALID_IBAN: { de: 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.', reaction: 'showOnField', source: 'ours' },
  INVALID_ACCOUNT_BLOCKED_LOCK: {
    de: 'Achtung, Betrugsverdacht: Das Empfängerkonto ist gesperrt. Die Überweisung wird nicht ausgeführt.',
    reaction: 'cancelOrder',
    source: 'ours',
  },
  INVALID_ACCOUNT_BLOCKED_WARN: {
    de: 'Achtung, möglicher Betrug: Für das Empfängerkonto liegt eine Warnung vor. Bitte prüfen Sie den Empfänger genau, bevor Sie fortfahren.',
    reaction: 'showNotice',
    source: 'ours',
  },
  UNSUPPORTED_PAYMENT_METHOD: {
    de: 'Der Empfänger liegt außerhalb des SEPA-Raums. Überweisungen dorthin sind nicht möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  PERSON_MISSING_MOBILE_NUMBER: {
    de: 'Bitte hinterlegen Sie zuerst Ihre Mobilnummer.',
    reaction: 'showNotice',
    source: 'ours',
  },
  CHANGE_REQUEST_ALREADY_COMPLETED: {
    de: 'Diese Anfrage wurde bereits abgeschlossen.',
    reaction: 'closeDialog',
    source: 'ours',
  },
  ERROR_TRANSFER_STATUS_UPDATE: {
    de: 'Der Auftrag wurde an die Bank gesendet, sein Status ist aber unklar. Bitte prüfen Sie Ihre Umsätze, bevor Sie ihn erneut senden.',
    reaction: 'showNotice',
    source: 'ours',
  },
  PAYMENT_AMOUNT_HIGHER_THAN_RESERVATION: {
    de: 'Der Betrag ist höher als die Vormerkung.',
    reaction: 'showOnField',
    source: 'ours',
  },
  BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION: {
    de: 'Mit diesem Konto sind keine Sammelüberweisungen möglich.',
    reaction: 'showNotice',
    source: 'ours',
  },
  ERROR_LEXBANK_SUB_ACCOUNT_TARGET: {
    de: 'Auf ein Unterkonto können Sie nur von Ihrem Geschäftskonto aus überweisen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'banking.noTransferCapableAccount': {
    de: 'Sie haben kein Konto, mit dem Überweisungen möglich sind.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.contactDeleted': { de: 'Der Bankzugang wurde gelöscht.', reaction: 'showNotice', source: 'ours' },
  'banking.contactDeleteFailed': {
    de: 'Der Bankzugang konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Chosen keys of the banking service's answers (the spec names the cases, not the keys).
  'banking.contactNotFound': {
    de: 'Der Bankzugang wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.bankNotFound': {
    de: 'Die Bank wurde nicht gefunden. Bitte prüfen Sie die Bankleitzahl.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.concurrentModification': {
    de: 'Die Daten wurden zwischenzeitlich geändert. Bitte laden Sie sie neu und versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.fieldNotEditable': {
    de: 'Diese Angabe kann bei diesem Konto nicht geändert werden.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'banking.accountTypeNotAllowed': {
    de: 'Ein Konto dieser Art kann hier nicht angelegt werden.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'banking.accountNotConnected': {
    de: 'Das Konto ist nicht verbunden. Es gibt keine Verbindung, die getrennt werden kann.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.contactNotReady': {
    de: 'Der Bankzugang ist nicht einsatzbereit. Bitte geben Sie Ihre Zugangsdaten erneut ein.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.savePinRequired': {
    de: 'Ihre Bank verlangt, dass die PIN gespeichert wird. Bitte wählen Sie „PIN speichern“.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Chosen keys of the bank transfer service's answers (the spec names the cases, not the keys).
  'banktransfer.notFound': {
    de: 'Die Überweisung wurde nicht gefunden. Möglicherweise wurde sie inzwischen gelöscht.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banktransfer.changeRequestNotFound': {
    de: 'Die Freigabe-Anfrage wurde nicht gefunden. Bitte starten Sie den Auftrag erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banktransfer.alreadyExecuted': {
    de: 'Der Auftrag wurde bereits ausgeführt und kann nicht mehr geändert oder gelöscht werden.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Chosen keys of the reference server for requests it cannot read (no banking case of the spec).
  not_found: {
    de: 'Die Adresse der Anfrage ist dem Server nicht bekannt.',
    reaction: 'showNotice',
    source: 'ours',
  },
  invalid_query_parameter: {
    de: 'Die Anfrage enthält eine Angabe, die der Server nicht lesen kann. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // issue 17: the reference server's refusals of requests it does not read (method, size, type, origin, path, headers)
  invalid_path_parameter: {
    de: 'Die Anfrage nennt einen Datensatz in einer Form, die der Server nicht annimmt. Bitte laden Sie die Seite neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  method_not_allowed: {
    de: 'Der Server bietet diese Aktion unter dieser Adresse nicht an.',
    reaction: 'showNotice',
    source: 'ours',
  },
  payload_too_large: {
    de: 'Die gesendeten Daten sind zu groß. Bitte kürzen Sie Ihre Eingaben und versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  unsupported_media_type: {
    de: 'Die Anfrage hat ein Format, das der Server nicht annimmt.',
    reaction: 'showNotice',
    source: 'ours',
  },
  origin_not_allowed: {
    de: 'Die Anfrage kommt von einer Seite, die der Server nicht zulässt.',
    reaction: 'showNotice',
    source: 'ours',
  },
  request_headers_too_large: {
    de: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang. Bitte laden Sie die Seite neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  internal_error: {
    de: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'banking.invalidFinancialContactData': {
    de: 'Die Zugangsdaten sind unvollständig. Bitte prüfen Sie Ihre Eingaben.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // transactions-import-proposals 8: strong customer authentication
  'missing_entity@scaTan': { de: 'Bitte bestätigen Sie den Auftrag mit einer TAN.', reaction: 'openTanDialog', source: 'ours' },
  'solaris_sca_required@scaTan': { de: 'Bitte bestätigen Sie den Auftrag mit einer TAN.', reaction: 'openTanDialog', source: 'ours' },
  'missing_entity@scaDevice': {
    de: 'Bitte bestätigen Sie den Auftrag in der App auf Ihrem Gerät.',
    reaction: 'openPushTanDialog',
    source: 'ours',
  },
  'solaris_sca_required@scaDevice': {
    de: 'Bitte bestätigen Sie den Auftrag in der App auf Ihrem Gerät.',
    reaction: 'openPushTanDialog',
    source: 'ours',
  },
  missing_entity: { de: 'Es fehlt eine Angabe. Bitte prüfen Sie Ihre Eingaben.', reaction: 'showOnField', source: 'ours' },
  // The SMS-TAN and push-TAN failures of transactions-import-proposals 8 are the sca area's (sca/messages.ts).
  // transactions-import-proposals 8: others
  INVALID_CONTENT: { de: 'Der Inhalt ist ungültig. Bitte prüfen Sie Ihre Eingaben.', reaction: 'showOnField', source: 'ours' },
  INVALID_SIZE: { de: 'Die Größe ist ungültig.', reaction: 'showOnField', source: 'ours' },
  BAD_REQUEST: {
    de: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben.',
    reaction: 'showNotice',
    source: 'ours',
  },
  PAYPAL_ACCOUNT_ALREADY_ADDED: {
    de: 'Dieses PayPal-Konto ist bereits verbunden.',
    reaction: 'showNotice',
    source: 'ours',
  },
  INVALID_TARGET_COUNTRY: {
    de: 'In das Land des Empfängers sind keine Überweisungen möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_LAST_EXECUTION_DATE: {
    de: 'Die letzte Ausführung darf nicht vor der ersten Ausführung liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  SELF_MONEY_TRANSFER_FORBIDDEN: {
    de: 'Auftraggeber- und Empfängerkonto dürfen nicht gleich sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN: {
    de: 'Ein zugeordneter Umsatz kann nicht ausgeblendet werden. Bitte entfernen Sie zuerst die Zuordnung.',
    reaction: 'showNotice',
    source: 'ours',
  },
  JOB_ALREADY_RUNNING: {
    de: 'Die Freigabe läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // hub-and-business-account 8
  too_many_transactions_in_search: {
    de: 'Es sind zu viele Datensätze. Bitte schränken Sie Ihre Filterkriterien ein.',
    reaction: 'showNotice',
    source: 'spec',
  },
  TOO_MANY_TRANSACTIONS_IN_SEARCH: {
    de: 'Es sind zu viele Datensätze. Bitte schränken Sie Ihre Filterkriterien ein.',
    reaction: 'showNotice',
    source: 'spec',
  },
  TRANSACTION_DECLINED_BY_BANK: {
    de: 'Die Überweisung wurde von der Bank abgebrochen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'accounts.deleteFixedBookingsExist': {
    de: 'Das Konto kann nicht vollständig gelöscht werden, weil es festgeschriebene Buchungen enthält.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'accounts.deleteAssignmentsExist': {
    de: 'Das Konto kann nicht gelöscht werden, weil Umsätze zugeordnet sind. Bitte entfernen Sie zuerst die Zuordnungen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'accounts.deleteSyncInProgress': {
    de: 'Das Konto wird gerade synchronisiert. Bitte versuchen Sie es später erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  'payments.deleteForbiddenDunning': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung eine Mahngebühr erzeugt hat.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'payments.deleteForbiddenDiscount': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung einen Skontoabzug erzeugt hat.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'payments.deleteForbiddenCurrency': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung eine Währungsdifferenz erzeugt hat.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'payments.deleteForbiddenFee': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung eine Gebühr erzeugt hat.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart
