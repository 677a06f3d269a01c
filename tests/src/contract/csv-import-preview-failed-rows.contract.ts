/**
 * The preview's failed rows (issue 13 "Failed rows as CSV … before committing (from the preview)"; chosen route
 * getCsvPreviewFailedRowsCsv, adapters/src/wire/routes.ts), run against every adapter: every rejected row of the whole
 * file, not only the 250 the preview shows, as CSV text with a German reason column and formulas neutralised; the
 * same refusals as the preview.
 */
import { CSV_PREVIEW_MAX_ELEMENTS, toCsvUploadRequest, type Backend, type CsvPreviewRequest } from '@kontor/core'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'
import { ACCOUNT_A } from './transaction-seed.ts'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

const upload = async (backend: Backend, fileName: string, text: string): Promise<string> =>
  (await run(backend.csvImport.uploadCsvFile(toCsvUploadRequest(fileName, utf8(text))))).id

const previewRequest = (fileId: string, more: Partial<CsvPreviewRequest> = {}): CsvPreviewRequest => ({
  fileId,
  delimiter: '',
  quoteCharacter: '',
  characterSet: '',
  negateAmount: false,
  financialAccountId: ACCOUNT_A,
  ...more,
})

/** 300 good rows, then a row before 2014 and two with formulas and a date that does not exist: past the preview's 250. */
const LONG_FILE = [
  'Datum;Name;Verwendungszweck;Betrag',
  ...Array.from({ length: 300 }, (_, i) => `02.01.2024;Kunde ${i};Rechnung ${i};${i + 1},00`),
  '01.02.2013;=cmd|calc;Alt;-1,00',
  '31.02.2024;@SUM(A1);+x;-2,00',
  '03.01.2024;Tab;\tEingerückt;-3,00',
].join('\n') + '\n'

export const csvImportPreviewFailedRowsContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: CSV preview's failed rows`, () => {
    const { withBackend } = backendRunner(makeBackend)

    it(
      'answers every rejected row of the whole file (beyond the 250 previewed) with its German reason, formulas neutralised',
      withBackend(async (backend) => {
        const fileId = await upload(backend, 'lang.csv', LONG_FILE)
        const preview = await run(backend.csvImport.getCsvPreview(previewRequest(fileId)))
        expect(preview.rows?.length).toBe(CSV_PREVIEW_MAX_ELEMENTS)
        expect(preview.rows?.some((r) => r.status === 'rejected')).toBe(false)
        expect(preview.rejectedCount).toBe(2)
        const csv = await run(backend.csvImport.getCsvPreviewFailedRowsCsv(previewRequest(fileId)))
        const lines = csv.trimEnd().split('\r\n')
        expect(lines[0]).toBe('"Zeile";"Grund";"Datum";"Name";"Verwendungszweck";"Betrag"')
        expect(lines).toHaveLength(1 + (preview.rejectedCount ?? 0))
        expect(lines[1]).toContain('"302";"Zeile 302: Umsätze vor dem 01.01.2014 können nicht importiert werden."')
        expect(lines[1]).toContain(`"'=cmd|calc"`)
        expect(lines[2]?.startsWith('"303";')).toBe(true)
        expect(lines[2]).toContain(`"'@SUM(A1)";"'+x";"'-2,00"`)
        expect(csv).not.toMatch(/(^|;)"[=+@\t-]/m)
      }),
    )

    it(
      'reads with the settings sent, as the preview does: a mapping that leaves no date rejects every row',
      withBackend(async (backend) => {
        const fileId = await upload(backend, 'kurz.csv', 'Datum;Name;Verwendungszweck;Betrag\n02.01.2024;A;Miete;-800,00\n')
        expect((await run(backend.csvImport.getCsvPreviewFailedRowsCsv(previewRequest(fileId)))).trimEnd().split('\r\n')).toHaveLength(1)
        const request = previewRequest(fileId, {
          delimiter: ';',
          quoteCharacter: '"',
          characterSet: 'UTF-8',
          fieldMappings: [
            { columnIndex: 1, fieldName: 'recipientOrSenderName' },
            { columnIndex: 2, fieldName: 'purpose' },
            { columnIndex: 3, fieldName: 'amount' },
          ],
        })
        const preview = await run(backend.csvImport.getCsvPreview(request))
        const csv = await run(backend.csvImport.getCsvPreviewFailedRowsCsv(request))
        expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + (preview.rejectedCount ?? 0))
      }),
    )

    it(
      'refuses an unknown file (404) and settings that cannot be read (400), as the preview does',
      withBackend(async (backend) => {
        expect(await failure(backend.csvImport.getCsvPreviewFailedRowsCsv(previewRequest('unbekannt')))).toEqual(
          issuesError(404, { i18nKey: 'csvImport.fileNotFound', source: 'fileId' }),
        )
        const fileId = await upload(backend, 'kurz.csv', 'Datum;Name;Verwendungszweck;Betrag\n02.01.2024;A;Miete;-800,00\n')
        expect(await failure(backend.csvImport.getCsvPreviewFailedRowsCsv(previewRequest(fileId, { delimiter: ';;' })))).toEqual(
          issuesError(400, { i18nKey: 'csvImport.invalidContent', source: 'delimiter' }),
        )
      }),
    )
  })
