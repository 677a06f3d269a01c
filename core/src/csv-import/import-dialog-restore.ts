/**
 * What the CSV import dialog keeps of step 2 across a page reload (issue 13 "reload at step 2 must not drop the user to
 * step 1 with everything lost"): the uploaded file's id, its name and size, the profile with the chosen mapping and
 * the suspected duplicates the user ticked. chosen: the UI keeps it in the tab's session storage (it holds a whole
 * profile, too much for the address) and reads it back through this codec, so a tampered or outdated entry reads as
 * nothing (the dialog opens at step 1).
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { CSV_FILE_MAX_SIZE_BYTES } from './constants.ts'
import { ImportProfileCodec } from './model.ts'

const NonEmptyString = t.refinement(t.string, (s) => s.trim() !== '', 'NonEmptyString')
const FileSize = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= CSV_FILE_MAX_SIZE_BYTES, 'FileSize')
const FileLine = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1, 'FileLine')
const ColumnIndex = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'ColumnIndex')

/** The kept step 2 (see the module's comment); the account names whose dialog it belongs to. */
export const CsvImportDialogRestoreCodec = t.type(
  {
    financialAccountId: NonEmptyString,
    fileId: NonEmptyString,
    fileName: NonEmptyString,
    sizeBytes: FileSize,
    profile: t.refinement(ImportProfileCodec, (p) => p.fieldMappings.every((m) => ColumnIndex.is(m.columnIndex)), 'RestoredProfile'),
    includedDuplicateLines: t.readonlyArray(FileLine),
  },
  'CsvImportDialogRestore',
)
export type CsvImportDialogRestore = t.TypeOf<typeof CsvImportDialogRestoreCodec>

/**
 * Reads a kept step 2 back: the stored text, or null when it is missing, is no JSON, does not decode, or belongs to
 * another account's dialog.
 * @example readCsvImportDialogRestore(sessionStorage.getItem(key), 'acc-1') // { fileId: 'csv-file-1', … } or null
 */
export const readCsvImportDialogRestore = (text: string | null, financialAccountId: string): CsvImportDialogRestore | null => {
  if (text === null) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const decoded = CsvImportDialogRestoreCodec.decode(json)
  return E.isRight(decoded) && decoded.right.financialAccountId === financialAccountId ? decoded.right : null
}

/**
 * The text to keep for a step 2 (readCsvImportDialogRestore reads it back).
 * @example writeCsvImportDialogRestore(restore) // '{"financialAccountId":"acc-1",…}'
 */
export const writeCsvImportDialogRestore = (restore: CsvImportDialogRestore): string => JSON.stringify(CsvImportDialogRestoreCodec.encode(restore))
