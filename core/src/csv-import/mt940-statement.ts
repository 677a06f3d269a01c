/**
 * The MT940 reader (issue 26 "MT940 and CAMT"): SWIFT's customer statement as German banks send it (DFÜ-Abkommen
 * Anlage 3): :20: starts a statement, :25: the account, :28C: its number, :60F:/:60M: the opening balance, each :61:
 * a booking with its :86: (the GVC code and the ?00–?63 sub-fields, SEPA tags EREF+ … SVWZ+ in the purpose), :62F:/:62M:
 * the closing balance. Several statements in one file, statements split over pages (M balances), reversals (RC/RD),
 * an entry date without a year across a year end. Written here: the format is line-based and small, and no parser on
 * npm reads the German sub-fields in the browser within the reader's budget.
 */
import * as E from 'fp-ts/lib/Either.js'
import { localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isNegativeMoney, negateMoney, type Money } from '../money/money.ts'
import { parseStatementAmount } from './cell-formats.ts'
import { dateOfYymmdd, type StructuredEntry, type StructuredStatement, type StructuredStatementPart } from './structured-statement.ts'

/** How far into a file the detection looks: the first statement's header is there. */
const DETECTION_CHARS = 4096
const FIELD_START = /^:(\d{2}[A-Z]?):/

/**
 * Whether a text is an MT940 statement, from its content (not its name): a :20: field and a :25:, :28C: or :60F:
 * field at a line's start within its first 4 KB (a SWIFT header block {1:…} before them is allowed).
 * @example isMt940Text(':20:STARTUMS\n:25:12345678/1234567890\n') // true
 */
export const isMt940Text = (text: string): boolean => {
  const head = text.slice(0, DETECTION_CHARS)
  return /(?:^|\n)(?:\{[^\n]*?\{4:\s*)?:20:/.test(head) && /(?:^|\n):(?:25|28C|60F|60M):/.test(head)
}

interface Field {
  readonly tag: string
  readonly text: string
  readonly line: number
}

/** The fields of the text, each with the lines that continue it ('\n' between them); SWIFT's blocks and '-' ends dropped. */
const fieldsOf = (text: string): ReadonlyArray<Field> => {
  const fields: Array<{ tag: string; text: string; line: number }> = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? ''
    if (line.endsWith('\r')) line = line.slice(0, -1)
    // A SWIFT envelope: '{1:…}{2:…}{4:' before the first field, '-}' after the last (its trailer blocks '{5:…}' on the same line).
    if (line.startsWith('{')) {
      const body = line.indexOf('{4:')
      if (body < 0) continue
      line = line.slice(body + 3)
      if (line === '') continue
    }
    if (line === '-' || line.startsWith('-}') || line.trim() === '') continue
    const start = FIELD_START.exec(line)
    if (start !== null) fields.push({ tag: start[1] ?? '', text: line.slice(start[0].length), line: i + 1 })
    else {
      const last = fields[fields.length - 1]
      // Text before the first field (a bank's title line) is no part of any statement.
      if (last !== undefined) last.text += `\n${line}`
    }
  }
  return fields
}

type Failure = { readonly line: number; readonly reason: string }
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d[\d,]*)\s*$/
const ENTRY = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d]*,\d*)([NSF][A-Z0-9]{3})?(.*)$/

/** An MT940 amount ('80,', '1818,90'), unsigned; the comma is always there, the decimals may not be. */
const amountOf = (text: string): Money | undefined => parseStatementAmount(text.endsWith(',') ? `${text}00` : text, ',')

const balanceOf = (field: Field): Money | Failure => {
  const match = BALANCE.exec(field.text.trim())
  const amount = match === null ? undefined : amountOf(match[4] ?? '')
  if (match === null || amount === undefined || dateOfYymmdd(match[2] ?? '') === undefined) {
    return { line: field.line, reason: `der Saldo (:${field.tag}:) steht nicht als Soll/Haben, Datum, Währung und Betrag da` }
  }
  return match[1] === 'D' ? negateMoney(amount) : amount
}

const isFailure = (value: unknown): value is Failure => typeof value === 'object' && value !== null && 'reason' in value

/** The entry date (MMDD, no year) in the year that puts it nearest the value date: a booking of 30.12. valued 2.1. */
const entryDateNear = (mmdd: string, valueDate: LocalDate): LocalDate | undefined => {
  const year = Number(valueDate.slice(0, 4))
  const month = Number(mmdd.slice(0, 2))
  const day = Number(mmdd.slice(2, 4))
  const valueMonth = Number(valueDate.slice(5, 7))
  // Six months apart or more means the other side of a year end.
  const shift = month - valueMonth >= 6 ? -1 : valueMonth - month >= 6 ? 1 : 0
  return localDateFromParts(year + shift, month, day)
}

/** SEPA's tags in the purpose of a :86: (DFÜ-Abkommen Anlage 3, 2.8). */
const SEPA_TAG = /(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE)\+/g
const SEPA_TAG_AT_START = /^(?:EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE)\+/
/** The references shown beside the booking text, with how they are named there. */
const SHOWN_TAGS: ReadonlyArray<string> = ['EREF', 'MREF', 'CRED', 'ABWA', 'ABWE']
const NO_REFERENCE = 'NOTPROVIDED'
/** A field of the :86: sub-fields is at most 27 characters: a full one was cut mid-text. */
const SUBFIELD_WIDTH = 27

interface Details {
  readonly purpose: string
  readonly bookingText: string
  readonly name: string
  readonly iban: string
}

const joinCut = (parts: ReadonlyArray<string>): string => {
  let text = ''
  parts.forEach((part, i) => (text += i === 0 || (parts[i - 1] ?? '').length >= SUBFIELD_WIDTH ? part : ` ${part}`))
  return text.trim()
}

/** The purpose and the references of the ?20–?29, ?60–?63 text: SEPA-tagged (cut at 27 characters) or free lines. */
const purposeOf = (parts: ReadonlyArray<string>): { readonly purpose: string; readonly references: ReadonlyArray<string> } => {
  // A full sub-field (27 characters) was cut mid-text and joins directly; a shorter one ended where the bank ended it.
  let joined = ''
  parts.forEach((part, i) => (joined += i === 0 || (parts[i - 1] ?? '').length >= SUBFIELD_WIDTH ? part : ` ${part}`))
  // Untagged sub-fields are the lines of a paper statement (before SEPA): joined with a space.
  if (!SEPA_TAG_AT_START.test(joined)) return { purpose: parts.map((p) => p.trim()).filter((p) => p !== '').join(' '), references: [] }
  const values = new Map<string, string>()
  const starts = [...joined.matchAll(SEPA_TAG)]
  starts.forEach((match, i) => {
    const from = (match.index ?? 0) + match[0].length
    const to = starts[i + 1]?.index ?? joined.length
    values.set(match[1] ?? '', joined.slice(from, to).trim())
  })
  const references = SHOWN_TAGS.flatMap((tag) => {
    const value = values.get(tag)
    return value === undefined || value === '' || value === NO_REFERENCE ? [] : [`${tag}: ${value}`]
  })
  return { purpose: values.get('SVWZ') ?? '', references }
}

/**
 * A :86: field: structured (three digits of the GVC, then a separator, mostly '?', before each two-digit sub-field)
 * or free text.
 */
const detailsOf = (text: string): Details => {
  const flat = text.replaceAll('\n', '')
  const separator = flat.charAt(3)
  if (!/^\d{3}$/.test(flat.slice(0, 3)) || separator === '' || /[\dA-Za-z ]/.test(separator)) {
    return { purpose: text.split('\n').map((l) => l.trim()).filter((l) => l !== '').join(' '), bookingText: '', name: '', iban: '' }
  }
  const sub = new Map<number, string>()
  for (const piece of flat.slice(4).split(separator)) {
    const key = Number(piece.slice(0, 2))
    if (piece.length >= 2 && Number.isInteger(key) && /^\d{2}$/.test(piece.slice(0, 2))) sub.set(key, (sub.get(key) ?? '') + piece.slice(2))
  }
  const purposeParts: string[] = []
  for (const key of [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63]) {
    const part = sub.get(key)
    if (part !== undefined) purposeParts.push(part)
  }
  const { purpose, references } = purposeOf(purposeParts)
  const names = [sub.get(32), sub.get(33)].filter((n): n is string => n !== undefined && n !== '')
  return {
    purpose,
    bookingText: [sub.get(0) ?? '', ...references].map((t) => t.trim()).filter((t) => t !== '').join(' '),
    name: joinCut(names),
    iban: (sub.get(31) ?? '').trim(),
  }
}

const NONREF = 'NONREF'

const entryOf = (field: Field, info: Field | undefined): StructuredEntry | Failure => {
  const [first = '', ...supplementary] = field.text.split('\n')
  const match = ENTRY.exec(first.trim())
  const valueDate = match === null ? undefined : dateOfYymmdd(match[1] ?? '')
  const unsigned = match === null ? undefined : amountOf(match[5] ?? '')
  if (match === null || valueDate === undefined || unsigned === undefined) {
    return { line: field.line, reason: 'der Umsatz (:61:) hat kein gültiges Valutadatum, kein Soll/Haben-Kennzeichen oder keinen Betrag' }
  }
  const entryDate = match[2] === undefined ? valueDate : entryDateNear(match[2], valueDate)
  if (entryDate === undefined) return { line: field.line, reason: 'das Buchungsdatum des Umsatzes (:61:) ist kein gültiges Datum' }
  const mark = match[3] ?? 'C'
  // RD (reversal of a debit) is money in, RC (reversal of a credit) money out.
  const amount = mark === 'D' || mark === 'RC' ? negateMoney(unsigned) : unsigned
  const [, bankPart] = (match[7] ?? '').split('//')
  const bankReference = bankPart?.trim() ?? ''
  const details = info === undefined ? { purpose: supplementary.join(' ').trim(), bookingText: '', name: '', iban: '' } : detailsOf(info.text)
  const reversal = mark === 'RC' || mark === 'RD'
  return {
    line: field.line,
    bookingDate: entryDate,
    valueDate,
    amount,
    counterpartyName: details.name,
    counterpartyIban: details.iban,
    purpose: details.purpose,
    bookingText: reversal ? `Storno ${details.bookingText}`.trim() : details.bookingText,
    pending: false,
    bankReference: bankReference === '' || bankReference === NONREF ? null : bankReference,
  }
}

const unreadable = (failure: Failure): E.Either<ReadonlyArray<ValidationIssue>, never> =>
  E.left([validationIssue('file', 'csvImport.swiftStatementUnreadable', { lineNumber: failure.line, reason: failure.reason })])

/**
 * Reads an MT940 file's text into its statements. Left (German, naming the line) when a balance or a booking cannot be
 * read. Reading: the entry date (Buchungsdatum) is the booking date, the value date the Valuta; the :86: purpose is
 * SEPA's SVWZ+ where tagged, else its lines; EREF, MREF, CRED, ABWA and ABWE stand in the booking text; a bank
 * reference 'NONREF' is none.
 * @example readMt940Statement(':20:X\n:25:DE02120300000000202051\n:28C:1\n:60F:C240102EUR0,00\n:61:2401020102C5,00NTRFNONREF\n:62F:C240102EUR5,00\n')
 * // right: one part, one entry of 5,00 €
 */
export const readMt940Statement = (text: string): E.Either<ReadonlyArray<ValidationIssue>, StructuredStatement> => {
  const parts: StructuredStatementPart[] = []
  let account = ''
  let current: { number: string; line: number; opening: Money | null; closing: Money | null; entries: StructuredEntry[] } | undefined
  const fields = fieldsOf(text)
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as Field
    if (field.tag === '20') {
      if (current !== undefined) parts.push(current)
      current = { number: '', line: field.line, opening: null, closing: null, entries: [] }
      continue
    }
    // Fields before the first :20: (a file cut at its start) open a statement of their own.
    current ??= { number: '', line: field.line, opening: null, closing: null, entries: [] }
    switch (field.tag) {
      case '25':
        if (account === '') account = field.text.trim()
        break
      case '28C':
      case '28':
        current.number = field.text.trim()
        break
      case '60F':
      case '60M': {
        const balance = balanceOf(field)
        if (isFailure(balance)) return unreadable(balance)
        current.opening = balance
        break
      }
      case '62F':
      case '62M': {
        const balance = balanceOf(field)
        if (isFailure(balance)) return unreadable(balance)
        current.closing = balance
        break
      }
      case '61': {
        const next = fields[i + 1]
        const info = next?.tag === '86' ? next : undefined
        const entry = entryOf(field, info)
        if (isFailure(entry)) return unreadable(entry)
        current.entries.push(entry)
        if (info !== undefined) i++
        break
      }
      default:
        break
    }
  }
  if (current !== undefined) parts.push(current)
  if (parts.length === 0) return unreadable({ line: 1, reason: 'die Datei enthält keinen Kontoauszug (:20:)' })
  return E.right({ format: 'mt940', account, parts })
}

const yymmdd = (date: LocalDate): string => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`
const mt940Amount = (amount: Money): string => (isNegativeMoney(amount) ? negateMoney(amount) : amount).value.toFixed(2).replace('.', ',')
const markOf = (amount: Money): string => (isNegativeMoney(amount) ? 'D' : 'C')
const cut = (text: string, width: number): ReadonlyArray<string> => {
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += width) pieces.push(text.slice(i, i + width))
  return pieces
}
/** A line the reader would take for something else than a continuation: a field (':20:'), an envelope ('{') or the end ('-'). */
const isNoContinuation = (line: string): boolean => FIELD_START.test(line) || line.startsWith('{') || line === '-'
/** The :86: text in lines of at most 65 characters, each cut moved back a character while the next line would not read as its continuation. */
const infoLines = (info: string): ReadonlyArray<string> => {
  const out: string[] = []
  for (let from = 0; from < info.length; ) {
    let to = Math.min(from + 65, info.length)
    while (to < info.length && to - from > 1 && isNoContinuation(info.slice(to, to + 65))) to--
    out.push(info.slice(from, to))
    from = to
  }
  return out
}
const PURPOSE_KEYS = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63']
/** The opening and closing balances' date when a part has no entries. */
const NO_ENTRY_DATE = '2024-01-02' as LocalDate

/**
 * An MT940 file of the statement, as a German bank writes it: the purpose SEPA-tagged (SVWZ+) in ?20–?63 cut at 27
 * characters, the name in ?32/?33, the IBAN in ?31, the booking text in ?00, GVC 166 (credit) or 177 (debit). For
 * tests, benches and the demo's sample files; texts must not hold '?' (MT940's sub-field mark).
 * @example formatMt940Statement({ format: 'mt940', account: 'DE02120300000000202051', parts: [] }) // ''
 */
export const formatMt940Statement = (statement: StructuredStatement): string => {
  let out = ''
  for (const part of statement.parts) {
    const firstDate = part.entries[0]?.bookingDate ?? NO_ENTRY_DATE
    const lastDate = part.entries[part.entries.length - 1]?.bookingDate ?? firstDate
    out += `:20:STARTUMS\n:25:${statement.account}\n:28C:${part.number}\n`
    if (part.opening !== null) out += `:60F:${markOf(part.opening)}${yymmdd(firstDate)}EUR${mt940Amount(part.opening)}\n`
    for (const entry of part.entries) {
      const valueDate = entry.valueDate ?? entry.bookingDate ?? firstDate
      const bookingDate = entry.bookingDate ?? valueDate
      out += `:61:${yymmdd(valueDate)}${bookingDate.slice(5, 7)}${bookingDate.slice(8, 10)}${markOf(entry.amount)}${mt940Amount(entry.amount)}NTRFNONREF`
      out += entry.bankReference === null ? '\n' : `//${entry.bankReference}\n`
      const purpose = cut(`SVWZ+${entry.purpose}`, SUBFIELD_WIDTH).slice(0, PURPOSE_KEYS.length)
      const name = cut(entry.counterpartyName, SUBFIELD_WIDTH).slice(0, 2)
      let info = `${isNegativeMoney(entry.amount) ? '177' : '166'}?00${entry.bookingText}`
      purpose.forEach((piece, i) => (info += `?${PURPOSE_KEYS[i] ?? '63'}${piece}`))
      if (entry.counterpartyIban !== '') info += `?31${entry.counterpartyIban}`
      name.forEach((piece, i) => (info += `?${32 + i}${piece}`))
      // Lines of at most 65 characters, as the field's format says.
      out += `:86:${infoLines(info).join('\n')}\n`
    }
    if (part.closing !== null) out += `:62F:${markOf(part.closing)}${yymmdd(lastDate)}EUR${mt940Amount(part.closing)}\n`
    out += '-\n'
  }
  return out
}
