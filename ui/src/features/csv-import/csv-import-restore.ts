/**
 * The step 2 of an open import dialog, kept in the tab's session storage so that a reload continues at step 2 (issue
 * 13; core import-dialog-restore.ts reads it through its codec: a tampered entry reads as nothing, so step 1). chosen:
 * one entry per tab, as only one import dialog is open at a time; the dialog's account is inside it.
 */
import { readCsvImportDialogRestore, writeCsvImportDialogRestore, type CsvImportDialogRestore } from '@kontor/core'

/** The session storage key of the kept step 2. */
export const CSV_IMPORT_RESTORE_STORAGE_KEY = 'kontor.csvImport.step2'

/** Storage can refuse (a browser's private mode, a full quota): then nothing is kept, and a reload opens step 1. */
const attempt = <A,>(run: () => A, otherwise: A): A => {
  try {
    return run()
  } catch {
    return otherwise
  }
}

/** The kept step 2 of the account's dialog, or null (none, another account's, or tampered). */
export const loadCsvImportRestore = (storage: Storage, financialAccountId: string): CsvImportDialogRestore | null =>
  attempt(() => readCsvImportDialogRestore(storage.getItem(CSV_IMPORT_RESTORE_STORAGE_KEY), financialAccountId), null)

/** Keeps the step 2 (null: forgets it). */
export const keepCsvImportRestore = (storage: Storage, restore: CsvImportDialogRestore | null): void =>
  attempt(() => (restore === null ? storage.removeItem(CSV_IMPORT_RESTORE_STORAGE_KEY) : storage.setItem(CSV_IMPORT_RESTORE_STORAGE_KEY, writeCsvImportDialogRestore(restore))), undefined)
