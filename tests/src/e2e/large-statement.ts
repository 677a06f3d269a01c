/**
 * A bank statement of real size for the end-to-end tests and benchmarks: about 5 MB, some 40,000 rows of a German
 * export (semicolons, quoted cells, dd.MM.yyyy, amounts as -1.234,56, umlauts, quotes inside cells). Deterministic:
 * the same size gives the same file, the same row count and sum. Every purpose carries LARGE_STATEMENT_MARK, so a
 * search finds exactly the imported rows.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const LARGE_STATEMENT_MARK = 'Großimport'
/** Just under the import's 5 MB limit (CSV_FILE_MAX_SIZE_BYTES), as the file. */
export const LARGE_STATEMENT_BYTES = 4_999_800

export interface LargeStatement {
  readonly bytes: Buffer
  readonly rows: number
}

/**
 * The statement as a file on disk, as a user picks one: Playwright hands a path to Chromium as it is, while a buffer
 * is sent into the page as base64 and decoded there, which added seconds of main-thread work to the measured preview.
 */
export const largeStatementFile = (statement: LargeStatement, name: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'kontor-statement-')), name)
  writeFileSync(path, statement.bytes)
  return path
}

const COUNTERPARTIES = ['Bäckerei Körner', 'Stadtwerke Lübeck', 'Büro & Co. KG', 'Tankstelle Süd', 'Müller, Jörg', 'Versandhaus Nord GmbH']
const KINDS = ['Lastschrift', 'Überweisung', 'Kartenzahlung', 'Gutschrift', 'Dauerauftrag']
const PURPOSES = ['Rechnung "Q3"', 'Abschlag; Strom', 'Einkauf Filiale 7', 'Miete Lager', 'Beitrag 2025']

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`
const germanAmount = (cents: number) => {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${cents < 0 ? '-' : ''}${whole},${pad(Math.abs(cents) % 100, 2)}`
}

export const largeStatement = (targetBytes: number = LARGE_STATEMENT_BYTES): LargeStatement => {
  let seed = 0x1f2e3d4c
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    return seed / 2 ** 32
  }
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(random() * items.length)] as A
  const lines = [['Buchungstag', 'Valutadatum', 'Auftraggeber/Empfänger', 'Buchungstext', 'Verwendungszweck', 'IBAN', 'Betrag', 'Währung'].map(quoted).join(';')]
  let size = Buffer.byteLength(lines[0] as string) + 1
  for (let row = 0; ; row += 1) {
    const day = new Date(Date.UTC(2021, 0, 1) + Math.floor(random() * 1700) * 86_400_000)
    const date = `${pad(day.getUTCDate(), 2)}.${pad(day.getUTCMonth() + 1, 2)}.${day.getUTCFullYear()}`
    const cents = Math.round((random() < 0.75 ? -1 : 1) * Math.exp(random() * 11)) || 1
    const iban = `DE${pad(Math.floor(random() * 100), 2)}${pad(Math.floor(random() * 1e8), 8)}${pad(Math.floor(random() * 1e10), 10)}`
    const line = [date, date, pick(COUNTERPARTIES), pick(KINDS), `${LARGE_STATEMENT_MARK} ${row} ${pick(PURPOSES)}`, iban, germanAmount(cents), 'EUR']
      .map(quoted)
      .join(';')
    const next = size + Buffer.byteLength(line) + 1
    if (next > targetBytes) return { bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), rows: lines.length - 1 }
    lines.push(line)
    size = next
  }
}
