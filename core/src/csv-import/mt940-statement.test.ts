/**
 * The MT940 reader (issue 26): detection from the content, several statements with page balances, the balance check,
 * the shapes of :61: and :86: as German banks write them, the refusals, and the rows readBankStatement makes of it.
 * Every fixture is written here; the real files in the shared reference only taught the facts.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { messageForValidationIssue } from '../catalogue/issue-routing.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents, type Money } from '../money/money.ts'
import { singleByteCodePoints } from './decode-bytes.ts'
import { formatMt940Statement, isMt940Text, readMt940Statement } from './mt940-statement.ts'
import type { ImportProfile } from './model.ts'
import { readBankStatement, type BankStatement } from './read-bank-statement.ts'
import { STRUCTURED_HEADERS, statementBalanceNotices, type StructuredEntry, type StructuredStatement } from './structured-statement.ts'

const NBSP = '\u00a0'
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
const windows1252 = (text: string): Uint8Array => {
  const table = singleByteCodePoints('windows-1252')
  return Uint8Array.from([...text].map((ch) => table.indexOf(ch.charCodeAt(0))))
}
const lines = (...rows: ReadonlyArray<string>): string => `${rows.join('\n')}\n`

const statementOf = (text: string): StructuredStatement => {
  const result = readMt940Statement(text)
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}
const issuesOf = (text: string): ReadonlyArray<ValidationIssue> => {
  const result = readMt940Statement(text)
  return E.isLeft(result) ? result.left : []
}
const bankStatementOf = (bytes: Uint8Array, fileName = 'umsaetze.sta', profile?: Partial<ImportProfile>): BankStatement => {
  const result = readBankStatement(bytes, { fileName, profile })
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}
const cents = (entry: { readonly amount: Money }): string => entry.amount.value.toFixed(2)
const moneyText = (m: Money | null): string | null => (m === null ? null : m.value.toFixed(2))

/** One statement around the given :61:/:86: lines; its balances agree with them only where the caller makes them. */
const oneStatement = (entryLines: ReadonlyArray<string>, opening = 'C240102EUR0,00', closing = 'C240102EUR0,00'): string =>
  lines(':20:STARTUMS', ':25:DE02120300000000202051', ':28C:1/1', `:60F:${opening}`, ...entryLines, `:62F:${closing}`, '-')
/** The only entry of a statement of the given :61: and optional :86: field. */
const entryOf = (f61: string, f86?: string): StructuredEntry => {
  const parts = statementOf(oneStatement([`:61:${f61}`, ...(f86 === undefined ? [] : [`:86:${f86}`])])).parts
  expect(parts).toHaveLength(1)
  expect(parts[0]?.entries).toHaveLength(1)
  return parts[0]?.entries[0] as StructuredEntry
}

const GEHALT = lines(
  ':20:STARTUMS',
  ':25:10020030/0012345678',
  ':28C:7/1',
  ':60F:C240102EUR1000,00',
  ':61:2401020102C2500,00NTRFNONREF//B4C0200000123',
  ':86:166?00GUTSCHRIFT?109310?20SVWZ+Gehalt Januar 2024?30DEUTDEFFXXX?31DE89370400440532013000?32Arbeitgeber AG',
  ':61:2401030103D800,00NDDTNONREF',
  ':86:105?00BASISLASTSCHRIFT?20EREF+M-2024-01?21SVWZ+Miete Januar?31DE02120300000000202051?32Vermieter GmbH',
  ':62F:C240103EUR2700,00',
  '-',
)

describe('MT940 is told from the content, not the name', () => {
  it('reads an MT940 text named umsaetze.csv or umsaetze.txt as MT940, each entry a row', () => {
    for (const fileName of ['umsaetze.csv', 'umsaetze.txt', 'UMSAETZE.STA']) {
      const s = bankStatementOf(utf8(GEHALT), fileName)
      expect(s.format).toBe('mt940')
      expect(s.rows.map((r) => [r.line, r.status, r.bookingDate, r.amount.value.toFixed(2), r.counterparty, r.purpose])).toEqual([
        [5, 'importable', '2024-01-02', '2500.00', 'Arbeitgeber AG', 'Gehalt Januar 2024'],
        [7, 'importable', '2024-01-03', '-800.00', 'Vermieter GmbH', 'Miete Januar'],
      ])
    }
  })

  it('reads a CSV file named .sta as CSV', () => {
    const s = bankStatementOf(utf8('Buchungstag;Empfänger;Verwendungszweck;Betrag\n02.01.2024;Vermieter;Miete;-800,00\n'), 'umsaetze.sta')
    expect(s.format).toBe('csv')
    expect(s.rows.map((r) => [r.bookingDate, r.amount.value.toFixed(2), r.counterparty, r.purpose])).toEqual([['2024-01-02', '-800.00', 'Vermieter', 'Miete']])
  })

  it('reads a statement in its SWIFT envelope ({1:…}{2:…}{4: before :20:, -} after)', () => {
    const text = `{1:F01DEUTDEFFAXXX0000000000}{2:O9400000240103DEUTDEFFAXXX00000000002401030000N}{4:\n${GEHALT.replace(/-\n$/, '-}\n')}`
    expect(isMt940Text(text)).toBe(true)
    const s = statementOf(text)
    expect(s.account).toBe('10020030/0012345678')
    expect(s.parts.map((p) => [p.number, moneyText(p.opening), moneyText(p.closing), p.entries.map(cents)])).toEqual([['7/1', '1000.00', '2700.00', ['2500.00', '-800.00']]])
    expect(statementBalanceNotices(s)).toEqual([])
  })

  // SWIFT FIN ends a message with '-}' and its trailer blocks on the same line ('-}{5:{CHK:…}}'); files of several
  // messages put them one after the other.
  it('reads messages in envelopes with trailer blocks, one after the other', () => {
    const envelope = (body: string) => `{1:F01DEUTDEFFAXXX0000000000}{2:O940}{4:\n${body.replace(/-\n$/, '-}{5:{CHK:0123456789AB}}\n')}`
    const text = envelope(GEHALT) + envelope(GEHALT.replace(':28C:7/1', ':28C:8/1'))
    const s = statementOf(text)
    expect(s.parts.map((p) => [p.number, moneyText(p.closing), p.entries.map(cents)])).toEqual([
      ['7/1', '2700.00', ['2500.00', '-800.00']],
      ['8/1', '2700.00', ['2500.00', '-800.00']],
    ])
    expect(statementBalanceNotices(s)).toEqual([])
  })

  it('reads the envelope written on one line with the first field ({4::20:…)', () => {
    const text = `{1:F01DEUTDEFFAXXX0000000000}{2:O940}{4::20:STARTUMS\n${GEHALT.split('\n').slice(1).join('\n').replace(/-\n$/, '-}\n')}`
    expect(isMt940Text(text)).toBe(true)
    expect(statementOf(text).parts[0]?.entries.map(cents)).toEqual(['2500.00', '-800.00'])
  })

  it('needs a :20: and a :25:, :28C: or :60F: at a line start', () => {
    expect(isMt940Text(':20:STARTUMS\n:25:12345678/1234567890\n')).toBe(true)
    expect(isMt940Text(':20:STARTUMS\r\n:28C:1\r\n')).toBe(true)
    expect(isMt940Text(':20:STARTUMS\n:60M:C240102EUR1,00\n')).toBe(true)
    // A text with no :20: at all is not MT940, whatever other fields it has.
    expect(isMt940Text(':25:12345678/1234567890\n:28C:1\n:60F:C240102EUR0,00\n:61:2401020102C5,00NTRFNONREF\n:62F:C240102EUR5,00\n')).toBe(false)
    expect(isMt940Text(':20:STARTUMS\n:86:166?00GUTSCHRIFT\n')).toBe(false)
    // Both at a line's start: a :20: within a line counts as little as a :25: within one.
    expect(isMt940Text('Referenz :20:STARTUMS\n:25:12345678/1234567890\n')).toBe(false)
    expect(isMt940Text(':20:STARTUMS\nKonto :25:12345678/1234567890\n')).toBe(false)
  })

  // Chosen: a CSV whose cell mentions ':20:' (a purpose quoting a statement) is a CSV: the fields count only at a
  // line's start, where no cell of a one-line record can put them.
  it('does not take a CSV for MT940 because a cell mentions :20: and :25:', () => {
    const csv = 'Buchungstag;Verwendungszweck;Betrag\n02.01.2024;":20:STARTUMS :25:12345678/1234567890";-800,00\n03.01.2024;Referenz :20: :28C:1;5,00\n'
    expect(isMt940Text(csv)).toBe(false)
    const s = bankStatementOf(utf8(csv), 'umsaetze.csv')
    expect(s.format).toBe('csv')
    expect(s.rows.map((r) => r.purpose)).toEqual([':20:STARTUMS :25:12345678/1234567890', 'Referenz :20: :28C:1'])
  })

  it('reads a text without :20: as CSV (not MT940) in readBankStatement', () => {
    const result = readBankStatement(utf8(':25:12345678/1234567890\n:28C:1\n:60F:C240102EUR0,00\n'), { fileName: 'umsaetze.sta' })
    expect(E.isRight(result) && result.right.format === 'mt940').toBe(false)
  })
})

/** Two statements, each over two pages (:62M:/:60M:), as a Sparkasse writes a month. */
const PAGES = lines(
  'Umsätze Girokonto', // a bank's title line before the first field belongs to no statement
  ':20:STARTUMS',
  ':25:10020030/0012345678',
  ':28C:00005/001',
  ':60F:C240102EUR1818,90',
  ':61:2401020102C80,N05100001238972230329',
  ':86:051?00Gutschrift?20SPENDE',
  ':62M:C240102EUR1898,90',
  ':20:STARTUMS',
  ':25:10020030/0012345678',
  ':28C:00005/002',
  ':60M:C240102EUR1898,90',
  ':61:2401020102D16,68N0050000000000123122',
  ':86:005?00Lastschrift?20TELEFON',
  ':61:2401020102C10,N0520000000000000002',
  ':86:052?00Dauerauftrag?20TASCHENGELD',
  ':62F:C240102EUR1892,22',
  '-',
  ':20:STARTUMS',
  ':25:10020030/0012345678',
  ':28C:00006/001',
  ':60F:C240103EUR1892,22',
  ':62M:C240103EUR1892,22',
  ':20:STARTUMS',
  ':25:10020030/0012345678',
  ':28C:00006/002',
  ':60M:C240103EUR1892,22',
  ':61:2401030103D1892,22NTRFNONREF',
  ':86:166?00UEBERWEISUNG?20ALLES',
  ':62F:D240103EUR0,00',
  '-',
)

describe('several statements and their balances', () => {
  it('makes each :20: its own part with its own number, balances and entries', () => {
    const s = statementOf(PAGES)
    expect(s.format).toBe('mt940')
    expect(s.account).toBe('10020030/0012345678')
    expect(s.parts.map((p) => [p.number, p.line, moneyText(p.opening), moneyText(p.closing), p.entries.map(cents)])).toEqual([
      ['00005/001', 2, '1818.90', '1898.90', ['80.00']],
      ['00005/002', 9, '1898.90', '1892.22', ['-16.68', '10.00']],
      ['00006/001', 19, '1892.22', '1892.22', []],
      ['00006/002', 24, '1892.22', '0.00', ['-1892.22']],
    ])
    expect(s.parts.flatMap((p) => p.entries.map((e) => e.purpose))).toEqual(['SPENDE', 'TELEFON', 'TASCHENGELD', 'ALLES'])
  })

  it('passes silently where every part has opening + entries = closing', () => {
    expect(statementBalanceNotices(statementOf(PAGES))).toEqual([])
    const s = bankStatementOf(utf8(PAGES))
    expect(s.notices).toEqual([])
    expect(s.rows).toHaveLength(4)
  })

  it('gives one notice naming the statement and the amounts in German where a part does not add up', () => {
    const text = lines(
      ':20:STARTUMS',
      ':25:DE02120300000000202051',
      ':28C:5/1',
      ':60F:C240102EUR1234,56',
      ':61:2401020102D1000,00NTRFNONREF',
      ':61:2401020102C0,50NTRFNONREF',
      ':62F:C240102EUR235,00',
      '-',
      ':20:STARTUMS',
      ':28C:5/2',
      ':60F:C240102EUR235,00',
      ':61:2401020102C1,00NTRFNONREF',
      ':62F:C240102EUR236,00',
      '-',
    )
    const expected: ValidationIssue = {
      field: 'file',
      key: 'csvImport.statementBalanceMismatch',
      params: { statement: '5/1', opening: `1.234,56${NBSP}€`, sum: `-999,50${NBSP}€`, expected: `235,06${NBSP}€`, closing: `235,00${NBSP}€` },
    }
    expect(statementBalanceNotices(statementOf(text))).toEqual([expected])
    const s = bankStatementOf(utf8(text))
    expect(s.notices).toEqual([expected])
    expect(s.rows.map((r) => r.status)).toEqual(['importable', 'importable', 'importable'])
    expect(messageForValidationIssue(expected)).toBe(
      `Hinweis: Im Kontoauszug 5/1 ergeben Anfangssaldo 1.234,56${NBSP}€ und Umsätze -999,50${NBSP}€ zusammen 235,06${NBSP}€, der Auszug nennt als Endsaldo aber 235,00${NBSP}€. Womöglich fehlen Umsätze; bitte prüfen Sie die Datei.`,
    )
  })

  it('reads a debit balance (D) as negative and checks it so', () => {
    const s = statementOf(oneStatement([':61:2401020102C50,00NTRFNONREF'], 'D240102EUR100,00', 'D240102EUR50,00'))
    expect([moneyText(s.parts[0]?.opening ?? null), moneyText(s.parts[0]?.closing ?? null)]).toEqual(['-100.00', '-50.00'])
    expect(statementBalanceNotices(s)).toEqual([])
    expect(statementBalanceNotices(statementOf(oneStatement([':61:2401020102C50,00NTRFNONREF'], 'D240102EUR100,00', 'C240102EUR50,00')))).toHaveLength(1)
  })

  it('names a statement without :28C: by its line', () => {
    const text = lines('', ':20:STARTUMS', ':60F:C240102EUR1,00', ':62F:C240102EUR2,00')
    expect(statementBalanceNotices(statementOf(text)).map((n) => n.params?.['statement'])).toEqual(['2'])
  })
})

describe(':61: as banks write it', () => {
  it('reads the value date, the optional entry date (MMDD) and the sign of C and D', () => {
    const withEntryDate = entryOf('2401050104D12,34NTRFNONREF')
    expect([withEntryDate.valueDate, withEntryDate.bookingDate, cents(withEntryDate)]).toEqual(['2024-01-05', '2024-01-04', '-12.34'])
    const without = entryOf('240105C12,34NTRFNONREF')
    expect([without.valueDate, without.bookingDate, cents(without)]).toEqual(['2024-01-05', '2024-01-05', '12.34'])
    expect(entryOf('240105D12,34NTRFNONREF').amount.value.toFixed(2)).toBe('-12.34')
  })

  it('reads a funds code letter after the mark (CR2,00, DR2,00)', () => {
    expect(cents(entryOf('2302090209CR2,00NTRF2023-02-09-08.37.18.054696'))).toBe('2.00')
    expect(cents(entryOf('2302090209DR2,00NTRFNONREF'))).toBe('-2.00')
  })

  it('reads amounts without decimals (80,) and with one (0,5)', () => {
    expect(cents(entryOf('2401020102C80,N05100001238972230329'))).toBe('80.00')
    expect(cents(entryOf('2401020102D0,5NTRFNONREF'))).toBe('-0.50')
    expect(cents(entryOf('2401020102C1234567,89NTRFNONREF'))).toBe('1234567.89')
  })

  it('reads the transaction type (N051, NTRF) apart from the references', () => {
    expect(entryOf('2401020102C80,N051NONREF').bankReference).toBeNull()
    expect(entryOf('2401020102C80,N051NONREF//HX77').bankReference).toBe('HX77')
    expect(entryOf('2401020102C80,NTRFKD-4711//B4C0200000123').bankReference).toBe('B4C0200000123')
  })

  it("takes the bank's reference after '//', none when it is NONREF or missing", () => {
    expect(entryOf('2401020102C5,00NTRFNONREF//B4C0200000123').bankReference).toBe('B4C0200000123')
    expect(entryOf('2401020102C5,00NTRFNONREF//NONREF').bankReference).toBeNull()
    expect(entryOf('2401020102C5,00NTRFNONREF').bankReference).toBeNull()
    expect(entryOf('2401020102C5,00NTRFNONREF//').bankReference).toBeNull()
  })

  it('reads a supplementary details line: the purpose when no :86: follows, ignored beside one', () => {
    expect(entryOf('2401020102C5,00NTRFNONREF//B4C02\nKARTE 1234 REWE').purpose).toBe('KARTE 1234 REWE')
    const beside = entryOf('2401020102C5,00NTRFNONREF//B4C02\nKARTE 1234 REWE', '166?00GUTSCHRIFT?20Einkauf')
    expect([beside.purpose, beside.bookingText, beside.bankReference]).toEqual(['Einkauf', 'GUTSCHRIFT', 'B4C02'])
  })

  it('reads a reversal: RC (of a credit) as money out, RD (of a debit) as money in, Storno in the booking text', () => {
    const rc = entryOf('2401020102RC25,00NTRFNONREF', '166?00GUTSCHRIFT?20Rueckbuchung')
    expect([cents(rc), rc.bookingText]).toEqual(['-25.00', 'Storno GUTSCHRIFT'])
    const rd = entryOf('2401020102RD25,00NTRFNONREF', '105?00LASTSCHRIFT?20Rueckgabe')
    expect([cents(rd), rd.bookingText]).toEqual(['25.00', 'Storno LASTSCHRIFT'])
    const bare = entryOf('2401020102RD25,00NTRFNONREF')
    expect([cents(bare), bare.bookingText]).toEqual(['25.00', 'Storno'])
    // An ordinary debit says nothing of a reversal.
    expect(entryOf('2401020102D25,00NTRFNONREF', '105?00LASTSCHRIFT').bookingText).toBe('LASTSCHRIFT')
  })

  it('dates the entry (MMDD) in the year nearest its value date, across a year end too', () => {
    const early = entryOf('2312290102C5,00NTRFNONREF')
    expect([early.valueDate, early.bookingDate]).toEqual(['2023-12-29', '2024-01-02'])
    const late = entryOf('2401021229C5,00NTRFNONREF')
    expect([late.valueDate, late.bookingDate]).toEqual(['2024-01-02', '2023-12-29'])
    const sameYear = entryOf('1002170204C80,N051NONREF')
    expect([sameYear.valueDate, sameYear.bookingDate]).toEqual(['2010-02-17', '2010-02-04'])
  })
})

describe(':86: with the German sub-fields', () => {
  const f61 = '2401020102C5,00NTRFNONREF'

  it('reads the booking text (?00), the purpose (?20–?29, ?60–?63), IBAN (?31) and name (?32/?33); ?10, ?30 and ?34 stand nowhere', () => {
    const e = entryOf(
      f61,
      '051?00Gutschrift?10931?20SOME DESCRIPTION?21MORE DESC?22LINE 3?23LINE 4?24LINE 5?25LINE 6?26LINE 7?27LINE 8?28LINE 9?29LINE 10?3020010020?31DE89370400440532013000?32MUELLER, GRETEL?33SOMECITY?34000?60LINE 11?61LINE 12?62LINE 13?63LINE 14',
    )
    expect(e.bookingText).toBe('Gutschrift')
    expect(e.purpose).toBe('SOME DESCRIPTION MORE DESC LINE 3 LINE 4 LINE 5 LINE 6 LINE 7 LINE 8 LINE 9 LINE 10 LINE 11 LINE 12 LINE 13 LINE 14')
    expect(e.counterpartyIban).toBe('DE89370400440532013000')
    expect(e.counterpartyName).toBe('MUELLER, GRETEL SOMECITY')
    for (const text of [e.purpose, e.bookingText, e.counterpartyName]) expect(text).not.toMatch(/931|20010020|000/)
  })

  it('joins a ?32 of exactly 27 characters to ?33 without a space, a shorter one with a space', () => {
    const full = 'WCM UG HAFTUNGSBESCHRAENKT ' // 27 characters: cut mid-text
    expect(full).toHaveLength(27)
    expect(entryOf(f61, `166?32${full}?33UND CO KG`).counterpartyName).toBe('WCM UG HAFTUNGSBESCHRAENKT UND CO KG')
    const cut = 'DM PUTZ + STUCK UG HAFTUNGS'
    expect(cut).toHaveLength(27)
    expect(entryOf(f61, `166?32${cut}?33BESCHRAENKT`).counterpartyName).toBe('DM PUTZ + STUCK UG HAFTUNGSBESCHRAENKT')
    expect(entryOf(f61, `166?32${cut.slice(0, 26)}?33BESCHRAENKT`).counterpartyName).toBe('DM PUTZ + STUCK UG HAFTUNG BESCHRAENKT')
    expect(entryOf(f61, '166?32AUGUST MEYER?33ANETTE MEYER').counterpartyName).toBe('AUGUST MEYER ANETTE MEYER')
    expect(entryOf(f61, '166?33NUR DIE ZWEITE').counterpartyName).toBe('NUR DIE ZWEITE')
  })

  it('joins the continuation lines of :86: without a line break, also within a sub-field', () => {
    const e = entryOf(f61, '051?00Gutschrift?20SOME DESCRI\nPTION?21MORE\n DESC?32HANS UND ERNA\n SCHNEIDER')
    expect([e.purpose, e.counterpartyName]).toEqual(['SOME DESCRIPTION MORE DESC', 'HANS UND ERNA SCHNEIDER'])
  })

  it('reads the purpose of SEPA tags as the SVWZ value, rejoined exactly across ?2x fields cut at 27 characters', () => {
    const purpose = 'Rechnung 2024-0815 vom 02.01.2024, Kunde 4711/B & Co+ KG'
    const tagged = `EREF+E2E-4711KREF+SAMMLER-1MREF+M-0815CRED+DE98ZZZ09999999999SVWZ+${purpose}ABWA+Hausverwaltung Nord`
    const pieces = tagged.match(/.{1,27}/g) ?? []
    expect(pieces.length).toBeGreaterThan(5)
    const keys = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63']
    const e = entryOf(f61, `105?00FOLGELASTSCHRIFT${pieces.map((p, i) => `?${keys[i]}${p}`).join('')}?32Stadtwerke`)
    expect(e.purpose).toBe(purpose)
    expect(e.bookingText).toBe('FOLGELASTSCHRIFT EREF: E2E-4711 MREF: M-0815 CRED: DE98ZZZ09999999999 ABWA: Hausverwaltung Nord')
    expect(e.counterpartyName).toBe('Stadtwerke')
  })

  it('joins a tagged sub-field shorter than 27 characters to the next with a space (the bank ended it there)', () => {
    expect(entryOf(f61, '166?00GUTSCHRIFT?20SVWZ+Miete?21Januar 2024').purpose).toBe('Miete Januar 2024')
  })

  it('names ABWE in the booking text and drops NOTPROVIDED references', () => {
    const e = entryOf(f61, '166?00GUTSCHRIFT?20EREF+NOTPROVIDED?21SVWZ+Lohn?22ABWE+Firma Sued')
    expect([e.purpose, e.bookingText]).toEqual(['Lohn', 'GUTSCHRIFT ABWE: Firma Sued'])
    expect(entryOf(f61, '166?20EREF+1234?21ABWA+x').purpose).toBe('')
  })

  it('joins untagged ?2x lines with a space', () => {
    expect(entryOf(f61, '005?00Lastschrift?20ZAHLBELEG 231231923123?21RECH.NR. 1239812312 052331?22VERTRAGSKONTO 1231239712').purpose).toBe(
      'ZAHLBELEG 231231923123 RECH.NR. 1239812312 052331 VERTRAGSKONTO 1231239712',
    )
  })

  it('takes a free-text :86: without a GVC as the purpose, its lines joined with a space', () => {
    const e = entryOf(f61, 'Miete Januar\nWohnung 3 links')
    expect([e.purpose, e.bookingText, e.counterpartyName, e.counterpartyIban]).toEqual(['Miete Januar Wohnung 3 links', '', '', ''])
    expect(entryOf(f61, '123 Lohn').purpose).toBe('123 Lohn')
  })
})

describe('umlauts', () => {
  const text = oneStatement([':61:2102150215C120,00NTRFNONREF', ':86:166?20Miete Büro?31DE77100110012629052284?32Lucien Schünke'], 'C210215EUR0,00', 'C210215EUR120,00')

  it('reads Schünke from UTF-8 and from Windows-1252 bytes (ü as 0xFC)', () => {
    const bytes = windows1252(text)
    expect(bytes.includes(0xfc)).toBe(true)
    for (const encoded of [utf8(text), bytes]) {
      const s = bankStatementOf(encoded)
      expect(s.format).toBe('mt940')
      expect(s.rows.map((r) => [r.counterparty, r.purpose])).toEqual([['Lucien Schünke', 'Miete Büro']])
    }
  })
})

describe('refusals, naming the broken field', () => {
  const refusal = (text: string) => issuesOf(text).map((i) => [i.key, i.params?.['lineNumber']])

  it('refuses a balance that is no mark, date, currency and amount', () => {
    const issues = issuesOf(oneStatement([], 'X240102EUR1,00'))
    expect(issues.map((i) => [i.key, i.params?.['lineNumber']])).toEqual([['csvImport.swiftStatementUnreadable', 4]])
    expect(messageForValidationIssue(issues[0] as ValidationIssue)).toBe(
      'Die MT940-Datei kann in Zeile 4 nicht gelesen werden: der Saldo (:60F:) steht nicht als Soll/Haben, Datum, Währung und Betrag da. Bitte exportieren Sie den Kontoauszug erneut.',
    )
    expect(refusal(oneStatement([], 'C240102EUR0,00', 'C240102EUR'))).toEqual([['csvImport.swiftStatementUnreadable', 5]])
    expect(refusal(oneStatement([], 'C240231EUR0,00'))).toEqual([['csvImport.swiftStatementUnreadable', 4]])
  })

  it('refuses a :61: without an amount', () => {
    const issues = issuesOf(oneStatement([':61:2401020102C5,00NTRFNONREF', ':86:166?20ok', ':61:2401020102CNTRFNONREF']))
    expect(issues.map((i) => [i.key, i.params?.['lineNumber']])).toEqual([['csvImport.swiftStatementUnreadable', 7]])
    expect(messageForValidationIssue(issues[0] as ValidationIssue)).toBe(
      'Die MT940-Datei kann in Zeile 7 nicht gelesen werden: der Umsatz (:61:) hat kein gültiges Valutadatum, kein Soll/Haben-Kennzeichen oder keinen Betrag. Bitte exportieren Sie den Kontoauszug erneut.',
    )
  })

  it('refuses an invalid value date (240231) and an invalid entry date (0231)', () => {
    expect(refusal(oneStatement([':61:2402310231C5,00NTRFNONREF']))).toEqual([['csvImport.swiftStatementUnreadable', 5]])
    const entry = issuesOf(oneStatement([':61:2402280231C5,00NTRFNONREF']))
    expect(entry.map((i) => [i.key, i.params?.['lineNumber'], i.params?.['reason']])).toEqual([
      ['csvImport.swiftStatementUnreadable', 5, 'das Buchungsdatum des Umsatzes (:61:) ist kein gültiges Datum'],
    ])
  })

  it('passes the refusal on from readBankStatement', () => {
    const result = readBankStatement(utf8(oneStatement([], 'X240102EUR1,00')), { fileName: 'umsaetze.sta' })
    expect(E.isLeft(result) ? result.left.map((i) => i.key) : []).toEqual(['csvImport.swiftStatementUnreadable'])
  })
})

describe('the rows readBankStatement makes of an MT940 file', () => {
  const rowsText = oneStatement(
    [
      ':61:1312301230D10,00NTRFNONREF',
      ':86:166?00UEBERWEISUNG?20Alt',
      ':61:2401020102C0,00NTRFNONREF',
      ':86:805?00RECHNUNGSABSCHLUSS?20Abschluss',
      ':61:2401030103D20,00NTRFNONREF//B4C03',
      ':86:166?00UEBERWEISUNG?20SVWZ+=HYPERLINK("x")?32Max',
    ],
    'C131230EUR100,00',
    'C240103EUR70,00',
  )

  it('holds a 2013 entry to the 1.1.2014 rule, reads a zero amount as an info row and keeps a formula-like purpose as text', () => {
    const s = bankStatementOf(utf8(rowsText))
    expect(s.headers).toEqual(STRUCTURED_HEADERS)
    expect(s.numberOfColumns).toBe(STRUCTURED_HEADERS.length)
    expect(s.rows.map((r) => [r.line, r.status, r.bookingDate, r.amount.value.toFixed(2), r.purpose, r.issues.map((i) => i.key), r.notes.map((n) => n.key)])).toEqual([
      [5, 'rejected', '2013-12-30', '-10.00', 'Alt', ['csvImport.dateBeforeEarliest'], []],
      [7, 'importable', '2024-01-02', '0.00', 'Abschluss', [], ['csvImport.rowZeroAmount']],
      [9, 'importable', '2024-01-03', '-20.00', '=HYPERLINK("x")', [], ['csvImport.formulaCellAsText']],
    ])
    expect(s.rows[2]?.bankReference).toBe('B4C03')
    expect(s.rows[0]?.bankReference).toBeUndefined()
    expect(s.notices).toEqual([])
  })

  it('ignores a given profile mapping and delimiter: the rows stay the same', () => {
    const plain = bankStatementOf(utf8(rowsText))
    const given = bankStatementOf(utf8(rowsText), 'umsaetze.sta', {
      delimiter: ',',
      quoteCharacter: "'",
      negateAmount: true,
      fieldMappings: [
        { columnIndex: 0, fieldName: 'amount' },
        { columnIndex: 1, fieldName: 'purpose' },
      ],
    })
    expect(given.format).toBe('mt940')
    expect(given.rows).toEqual(plain.rows)
    expect(given.profile.fieldMappings).toEqual(plain.profile.fieldMappings)
    expect(given.profile.negateAmount).toBe(false)
  })

  it('gives the no-transactions notice for a statement without entries', () => {
    const s = bankStatementOf(utf8(oneStatement([], 'C240102EUR5,00', 'C240102EUR5,00')))
    expect(s.rows).toEqual([])
    expect(s.notices.map((n) => n.key)).toEqual(['csvImport.noTransactions'])
  })

  it('carries the entry of the model into the row cells (amount, dates, reference)', () => {
    const s = bankStatementOf(utf8(GEHALT))
    expect(s.rows[0]?.cells).toEqual(['2024-01-02', '2024-01-02', 'Arbeitgeber AG', 'DE89370400440532013000', 'Gehalt Januar 2024', '2500.00', 'GUTSCHRIFT', 'gebucht', 'B4C0200000123'])
    expect(s.rows[0]?.amount).toEqual(moneyFromCents(250000n))
  })
})

describe('formatMt940Statement', () => {
  const entry = (counterpartyName: string): StructuredEntry => ({
    line: 0,
    bookingDate: '2024-01-02' as LocalDate,
    valueDate: '2024-01-02' as LocalDate,
    amount: moneyFromCents(1n),
    counterpartyName,
    counterpartyIban: 'DE00000000000000000000',
    purpose: 'AAAAAAAAA',
    bookingText: 'AAAAAA',
    pending: false,
    bankReference: null,
  })
  const written = (name: string): StructuredStatement => ({ format: 'mt940', account: 'DE02120300000000202051', parts: [{ number: '1', line: 0, opening: null, closing: null, entries: [entry(name)] }] })

  // '166?00AAAAAA?20SVWZ+AAAAAAAAA?31DE…?32' is 57 characters: the name's 9th character starts the :86:'s second line.
  it('cuts :86: into lines of at most 65 characters, none of which reads as the end (-) or as a field (:20:)', () => {
    for (const name of ['AAAAAAAA-', 'AAAAAAAA:20:X', 'AAAAAAAA:61:2401020102C5,00', 'AAAAAAAA{1:']) {
      const text = formatMt940Statement(written(name))
      const info = text.split('\n').filter((l) => !/^:(20|25|28C|61):/.test(l) && l !== '-' && l !== '')
      expect(info.every((l) => l.length <= 65 + ':86:'.length)).toBe(true)
      expect(info.length).toBeGreaterThan(1)
      expect(statementOf(text).parts.map((p) => p.entries.map((e) => e.counterpartyName))).toEqual([[name]])
    }
  })

  it('writes nothing for a statement without parts', () => {
    expect(formatMt940Statement({ format: 'mt940', account: 'DE02120300000000202051', parts: [] })).toBe('')
  })
})
