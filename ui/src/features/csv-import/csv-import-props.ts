/** The import dialog's props, apart from its lazily loaded code. */
export interface CsvImportDialogProps {
  readonly financialAccountId: string
  /** The account's name, sent with the import (spec 7: financialAccountName); null when the opener does not know it. */
  readonly accountName: string | null
  /** The dialog closed (the import may still run on the server: reopening shows it at step 3). */
  readonly onClose: () => void
}
