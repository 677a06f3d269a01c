/**
 * Field mappings for a file no preset knows: by header names, or by the content of the columns when there is no
 * header (issue 13 "Detection": a file with no header row is mapped by position).
 */
import { parseStatementAmount, parseStatementDate } from './cell-formats.ts'
import type { FieldMapping, MappedImportField } from './model.ts'

// Chosen: the words of the banks' headers (German and English), most telling first within each field.
const HEADER_WORDS: ReadonlyArray<readonly [MappedImportField, ReadonlyArray<string>]> = [
  ['debitCreditIndicator', ['s/h', 'soll/haben', 'soll / haben', 'auswirkung auf guthaben']],
  ['bookingStatus', ['status', 'buchungsstatus']],
  ['bookingDate', ['buchungstag', 'buchungsdatum', 'booking date', 'buchung', 'datum', 'date']],
  ['valueDate', ['valuta', 'wertstellung', 'value date', 'wert']],
  ['debitAmount', ['soll', 'debit', 'belastung']],
  ['creditAmount', ['haben', 'credit', 'gutschrift']],
  ['amount', ['betrag', 'amount', 'umsatz', 'netto', 'brutto', 'summe']],
  ['recipientOrSenderName', ['empfänger', 'auftraggeber', 'begünstigter', 'zahlungspflichtiger', 'zahlungsbeteiligter', 'name', 'payee', 'partner', 'counterparty']],
  ['purpose', ['verwendungszweck', 'purpose', 'payment reference', 'reference', 'zweck', 'betreff', 'beschreibung', 'description']],
  ['additionalInfo', ['buchungstext', 'umsatzart', 'vorgang', 'typ', 'type', 'text']],
]

/**
 * Mappings from header names: each field takes the first free column whose name contains one of its words. Debit and
 * credit are kept only as a pair and only without a single amount column.
 * @example guessMappingFromHeaders(['Datum', 'Name', 'Zweck', 'Betrag']) // bookingDate 0, name 1, purpose 2, amount 3
 */
export const guessMappingFromHeaders = (headers: ReadonlyArray<string>): ReadonlyArray<FieldMapping> => {
  const names = headers.map((h) => h.trim().toLowerCase())
  const taken = new Set<number>()
  const found = new Map<MappedImportField, number>()
  for (const [field, words] of HEADER_WORDS) {
    for (const word of words) {
      const column = names.findIndex((name, i) => !taken.has(i) && name.includes(word))
      if (column >= 0) {
        found.set(field, column)
        taken.add(column)
        break
      }
    }
  }
  const pair = found.has('debitAmount') && found.has('creditAmount') && !found.has('amount')
  if (!pair) {
    found.delete('debitAmount')
    found.delete('creditAmount')
  }
  return [...found].map(([fieldName, columnIndex]) => ({ columnIndex, fieldName })).sort((a, b) => a.columnIndex - b.columnIndex)
}

/**
 * Mappings from content when there is no header: the first two date columns are booking and value date; an amount
 * column (every filled cell an amount with decimals or sign) is the amount, two of them with one filled per row are
 * debit and credit; the longest text column is the purpose and the next one the name.
 */
export const guessMappingFromContent = (rows: ReadonlyArray<ReadonlyArray<string>>, columnCount: number): ReadonlyArray<FieldMapping> => {
  const sample = rows.slice(0, 50)
  const dates: number[] = []
  const amounts: number[] = []
  const texts: Array<{ column: number; length: number }> = []
  for (let column = 0; column < columnCount; column++) {
    const cells = sample.map((r) => (r[column] ?? '').trim()).filter((c) => c !== '')
    if (cells.length === 0) continue
    if (cells.every((c) => parseStatementDate(c) !== undefined)) dates.push(column)
    else if (cells.every((c) => /[.,-]/.test(c) && (parseStatementAmount(c, ',') !== undefined || parseStatementAmount(c, '.') !== undefined))) amounts.push(column)
    else texts.push({ column, length: cells.reduce((sum, c) => sum + c.length, 0) / cells.length })
  }
  const mappings: FieldMapping[] = []
  const [first, second] = dates
  if (first !== undefined) mappings.push({ columnIndex: first, fieldName: 'bookingDate' })
  if (second !== undefined) mappings.push({ columnIndex: second, fieldName: 'valueDate' })
  const [a, b] = amounts
  const onePerRow = a !== undefined && b !== undefined && sample.every((r) => ((r[a] ?? '').trim() === '') !== ((r[b] ?? '').trim() === ''))
  if (onePerRow) mappings.push({ columnIndex: a, fieldName: 'debitAmount' }, { columnIndex: b, fieldName: 'creditAmount' })
  else if (a !== undefined) mappings.push({ columnIndex: a, fieldName: 'amount' })
  const [purpose, name] = [...texts].sort((x, y) => y.length - x.length)
  if (purpose !== undefined) mappings.push({ columnIndex: purpose.column, fieldName: 'purpose' })
  if (name !== undefined) mappings.push({ columnIndex: name.column, fieldName: 'recipientOrSenderName' })
  return mappings.sort((x, y) => x.columnIndex - y.columnIndex)
}
