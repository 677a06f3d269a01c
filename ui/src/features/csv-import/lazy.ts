/** The import dialog and the start page, loaded when first shown (see shared/components/lazy.tsx). */
import { lazyDialog } from '../../shared/components/lazy.tsx'
import type { CsvImportDialogProps } from './csv-import-props.ts'

export const LazyCsvImportDialog = lazyDialog<CsvImportDialogProps>(() => import('./CsvImportDialog.tsx').then((m) => m.CsvImportDialog))
