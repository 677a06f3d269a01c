/**
 * What an import will take from the preview: the importable rows, without the suspected duplicates the user left
 * unticked (spec: transactions-import-proposals 2 "3-step CSV import dialog"; issue 13 "Duplicates").
 */
import { addMoney, sumMoney, type Money } from '../money/money.ts'
import type { CsvPreview } from './model.ts'

export interface CsvImportSelection {
  /** Rows the import will take. */
  readonly count: number
  /** Their sum, signed from the account holder's view. */
  readonly sum: Money
  /** Lines of suspected duplicates left unticked: the import leaves them out. */
  readonly excludedLines: ReadonlyArray<number>
}

/**
 * The count and sum the dialog shows and the lines the import leaves out.
 * Reading (the preview's model, model.ts): importableCount counts the whole file's importable rows, suspected
 * duplicates among them (suspectedDuplicateCount); importableSum is the sum of the importable rows that are not
 * suspected duplicates. A ticked duplicate adds to both. Without them (an older answer), the shown rows are counted.
 * Ticks of lines that are not suspected duplicates change nothing.
 * @example toCsvImportSelection(preview, [7]) // { count: importableCount + 1, sum: importableSum + amount of line 7, excludedLines: [other duplicates] }
 */
export const toCsvImportSelection = (
  preview: Pick<CsvPreview, 'rows' | 'importableCount' | 'importableSum' | 'suspectedDuplicateCount'>,
  includedDuplicateLines: ReadonlyArray<number>,
): CsvImportSelection => {
  const rows = preview.rows ?? []
  const duplicates = rows.filter((r) => r.status === 'importable' && r.suspectedDuplicate)
  const ticked = duplicates.filter((r) => includedDuplicateLines.includes(r.line))
  const plain = rows.filter((r) => r.status === 'importable' && !r.suspectedDuplicate)
  const baseCount = Math.max(0, (preview.importableCount ?? plain.length + duplicates.length) - (preview.suspectedDuplicateCount ?? duplicates.length))
  const baseSum = preview.importableSum ?? sumMoney(plain.map((r) => r.amount))
  return {
    count: baseCount + ticked.length,
    sum: ticked.reduce<Money>((sum, r) => addMoney(sum, r.amount), baseSum),
    // A line may give two rows (PayPal's payment and fee): named once.
    excludedLines: [...new Set(rows.filter((r) => r.suspectedDuplicate && !includedDuplicateLines.includes(r.line)).map((r) => r.line))],
  }
}
