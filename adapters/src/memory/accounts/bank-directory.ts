/**
 * The bank search, bank details and IBAN lookup of the memory db, over the seed's bank directory.
 *
 * Reading (5.1 "Bank search by name, IBAN, BIC or bank code"): a term finds a bank when
 * - its folded name contains the folded term (case, umlauts and ß ignored: "muenchen", "Munchen" and "München" agree),
 * - the term (spaces removed) is digits and the bank code starts with them,
 * - the term is a BIC or its start (6 letters, then up to 5 more characters) and the BIC starts with it, or
 * - the term is a German IBAN or its start up to the bank code (DE, 2 check digits, 8 digits…): that bank code.
 * Banks found by code, BIC or IBAN come first, then names that start with the term, then the rest, each in directory
 * order; at most BANK_SEARCH_RESULT_LIMIT.
 *
 * A seed may bring the directory as a function that loads it (the UI's demo mode: the directory is large and only a
 * bank lookup needs it); the routes that read it wait for it first (BANK_DIRECTORY_ROUTES).
 */
import {
  validateBankSearchTerm,
  type BankDetails,
  type BankDetailsQuery,
  type BankInfo,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { BANK_SEARCH_RESULT_LIMIT } from '../constants.ts'
import type { RouteName } from '../../wire/routes.ts'
import { loadOncePerState } from '../load-on-first-use.ts'
import {
  HTTP_NOT_FOUND,
  ISSUE_KEYS,
  SOURCES,
  fail,
  invalidQueryParameter,
  issueOf,
  rejected,
  type DbResult,
} from '../store/failures.ts'
import { copyOf, directoryOf, isBlank, type MemoryState } from '../store/state.ts'

/** Lower case, umlauts and ß spelt out and then both spellings reduced alike, other accents dropped. */
export const foldBankName = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')

const GERMAN_IBAN_START = /^DE\d{2}(\d{8})\d{0,10}$/
const DIGITS = /^\d+$/
const BIC_START = /^[A-Z]{6}[A-Z0-9]{0,5}$/

/** How a term is read, once per search. */
interface SearchTerm {
  readonly folded: string
  /** The bank code the term names exactly (a German IBAN), if any. */
  readonly ibanBankCode: string | undefined
  readonly digits: string | undefined
  readonly bic: string | undefined
}

const readTerm = (term: string): SearchTerm => {
  const compact = term.replace(/\s+/g, '').toUpperCase()
  return {
    folded: foldBankName(term.trim()),
    ibanBankCode: GERMAN_IBAN_START.exec(compact)?.[1],
    digits: DIGITS.test(compact) ? compact : undefined,
    bic: BIC_START.test(compact) ? compact : undefined,
  }
}

/** 0: found by code, BIC or IBAN; 1: the name starts with the term; 2: the name contains it; undefined: no match. */
const rankOf = (bank: BankDetails, term: SearchTerm): number | undefined => {
  if (term.ibanBankCode !== undefined && bank.bankCode === term.ibanBankCode) return 0
  if (term.digits !== undefined && bank.bankCode.startsWith(term.digits)) return 0
  if (term.bic !== undefined && bank.bic != null && bank.bic.toUpperCase().startsWith(term.bic)) return 0
  const name = foldBankName(bank.bankName)
  if (name.startsWith(term.folded)) return 1
  return name.includes(term.folded) ? 2 : undefined
}

/** The bank info fields of a directory entry (the details' login fields are not part of a search answer). */
const toBankInfo = (bank: BankDetails): BankInfo => ({
  bankName: bank.bankName,
  bankCode: bank.bankCode,
  bic: bank.bic ?? null,
  banksApiBankId: bank.banksApiBankId ?? null,
  onlinebankingSupported: bank.onlinebankingSupported ?? null,
  partnerImportSupported: bank.partnerImportSupported ?? null,
  accountSystem: bank.accountSystem ?? null,
})

/**
 * GET v100/bankInfos and v101/bankInfos, with the rule of 5.1 from core (validateBankSearchTerm): an empty term finds
 * nothing; a term under the minimum length is core's issue on searchTerm.
 */
export const searchBanks = (state: MemoryState, searchTerm: string): DbResult<ReadonlyArray<BankInfo>> => {
  const checked = validateBankSearchTerm(searchTerm, SOURCES.searchTerm)
  if (E.isLeft(checked)) return rejected(checked.left)
  if (checked.right === '') return E.right([])
  const term = readTerm(checked.right)
  const ranked: Array<{ readonly bank: BankDetails; readonly rank: number }> = []
  for (const bank of state.banks) {
    const rank = rankOf(bank, term)
    if (rank !== undefined) ranked.push({ bank, rank })
  }
  // Array.prototype.sort is stable, so directory order holds within a rank.
  ranked.sort((a, b) => a.rank - b.rank)
  return E.right(ranked.slice(0, BANK_SEARCH_RESULT_LIMIT).map(({ bank }) => toBankInfo(bank)))
}

export const findBank = (state: MemoryState, bankCode: string | null | undefined): BankDetails | undefined =>
  bankCode == null ? undefined : state.banks.find((b) => b.bankCode === bankCode)

export const bankNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.bankNotFound, SOURCES.bankCode))

/**
 * GET v100/bankInfos/details. Reading: several entries may share a bank code (a partner beside its bank); the one with
 * the given banksApiBankId, else the given name, else the first wins.
 */
export const getBankDetails = (state: MemoryState, query: BankDetailsQuery): DbResult<BankDetails> => {
  if (isBlank(query.bankCode)) return invalidQueryParameter(SOURCES.bankCode)
  const candidates = state.banks.filter((b) => b.bankCode === query.bankCode.trim())
  const chosen =
    candidates.find((b) => !isBlank(query.banksApiBankId) && b.banksApiBankId === query.banksApiBankId) ??
    candidates.find((b) => !isBlank(query.bankName) && b.bankName === query.bankName) ??
    candidates[0]
  return chosen === undefined ? bankNotFound() : E.right(copyOf(chosen))
}

/** Resolves once the state's bank directory is there: at once when the seed brought it, else when it has loaded. */
export const bankDirectoryReady = loadOncePerState(
  (state) => state.loadBanks,
  (state, banks) => {
    state.banks = directoryOf(banks)
  },
)

/** The routes that read the bank directory (bank search, bank details, IBAN lookup, a new login): they wait for it. */
export const BANK_DIRECTORY_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['searchBanks', 'bankDetails', 'createFinancialContact', 'lookupBanks'])
