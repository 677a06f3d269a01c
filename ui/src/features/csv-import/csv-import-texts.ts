/**
 * The German words of the CSV import dialog (transactions-import-proposals 2 "3-step CSV import dialog"). Messages
 * (upload and preview errors, mapping issues, row reasons) are in the core catalogue; these are the dialog's own.
 */
import { CSV_FILE_MAX_SIZE_LABEL, formatCount, STATEMENT_FILE_EXTENSIONS, STATEMENT_FORMAT_LABELS, type StatementFormat } from '@kontor/core'

export const CSV_IMPORT_TEXTS = {
  /** The account action and the wizard's hand-over name it so (hub AccountCard, accounts-and-transfers 4.1). */
  action: 'Kontoauszug importieren',
  actionLabel: (accountName: string) => `Kontoauszug in ${accountName} importieren`,
  title: 'Kontoauszug importieren (CSV, MT940 oder CAMT)',
  stepOf: (step: number, name: string) => `Schritt ${step} von 3: ${name}`,
  stepNames: { 1: 'Datei auswählen', 2: 'Spalten zuordnen', 3: 'Import' } as Readonly<Record<1 | 2 | 3, string>>,
  checkingLastImport: 'Der letzte Import wird geprüft …',
  dropZone: 'Kontoauszug (CSV, MT940 oder CAMT) hierher ziehen',
  dropZoneHint: `Dateien mit der Endung ${STATEMENT_FILE_EXTENSIONS.join(', ')}, höchstens ${CSV_FILE_MAX_SIZE_LABEL}. Die Exporte deutscher Banken werden erkannt, als CSV, MT940 oder CAMT.`,
  chooseFile: 'Datei auswählen',
  // The demo's sample statements (demo build only).
  samplesHeading: 'Beispiel-Kontoauszüge der Demo',
  samplesHint: 'Nacheinander importiert: erst MT940, dann CAMT, dann die CSV-Datei, deren schon importierte Umsätze als vermutlich doppelt erkannt werden.',
  sampleMt940: 'MT940 (vor zwei Monaten)',
  sampleCamt: 'CAMT.053 (letzte 30 Tage)',
  sampleCsv: 'CSV der Sparkasse (überschneidend)',
  samplesFailed: 'Die Beispieldatei konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  uploading: (name: string) => `„${name}“ wird hochgeladen …`,
  readingPreview: 'Die Datei wird gelesen …',
  rereadingPreview: 'Die Vorschau wird neu gelesen …',
  bankDetected: (bank: string) => `Erkannt: ${bank}`,
  /** A structured statement (issue 26): its columns are fixed, nothing to map. */
  formatDetected: (format: StatementFormat) => `Erkannt: Kontoauszug im Format ${STATEMENT_FORMAT_LABELS[format]}. Die Spalten stehen fest; bitte prüfen Sie die Vorschau.`,
  bankNotDetected: 'Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.',
  settingsHeading: 'Einstellungen',
  characterSet: 'Zeichensatz',
  delimiter: 'Trennzeichen',
  quoteCharacter: 'Textzeichen',
  negateAmount: 'Vorzeichen der Beträge umkehren',
  columnsHeading: 'Spalten',
  column: (n: number, header: string | undefined) => (header === undefined || header === '' ? `Spalte ${n}` : `Spalte ${n}: ${header}`),
  selectField: 'Feld wählen',
  previewHeading: 'Vorschau',
  previewCaption: (shown: number) => `Vorschau der ersten ${shown} Zeilen`,
  line: 'Zeile',
  date: 'Datum',
  amount: 'Betrag',
  counterparty: 'Empfänger/Absender',
  purpose: 'Verwendungszweck',
  status: 'Status',
  importable: 'Wird importiert',
  rejected: 'Nicht importierbar',
  duplicate: 'Vermutlich schon importiert',
  importDuplicate: (line: number) => `Zeile ${line} trotzdem importieren`,
  counts: (toImport: number, rejected: number) =>
    `${formatCount(toImport)} ${toImport === 1 ? 'Umsatz wird' : 'Umsätze werden'} importiert, ${formatCount(rejected)} ${rejected === 1 ? 'Zeile ist' : 'Zeilen sind'} nicht importierbar.`,
  sum: (sum: string) => `Summe der importierten Umsätze: ${sum}`,
  back: 'Andere Datei',
  startImport: 'Importieren',
  starting: 'Der Import wird gestartet …',
  running: 'Die Umsätze werden importiert …',
  progressLabel: 'Fortschritt des Imports',
  runningHint: 'Sie können den Dialog schließen. Der Import läuft weiter.',
  succeeded: (n: number) => `${formatCount(n)} ${n === 1 ? 'Umsatz wurde' : 'Umsätze wurden'} importiert.`,
  partlyFailed: (imported: number, failed: number) =>
    `${formatCount(imported)} ${imported === 1 ? 'Umsatz wurde' : 'Umsätze wurden'} importiert, ${formatCount(failed)} ${failed === 1 ? 'Zeile ist' : 'Zeilen sind'} fehlgeschlagen.`,
  failed: 'Der Import ist fehlgeschlagen. Es wurden keine Umsätze importiert.',
  downloadFailedRows: 'Fehlerhafte Zeilen herunterladen',
  /** Step 2 at narrow widths, or with a bank recognised and a complete mapping: the settings and columns behind it. */
  adjustMapping: 'Spaltenzuordnung anpassen',
  downloadingFailedRows: 'Die fehlerhaften Zeilen werden geladen …',
  failedRowsFileName: (date: string) => `Fehlerhafte-Zeilen-${date}.csv`,
  close: 'Schließen',
  discardTitle: 'Hochgeladene Datei verwerfen?',
  discardText: 'Die Datei wird nicht importiert. Ihre Zuordnung der Spalten geht verloren.',
  discard: 'Verwerfen',
  keep: 'Weiter zuordnen',
  closedTitle: 'Import nicht möglich',
  // The start route (hub-and-business-account 2.1 /hub/actions/startimport).
  chooseAccountTitle: 'Konto für den Import des Kontoauszugs wählen',
  chooseAccount: 'Konto',
  chooseAccountHint: 'Kontoauszüge (CSV, MT940 oder CAMT) lassen sich in Konten ohne Bankverbindung importieren.',
  noManualAccount: 'Sie haben kein Konto ohne Bankverbindung. Legen Sie zuerst ein Konto ohne Bankverbindung an, um Umsätze aus einem Kontoauszug zu importieren.',
  loadingAccounts: 'Die Konten werden geladen …',
  continue: 'Weiter',
} as const

