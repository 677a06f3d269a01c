/**
 * CAMT.052 (Rpt, intraday report) and CAMT.053 (Stmt, statement) as German banks send them (issue 26; ISO 20022 in
 * the DFÜ-Abkommen Anlage 3), versions .001.02, .001.04 and .001.08, read into the StructuredStatement model.
 *
 * The file is read with saxes, a streaming parser that needs no DOM (the reader runs in a Web Worker) and expands no
 * external entities. No tree is built: a stack of the open elements' local names (prefixes dropped, so `ns2:Document`
 * reads like `Document`) and the text of the innermost element are enough, which keeps a 5 MB file linear.
 *
 * Readings:
 * - One Ntry is one entry with the entry's own amount, also for a batch (several TxDtls, or Btch): that is the
 *   booking the account shows, which the balance rule and the duplicate search across CSV and MT940 files need. Its
 *   purposes are those of its TxDtls, distinct, joined with ' | '; its counterparty is the one name they share, else
 *   their names joined with ', '; its IBAN the one they share, else none.
 * - The sign comes from CdtDbtInd alone (DBIT is money out), as the standard says; RvslInd only marks a reversal
 *   ('Storno' in the booking text). A reversal's RltdPties describe the original payment, so its counterparty is
 *   read from the other side (Dbtr of a returned debit is the account holder).
 * - Sts BOOK is booked; PDNG, INFO (and any other code) are pending; an entry without Sts is booked.
 */
import * as E from 'fp-ts/lib/Either.js'
import { SaxesParser, type SaxesStartTagPlain } from 'saxes'
import { localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { fromWireAmount, isNegativeMoney, negateMoney, toWholeCents, type Money } from '../money/money.ts'
import type { StructuredEntry, StructuredStatement, StructuredStatementPart } from './structured-statement.ts'

/** Enough for the XML declaration, the root's namespaces and the first elements, even with a long schemaLocation. */
const DETECTION_PREFIX_LENGTH = 4096
const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.05[23]/
const CAMT_ROOT_ELEMENT = /[<:]BkToCstmr(?:Stmt|AcctRpt)[\s/>]/

/**
 * Whether a text is a CAMT.052 or CAMT.053 file, from its content (a bank's file name says nothing reliable): it
 * starts with '<' (after a BOM and whitespace) and names a camt.052/053 namespace or root element in its first 4 KB.
 * @example isCamtText('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">') // true
 */
export const isCamtText = (text: string): boolean => {
  const head = text.slice(0, DETECTION_PREFIX_LENGTH).replace(/^\uFEFF?\s*/, '')
  return head.startsWith('<') && (CAMT_NAMESPACE.test(head) || CAMT_ROOT_ELEMENT.test(head))
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

const NOT_PROVIDED = 'NOTPROVIDED'
/** The length of an Ustrd; a bank that cuts a longer purpose into Ustrd pieces fills each to it. */
const USTRD_MAX_LENGTH = 140
const BATCH_PURPOSE_SEPARATOR = ' | '
const BATCH_NAME_SEPARATOR = ', '
const REVERSAL_TEXT = 'Storno'

interface PartyDraft {
  name: string
  ultimateName: string
  iban: string
}
const emptyParty = (): PartyDraft => ({ name: '', ultimateName: '', iban: '' })

interface TransactionDraft {
  bankReference: string
  endToEndId: string
  mandateId: string
  /** The Ustrd texts as written, untrimmed: their length decides how they are joined. */
  unstructured: string[]
  structuredReferences: string[]
  additionalInfo: string
  debtor: PartyDraft
  creditor: PartyDraft
}
const emptyTransaction = (): TransactionDraft => ({
  bankReference: '',
  endToEndId: '',
  mandateId: '',
  unstructured: [],
  structuredReferences: [],
  additionalInfo: '',
  debtor: emptyParty(),
  creditor: emptyParty(),
})

interface EntryDraft {
  line: number
  amount: string | undefined
  creditDebit: string
  reversal: boolean
  status: string
  bookingDate: string
  valueDate: string
  bankReference: string
  entryReference: string
  additionalInfo: string
  transactions: TransactionDraft[]
}

interface BalanceDraft {
  line: number
  type: string
  amount: string | undefined
  creditDebit: string
}

interface PartDraft {
  line: number
  electronicSequence: string
  legalSequence: string
  id: string
  account: string
  opening: Money | null
  /** Whether the opening is the day's OPBD, which wins over a PRCD given beside it. */
  openingIsBooked: boolean
  closing: Money | null
  entries: StructuredEntry[]
}

/** A reason the file cannot be read, at a line: thrown inside the parser's handlers, caught by the reader. */
class CamtFailure {
  readonly line: number
  readonly reason: string
  constructor(line: number, reason: string) {
    this.line = line
    this.reason = reason
  }
}

const localName = (name: string): string => {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

const codePointLength = (text: string): number => {
  let n = 0
  for (const _ of text) n++
  return n
}

/**
 * Ustrd pieces as one text: a piece of the full 140 characters was cut by the bank inside the text, so the next
 * follows it directly; shorter pieces are lines of their own, joined with a space.
 */
const joinUnstructured = (pieces: ReadonlyArray<string>): string => {
  let joined = ''
  let previousWasFull = false
  for (const piece of pieces) {
    if (joined === '' || previousWasFull) joined += previousWasFull ? piece : piece.trimStart()
    else {
      const next = piece.trim()
      if (next !== '') joined = `${joined.trimEnd()} ${next}`
    }
    previousWasFull = codePointLength(piece) >= USTRD_MAX_LENGTH
  }
  return joined.trim()
}

const transactionPurpose = (tx: TransactionDraft): string => {
  const unstructured = joinUnstructured(tx.unstructured)
  if (unstructured !== '') return unstructured
  const structured = tx.structuredReferences.map((r) => r.trim()).filter((r) => r !== '').join(' ')
  return structured !== '' ? structured : tx.additionalInfo.trim()
}

const distinctNonEmpty = (texts: ReadonlyArray<string>): string[] => [...new Set(texts.filter((t) => t !== ''))]

const given = (reference: string): string => {
  const text = reference.trim()
  return text === NOT_PROVIDED ? '' : text
}

/** yyyy-MM-dd at the start of a Dt (which may carry a zone) or a DtTm, as written: the bank's own calendar day. */
const dateOf = (text: string): LocalDate | null => {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(text)
  return m === null ? null : (localDateFromParts(Number(m[1]), Number(m[2]), Number(m[3])) ?? null)
}

/** An ISO amount: unsigned digits with an optional fraction (the sign is CdtDbtInd's). */
const AMOUNT = /^\d+(?:\.\d+)?$/
const signedAmount = (text: string | undefined, creditDebit: string): Money | string => {
  const trimmed = (text ?? '').trim()
  if (!AMOUNT.test(trimmed)) return text === undefined ? 'kein Betrag angegeben' : `der Betrag „${trimmed}“ ist keine Zahl`
  const amount = fromWireAmount(trimmed)
  if (E.isLeft(amount)) return `der Betrag „${trimmed}“ ist keine Zahl`
  if (creditDebit === 'DBIT') return negateMoney(amount.right)
  if (creditDebit === 'CRDT') return amount.right
  return creditDebit === '' ? 'das Soll/Haben-Kennzeichen (CdtDbtInd) fehlt' : `das Soll/Haben-Kennzeichen „${creditDebit}“ ist unbekannt`
}

/** The other party of one transaction: the payer of money in, the payee of money out. */
const counterpartyOf = (tx: TransactionDraft, moneyIn: boolean, ownAccount: string): PartyDraft => {
  const [chosen, other] = moneyIn ? [tx.debtor, tx.creditor] : [tx.creditor, tx.debtor]
  // Banks differ in which side a reversal names: where the chosen side is the account itself, the other one is meant.
  const isOwn = (party: PartyDraft): boolean => ownAccount !== '' && party.iban === ownAccount
  if (isOwn(chosen) && !isOwn(other) && (other.name !== '' || other.iban !== '')) return other
  return chosen
}

const finishEntry = (draft: EntryDraft, ownAccount: string): StructuredEntry => {
  const amount = signedAmount(draft.amount, draft.creditDebit)
  if (typeof amount === 'string') throw new CamtFailure(draft.line, `Umsatz: ${amount}`)
  const moneyIn = (draft.creditDebit === 'CRDT') !== draft.reversal
  const parties = draft.transactions.map((tx) => counterpartyOf(tx, moneyIn, ownAccount))
  const names = distinctNonEmpty(parties.map((p) => (p.name !== '' ? p.name : p.ultimateName)))
  const ibans = distinctNonEmpty(parties.map((p) => p.iban))
  const purposes = distinctNonEmpty(draft.transactions.map(transactionPurpose))
  const entryInfo = draft.additionalInfo.trim()
  const single = draft.transactions.length === 1 ? draft.transactions[0] : undefined
  // The SEPA references belong to one payment; a batch's many would drown the booking text.
  const endToEnd = single === undefined ? '' : given(single.endToEndId)
  const mandate = single === undefined ? '' : given(single.mandateId)
  const bookingText = [draft.reversal ? REVERSAL_TEXT : '', entryInfo, endToEnd === '' ? '' : `EREF: ${endToEnd}`, mandate === '' ? '' : `MREF: ${mandate}`]
    .filter((t) => t !== '')
    .join(' ')
  const status = draft.status.trim()
  const firstReference = [draft.bankReference, draft.entryReference, draft.transactions[0]?.bankReference ?? ''].map(given).find((r) => r !== '')
  return {
    line: draft.line,
    bookingDate: dateOf(draft.bookingDate),
    valueDate: dateOf(draft.valueDate),
    amount,
    counterpartyName: names.join(BATCH_NAME_SEPARATOR),
    counterpartyIban: ibans.length === 1 ? (ibans[0] ?? '') : '',
    purpose: purposes.length > 0 ? purposes.join(BATCH_PURPOSE_SEPARATOR) : entryInfo,
    bookingText,
    pending: status !== '' && status !== 'BOOK',
    bankReference: firstReference ?? null,
  }
}

const finishBalance = (draft: BalanceDraft, part: PartDraft): void => {
  const type = draft.type.trim()
  const isOpening = type === 'OPBD' || type === 'PRCD'
  if (!isOpening && type !== 'CLBD') return // ITBD, CLAV, FWAV …: no opening or closing of the booked entries
  const amount = signedAmount(draft.amount, draft.creditDebit)
  if (typeof amount === 'string') throw new CamtFailure(draft.line, `Saldo ${type}: ${amount}`)
  if (type === 'CLBD') {
    if (part.closing === null) part.closing = amount
  } else if (type === 'OPBD' ? !part.openingIsBooked : part.opening === null) {
    part.opening = amount
    part.openingIsBooked = type === 'OPBD'
  }
}

/** The saxes messages (English) as German reasons for the user. */
const reasonOf = (message: string): string => {
  const text = message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')
  if (text.startsWith('unclosed tag') || text.startsWith('unexpected close tag')) return 'ein Element wird nicht geschlossen'
  if (text.startsWith('unmatched closing tag')) return 'ein Element wird geschlossen, das nicht geöffnet wurde'
  if (text.includes('entity')) return 'ein mit „&“ geschriebenes Zeichen ist unbekannt'
  if (text.startsWith('unexpected end')) return 'die Datei endet mitten in einem Element'
  if (text.startsWith('document must contain a root element')) return 'die Datei enthält kein XML-Element'
  if (text.startsWith('text data outside of root node') || text.startsWith('documents may contain only one root')) return 'außerhalb des Dokuments steht weiterer Inhalt'
  if (text.includes('XML declaration') || text.includes('version number') || text.includes('encoding') || text.includes('standalone')) {
    return 'die XML-Deklaration ist fehlerhaft'
  }
  if (text.startsWith('disallowed character')) return 'die Datei enthält ein unzulässiges Zeichen'
  if (text.includes('attribute') || text.includes('quoted') || text.includes('value')) return 'ein Attribut ist fehlerhaft'
  return 'der Aufbau des XML ist fehlerhaft'
}

const unreadable = (line: number, reason: string): E.Either<ReadonlyArray<ValidationIssue>, never> =>
  E.left([validationIssue('file', 'csvImport.camtUnreadable', { lineNumber: line, reason })])

const PART_PARENTS: Readonly<Record<string, string>> = { Stmt: 'BkToCstmrStmt', Rpt: 'BkToCstmrAcctRpt' }

/**
 * Reads a CAMT.053 statement or CAMT.052 report (any of .001.02, .001.04, .001.08): each Stmt/Rpt becomes a part, each
 * Ntry one entry (see the file's doc for the readings). Never throws: XML that cannot be read is refused with
 * csvImport.camtUnreadable (line and German reason), XML without a Stmt or Rpt with csvImport.camtNotAStatement.
 * @example readCamtStatement(camt053Text) // right({ format: 'camt', account: 'DE14…', parts: [{ number: '130000005', … }] })
 */
export const readCamtStatement = (text: string): E.Either<ReadonlyArray<ValidationIssue>, StructuredStatement> => {
  const source = text.replace(/^\uFEFF/, '')
  if (source.trim() === '') return unreadable(1, 'die Datei ist leer')
  const parser = new SaxesParser({ xmlns: false })
  const names: string[] = []
  const lines: number[] = []
  /** The slash-joined local names from the root to each open element, to read paths below a context. */
  const paths: string[] = []
  const parts: StructuredStatementPart[] = []
  let text_ = ''
  let leafIndex = -1
  let part: PartDraft | undefined
  let partIndex = -1
  let balance: BalanceDraft | undefined
  let balanceIndex = -1
  let entry: EntryDraft | undefined
  let entryIndex = -1
  let tx: TransactionDraft | undefined
  let txIndex = -1
  let ownAccount = ''
  /** Where the last closed element started: saxes closes an element left open when its parent closes, then complains. */
  let lastClosedLine = 1

  const below = (contextIndex: number, index: number): string => (paths[index] ?? '').slice((paths[contextIndex] ?? '').length + 1)

  const onOpen = (tag: SaxesStartTagPlain): void => {
    const index = names.length
    const name = localName(tag.name)
    const parent = names[index - 1] ?? ''
    names.push(name)
    lines.push(parser.line)
    paths.push(index === 0 ? name : `${paths[index - 1] ?? ''}/${name}`)
    text_ = ''
    leafIndex = index
    if (part === undefined) {
      if (PART_PARENTS[name] === parent) {
        part = { line: parser.line, electronicSequence: '', legalSequence: '', id: '', account: '', opening: null, openingIsBooked: false, closing: null, entries: [] }
        partIndex = index
      }
    } else if (index === partIndex + 1 && name === 'Ntry') {
      entry = { line: parser.line, amount: undefined, creditDebit: '', reversal: false, status: '', bookingDate: '', valueDate: '', bankReference: '', entryReference: '', additionalInfo: '', transactions: [] }
      entryIndex = index
    } else if (index === partIndex + 1 && name === 'Bal') {
      balance = { line: parser.line, type: '', amount: undefined, creditDebit: '' }
      balanceIndex = index
    } else if (entry !== undefined && index === entryIndex + 2 && name === 'TxDtls' && parent === 'NtryDtls') {
      tx = emptyTransaction()
      txIndex = index
    }
  }

  const onTransactionLeaf = (t: TransactionDraft, path: string, value: string): void => {
    switch (path) {
      case 'Refs/AcctSvcrRef':
        t.bankReference = value
        return
      case 'Refs/EndToEndId':
        t.endToEndId = value
        return
      case 'Refs/MndtId':
        t.mandateId = value
        return
      case 'RmtInf/Ustrd':
        t.unstructured.push(value)
        return
      case 'RmtInf/Strd/CdtrRefInf/Ref':
        t.structuredReferences.push(value)
        return
      case 'AddtlTxInf':
        t.additionalInfo = value
        return
    }
    if (!path.startsWith('RltdPties/')) return
    // RltdPties/Dbtr/Nm (.001.02, .001.04) or RltdPties/Dbtr/Pty/Nm (.001.08); the accounts as IBAN or Othr/Id.
    const [, role = '', ...rest] = path.split('/')
    const field = rest.join('/')
    const party = role === 'Dbtr' || role === 'UltmtDbtr' || role === 'DbtrAcct' ? t.debtor : role === 'Cdtr' || role === 'UltmtCdtr' || role === 'CdtrAcct' ? t.creditor : undefined
    if (party === undefined) return
    const isName = field === 'Nm' || field === 'Pty/Nm'
    if (isName && (role === 'Dbtr' || role === 'Cdtr')) party.name = value.trim()
    else if (isName && role.startsWith('Ultmt')) party.ultimateName = value.trim()
    else if (role.endsWith('Acct') && (field === 'Id/IBAN' || (field === 'Id/Othr/Id' && party.iban === ''))) party.iban = value.trim()
  }

  const onEntryLeaf = (e: EntryDraft, path: string, value: string): void => {
    switch (path) {
      case 'Amt':
        e.amount = value
        return
      case 'CdtDbtInd':
        e.creditDebit = value.trim()
        return
      case 'RvslInd':
        e.reversal = value.trim() === 'true' || value.trim() === '1'
        return
      case 'Sts':
      case 'Sts/Cd':
        e.status = value
        return
      case 'BookgDt/Dt':
      case 'BookgDt/DtTm':
        e.bookingDate = value
        return
      case 'ValDt/Dt':
      case 'ValDt/DtTm':
        e.valueDate = value
        return
      case 'AcctSvcrRef':
        e.bankReference = value
        return
      case 'NtryRef':
        e.entryReference = value
        return
      case 'AddtlNtryInf':
        e.additionalInfo = value
        return
    }
  }

  const onPartLeaf = (p: PartDraft, path: string, value: string): void => {
    switch (path) {
      case 'ElctrncSeqNb':
        p.electronicSequence = value.trim()
        return
      case 'LglSeqNb':
        p.legalSequence = value.trim()
        return
      case 'Id':
        p.id = value.trim()
        return
      case 'Acct/Id/IBAN':
        p.account = value.trim()
        return
      case 'Acct/Id/Othr/Id':
        if (p.account === '') p.account = value.trim()
        return
    }
  }

  const onClose = (): void => {
    const index = names.length - 1
    const value = leafIndex === index ? text_ : undefined
    leafIndex = -1
    text_ = ''
    if (part !== undefined) {
      if (tx !== undefined && entry !== undefined) {
        if (index === txIndex) {
          entry.transactions.push(tx)
          tx = undefined
        } else if (value !== undefined) onTransactionLeaf(tx, below(txIndex, index), value)
      } else if (entry !== undefined) {
        if (index === entryIndex) {
          if (ownAccount === '') ownAccount = part.account
          part.entries.push(finishEntry(entry, part.account !== '' ? part.account : ownAccount))
          entry = undefined
        } else if (value !== undefined) onEntryLeaf(entry, below(entryIndex, index), value)
      } else if (balance !== undefined) {
        if (index === balanceIndex) {
          finishBalance(balance, part)
          balance = undefined
        } else if (value !== undefined) {
          const path = below(balanceIndex, index)
          if (path === 'Tp/CdOrPrtry/Cd') balance.type = value
          else if (path === 'Amt') balance.amount = value
          else if (path === 'CdtDbtInd') balance.creditDebit = value.trim()
        }
      } else if (index === partIndex) {
        const p = part
        if (ownAccount === '') ownAccount = p.account
        parts.push({ number: [p.electronicSequence, p.legalSequence, p.id].find((n) => n !== '') ?? '', line: p.line, opening: p.opening, closing: p.closing, entries: p.entries })
        part = undefined
      } else if (value !== undefined) onPartLeaf(part, below(partIndex, index), value)
    }
    names.pop()
    lastClosedLine = lines.pop() ?? 1
    paths.pop()
  }

  parser.on('opentagstart', onOpen)
  parser.on('closetag', onClose)
  parser.on('text', (t) => {
    text_ += t
  })
  parser.on('cdata', (t) => {
    text_ += t
  })
  parser.on('error', (error) => {
    const reason = reasonOf(error.message)
    // An element left open is named where it starts, not where saxes notices it (its parent's end, the file's end).
    const unclosed = /unclosed tag: (\S+)/.exec(error.message)
    const unclosedLine = unclosed === null ? undefined : lines[names.lastIndexOf(localName(unclosed[1] ?? ''))]
    const line = error.message.includes('unexpected close tag') ? lastClosedLine : (unclosedLine ?? parser.line)
    throw new CamtFailure(line, reason)
  })

  try {
    parser.write(source).close()
  } catch (error) {
    if (error instanceof CamtFailure) return unreadable(error.line, error.reason)
    return unreadable(parser.line, 'der Aufbau des XML ist fehlerhaft')
  }
  if (parts.length === 0) return E.left([validationIssue('file', 'csvImport.camtNotAStatement')])
  return E.right({ format: 'camt', account: ownAccount, parts })
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export type CamtVersion = '001.02' | '001.04' | '001.08'
export type CamtKind = '053' | '052'

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The amount without sign, in ISO notation ('1234.50'): whole cents through BigInt, finer amounts as decimal.js writes them. */
const isoAmount = (money: Money): string => {
  const magnitude = isNegativeMoney(money) ? negateMoney(money) : money
  const cents = toWholeCents(magnitude)
  if (cents === undefined) return magnitude.value.toFixed()
  const fraction = String(cents % 100n).padStart(2, '0')
  return `${cents / 100n}.${fraction}`
}

/** A purpose in Ustrd pieces of at most 140 characters (never cutting a character in two). */
const ustrdPieces = (purpose: string): string[] => {
  const chars = [...purpose]
  const pieces: string[] = []
  for (let i = 0; i < chars.length; i += USTRD_MAX_LENGTH) pieces.push(chars.slice(i, i + USTRD_MAX_LENGTH).join(''))
  return pieces
}

const accountId = (id: string): string => (IBAN_SHAPE.test(id) ? `<Id><IBAN>${escapeXml(id)}</IBAN></Id>` : `<Id><Othr><Id>${escapeXml(id)}</Id></Othr></Id>`)

/**
 * A statement as CAMT XML of a version and kind (053: BkToCstmrStmt/Stmt, 052: BkToCstmrAcctRpt/Rpt), one Ntry per
 * entry, for the round-trip test, benchmarks and sample files. readCamtStatement reads it back to the same parts and
 * entries, but for an entry with an empty purpose, which reads back with its booking text as purpose (the reader's
 * fallback to AddtlNtryInf). Lines of the statement are not kept; texts are written as they are (no 140/500 cut but
 * the purpose's Ustrd pieces).
 * @example formatCamtStatement(statement, '001.08', '053') // '<?xml version="1.0" encoding="UTF-8"?>\n<Document …'
 */
export const formatCamtStatement = (statement: StructuredStatement, version: CamtVersion, kind: CamtKind): string => {
  const modern = version === '001.08'
  const [root, partTag] = kind === '053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrAcctRpt', 'Rpt']
  const dates = statement.parts.flatMap((p) => p.entries.flatMap((e) => [e.bookingDate, e.valueDate])).filter((d): d is LocalDate => d !== null)
  const day = dates.reduce<string>((latest, d) => (d > latest ? d : latest), '2014-01-01')
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${kind}.${version}">`,
    `  <${root}>`,
    '    <GrpHdr>',
    `      <MsgId>KONTOR-${kind}-${day}</MsgId>`,
    `      <CreDtTm>${day}T00:00:00</CreDtTm>`,
    '    </GrpHdr>',
  ]
  const name = (nm: string): string => (modern ? `<Pty><Nm>${escapeXml(nm)}</Nm></Pty>` : `<Nm>${escapeXml(nm)}</Nm>`)
  const balance = (code: string, amount: Money): void => {
    out.push(
      '      <Bal>',
      `        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>`,
      `        <Amt Ccy="EUR">${isoAmount(amount)}</Amt>`,
      `        <CdtDbtInd>${isNegativeMoney(amount) ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
      `        <Dt><Dt>${day}</Dt></Dt>`,
      '      </Bal>',
    )
  }
  for (const part of statement.parts) {
    out.push(`    <${partTag}>`, `      <Id>${escapeXml(part.number)}</Id>`)
    if (/^\d{1,18}$/.test(part.number)) out.push(`      <ElctrncSeqNb>${part.number}</ElctrncSeqNb>`)
    out.push(`      <CreDtTm>${day}T00:00:00</CreDtTm>`, `      <Acct>${accountId(statement.account)}<Ccy>EUR</Ccy></Acct>`)
    // A report (052) opens with the previous closing balance (PRCD), a statement with the day's opening (OPBD).
    if (part.opening !== null) balance(kind === '052' ? 'PRCD' : 'OPBD', part.opening)
    if (part.closing !== null) balance('CLBD', part.closing)
    for (const entry of part.entries) {
      const moneyIn = !isNegativeMoney(entry.amount)
      const status = entry.pending ? 'PDNG' : 'BOOK'
      out.push(
        '      <Ntry>',
        `        <Amt Ccy="EUR">${isoAmount(entry.amount)}</Amt>`,
        `        <CdtDbtInd>${moneyIn ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
        modern ? `        <Sts><Cd>${status}</Cd></Sts>` : `        <Sts>${status}</Sts>`,
      )
      if (entry.bookingDate !== null) out.push(`        <BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt>`)
      if (entry.valueDate !== null) out.push(`        <ValDt><Dt>${entry.valueDate}</Dt></ValDt>`)
      if (entry.bankReference !== null) out.push(`        <AcctSvcrRef>${escapeXml(entry.bankReference)}</AcctSvcrRef>`)
      out.push('        <BkTxCd/>')
      const hasParty = entry.counterpartyName !== '' || entry.counterpartyIban !== ''
      if (hasParty || entry.purpose !== '') {
        out.push('        <NtryDtls>', '          <TxDtls>')
        if (hasParty) {
          const [role, acct] = moneyIn ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct']
          out.push('            <RltdPties>')
          if (entry.counterpartyName !== '') out.push(`              <${role}>${name(entry.counterpartyName)}</${role}>`)
          if (entry.counterpartyIban !== '') out.push(`              <${acct}>${accountId(entry.counterpartyIban)}</${acct}>`)
          out.push('            </RltdPties>')
        }
        if (entry.purpose !== '') {
          out.push('            <RmtInf>', ...ustrdPieces(entry.purpose).map((p) => `              <Ustrd>${escapeXml(p)}</Ustrd>`), '            </RmtInf>')
        }
        out.push('          </TxDtls>', '        </NtryDtls>')
      }
      if (entry.bookingText !== '') out.push(`        <AddtlNtryInf>${escapeXml(entry.bookingText)}</AddtlNtryInf>`)
      out.push('      </Ntry>')
    }
    out.push(`    </${partTag}>`)
  }
  out.push(`  </${root}>`, '</Document>', '')
  return out.join('\n')
}
