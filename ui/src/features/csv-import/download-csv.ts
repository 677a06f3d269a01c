/** The failed rows' download, for the preview's (step 2) and the import's (step 3). */

/** The byte order mark that makes a spreadsheet (Excel) read a CSV file as UTF-8, so the German reasons keep their umlauts. */
const UTF8_BOM = '\uFEFF'

/** Hands CSV text to the browser as a file download (a Blob, so nothing of it is ever read as HTML), with a BOM. */
export const downloadCsvText = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
