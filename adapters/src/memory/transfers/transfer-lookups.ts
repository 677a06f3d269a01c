/**
 * What the transfer dialog looks up in the memory db: SEPA text, reoccurrences, privileges, contacts and Verification
 * of Payee.
 */
import {
  isContactSearchTermLongEnough,
  normalizeIban,
  parseIban,
  REOCCURRENCES,
  toSepaCharacters,
  type PayeeVerification,
  type PayeeVerificationRequest,
  type Reoccurrence,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { TRANSFER_PAGE_SIZE_MAX } from '../constants.ts'
import { fail, HTTP_BAD_REQUEST, ISSUE_KEYS, issueOf, type DbResult } from '../store/failures.ts'
import { copyOf, type MemoryState } from '../store/state.ts'
import { TRANSFER_SOURCES } from './transfer-records.ts'

// --- SEPA text, reoccurrences, contacts, payee check, privileges

/** PUT {token}: the text in SEPA characters, by core's one cleaner (sepa-text.ts). */
export const cleanSepaText = (value: string): DbResult<{ value: string }> => E.right({ value: toSepaCharacters(value) })

/** The six reoccurrences, the first one the default (accounts-and-transfers 9). */
export const listReoccurrences = (): DbResult<ReadonlyArray<Reoccurrence>> => E.right([...REOCCURRENCES])

/** The organisation's privileges (hub/hub-state.ts), else the transfer seed's. */
export const listPrivileges = (state: MemoryState): DbResult<ReadonlyArray<string>> =>
  E.right([...(state.hub.privileges ?? state.transfers.privileges)])

const compactIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase()

/**
 * Contacts by name or IBAN (5.2): a term of fewer than 3 characters (core's isContactSearchTermLongEnough) finds
 * nothing, chosen rather than a 400 because the dialog does not search below 3; names match case-insensitively
 * anywhere, IBANs without spaces; the rows from firstRow, at most numRows and never more than 50.
 */
export const searchContacts = (
  state: MemoryState,
  search: { readonly query: string; readonly firstRow: number; readonly numRows: number },
): DbResult<ReadonlyArray<unknown>> => {
  if (!isContactSearchTermLongEnough(search.query)) return E.right([])
  const term = search.query.trim().toLocaleLowerCase('de-DE')
  const ibanTerm = compactIban(search.query)
  const found = state.transfers.contacts.filter(
    (c) =>
      (c.accountHolder ?? '').toLocaleLowerCase('de-DE').includes(term) ||
      [c.iban, ...(c.bankAccounts ?? []).map((a) => a.iban)].some((iban) => iban != null && compactIban(iban).includes(ibanTerm)),
  )
  return E.right(copyOf(found.slice(search.firstRow, search.firstRow + Math.min(search.numRows, TRANSFER_PAGE_SIZE_MAX))))
}

/** Spellings that name the same payee: case, umlauts written out, punctuation and the legal form do not count. */
const LEGAL_FORMS = new Set(['gmbh', 'mbh', 'ug', 'ag', 'kg', 'ohg', 'gbr', 'ek', 'ev', 'co', 'haftungsbeschraenkt', 'se'])

export const payeeNameKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // Dotted legal forms (e.K., e.V.) are one word.
    .replace(/\be\.\s*([kv])\b\.?/g, 'e$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join(' ')

const sameName = (a: string, b: string): boolean =>
  a.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE') === b.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE')

/**
 * Verification of Payee: the name the recipient's bank holds for the IBAN (the seed's payee holders, then the
 * contacts' holders) against the typed name. The same name (ignoring case and spaces): MATCH; the same after
 * umlauts written out, punctuation and legal form (Mueller Buerobedarf for Müller Bürobedarf GmbH): CLOSE_MATCH with
 * the held name; any other name: NO_MATCH. An IBAN of a bank outside the scheme, or one the demo does not know:
 * NOT_POSSIBLE (chosen: the demo does not pretend to know every account holder).
 */
export const verifyPayee = (state: MemoryState, request: PayeeVerificationRequest): DbResult<PayeeVerification> => {
  const iban = normalizeIban(request.recipientIban)
  if (E.isLeft(parseIban(iban, TRANSFER_SOURCES.recipientIban))) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidIban, TRANSFER_SOURCES.recipientIban))
  }
  const { behaviour, contacts } = state.transfers
  if (behaviour.payeeCheckNotPossibleIbans.map(normalizeIban).includes(iban)) return E.right({ result: 'NOT_POSSIBLE' })
  const held =
    behaviour.payeeHolders.find((h) => normalizeIban(h.iban) === iban)?.name ??
    contacts.find((c) => c.iban != null && normalizeIban(c.iban) === iban)?.accountHolder ??
    undefined
  if (held === undefined || held === null) return E.right({ result: 'NOT_POSSIBLE' })
  if (sameName(held, request.recipientName)) return E.right({ result: 'MATCH', matchedName: held })
  const typedKey = payeeNameKey(request.recipientName)
  return typedKey !== '' && typedKey === payeeNameKey(held)
    ? E.right({ result: 'CLOSE_MATCH', matchedName: held })
    : E.right({ result: 'NO_MATCH' })
}
