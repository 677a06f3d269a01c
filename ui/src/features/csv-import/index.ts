/**
 * The CSV import (transactions-import-proposals 2 "3-step CSV import dialog", 4, 5, 8, 9): the dialog, opened from an
 * account's actions, the add-account wizard's s32 hand-over and /hub/actions/startimport. Its code loads lazily;
 * other features and the app import only this.
 */
export { LazyCsvImportDialog as CsvImportDialog } from './lazy.ts'
export type { CsvImportDialogProps } from './csv-import-props.ts'
export { loadStartImportPage } from './page.ts'
export const CSV_IMPORT_ACTION_LABEL = 'Kontoauszug importieren'
export { CSV_IMPORT_ACCOUNT_SEARCH_PARAM, useCsvImportAddress, type CsvImportAddress } from './csv-import-address.ts'
