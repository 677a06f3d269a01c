/** Rules for mapping CSV columns to transaction fields (spec: transactions-import-proposals 5 "CSV upload and mapping"). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { IMPORT_FIELD_LABELS, type FieldMapping, type MappedImportField } from './model.ts'

/** A mapping that passed every rule: each mapped field with its column (0-based). */
export interface ValidColumnMapping {
  readonly columns: Readonly<Partial<Record<MappedImportField, number>>>
  /** One signed amount column, or a debit and a credit column. */
  readonly amountMode: 'amount' | 'debitAndCredit'
  /** One name column for the other party, a sender and a recipient column, or none (Commerzbank, comdirect). */
  readonly nameMode: 'recipientOrSenderName' | 'senderAndRecipient' | 'none'
}

// Spec leaves this open ("at least one of two named fields is required (which two: not shown)"); chosen: purpose
// and additionalInfo, because a transaction without any text cannot be told apart from others with the same amount
// and date, nor assigned to a voucher by its reference.
/** The two fields of which at least one must be mapped. */
export const CSV_DESCRIPTION_FIELDS = ['purpose', 'additionalInfo'] as const satisfies ReadonlyArray<MappedImportField>

/**
 * Every column-mapping rule, with all issues collected: each field is mapped at most once (and each column holds one
 * field, which exists in the file); either amount, or debitAmount plus creditAmount; either recipientOrSenderName,
 * or senderName plus recipientName, or no name column at all; valueDate or bookingDate; purpose or additionalInfo.
 * Reading (issue 13): "either … or" for the names forbids mixing, it does not demand a name: Commerzbank's and
 * comdirect's exports have no name column (the name is inside the text), and their users must map nothing.
 * Reading: "either … or" is exclusive for amounts and names: mapping amount beside debit or credit, or the single name
 * column beside sender or recipient, is refused, as it would count a booking twice or leave it unclear which name
 * wins; one of debit and credit alone is refused too. For the dates both may be mapped (bank exports carry both).
 * Issues sit on the field they concern (e.g. 'amount'); a column outside the file gives csvImport.mappedColumnMissing.
 * @example validateColumnMapping([{ columnIndex: 0, fieldName: 'amount' }], 1) // left: name, date and purpose missing
 */
export const validateColumnMapping = (
  mappings: ReadonlyArray<FieldMapping>,
  numberOfColumns: number,
): E.Either<ReadonlyArray<ValidationIssue>, ValidColumnMapping> => {
  const issues: ValidationIssue[] = []
  const columnsByField = new Map<MappedImportField, number[]>()
  const seenColumns = new Set<number>()
  const reportedColumns = new Set<number>()
  for (const { columnIndex, fieldName } of mappings) {
    if (fieldName === 'none') continue
    if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= numberOfColumns) {
      issues.push(validationIssue(fieldName, 'csvImport.mappedColumnMissing', { columnNumber: columnIndex + 1 }))
    } else if (seenColumns.has(columnIndex)) {
      if (!reportedColumns.has(columnIndex)) {
        issues.push(validationIssue('fieldMappings', 'csvImport.columnMappedTwice', { columnNumber: columnIndex + 1 }))
        reportedColumns.add(columnIndex)
      }
    }
    seenColumns.add(columnIndex)
    columnsByField.set(fieldName, [...(columnsByField.get(fieldName) ?? []), columnIndex])
  }
  for (const [fieldName, columns] of columnsByField) {
    if (columns.length > 1) issues.push(validationIssue(fieldName, 'csvImport.fieldMappedMoreThanOnce', { fieldLabel: IMPORT_FIELD_LABELS[fieldName] }))
  }
  const has = (field: MappedImportField): boolean => columnsByField.has(field)
  const singleAmount = has('amount') && !has('debitAmount') && !has('creditAmount')
  const debitAndCredit = !has('amount') && has('debitAmount') && has('creditAmount')
  if (!singleAmount && !debitAndCredit) issues.push(validationIssue('amount', 'csvImport.amountMappingRequired'))
  const singleName = has('recipientOrSenderName') && !has('senderName') && !has('recipientName')
  const senderAndRecipient = !has('recipientOrSenderName') && has('senderName') && has('recipientName')
  const noName = !has('recipientOrSenderName') && !has('senderName') && !has('recipientName')
  if (!singleName && !senderAndRecipient && !noName) issues.push(validationIssue('recipientOrSenderName', 'csvImport.nameMappingRequired'))
  if (!has('valueDate') && !has('bookingDate')) issues.push(validationIssue('valueDate', 'csvImport.dateMappingRequired'))
  if (!CSV_DESCRIPTION_FIELDS.some(has)) issues.push(validationIssue('purpose', 'csvImport.purposeMappingRequired'))
  if (issues.length > 0) return E.left(issues)
  const columns: Partial<Record<MappedImportField, number>> = {}
  for (const [fieldName, [column]] of columnsByField) if (column !== undefined) columns[fieldName] = column
  return E.right({
    columns,
    amountMode: singleAmount ? 'amount' : 'debitAndCredit',
    nameMode: singleName ? 'recipientOrSenderName' : senderAndRecipient ? 'senderAndRecipient' : 'none',
  })
}

/**
 * Sets the field of one column, as the column's select does: the column's previous field is replaced, 'none' leaves
 * the column out; the other columns keep theirs. The result is ordered by column.
 * @example setColumnMapping([{ columnIndex: 0, fieldName: 'amount' }], 0, 'none') // []
 */
export const setColumnMapping = (
  mappings: ReadonlyArray<FieldMapping>,
  columnIndex: number,
  fieldName: FieldMapping['fieldName'],
): ReadonlyArray<FieldMapping> =>
  [...mappings.filter((m) => m.columnIndex !== columnIndex), ...(fieldName === 'none' ? [] : [{ columnIndex, fieldName }])].sort(
    (a, b) => a.columnIndex - b.columnIndex,
  )
