/**
 * Messages of the CSV import (spec: transactions-import-proposals 5 "CSV upload and mapping", 8 "CSV preview" and
 * "Upload errors"). The spec names the cases but, apart from IMPORT_ERROR, no keys and no wording: keys and texts
 * are ours. Keys the server may send carry no placeholders; the others fill theirs from the params.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const csvImportMessages = {
  // Preview issues (transactions 8)
  'csvImport.missingColumn': {
    de: 'In der Datei fehlt eine Spalte, die zugeordnet ist. Bitte prüfen Sie die Zuordnung der Spalten.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.duplicateColumn': {
    de: 'Eine Spalte ist mehrfach vorhanden oder mehrfach zugeordnet. Bitte prüfen Sie die Zuordnung der Spalten.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.invalidContent': {
    de: 'Die Datei enthält ungültige Werte. Bitte prüfen Sie die Datei und die Zuordnung der Spalten.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.unclosedQuote': {
    de: 'In der Datei ist ein Anführungszeichen nicht geschlossen. Bitte prüfen Sie das gewählte Textzeichen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.faultyCsv': {
    de: 'Die Datei ist keine gültige CSV-Datei. Bitte prüfen Sie das Trennzeichen und den Zeichensatz.',
    reaction: 'showNotice',
    source: 'ours',
  },
  IMPORT_ERROR: {
    de: 'Der Import der Umsätze ist fehlgeschlagen. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.previewPaymentRequired': {
    de: 'Der CSV-Import ist in Ihrem Tarif nicht enthalten. Der Import wurde deshalb geschlossen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Upload errors (transactions 8)
  'csvImport.uploadWrongMimeType': {
    de: 'Der Dateityp wird nicht unterstützt. Bitte laden Sie eine CSV-Datei hoch.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.uploadFileTooBig': {
    de: 'Die Datei ist zu groß. Eine CSV-Datei darf höchstens 5,0 MB groß sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.uploadVirusFound': {
    de: 'In der Datei wurde ein Virus gefunden. Die Datei wurde nicht hochgeladen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.uploadConversionError': {
    de: 'Die Datei konnte nicht verarbeitet werden. Bitte prüfen Sie, ob es eine gültige CSV-Datei ist.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.uploadExtensionNotAllowed': {
    de: 'Diese Dateiendung ist nicht erlaubt. Bitte wählen Sie einen Kontoauszug als CSV (.csv), MT940 (.sta, .mta, .940, .txt) oder CAMT (.xml).',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.fileEmpty': {
    de: 'Die Datei ist leer. Bitte wählen Sie eine CSV-Datei mit Umsätzen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Column mapping (transactions 5)
  'csvImport.fieldMappedMoreThanOnce': {
    de: 'Das Feld „{{fieldLabel}}“ ist mehreren Spalten zugeordnet. Bitte ordnen Sie jedes Feld höchstens einer Spalte zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.mappedColumnMissing': {
    de: 'Die zugeordnete Spalte {{columnNumber}} gibt es in der Datei nicht.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.columnMappedTwice': {
    de: 'Der Spalte {{columnNumber}} sind mehrere Felder zugeordnet. Bitte wählen Sie ein Feld je Spalte.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.amountMappingRequired': {
    de: 'Bitte ordnen Sie entweder die Spalte „Betrag“ oder die beiden Spalten „Soll“ und „Haben“ zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.nameMappingRequired': {
    de: 'Bitte ordnen Sie entweder die Spalte „Empfänger/Absender“ oder die beiden Spalten „Absender“ und „Empfänger“ zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.dateMappingRequired': {
    de: 'Bitte ordnen Sie die Spalte „Wertstellung“ oder „Buchungsdatum“ zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.purposeMappingRequired': {
    de: 'Bitte ordnen Sie die Spalte „Verwendungszweck“ oder „Zusatzinformation“ zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Values in mapped columns (transactions 5)
  'csvImport.emptyMappedValue': {
    de: 'Zeile {{rowNumber}}: Die Spalte „{{fieldLabel}}“ ist leer. Leere Werte in zugeordneten Spalten verhindern den Import.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.invalidDate': {
    de: 'Zeile {{rowNumber}}: „{{fieldLabel}}“ ist kein gültiges Datum im Format TT.MM.JJJJ, TT.MM.JJ oder JJJJ-MM-TT.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.dateBeforeEarliest': {
    de: 'Zeile {{rowNumber}}: Umsätze vor dem 01.01.2014 können nicht importiert werden.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.invalidAmount': {
    de: 'Zeile {{rowNumber}}: „{{fieldLabel}}“ ist kein Betrag im Format 1.234,56.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.debitAndCreditBothFilled': {
    de: 'Zeile {{rowNumber}}: Soll und Haben sind beide gefüllt. Bitte prüfen Sie die Zuordnung der Spalten.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Reading the file (issue 13: readBankStatement)
  'csvImport.fileNotText': {
    de: 'Die Datei enthält keinen lesbaren Text. Bitte wählen Sie die CSV-Datei, die Ihre Bank beim Export erstellt hat.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.rowUnclosedQuote': {
    de: 'Zeile {{rowNumber}}: Ein Anführungszeichen wird in dieser Zeile nicht geschlossen. Die Zeile wird nicht importiert; die übrigen Zeilen werden gelesen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.unclosedQuoteAtLine': {
    de: 'In Zeile {{lineNumber}} wird ein Anführungszeichen nicht geschlossen. Die Datei wurde deshalb nicht gelesen. Bitte prüfen Sie die Datei an dieser Stelle.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.tooManyColumns': {
    de: 'Zeile {{lineNumber}} hat {{columnCount}} Spalten, erlaubt sind höchstens {{maxColumns}}. Bitte prüfen Sie das Trennzeichen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.valueTooLong': {
    de: 'Zeile {{lineNumber}} enthält einen Wert mit mehr als {{maxCharacters}} Zeichen. Bitte prüfen Sie das Trennzeichen und die Anführungszeichen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.singleColumn': {
    de: 'In der Datei wurden keine Spalten erkannt. Bitte prüfen Sie das Trennzeichen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.noTransactions': {
    de: 'Die Datei enthält keine Umsätze.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.mixedLineEndings': {
    de: 'Hinweis: Die Zeilen der Datei enden unterschiedlich. Die Datei wurde trotzdem vollständig gelesen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.furtherSectionsNotImported': {
    de: 'Hinweis: Die Datei enthält nach den Umsätzen des Kontos weitere Abschnitte ({{sections}}). Nur die Umsätze des ersten Abschnitts werden gelesen; die weiteren, etwa Kartenumsätze, werden nicht importiert.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // MT940 and CAMT (issue 26)
  'csvImport.swiftStatementUnreadable': {
    de: 'Die MT940-Datei kann in Zeile {{lineNumber}} nicht gelesen werden: {{reason}}. Bitte exportieren Sie den Kontoauszug erneut.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.camtUnreadable': {
    de: 'Die CAMT-Datei kann in Zeile {{lineNumber}} nicht gelesen werden: {{reason}}. Bitte exportieren Sie den Kontoauszug erneut.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.camtNotAStatement': {
    de: 'Die XML-Datei ist kein Kontoauszug im Format CAMT.052 oder CAMT.053. Bitte wählen Sie den Kontoauszug, den Ihre Bank exportiert hat.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.statementBalanceMismatch': {
    de: 'Hinweis: Im Kontoauszug {{statement}} ergeben Anfangssaldo {{opening}} und Umsätze {{sum}} zusammen {{expected}}, der Auszug nennt als Endsaldo aber {{closing}}. Womöglich fehlen Umsätze; bitte prüfen Sie die Datei.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.rowPending': {
    de: 'Zeile {{rowNumber}}: Der Umsatz ist vorgemerkt und noch nicht gebucht. Er wird nicht importiert.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.rowZeroAmount': {
    de: 'Zeile {{rowNumber}}: Der Betrag ist 0,00 €, ein Hinweis der Bank (etwa ein Rechnungsabschluss). Die Zeile wird als Info-Umsatz importiert.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.rowMemo': {
    de: 'Zeile {{rowNumber}}: Die Zeile ist als Memo gekennzeichnet und ändert den Kontostand nicht. Sie wird nicht importiert.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.rowColumnCount': {
    de: 'Zeile {{rowNumber}}: Die Zeile hat {{actual}} statt {{expected}} Spalten.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.invalidDebitCreditIndicator': {
    de: 'Zeile {{rowNumber}}: „{{fieldLabel}}“ ist weder S (Soll) noch H (Haben).',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.mappingIncomplete': {
    de: 'Zeile {{rowNumber}}: Die Spalten sind noch nicht vollständig zugeordnet.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.formulaCellAsText': {
    de: 'Zeile {{rowNumber}}: „{{fieldLabel}}“ beginnt mit =, +, -, @ oder einem Tabulator. Der Wert wird nur als Text übernommen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.suspectedDuplicate': {
    de: 'Zeile {{rowNumber}}: Dieser Umsatz ist vermutlich schon importiert. Er ist deshalb nicht zum Import ausgewählt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.repeatedInFile': {
    de: 'Zeile {{rowNumber}}: Ein gleicher Umsatz steht auch in Zeile {{firstRowNumber}}. Beide bleiben ausgewählt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Detection hints (transactions 5)
  'csvImport.delimiterDiffersFromDetected': {
    de: 'Hinweis: In der Datei wurde als Trennzeichen {{detected}} erkannt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.quoteCharacterDiffersFromDetected': {
    de: 'Hinweis: In der Datei wurde als Textzeichen {{detected}} erkannt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // The memory backend's and reference server's own refusals (chosen keys; the spec names none)
  'csvImport.fileNotFound': {
    de: 'Die hochgeladene Datei ist nicht mehr vorhanden. Bitte laden Sie die Datei erneut hoch.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'csvImport.importNotFound': {
    de: 'Dieser Import ist nicht bekannt. Bitte starten Sie den Import erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // The dialog's own: a step 2 kept across a page reload whose file cannot be read again (import-dialog-flow.ts)
  'csvImport.restoredFileGone': {
    de: 'Die Datei „{{fileName}}“ ist nach dem Neuladen der Seite nicht mehr vorhanden. Bitte wählen Sie die Datei erneut aus.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.chooseFileAgain': {
    de: 'Bitte wählen Sie die Datei „{{fileName}}“ erneut aus.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'csvImport.importAlreadyRunning': {
    de: 'Für dieses Konto läuft bereits ein Import. Bitte warten Sie, bis er abgeschlossen ist.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type CsvImportMessageKey = keyof typeof csvImportMessages
