/**
 * The contract of the CSV import port (spec: transactions-import-proposals 3, 4, 5, 7 "CSV import", 8, 9), run
 * against every adapter over the small transaction seed (transaction-seed.ts): every call, every refusal with its
 * status, key and field, an import's transactions in the transaction list afterwards, duplicates on a re-import, and
 * the failed rows as CSV with formulas neutralised.
 */
import {
  CSV_FILE_MAX_SIZE_BYTES,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  IMPORT_FIELDS,
  moneyFromCents,
  STRUCTURED_HEADERS,
  toCsvUploadRequest,
  toTransactionUiState,
  type Backend,
  type CsvPreviewRequest,
  type ImportResult,
  type LocalDate,
  type StartCsvImportRequest,
} from '@kontor/core'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'
import { ACCOUNT_A } from './transaction-seed.ts'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
/** ISO-8859-1 bytes of a Latin-1 text (as Sparkasse exports it). */
const latin1 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0)))

/** A Sparkasse CSV-CAMT export: ISO-8859-1, every field quoted; the reader recognises the bank from its header. */
const SPARKASSE_HEADER =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"'
const sparkasseRow = (booking: string, purpose: string, name: string, amount: string) =>
  `"DE89370400440532013000";"${booking}";"${booking}";"LASTSCHRIFT";"${purpose}";"";"";"";"";"";"";"${name}";"DE02120300000000202051";"BYLADEM1001";"${amount}";"EUR";"Umsatz gebucht"`
const SPARKASSE_FILE = [
  SPARKASSE_HEADER,
  sparkasseRow('03.11.26', 'Miete November; Büro 2. OG', 'Hausverwaltung Müller', '-1.200,00'),
  sparkasseRow('04.11.26', 'Rechnung 2026-117', 'Kunde Kunz GmbH', '2.380,00'),
  sparkasseRow('05.11.26', '=HYPERLINK(""http://x"")', 'Café am Markt', '-4,50'),
  sparkasseRow('05.11.26', 'Kaffee', 'Café am Markt', '-4,50'),
  sparkasseRow('05.11.26', 'Kaffee', 'Café am Markt', '-4,50'),
  sparkasseRow('05.11.13', 'Alte Buchung', 'Archiv', '-1,00'),
].join('\r\n')

/** The project's own MT940 statements: March, and one from February to April holding March's bookings again. */
const mt940Entry = (date: string, mark: 'C' | 'D', amount: string, bankReference: string, purpose: string, name: string) =>
  `:61:${date}${date.slice(2)}${mark}${amount}NTRFNONREF//${bankReference}\n:86:166?00SEPA-UEBERWEISUNG?20SVWZ+${purpose}?32${name}\n`
const MT940_MARCH = `:20:STARTUMS\n:25:DE02120300000000202051\n:28C:3/1\n:60F:C260301EUR100,00\n${mt940Entry('260305', 'C', '250,00', 'B2603050001', 'RE-2026-0301', 'Kunde AG')}${mt940Entry('260310', 'D', '80,00', 'B2603100002', 'Abschlag März', 'Stadtwerke')}:62F:C260331EUR270,00\n-\n`
const MT940_FEBRUARY_TO_APRIL = `:20:STARTUMS\n:25:DE02120300000000202051\n:28C:4/1\n:60F:C260201EUR110,00\n${mt940Entry('260220', 'D', '10,00', 'B2602200009', 'Porto', 'Deutsche Post')}${mt940Entry('260305', 'C', '250,00', 'B2603050001', 'RE-2026-0301 Kunde 4711', 'KUNDE AG')}${mt940Entry('260310', 'D', '80,00', 'B2603100002', 'Abschlag Maerz', 'Stadtwerke')}${mt940Entry('260402', 'C', '200,00', 'B2604020003', 'RE-2026-0402', 'Kunde AG')}:62F:C260430EUR470,00\n-\n`

const upload = (backend: Backend, fileName: string, bytes: Uint8Array) => run(backend.csvImport.uploadCsvFile(toCsvUploadRequest(fileName, bytes)))

const previewRequest = (fileId: string, more: Partial<CsvPreviewRequest> = {}): CsvPreviewRequest => ({
  fileId,
  delimiter: '',
  quoteCharacter: '',
  characterSet: '',
  negateAmount: false,
  financialAccountId: ACCOUNT_A,
  ...more,
})

/** Polls the job as the UI does (every read advances it) until it has ended; at most 20 reads. */
const untilEnded = async (backend: Backend, started: ImportResult): Promise<ReadonlyArray<ImportResult>> => {
  const seen: ImportResult[] = [started]
  for (let i = 0; i < 20 && seen.at(-1)?.status === CSV_IMPORT_STATUS_ONGOING; i++) {
    seen.push(await run(backend.csvImport.getCsvImport(started.financialTransactionImportId)))
  }
  return seen
}

export const csvImportContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: CSV import port`, () => {
    const { withBackend } = backendRunner(makeBackend)
    const accountTransactions = async (backend: Backend, accountId: string) =>
      (await run(backend.transactions.listTransactions({ pageNumber: 0, pageSize: 500, financialAccountIds: [accountId] }))).content
    const start = (backend: Backend, request: StartCsvImportRequest) => run(backend.csvImport.startCsvImport(request))

    describe('upload (spec 5, 7, 8 "Upload errors")', () => {
      it(
        'takes a .csv file up to 5,000,000 bytes and answers its id',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'Umsaetze.CSV', latin1(SPARKASSE_FILE))
          expect(id).not.toBe('')
          const second = await upload(backend, 'umsaetze.csv', utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;B;1,00\n'))
          expect(second.id).not.toBe(id)
        }),
      )

      it(
        'refuses another extension, an empty file, a file over 5,000,000 bytes, binary data and a virus; takes any file name',
        withBackend(async (backend) => {
          const send = (fileName: string, bytes: Uint8Array) => failure(backend.csvImport.uploadCsvFile(toCsvUploadRequest(fileName, bytes)))
          expect(await send('umsaetze.xlsx', utf8('a;b\n1;2\n'))).toEqual(issuesError(400, { i18nKey: 'csvImport.uploadExtensionNotAllowed', source: 'file' }))
          expect(await send('leer.csv', new Uint8Array(0))).toEqual(issuesError(400, { i18nKey: 'csvImport.fileEmpty', source: 'file' }))
          expect(await send('nur-bom.csv', new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual(issuesError(400, { i18nKey: 'csvImport.fileEmpty', source: 'file' }))
          const tooBig = new Uint8Array(CSV_FILE_MAX_SIZE_BYTES + 1).fill(0x41)
          expect(await send('gross.csv', tooBig)).toEqual(issuesError(413, { i18nKey: 'csvImport.uploadFileTooBig', source: 'file' }))
          expect(await send('bild.csv', Uint8Array.from({ length: 2000 }, (_, i) => i % 7))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.uploadWrongMimeType', source: 'file' }),
          )
          const eicar = utf8('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\n')
          expect(await send('virus.csv', eicar)).toEqual(issuesError(400, { i18nKey: 'csvImport.uploadVirusFound', source: 'file' }))
          // The name travels in the query: umlauts, spaces, '&', '#' and '+' arrive as they were.
          expect((await upload(backend, 'Umsätze März & Co #1+2.csv', utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;B;1,00\n'))).id).not.toBe('')
          expect(await failure(backend.csvImport.uploadCsvFile({ uploadType: 'pdf', fileName: 'a.csv', bytes: utf8('a;b') }))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.uploadWrongMimeType', source: 'uploadType' }),
          )
        }),
      )

      it(
        'takes exactly 5,000,000 bytes',
        withBackend(async (backend) => {
          const line = '01.02.2024;Name;Zweck;1,00\n'
          const text = `Datum;Name;Zweck;Betrag\n${line.repeat(Math.floor((CSV_FILE_MAX_SIZE_BYTES - 24) / line.length))}`
          const padded = text + 'x'.repeat(CSV_FILE_MAX_SIZE_BYTES - utf8(text).length)
          expect(utf8(padded).length).toBe(CSV_FILE_MAX_SIZE_BYTES)
          expect((await upload(backend, 'voll.csv', utf8(padded))).id).not.toBe('')
        }),
      )
    })

    describe('preview (spec 3 "CSV preview", 5, 7, 8)', () => {
      it(
        'reads a Sparkasse export with no mapping: the bank, headers, up to 250 elements, detected settings and parsed rows',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'sparkasse.csv', latin1(SPARKASSE_FILE))
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(id)))
          expect(preview).toMatchObject({
            bank: 'Sparkasse',
            numberOfColumns: 17,
            delimiterDetected: ';',
            quoteCharacterDetected: '"',
            characterSetDetected: 'ISO-8859-1',
            importableCount: 5,
            rejectedCount: 1,
            suspectedDuplicateCount: 0,
          })
          expect(preview.headers?.[1]).toBe('Buchungstag')
          expect(preview.elements).toHaveLength(6)
          expect(preview.detectedFieldMappings).toEqual(expect.arrayContaining([{ columnIndex: 14, fieldName: 'amount' }]))
          expect(preview.rows?.[0]).toMatchObject({
            line: 2,
            status: 'importable',
            bookingDate: '2026-11-03',
            amount: moneyFromCents(-120_000n),
            counterparty: 'Hausverwaltung Müller',
            purpose: 'Miete November; Büro 2. OG',
            suspectedDuplicate: false,
          })
          // The formula stays text (a note, not a rejection); the 2013 row is rejected by name.
          expect(preview.rows?.[2]).toMatchObject({ status: 'importable', purpose: '=HYPERLINK("http://x")' })
          expect(preview.rows?.[2]?.issues).toEqual(expect.arrayContaining([expect.objectContaining({ i18nKey: 'csvImport.formulaCellAsText' })]))
          expect(preview.rows?.[5]).toMatchObject({ status: 'rejected', line: 7 })
          expect(preview.rows?.[5]?.issues).toEqual([expect.objectContaining({ i18nKey: 'csvImport.dateBeforeEarliest' })])
          // The two equal coffees are both real: the second repeats the first and stays in the sum.
          expect(preview.rows?.[3]).toMatchObject({ repeatOfLine: null, suspectedDuplicate: false })
          expect(preview.rows?.[4]).toMatchObject({ line: 6, repeatOfLine: 5, suspectedDuplicate: false })
          expect(preview.importableSum).toEqual(moneyFromCents(-120_000n + 238_000n - 450n - 450n - 450n))
        }),
      )

      it(
        'shows at most 250 rows and elements, but counts the whole file',
        withBackend(async (backend) => {
          const rows = Array.from({ length: 300 }, (_, i) => `${String((i % 28) + 1).padStart(2, '0')}.02.2024;Kunde ${i};Rechnung ${i};${i + 1},00`)
          const { id } = await upload(backend, 'lang.csv', utf8(`Datum;Name;Verwendungszweck;Betrag\n${rows.join('\n')}\n`))
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(id)))
          expect(preview.elements).toHaveLength(250)
          expect(preview.rows).toHaveLength(250)
          expect(preview.importableCount).toBe(300)
          expect(preview.importableSum).toEqual(moneyFromCents(BigInt((300 * 301) / 2) * 100n))
        }),
      )

      it(
        'uses the settings sent: another delimiter gives the hint, a mapping sent is used and the detected one still answered',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'a.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n'))
          const withComma = await run(backend.csvImport.getCsvPreview(previewRequest(id, { delimiter: ',' })))
          expect(withComma.hints).toEqual([expect.objectContaining({ i18nKey: 'csvImport.delimiterDiffersFromDetected' })])
          const negated = await run(
            backend.csvImport.getCsvPreview(
              previewRequest(id, {
                negateAmount: true,
                fieldMappings: [
                  { columnIndex: 0, fieldName: 'valueDate' },
                  { columnIndex: 1, fieldName: 'recipientOrSenderName' },
                  { columnIndex: 2, fieldName: 'purpose' },
                  { columnIndex: 3, fieldName: 'amount' },
                ],
              }),
            ),
          )
          expect(negated.rows?.[0]).toMatchObject({ valueDate: '2024-02-01', amount: moneyFromCents(80_000n) })
          expect(negated.detectedFieldMappings).toEqual(expect.arrayContaining([{ columnIndex: 0, fieldName: 'bookingDate' }]))
        }),
      )

      it(
        'answers a header-only file as no transactions, not as an error',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'leer.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n'))
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(id)))
          expect(preview).toMatchObject({ importableCount: 0, rejectedCount: 0, rows: [] })
          expect(preview.notices).toEqual([expect.objectContaining({ i18nKey: 'csvImport.noTransactions' })])
        }),
      )

      it(
        'refuses spec 8 cases: missing column, duplicate column, invalid content, unclosed quote; an unknown file; 402 for the demo file without quota',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'a.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n'))
          const mapped = (fieldMappings: NonNullable<CsvPreviewRequest['fieldMappings']>) => failure(backend.csvImport.getCsvPreview(previewRequest(id, { fieldMappings })))
          expect(
            await mapped([
              { columnIndex: 0, fieldName: 'bookingDate' },
              { columnIndex: 1, fieldName: 'recipientOrSenderName' },
              { columnIndex: 2, fieldName: 'purpose' },
              { columnIndex: 9, fieldName: 'amount' },
            ]),
          ).toEqual(issuesError(400, { i18nKey: 'csvImport.missingColumn', source: 'fieldMappings' }))
          expect(
            await mapped([
              { columnIndex: 0, fieldName: 'bookingDate' },
              { columnIndex: 1, fieldName: 'purpose' },
              { columnIndex: 2, fieldName: 'purpose' },
              { columnIndex: 3, fieldName: 'amount' },
            ]),
          ).toEqual(issuesError(400, { i18nKey: 'csvImport.duplicateColumn', source: 'fieldMappings' }))
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest(id, { delimiter: ';;' })))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.invalidContent', source: 'delimiter' }),
          )
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest(id, { characterSet: 'EBCDIC' })))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.invalidContent', source: 'characterSet' }),
          )
          // A quote never closed in the first line refuses the file; in a later line it refuses that row only (issue 26).
          const quoted = await upload(backend, 'b.csv', utf8('"Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n'))
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest(quoted.id)))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.unclosedQuoteAtLine', source: 'file', i18nValues: { lineNumber: 1 } }),
          )
          const brokenLine = await upload(backend, 'c.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;"Miete;-800,00\n02.02.2024;B;x;1,00\n'))
          const mended = await run(backend.csvImport.getCsvPreview(previewRequest(brokenLine.id)))
          expect(mended).toMatchObject({ importableCount: 1, rejectedCount: 1 })
          expect(mended.rows?.[0]?.issues).toEqual([expect.objectContaining({ i18nKey: 'csvImport.rowUnclosedQuote', i18nValues: { rowNumber: 2 } })])
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest('csv-file-unknown')))).toEqual(
            issuesError(404, { i18nKey: 'csvImport.fileNotFound', source: 'fileId' }),
          )
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest(id, { financialAccountId: 'fa-unknown' })))).toEqual(
            issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }),
          )
          const noQuota = await upload(backend, 'kontingent-erschoepft.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n'))
          expect(await failure(backend.csvImport.getCsvPreview(previewRequest(noQuota.id)))).toMatchObject({ _tag: 'HttpStatus', status: 402 })
        }),
      )
    })

    describe('import (spec 4 "CSV import", 7)', () => {
      it(
        'runs as a job that progresses with each status read, then writes every importable row at once into the account',
        withBackend(async (backend) => {
          const before = await accountTransactions(backend, ACCOUNT_A)
          const { id } = await upload(backend, 'sparkasse.csv', latin1(SPARKASSE_FILE))
          const started = await start(backend, { fileId: id, financialAccountId: ACCOUNT_A, financialAccountName: 'Sparkasse Giro' })
          expect(started).toMatchObject({ status: CSV_IMPORT_STATUS_ONGOING, numberOfTransactions: 0, numberOfImportRows: 6 })
          expect(await run(backend.csvImport.getLastCsvImport(ACCOUNT_A))).toEqual(started)
          // Nothing is written while it runs.
          const firstRead = await run(backend.csvImport.getCsvImport(started.financialTransactionImportId))
          expect(firstRead.status).toBe(CSV_IMPORT_STATUS_ONGOING)
          expect(await accountTransactions(backend, ACCOUNT_A)).toHaveLength(before.length)
          const progress = [started, ...(await untilEnded(backend, firstRead))]
          expect(progress.slice(1, -1).every((r) => r.status === CSV_IMPORT_STATUS_ONGOING)).toBe(true)
          expect(progress.length).toBeGreaterThan(2)
          const counts = progress.map((r) => r.numberOfTransactions ?? 0)
          expect([...counts].sort((a, b) => a - b)).toEqual(counts)
          expect(progress.at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 5, numberOfImportRows: 6 })
          expect(await run(backend.csvImport.getLastCsvImport(ACCOUNT_A))).toEqual(progress.at(-1))

          const after = await accountTransactions(backend, ACCOUNT_A)
          expect(after).toHaveLength(before.length + 5)
          const rent = after.find((t) => t.purpose === 'Miete November; Büro 2. OG')
          expect(rent).toMatchObject({
            amount: moneyFromCents(-120_000n),
            transactionDate: '2026-11-03',
            recipientOrSenderName: 'Hausverwaltung Müller',
            bookingState: 'UNASSIGNED',
            openAmount: moneyFromCents(-120_000n),
            financialAccountId: ACCOUNT_A,
          })
          expect(after.filter((t) => t.purpose === 'Kaffee')).toHaveLength(2)
          expect(after.some((t) => t.purpose === 'Alte Buchung')).toBe(false)
          const latest = await run(backend.transactions.listLatestTransactions(ACCOUNT_A))
          expect(latest.map((t) => t.purpose)).toContain('Rechnung 2026-117')
          // A finished job stays finished.
          expect(await run(backend.csvImport.getCsvImport(started.financialTransactionImportId))).toEqual(progress.at(-1))
        }),
      )

      it(
        "imports a zero-amount row (a bank's notice, 'Rechnungsabschluss 0,00') as a transaction of state info (issue 26)",
        withBackend(async (backend) => {
          const file = [SPARKASSE_HEADER, sparkasseRow('06.11.26', 'Rechnungsabschluss', 'Sparkasse', '0,00'), sparkasseRow('06.11.26', 'Kaffee', 'Café am Markt', '-3,20')].join('\r\n')
          const { id } = await upload(backend, 'abschluss.csv', latin1(file))
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(id)))
          expect(preview).toMatchObject({ importableCount: 2, rejectedCount: 0 })
          expect(preview.rows?.[0]?.issues).toEqual([expect.objectContaining({ i18nKey: 'csvImport.rowZeroAmount' })])
          const started = await start(backend, { fileId: id, financialAccountId: ACCOUNT_A, financialAccountName: 'Sparkasse Giro' })
          expect((await untilEnded(backend, started)).at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 2 })
          const notice = (await accountTransactions(backend, ACCOUNT_A)).find((t) => t.purpose === 'Rechnungsabschluss')
          expect(notice === undefined ? undefined : toTransactionUiState(notice)).toBe('info')
        }),
      )

      it(
        'moves the balance of an account without connection by the imported amounts',
        withBackend(async (backend) => {
          const account = await run(
            backend.banking.createFinancialAccount({
              name: 'Barkasse',
              type: 'GIRO',
              openingBalance: moneyFromCents(100_000n),
              openingBalanceDate: '2026-01-01' as LocalDate,
            }),
          )
          const { id } = await upload(backend, 'kasse.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2026;A;Einlage;250,50\n02.02.2026;B;Porto;-0,50\n'))
          await untilEnded(backend, await start(backend, { fileId: id, financialAccountId: account.financialAccountId }))
          const listed = (await run(backend.banking.listFinancialAccounts({}))).find((a) => a.financialAccountId === account.financialAccountId)
          expect(listed?.balance).toEqual(moneyFromCents(125_000n))
          expect(await accountTransactions(backend, account.financialAccountId)).toHaveLength(2)
        }),
      )

      it(
        'reads an MT940 statement by its content (issue 26), imports it, and takes a later overlapping file’s bookings by the bank’s reference as suspected duplicates',
        withBackend(async (backend) => {
          const first = await upload(backend, 'auszug-maerz.sta', utf8(MT940_MARCH))
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(first.id)))
          expect(preview).toMatchObject({ statementFormat: 'mt940', headers: [...STRUCTURED_HEADERS], importableCount: 2, suspectedDuplicateCount: 0 })
          expect(preview.rows?.map((r) => [r.counterparty, r.purpose])).toEqual([
            ['Kunde AG', 'RE-2026-0301'],
            ['Stadtwerke', 'Abschlag März'],
          ])
          const count = (await accountTransactions(backend, ACCOUNT_A)).length
          await untilEnded(backend, await start(backend, { fileId: first.id, financialAccountId: ACCOUNT_A }))
          expect(await accountTransactions(backend, ACCOUNT_A)).toHaveLength(count + 2)

          // February to April: the March bookings again (the bank's texts differ a little), one of February, one of April.
          const wider = await upload(backend, 'auszug-q1.txt', utf8(MT940_FEBRUARY_TO_APRIL))
          const again = await run(backend.csvImport.getCsvPreview(previewRequest(wider.id)))
          expect(again.rows?.map((r) => r.suspectedDuplicate)).toEqual([false, true, true, false])
          expect(again.importableSum).toEqual(moneyFromCents(-1_000n + 20_000n))
        }),
      )

      it(
        'imports a PayPal payment at its gross and its fee as a transaction of its own (issue 26), both taken or left as one line on a re-import',
        withBackend(async (backend) => {
          const file = utf8(
            [
              '\uFEFF"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Transaktionscode","Artikelbezeichnung","Betreff","Auswirkung auf Guthaben"',
              '"05.11.2026","10:00:00","CET","Kundin Meier","Zahlung","Abgeschlossen","EUR","100,00","-2,84","97,16","7AB12345CD","Logo-Paket","","Haben"',
            ].join('\r\n'),
          )
          const first = await upload(backend, 'paypal.csv', file)
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(first.id)))
          expect(preview.rows?.map((r) => [r.line, r.counterparty, r.purpose])).toEqual([
            [2, 'Kundin Meier', 'Logo-Paket'],
            [2, 'PayPal', 'PayPal-Gebühr 7AB12345CD'],
          ])
          expect(preview.importableSum).toEqual(moneyFromCents(9716n))
          const count = (await accountTransactions(backend, ACCOUNT_A)).length
          await untilEnded(backend, await start(backend, { fileId: first.id, financialAccountId: ACCOUNT_A }))
          expect(await accountTransactions(backend, ACCOUNT_A)).toHaveLength(count + 2)

          const again = await upload(backend, 'paypal.csv', file)
          const second = await run(backend.csvImport.getCsvPreview(previewRequest(again.id)))
          expect(second.rows?.map((r) => r.suspectedDuplicate)).toEqual([true, true])
          const ended = await untilEnded(backend, await start(backend, { fileId: again.id, financialAccountId: ACCOUNT_A, excludedLines: [2] }))
          expect(ended.at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 0 })
          expect(await accountTransactions(backend, ACCOUNT_A)).toHaveLength(count + 2)
        }),
      )

      it(
        'on a re-import marks every row a suspected duplicate, and imports none of them unless ticked',
        withBackend(async (backend) => {
          const bytes = latin1(SPARKASSE_FILE)
          const first = await upload(backend, 'sparkasse.csv', bytes)
          await untilEnded(backend, await start(backend, { fileId: first.id, financialAccountId: ACCOUNT_A }))
          const count = (await accountTransactions(backend, ACCOUNT_A)).length

          const again = await upload(backend, 'sparkasse.csv', bytes)
          const preview = await run(backend.csvImport.getCsvPreview(previewRequest(again.id)))
          expect(preview.suspectedDuplicateCount).toBe(5)
          expect(preview.rows?.filter((r) => r.status === 'importable').every((r) => r.suspectedDuplicate)).toBe(true)
          expect(preview.importableSum).toEqual(moneyFromCents(0n))
          // The UI sends the unticked rows as excludedLines; one ticked row is imported again on purpose.
          const excludedLines = (preview.rows ?? []).filter((r) => r.suspectedDuplicate && r.line !== 6).map((r) => r.line)
          const ended = await untilEnded(backend, await start(backend, { fileId: again.id, financialAccountId: ACCOUNT_A, excludedLines }))
          expect(ended.at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 1, numberOfImportRows: 2 })
          expect(await accountTransactions(backend, ACCOUNT_A)).toHaveLength(count + 1)
        }),
      )

      it(
        'keeps the failed rows as CSV with a German reason, formulas neutralised',
        withBackend(async (backend) => {
          const text = 'Datum;Name;Verwendungszweck;Betrag\n01.02.2013;=cmd|calc;Alt;-1,00\n01.02.2024;A;Miete;-800,00\n31.02.2024;@SUM(A1);+x;-2,00\n'
          const { id } = await upload(backend, 'formeln.csv', utf8(text))
          const started = await start(backend, { fileId: id, financialAccountId: ACCOUNT_A })
          const ended = await untilEnded(backend, started)
          expect(ended.at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 1, numberOfImportRows: 3 })
          const csv = await run(backend.csvImport.getFailedImportsCsv(started.financialTransactionImportId))
          const lines = csv.trimEnd().split('\r\n')
          expect(lines[0]).toBe('"Zeile";"Grund";"Datum";"Name";"Verwendungszweck";"Betrag"')
          expect(lines).toHaveLength(3)
          expect(lines[1]).toContain('"2";"Zeile 2: Umsätze vor dem 01.01.2014 können nicht importiert werden."')
          expect(lines[1]).toContain(`"'=cmd|calc"`)
          expect(lines[2]).toContain(`"'@SUM(A1)";"'+x";"'-2,00"`)
          expect(csv).not.toMatch(/(^|;)"[=+@-]/m)
        }),
      )

      it(
        'fails all or nothing: the demo failing file writes no row, and every row is in the failed rows',
        withBackend(async (backend) => {
          const before = await accountTransactions(backend, ACCOUNT_A)
          const { id } = await upload(backend, 'importfehler.csv', latin1(SPARKASSE_FILE))
          const started = await start(backend, { fileId: id, financialAccountId: ACCOUNT_A })
          const ended = await untilEnded(backend, started)
          expect(ended.at(-1)).toMatchObject({ status: CSV_IMPORT_STATUS_FAILED, numberOfTransactions: 0, numberOfImportRows: 6 })
          expect(await accountTransactions(backend, ACCOUNT_A)).toEqual(before)
          const csv = await run(backend.csvImport.getFailedImportsCsv(started.financialTransactionImportId))
          expect(csv.trimEnd().split('\r\n')).toHaveLength(7)
          expect(csv).toContain('Der Import der Umsätze ist fehlgeschlagen.')
        }),
      )

      it(
        'refuses an unknown account or file, a second import while one runs, a broken mapping, and unknown imports',
        withBackend(async (backend) => {
          const { id } = await upload(backend, 'a.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n'))
          expect(await failure(backend.csvImport.startCsvImport({ fileId: id, financialAccountId: 'fa-unknown' }))).toEqual(
            issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }),
          )
          expect(await failure(backend.csvImport.startCsvImport({ fileId: 'csv-file-unknown', financialAccountId: ACCOUNT_A }))).toEqual(
            issuesError(404, { i18nKey: 'csvImport.fileNotFound', source: 'fileId' }),
          )
          const noAmount = {
            characterSet: '',
            delimiter: ';',
            quoteCharacter: '"',
            negateAmount: false,
            fieldMappings: [
              { columnIndex: 0, fieldName: 'bookingDate' as const },
              { columnIndex: 1, fieldName: 'recipientOrSenderName' as const },
              { columnIndex: 2, fieldName: 'purpose' as const },
            ],
          }
          expect(await failure(backend.csvImport.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_A, profile: noAmount }))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.amountMappingRequired' }),
          )
          const running = await start(backend, { fileId: id, financialAccountId: ACCOUNT_A })
          expect(await failure(backend.csvImport.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_A }))).toEqual(
            issuesError(409, { i18nKey: 'csvImport.importAlreadyRunning', source: 'financialAccountId' }),
          )
          await untilEnded(backend, running)
          expect(await failure(backend.csvImport.getCsvImport('csv-import-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'csvImport.importNotFound', source: 'financialTransactionImportId' }),
          )
          expect(await failure(backend.csvImport.getFailedImportsCsv('csv-import-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'csvImport.importNotFound' }),
          )
          expect(await failure(backend.csvImport.getLastCsvImport('fa-unknown'))).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }))
          expect(await run(backend.csvImport.getLastCsvImport('fa-0002-ing-tagesgeld'))).toBeNull()
        }),
      )
    })

    describe('profile and options (spec 3 "Import profile", 7)', () => {
      const profile = {
        accountType: 'GIRO',
        characterSet: 'ISO-8859-1',
        delimiter: ';',
        quoteCharacter: '"',
        negateAmount: false,
        fieldMappings: [
          { columnIndex: 0, fieldName: 'bookingDate' as const },
          { columnIndex: 1, fieldName: 'recipientOrSenderName' as const },
          { columnIndex: 2, fieldName: 'purpose' as const },
          { columnIndex: 3, fieldName: 'amount' as const },
        ],
      }

      it(
        'keeps one profile per account: null until saved, then as saved; the import uses it when it is sent none',
        withBackend(async (backend) => {
          expect(await run(backend.csvImport.getImportProfile(ACCOUNT_A))).toBeNull()
          expect(await run(backend.csvImport.saveImportProfile(ACCOUNT_A, { ...profile, negateAmount: true }))).toEqual({ ...profile, negateAmount: true })
          expect(await run(backend.csvImport.getImportProfile(ACCOUNT_A))).toEqual({ ...profile, negateAmount: true })
          expect(await run(backend.csvImport.getImportProfile('fa-0002-ing-tagesgeld'))).toBeNull()
          const { id } = await upload(backend, 'a.csv', utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Profilprobe;-800,00\n'))
          await untilEnded(backend, await start(backend, { fileId: id, financialAccountId: ACCOUNT_A }))
          const imported = (await accountTransactions(backend, ACCOUNT_A)).find((t) => t.purpose === 'Profilprobe')
          expect(imported?.amount).toEqual(moneyFromCents(80_000n))
        }),
      )

      it(
        'refuses a profile of an unknown account, a field mapped twice and invalid settings',
        withBackend(async (backend) => {
          expect(await failure(backend.csvImport.saveImportProfile('fa-unknown', profile))).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }))
          const twice = { ...profile, fieldMappings: [...profile.fieldMappings, { columnIndex: 4, fieldName: 'amount' as const }] }
          expect(await failure(backend.csvImport.saveImportProfile(ACCOUNT_A, twice))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.fieldMappedMoreThanOnce', source: 'amount' }),
          )
          expect(await failure(backend.csvImport.saveImportProfile(ACCOUNT_A, { ...profile, quoteCharacter: ';' }))).toEqual(
            issuesError(400, { i18nKey: 'csvImport.invalidContent', source: 'quoteCharacter' }),
          )
          expect(await failure(backend.csvImport.getImportProfile('fa-unknown'))).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }))
          expect(await run(backend.csvImport.getImportProfile(ACCOUNT_A))).toBeNull()
        }),
      )

      it(
        'offers the character sets, delimiters, quote characters and fields the reader supports',
        withBackend(async (backend) => {
          const options = await run(backend.csvImport.getImportOptions())
          expect(options.characterSets).toEqual(expect.arrayContaining(['UTF-8', 'windows-1252', 'ISO-8859-1', 'ISO-8859-15', 'UTF-16LE']))
          expect(options.delimiters).toEqual([';', ',', '\t', '|'])
          expect(options.quoteCharacters).toEqual(['"', "'"])
          expect(options.fields).toEqual([...IMPORT_FIELDS])
        }),
      )
    })
  })
