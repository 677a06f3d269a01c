/** The bank search of the memory db (5.1): every result matches the term, and each way of naming a bank finds it. */
import { fc, test } from '@fast-check/vitest'
import { BANK_SEARCH_MIN_LENGTH, NETWORK_FAILURE, fixedClock, parseIban, type BankDetails } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { BANK_SEARCH_RESULT_LIMIT } from '../constants.ts'
import { foldBankName } from './bank-directory.ts'
import { toGermanIban } from './online-banking-accounts.ts'
import { createMemoryBackend } from '../memory-backend.ts'
import { createMemoryDb } from '../store/create-db.ts'

const bank = (bankCode: string, bankName: string, bic: string | null): BankDetails => ({
  bankCode,
  bankName,
  bic,
  onlinebankingSupported: true,
  accountSystem: 'Internal',
  userIdLabel: 'Benutzerkennung',
})

/** A small directory of real entries (adapters do not import the fixtures' full one). */
const banks: ReadonlyArray<BankDetails> = [
  bank('10050000', 'BSK 1818 - Berliner Sparkasse', 'BELADEBEXXX'),
  bank('10040000', 'Commerzbank, Filiale Berlin 1', 'COBADEBBXXX'),
  bank('10040005', 'Commerzbank, Filiale Berlin 3', 'COBADEBBXXX'),
  bank('37040044', 'Commerzbank', 'COBADEFFXXX'),
  bank('37050198', 'Sparkasse KölnBonn', 'COLSDE33XXX'),
  bank('70150000', 'Stadtsparkasse München', 'SSKMDEMMXXX'),
  bank('70110500', 'Münchener Hypothekenbank', 'MHYPDEMMXXX'),
  bank('50010517', 'ING-DiBa', 'INGDDEFFXXX'),
  bank('12030000', 'Deutsche Kreditbank Berlin', 'BYLADEM1001'),
  bank('10090000', 'Berliner Volksbank', 'BEVODEBBXXX'),
  bank('51390000', 'Volksbank Mittelhessen', 'VBMHDE5FXXX'),
  bank('43060967', 'GLS Gemeinschaftsbank', 'GENODEM1GLS'),
  bank('10000000', 'Bundesbank', 'MARKDEF1100'),
  bank('27131300', 'Bankhaus Rautenschlein', 'GENODEF1RTS'),
  bank('66061407', 'Spar- und Kreditbank', null),
]

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const db = () => createMemoryDb({ financialAccounts: [], banks }, clock)

const search = (term: string) => {
  const result = db().searchBanks(term)
  if (E.isLeft(result)) throw new Error(`expected banks for '${term}', got ${JSON.stringify(result.left)}`)
  return result.right
}

/**
 * The documented fold (case, umlauts in either spelling, ß and accents ignored), written out as a table of its own
 * rather than with the implementation's foldBankName, so a broken fold cannot pass as its own oracle.
 */
const FOLD_TABLE: ReadonlyArray<readonly [RegExp, string]> = [
  [/ä|ae/g, 'a'],
  [/ö|oe/g, 'o'],
  [/ü|ue/g, 'u'],
  [/ß/g, 'ss'],
  [/[éèê]/g, 'e'],
]
const oracleFold = (s: string): string => FOLD_TABLE.reduce((text, [pattern, by]) => text.replace(pattern, by), s.toLowerCase())

/** The documented reading of a match (bank-directory.ts), written out independently. */
const matchesTerm = (b: { bankName: string; bankCode: string; bic?: string | null }, term: string): boolean => {
  const compact = term.replace(/\s+/g, '').toUpperCase()
  const iban = /^DE\d{2}(\d{8})\d{0,10}$/.exec(compact)?.[1]
  return (
    oracleFold(b.bankName).includes(oracleFold(term.trim())) ||
    (iban !== undefined && b.bankCode === iban) ||
    (/^\d+$/.test(compact) && b.bankCode.startsWith(compact)) ||
    (/^[A-Z]{6}[A-Z0-9]{0,5}$/.test(compact) && (b.bic ?? '').startsWith(compact))
  )
}

/** Terms people type: parts of names, codes and BICs, in any case, and random text. */
const termArbitrary = fc.oneof(
  fc
    .tuple(fc.constantFrom(...banks), fc.nat(), fc.integer({ min: BANK_SEARCH_MIN_LENGTH, max: 12 }), fc.boolean())
    .map(([b, at, length, upper]) => {
      const from = at % b.bankName.length
      const part = b.bankName.slice(from, from + length)
      return upper ? part.toUpperCase() : part.toLowerCase()
    }),
  fc.constantFrom(...banks).chain((b) => fc.integer({ min: 3, max: 8 }).map((n) => b.bankCode.slice(0, n))),
  fc.constantFrom(...banks.filter((b) => b.bic != null)).chain((b) => fc.integer({ min: 6, max: 11 }).map((n) => (b.bic ?? '').slice(0, n))),
  fc.string({ minLength: BANK_SEARCH_MIN_LENGTH, maxLength: 10 }),
).filter((term) => [...term.trim()].length >= BANK_SEARCH_MIN_LENGTH)

describe('memory bank search', () => {
  test.prop([termArbitrary])('every bank found matches the term', (term) => {
    // One assertion over the whole answer, so a term that finds nothing is checked too (it must find nothing wrong).
    expect(search(term).filter((found) => !matchesTerm(found, term))).toEqual([])
  })

  test.prop([termArbitrary])('every bank that matches the term is found (the directory is under the cap)', (term) => {
    const found = search(term).map((b) => b.bankCode)
    expect(new Set(found)).toEqual(new Set(banks.filter((b) => matchesTerm(b, term)).map((b) => b.bankCode)))
  })

  test.prop([fc.constantFrom(...banks), fc.stringMatching(/^\d{10}$/), fc.boolean()])(
    "an IBAN search finds the IBAN's bank, and only banks of its bank code",
    (b, accountNumber, grouped) => {
      const iban = toGermanIban(b.bankCode, accountNumber)
      const found = search(grouped ? iban.replace(/(.{4})/g, '$1 ') : iban)
      expect(found[0]?.bankCode).toBe(b.bankCode)
      expect(found.every((f) => f.bankCode === b.bankCode)).toBe(true)
    },
  )

  test.prop([fc.constantFrom(...banks.filter((b) => b.bic != null))])('a bank is found by its BIC, its 8-character BIC and its code', (b) => {
    const bic = b.bic ?? ''
    for (const term of [bic, bic.slice(0, 8), bic.toLowerCase(), b.bankCode]) {
      expect(search(term).map((f) => f.bankCode)).toContain(b.bankCode)
    }
  })

  it.each([
    ['München', '70150000'],
    ['muenchen', '70150000'],
    ['MUNCHEN', '70150000'],
    ['kölnbonn', '37050198'],
    ['Koelnbonn', '37050198'],
  ])('ignores case and umlaut spelling: %s finds %s', (term, code) => {
    expect(search(term).map((b) => b.bankCode)).toContain(code)
  })

  it.each([
    ['München', 'munchen'],
    ['Muenchen', 'munchen'],
    ['MUNCHEN', 'munchen'],
    ['KölnBonn', 'kolnbonn'],
    ['Koelnbonn', 'kolnbonn'],
    ['Düsseldorf', 'dusseldorf'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Crédit Agricole', 'credit agricole'],
    ['Spar- und Kreditbank', 'spar- und kreditbank'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldBankName(name)).toBe(folded)
  })

  it('puts banks found by code, BIC or IBAN first, then names starting with the term', () => {
    expect(search('Commerzbank').map((b) => b.bankCode)).toEqual(['10040000', '10040005', '37040044'])
    expect(search('münchen').map((b) => b.bankCode)).toEqual(['70110500', '70150000'])
  })

  it('answers only the bank info fields', () => {
    expect(search('ING-DiBa')).toEqual([
      {
        bankName: 'ING-DiBa',
        bankCode: '50010517',
        bic: 'INGDDEFFXXX',
        banksApiBankId: null,
        onlinebankingSupported: true,
        partnerImportSupported: null,
        accountSystem: 'Internal',
      },
    ])
  })

  it('answers an empty term with no banks, and a short one with the minimum-length issue', () => {
    expect(search('')).toEqual([])
    expect(search(' \t ')).toEqual([])
    expect(db().searchBanks(' ab ')).toEqual(
      E.left({
        status: 400,
        issues: [{ i18nKey: 'accounts.bankSearchTermTooShort', source: 'searchTerm', i18nValues: { minLength: 3 } }],
      }),
    )
  })

  it(`answers at most ${BANK_SEARCH_RESULT_LIMIT} banks`, () => {
    const many = Array.from({ length: BANK_SEARCH_RESULT_LIMIT + 10 }, (_, i) =>
      bank(String(20000000 + i), `Sparkasse Nummer ${i}`, null),
    )
    const result = createMemoryDb({ financialAccounts: [], banks: many }, clock).searchBanks('sparkasse')
    expect(E.isRight(result) ? result.right.length : -1).toBe(BANK_SEARCH_RESULT_LIMIT)
  })
})

describe('a bank directory loaded on demand (the UI\'s demo mode)', () => {
  it('is loaded by the first lookup, once, and then answers as a directory given at once', async () => {
    const load = vi.fn(() => Promise.resolve(banks))
    const backend = createMemoryBackend({ financialAccounts: [], banks: load }, clock)
    expect(E.isRight(await backend.banking.listFinancialAccounts({})())).toBe(true)
    expect(load).not.toHaveBeenCalled()
    const [found, details] = await Promise.all([
      backend.banking.searchBanks('Volksbank')(),
      backend.banking.getBankDetails({ bankCode: '51390000' })(),
    ])
    expect(E.isRight(found) ? found.right.map((b) => b.bankCode) : found).toEqual(['51390000', '10090000']) // a name that starts with the term first
    expect(E.isRight(details) ? details.right.bankName : details).toBe('Volksbank Mittelhessen')
    const iban = parseIban(toGermanIban('10090000', '1234567890'))
    if (E.isLeft(iban)) throw new Error('the test IBAN is valid')
    const byIban = await backend.bankLookup.lookupBankByIban(iban.right)()
    expect(E.isRight(byIban) ? byIban.right?.bankCode : byIban).toBe('10090000')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers a directory that does not load as an unreachable server, and tries again on the next lookup', async () => {
    const load = vi.fn<() => Promise<ReadonlyArray<BankDetails>>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(banks)
    const backend = createMemoryBackend({ financialAccounts: [], banks: load }, clock)
    expect(await backend.banking.searchBanks('Volksbank')()).toEqual(E.left(NETWORK_FAILURE))
    const again = await backend.banking.searchBanks('Volksbank')()
    expect(E.isRight(again) ? again.right.length : again).toBe(2)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
