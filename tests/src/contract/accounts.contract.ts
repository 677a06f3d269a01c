/**
 * The contract of every banking port call beyond the account list (spec: accounts-and-transfers 3, 5.1, 5.2, 7.1,
 * 7.2, 8), run against every adapter over the demo organisation and its scenarios (fixtures/src/demo-scenarios.ts).
 * Expected answers are written from the port's documentation and the documented demo scenarios, not from the memory
 * backend's code. Every test mutates at most its own fresh backend.
 */
import {
  ACCOUNT_STATUS_IDLE,
  BANK_SEARCH_MIN_LENGTH,
  describeBankCallError,
  formatMoney,
  httpStatus,
  isOnlineBankingAccountAddable,
  messageFor,
  moneyFromCents,
  normalizeIban,
  parseIban,
  toOnlineBankingAccountSummary,
  toPaypalReturn,
  type BankInfo,
  type EncodedPin,
  type FinancialAccountBody,
  type LocalDate,
} from '@kontor/core'
import { DEMO_ACCOUNT_IDS, DEMO_BANK_CODES, PARTNER_PROVIDERS } from '@kontor/fixtures'
import { demoBookings } from './demo-transaction-seed.ts'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import {
  COMMERZBANK_FRANKFURT,
  PIN,
  SPARKASSE_KOELNBONN,
  STADTSPARKASSE_MUENCHEN,
  accountBody,
  backendRunner,
  decodedDemoContacts,
  demoAccount,
  failure,
  germanIban,
  ibansOf,
  issuesError,
  newLogin,
  run,
  toIban,
  type Backend,
} from './contract-helpers.ts'

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

export const accountsContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: banking port, accounts, contacts, banks`, () => {
    const { withBackend, accountIn } = backendRunner(makeBackend)

    describe('bank search (s20, 5.1)', () => {
      const search = (backend: Backend, term: string) => run(backend.banking.searchBanks(term))

      it(
        'finds banks by name, ignoring case and umlaut spelling',
        withBackend(async (backend) => {
          for (const term of ['Sparkasse KölnBonn', 'sparkasse koelnbonn', 'SPARKASSE KOLNBONN']) {
            const banks = await search(backend, term)
            expect(banks.map((b) => b.bankCode)).toContain(SPARKASSE_KOELNBONN)
          }
          const munich = await search(backend, 'Stadtsparkasse Muenchen')
          expect(munich.map((b) => b.bankCode)).toContain(STADTSPARKASSE_MUENCHEN)
          for (const bank of await search(backend, 'volksbank')) expect(fold(bank.bankName)).toContain('volksbank')
        }),
      )

      it(
        'finds the bank of a German IBAN, with or without spaces',
        withBackend(async (backend) => {
          for (const term of ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000']) {
            const banks = await search(backend, term)
            expect(banks.length).toBeGreaterThan(0)
            expect(new Set(banks.map((b) => b.bankCode))).toEqual(new Set([COMMERZBANK_FRANKFURT]))
          }
        }),
      )

      it(
        'finds banks by BIC of 11 or 8 characters, and by bank code',
        withBackend(async (backend) => {
          const byBic11 = await search(backend, 'COLSDE33XXX')
          expect(byBic11.map((b) => b.bankCode)).toContain(SPARKASSE_KOELNBONN)
          const byBic8 = await search(backend, 'colsde33')
          expect(byBic8.map((b) => b.bankCode)).toContain(SPARKASSE_KOELNBONN)
          for (const bank of byBic8) expect(bank.bic?.startsWith('COLSDE33')).toBe(true)
          const byCode = await search(backend, SPARKASSE_KOELNBONN)
          expect(byCode[0]).toMatchObject({ bankCode: SPARKASSE_KOELNBONN, bankName: 'Sparkasse KölnBonn', bic: 'COLSDE33XXX' })
        }),
      )

      it(
        'answers an empty term with no banks, and a short one with the minimum-length issue',
        withBackend(async (backend) => {
          expect(await search(backend, '')).toEqual([])
          expect(await search(backend, '   ')).toEqual([])
          const error = await failure(backend.banking.searchBanks('IN'))
          expect(error).toEqual(
            issuesError(400, {
              i18nKey: 'accounts.bankSearchTermTooShort',
              source: 'searchTerm',
              i18nValues: { minLength: BANK_SEARCH_MIN_LENGTH },
            }),
          )
          expect(messageFor('accounts.bankSearchTermTooShort', { minLength: BANK_SEARCH_MIN_LENGTH })).toBe(
            'Bitte geben Sie mindestens 3 Zeichen ein.',
          )
        }),
      )

      it(
        'marks banks without online banking, and internal banks with it',
        withBackend(async (backend) => {
          const bundesbank = await search(backend, 'Bundesbank')
          expect(bundesbank.length).toBeGreaterThan(0)
          for (const bank of bundesbank.filter((b) => b.bankName.startsWith('Bundesbank'))) {
            expect(bank.onlinebankingSupported).toBe(false)
          }
          const [small] = await search(backend, DEMO_BANK_CODES.rautenschleinWithoutOnlineBanking)
          expect(small).toMatchObject({ onlinebankingSupported: false })
          const [sparkasse] = await search(backend, SPARKASSE_KOELNBONN)
          expect(sparkasse).toMatchObject({ onlinebankingSupported: true, accountSystem: 'Internal' })
        }),
      )

      it(
        'finds each of the six partner providers by name, with its name as account system',
        withBackend(async (backend) => {
          expect(PARTNER_PROVIDERS).toHaveLength(6)
          for (const partner of PARTNER_PROVIDERS) {
            const banks: ReadonlyArray<BankInfo> = await search(backend, partner.name)
            expect(banks).toContainEqual(
              expect.objectContaining({ accountSystem: partner.name, partnerImportSupported: true, bankCode: partner.bankCode }),
            )
          }
        }),
      )

      it(
        'for any German IBAN of a known bank code finds that bank first',
        withBackend(async (backend) => {
          const codes = [SPARKASSE_KOELNBONN, COMMERZBANK_FRANKFURT, STADTSPARKASSE_MUENCHEN, DEMO_BANK_CODES.berlinerSparkasse]
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...codes), fc.stringMatching(/^\d{10}$/), async (code, accountNumber) => {
              const banks = await search(backend, germanIban(code, accountNumber).replace(/(.{4})/g, '$1 '))
              expect(banks[0]?.bankCode).toBe(code)
            }),
            { numRuns: 12 },
          )
        }),
      )
    })

    describe('IBAN lookup (5.2, v101)', () => {
      it(
        'answers the bank of a German IBAN, and none for an unknown bank code',
        withBackend(async (backend) => {
          const bank = await run(backend.bankLookup.lookupBankByIban(toIban('DE89370400440532013000')))
          expect(bank).toMatchObject({ bankCode: COMMERZBANK_FRANKFURT, bic: 'COBADEFFXXX' })
          expect(await run(backend.bankLookup.lookupBankByIban(toIban(germanIban('99999999', '1234567890'))))).toBeUndefined()
        }),
      )
    })

    describe('bank details (s31)', () => {
      it(
        'answers the bank and its login form',
        withBackend(async (backend) => {
          const details = await run(backend.banking.getBankDetails({ bankCode: DEMO_BANK_CODES.berlinerSparkasse }))
          expect(details).toMatchObject({ bankCode: DEMO_BANK_CODES.berlinerSparkasse, bic: 'BELADEBEXXX', onlinebankingSupported: true })
          expect(details.userIdLabel).toEqual(expect.any(String))
          expect(await run(backend.banking.getBankDetails({ bankCode: DEMO_BANK_CODES.n26Oauth2 }))).toMatchObject({ oauth2: true })
          expect(await run(backend.banking.getBankDetails({ bankCode: DEMO_BANK_CODES.dkbSavePinRequired }))).toMatchObject({
            savePinRequired: true,
          })
        }),
      )

      it(
        'answers an unknown bank code with 404',
        withBackend(async (backend) => {
          const error = await failure(backend.banking.getBankDetails({ bankCode: '99999999', bankName: null }))
          expect(error).toEqual(issuesError(404, { i18nKey: 'banking.bankNotFound', source: 'bankCode' }))
        }),
      )
    })

    describe('financial contacts (s10, s31, s33)', () => {
      it(
        'lists the demo logins, one of them not ready to use',
        withBackend(async (backend) => {
          const contacts = await run(backend.banking.listFinancialContacts())
          expect(contacts).toEqual(decodedDemoContacts())
          expect(contacts.filter((c) => c.readyToUse !== true).map((c) => c.financialContactId)).toEqual(['fc-0009-volksbank'])
          expect(await run(backend.banking.getFinancialContact('fc-0001-sparkasse'))).toEqual(contacts[0])
        }),
      )

      it(
        'answers an unknown login with 404',
        withBackend(async (backend) => {
          const expected = issuesError(404, { i18nKey: 'banking.contactNotFound', source: 'financialContactId' })
          expect(await failure(backend.banking.getFinancialContact('fc-nope'))).toEqual(expected)
          expect(await failure(backend.banking.deleteBankContact('fc-nope'))).toEqual(expected)
          expect(await failure(backend.banking.updateFinancialContact('fc-nope', { ...newLogin('10050000', 'x'), lockVersion: 0 }))).toEqual(expected)
        }),
      )

      it(
        'creates a login that is ready, listed, never holds the PIN, and exists only once',
        withBackend(async (backend) => {
          const created = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'neu.user')))
          expect(created).toMatchObject({ bankCode: SPARKASSE_KOELNBONN, bankName: 'Sparkasse KölnBonn', readyToUse: true })
          expect(created).not.toHaveProperty('pin')
          expect(JSON.stringify(created)).not.toContain(PIN)
          expect(await run(backend.banking.getFinancialContact(created.financialContactId))).toEqual(created)
          const contacts = await run(backend.banking.listFinancialContacts())
          expect(contacts.map((c) => c.financialContactId)).toContain(created.financialContactId)
          expect(JSON.stringify(contacts)).not.toContain(PIN)

          const again = await failure(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'neu.user')))
          expect(again).toEqual(issuesError(409, { i18nKey: 'CONTACT_ALREADY_EXISTS' }))
        }),
      )

      it(
        'refuses a login without user id or for an unknown bank',
        withBackend(async (backend) => {
          const noUser = await failure(backend.banking.createFinancialContact({ bankCode: SPARKASSE_KOELNBONN, userIdValues: [' '] }))
          expect(noUser).toEqual(issuesError(400, { i18nKey: 'accounts.credentialsUserIdRequired', source: 'userIdValues' }))
          const unknown = await failure(backend.banking.createFinancialContact(newLogin('99999999', 'x')))
          expect(unknown).toEqual(issuesError(404, { i18nKey: 'banking.bankNotFound', source: 'bankCode' }))
        }),
      )

      it(
        'a bank that cannot be reached answers the login with 408, shown as the bank connection failure',
        withBackend(async (backend) => {
          const error = await failure(backend.banking.createFinancialContact(newLogin(DEMO_BANK_CODES.spardaBerlinTimeout, 'x')))
          expect(error).toEqual(httpStatus(408))
          expect(describeBankCallError(error).text).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen')
        }),
      )

      it(
        'new credentials make a login ready, clear its accounts\' login error, and bump its lockVersion',
        withBackend(async (backend) => {
          const before = await run(backend.banking.getFinancialContact('fc-0009-volksbank'))
          const updated = await run(
            backend.banking.updateFinancialContact(
              'fc-0009-volksbank',
              { ...newLogin('10090000', 'VR-Mueller'), lockVersion: before.lockVersion ?? 0 },
            ),
          )
          expect(updated).toMatchObject({ financialContactId: 'fc-0009-volksbank', readyToUse: true })
          expect(updated.lockVersion).toBe((before.lockVersion ?? 0) + 1)
          const account = await accountIn(backend, DEMO_ACCOUNT_IDS.volksbankContactError)
          expect(account?.financialContact?.readyToUse).toBe(true)
          expect(account?.financialContact?.errorMessage ?? null).toBeNull()

          const stale = await failure(
            backend.banking.updateFinancialContact('fc-0009-volksbank', { ...newLogin('10090000', 'x'), lockVersion: before.lockVersion ?? 0 }),
          )
          expect(stale).toEqual(issuesError(409, { i18nKey: 'banking.concurrentModification', source: 'lockVersion' }))
        }),
      )

      it(
        'deleting a login removes it and unlinks its accounts',
        withBackend(async (backend) => {
          expect(await run(backend.banking.deleteBankContact('fc-0008-deutsche-bank'))).toBeUndefined()
          expect(await failure(backend.banking.getFinancialContact('fc-0008-deutsche-bank'))).toMatchObject({ status: 404 })
          const account = await accountIn(backend, DEMO_ACCOUNT_IDS.deutscheBankSyncError)
          expect(account?.financialContact ?? null).toBeNull()
          expect(account?.connected).toBe(false)
          const withoutContact = await run(backend.banking.listFinancialAccounts({ hasContact: false }))
          expect(withoutContact.map((a) => a.financialAccountId)).toContain(DEMO_ACCOUNT_IDS.deutscheBankSyncError)
        }),
      )
    })

    describe('online banking accounts (s40)', () => {
      const offered = (backend: Backend, contactId: string, pin: EncodedPin | null = null, accountType: 'GIRO' | null = null) =>
        backend.banking.listOnlineBankingAccounts(contactId, { accountType, reconnectFinancialAccountId: null, pin })

      it(
        'a new Sparkasse login offers two addable accounts and one that is not, with valid IBANs of the bank',
        withBackend(async (backend) => {
          const contact = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'offers')))
          const accounts = await run(offered(backend, contact.financialContactId))
          expect(accounts.filter(isOnlineBankingAccountAddable).length).toBeGreaterThanOrEqual(2)
          expect(accounts.filter((a) => a.addable !== true).length).toBeGreaterThanOrEqual(1)
          for (const iban of ibansOf(accounts)) {
            expect(E.isRight(parseIban(iban))).toBe(true)
            expect(iban.slice(4, 12)).toBe(SPARKASSE_KOELNBONN)
          }
          // The answer is stable: a second read offers the same accounts.
          expect(await run(offered(backend, contact.financialContactId))).toEqual(accounts)

          const giros = await run(offered(backend, contact.financialContactId, null, 'GIRO'))
          expect(giros.length).toBeGreaterThan(0)
          expect(giros.length).toBeLessThan(accounts.length)
          for (const giro of giros) expect(accounts).toContainEqual(giro)
        }),
      )

      it(
        'each offered account carries the bank\'s name, a type the spec names and a balance (s40 tells them apart by these)',
        withBackend(async (backend) => {
          const contact = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'named')))
          const accounts = await run(offered(backend, contact.financialContactId))
          const summaries = accounts.map(toOnlineBankingAccountSummary)
          expect(summaries.map((a) => [a.name, a.typeLabel])).toEqual([
            ['Geschäftskonto', 'Girokonto'],
            ['Tagesgeld', 'Sparkonto'],
            ['Mastercard Business', 'Kreditkarte'],
          ])
          expect(summaries.map((a) => a.balance)).toEqual([moneyFromCents(1248035n), moneyFromCents(2500000n), moneyFromCents(-84219n)])
        }),
      )

      it(
        'offers an account Kontor already has as not addable, unless it is the one being reconnected',
        withBackend(async (backend) => {
          const linked = normalizeIban(demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro).iban ?? '')
          const accounts = await run(offered(backend, 'fc-0001-sparkasse'))
          expect(accounts.find((a) => normalizeIban(a.iban ?? '') === linked)?.addable).toBe(false)

          const reconnecting = await run(
            backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', {
              accountType: null,
              reconnectFinancialAccountId: DEMO_ACCOUNT_IDS.sparkasseGiro,
            }),
          )
          expect(reconnecting.find((a) => normalizeIban(a.iban ?? '') === linked)?.addable).toBe(true)

          const unknown = await failure(
            backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', { accountType: null, reconnectFinancialAccountId: 'fa-nope' }),
          )
          expect(unknown).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'reconnectFinancialAccountId' }))
          expect(await failure(offered(backend, 'fc-nope'))).toMatchObject({ status: 404 })
        }),
      )

      it(
        'the bank that asks for the PIN answers missing_entity@pin without it, and the accounts with it',
        withBackend(async (backend) => {
          const contact = await run(
            backend.banking.createFinancialContact(newLogin(DEMO_BANK_CODES.volksbankMittelhessenAsksForPin, 'pin.user')),
          )
          expect(contact.savePinEnabled).not.toBe(true)
          const error = await failure(offered(backend, contact.financialContactId))
          expect(error).toEqual(issuesError(400, { i18nKey: 'missing_entity', source: 'pin' }))
          expect(describeBankCallError(error).reaction).toBe('promptForPinThenRetry')
          const accounts = await run(offered(backend, contact.financialContactId, PIN))
          expect(accounts.length).toBeGreaterThan(0)
          // The PIN was not kept: the next call asks again.
          expect(await failure(offered(backend, contact.financialContactId))).toMatchObject({ status: 400 })
        }),
      )

      it(
        'a login saved without its PIN asks for it the same way; one with a saved PIN does not',
        withBackend(async (backend) => {
          const unsaved = await run(
            backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'no.save', { savePinEnabled: false })),
          )
          expect(await failure(offered(backend, unsaved.financialContactId))).toEqual(
            issuesError(400, { i18nKey: 'missing_entity', source: 'pin' }),
          )
          expect((await run(offered(backend, unsaved.financialContactId, PIN))).length).toBeGreaterThan(0)
          const saved = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'saved')))
          expect((await run(offered(backend, saved.financialContactId))).length).toBeGreaterThan(0)
        }),
      )
    })

    describe('accounts of a login (s50) and busy states (4.2)', () => {
      it(
        'creates an account of the login, busy at first and IDLE after a few reads of the account list',
        withBackend(async (backend) => {
          const contact = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'busy')))
          const [first] = (await run(
            backend.banking.listOnlineBankingAccounts(contact.financialContactId, { accountType: null, reconnectFinancialAccountId: null }),
          )).filter(isOnlineBankingAccountAddable)
          const iban = first?.iban ?? ''
          const created = await run(
            backend.banking.createContactAccount(contact.financialContactId, {
              name: 'Sparkasse KölnBonn Geschäftskonto',
              type: 'GIRO',
              iban,
              accountNumber: first?.accountNumber ?? null,
            }),
          )
          expect(created).toMatchObject({
            name: 'Sparkasse KölnBonn Geschäftskonto',
            type: 'GIRO',
            iban,
            connected: true,
            financialContact: expect.objectContaining({ financialContactId: contact.financialContactId }),
          })
          expect(created.state.status).not.toBe(ACCOUNT_STATUS_IDLE)

          const statuses: string[] = []
          for (let read = 0; read < 5; read += 1) {
            statuses.push((await accountIn(backend, created.financialAccountId))?.state.status ?? 'missing')
          }
          expect(statuses[0]).not.toBe(ACCOUNT_STATUS_IDLE)
          const idleFrom = statuses.indexOf(ACCOUNT_STATUS_IDLE)
          expect(idleFrom).toBeGreaterThan(0)
          expect(statuses.slice(idleFrom).every((s) => s === ACCOUNT_STATUS_IDLE)).toBe(true)

          // Now Kontor has it: the login offers it as not addable, and adding it again is refused.
          const again = await run(
            backend.banking.listOnlineBankingAccounts(contact.financialContactId, { accountType: null, reconnectFinancialAccountId: null }),
          )
          expect(again.find((a) => normalizeIban(a.iban ?? '') === normalizeIban(iban))?.addable).toBe(false)
          const twice = await failure(
            backend.banking.createContactAccount(contact.financialContactId, { name: 'Doppelt', type: 'GIRO', iban }),
          )
          expect(twice).toEqual(issuesError(409, { i18nKey: 'accounts.onlineBankingAccountNotAddable' }))
        }),
      )

      it(
        'reconnects an account to a login: linked, busy, lockVersion bumped; a stale lockVersion is refused',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.commerzbankDeactivated)
          const reconnected = await run(
            backend.banking.updateContactAccount('fc-0007-commerzbank', account.financialAccountId, accountBody(account)),
          )
          expect(reconnected.financialContact?.financialContactId).toBe('fc-0007-commerzbank')
          expect(reconnected.connected).toBe(true)
          expect(reconnected.state.status).not.toBe(ACCOUNT_STATUS_IDLE)
          expect(reconnected.lockVersion).toBe((account.lockVersion ?? 0) + 1)
          const stale = await failure(
            backend.banking.updateContactAccount('fc-0007-commerzbank', account.financialAccountId, accountBody(account)),
          )
          expect(stale).toEqual(issuesError(409, { i18nKey: 'banking.concurrentModification', source: 'lockVersion' }))
        }),
      )

      it(
        'new online banking data start a sync; the PIN bank needs the PIN for it',
        withBackend(async (backend) => {
          const synced = await run(
            backend.banking.updateOnlineBankingData('fc-0001-sparkasse', DEMO_ACCOUNT_IDS.sparkasseGiro, { pin: null }),
          )
          expect(synced.financialAccountId).toBe(DEMO_ACCOUNT_IDS.sparkasseGiro)
          expect(synced.state.status).not.toBe(ACCOUNT_STATUS_IDLE)

          const contact = await run(
            backend.banking.createFinancialContact(newLogin(DEMO_BANK_CODES.volksbankMittelhessenAsksForPin, 'sync')),
          )
          const [offer] = await run(
            backend.banking.listOnlineBankingAccounts(contact.financialContactId, {
              accountType: null,
              reconnectFinancialAccountId: null,
              pin: PIN,
            }),
          )
          const created = await run(
            backend.banking.createContactAccount(contact.financialContactId, { name: 'Giro', type: 'GIRO', iban: offer?.iban ?? null }),
          )
          const noPin = await failure(
            backend.banking.updateOnlineBankingData(contact.financialContactId, created.financialAccountId, { pin: null }),
          )
          expect(noPin).toEqual(issuesError(400, { i18nKey: 'missing_entity', source: 'pin' }))
          const withPin = await run(
            backend.banking.updateOnlineBankingData(contact.financialContactId, created.financialAccountId, {
              pin: PIN,
              tan: '123456',
              scaChallengeId: 'challenge-1',
            }),
          )
          expect(withPin.financialAccountId).toBe(created.financialAccountId)
        }),
      )
    })

    describe('financial accounts', () => {
      it(
        'gets one account as the list shows it; an unknown id is BANKING_ACCOUNT_NOT_FOUND',
        withBackend(async (backend) => {
          expect(await run(backend.banking.getFinancialAccount(DEMO_ACCOUNT_IDS.sparkasseGiro))).toEqual(
            demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro),
          )
          const expected = issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'financialAccountId' })
          expect(await failure(backend.banking.getFinancialAccount('fa-nope'))).toEqual(expected)
          expect(await failure(backend.banking.deleteFinancialAccount('fa-nope'))).toEqual(expected)
          expect(await failure(backend.banking.deactivateFinancialAccount('fa-nope'))).toEqual(expected)
        }),
      )

      it(
        'creates an account without a connection (s32)',
        withBackend(async (backend) => {
          const created = await run(
            backend.banking.createFinancialAccount({
              name: 'Barkasse',
              type: 'GIRO',
              iban: 'DE89370400440532013000',
              bankName: 'Commerzbank',
              openingBalance: moneyFromCents(123456n),
              openingBalanceDate: '2026-01-01' as LocalDate,
            }),
          )
          expect(created).toMatchObject({ name: 'Barkasse', type: 'GIRO', iban: 'DE89370400440532013000', bankName: 'Commerzbank' })
          expect(created.financialContact ?? null).toBeNull()
          expect(created.connected).not.toBe(true)
          expect(created.state.status).toBe(ACCOUNT_STATUS_IDLE)
          expect(created.openingBalance == null ? undefined : formatMoney(created.openingBalance)).toBe('1.234,56\u00a0€')
          const withoutContact = await run(backend.banking.listFinancialAccounts({ hasContact: false }))
          expect(withoutContact.map((a) => a.financialAccountId)).toContain(created.financialAccountId)
          expect(await run(backend.banking.getFinancialAccount(created.financialAccountId))).toEqual(created)
        }),
      )

      it(
        'updates an account, bumping lockVersion; a stale lockVersion is a 409',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          const updated = await run(
            backend.banking.updateFinancialAccount(
              account.financialAccountId,
              accountBody(account, { name: 'Hauptkonto', usingProfileType: 'MIXED' }),
            ),
          )
          expect(updated).toMatchObject({ name: 'Hauptkonto', usingProfileType: 'MIXED', iban: account.iban })
          expect(updated.lockVersion).toBe((account.lockVersion ?? 0) + 1)
          expect((await accountIn(backend, account.financialAccountId))?.name).toBe('Hauptkonto')
          const stale = await failure(backend.banking.updateFinancialAccount(account.financialAccountId, accountBody(account)))
          expect(stale).toEqual(issuesError(409, { i18nKey: 'banking.concurrentModification', source: 'lockVersion' }))
        }),
      )

      it(
        'deletes an account',
        withBackend(async (backend) => {
          expect(await run(backend.banking.deleteFinancialAccount(DEMO_ACCOUNT_IDS.ingSavings))).toBeUndefined()
          expect(await accountIn(backend, DEMO_ACCOUNT_IDS.ingSavings)).toBeUndefined()
          expect(await failure(backend.banking.getFinancialAccount(DEMO_ACCOUNT_IDS.ingSavings))).toMatchObject({ status: 404 })
        }),
      )

      it(
        'deactivates and activates an account, bumping lockVersion each time',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.providerMain)
          const deactivated = await run(backend.banking.deactivateFinancialAccount(account.financialAccountId))
          expect(deactivated.deactivated).toBe(true)
          expect(deactivated.lockVersion).toBe((account.lockVersion ?? 0) + 1)
          const active = await run(backend.banking.listFinancialAccounts({ activeOnly: true }))
          expect(active.map((a) => a.financialAccountId)).not.toContain(account.financialAccountId)
          const activated = await run(backend.banking.activateFinancialAccount(account.financialAccountId))
          expect(activated.deactivated).not.toBe(true)
          expect(activated.lockVersion).toBe((account.lockVersion ?? 0) + 2)
        }),
      )

      it(
        'disconnects a bank account from its login, and the PayPal account by emptying its connection data',
        withBackend(async (backend) => {
          const giro = await run(backend.banking.disconnectFinancialAccount(demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)))
          expect(giro.financialContact ?? null).toBeNull()
          expect(giro.connected).toBe(false)
          expect(giro.availableActions).not.toContain('TRANSFER_MONEY_FINTS')

          const paypal = await run(backend.banking.disconnectFinancialAccount(demoAccount(DEMO_ACCOUNT_IDS.paypal)))
          expect(paypal.connected).toBe(false)
          expect(paypal.connectionData?.merchantId ?? null).toBeNull()
          expect((await accountIn(backend, DEMO_ACCOUNT_IDS.paypal))?.connected).toBe(false)
        }),
      )
    })

    describe('the payment-service account (s21, s51)', () => {
      const query = (callbackSuccess: string, financialAccountId: string | null = null) => ({
        paypalInfoTile: true,
        financialAccountId,
        callbackSuccess,
        callbackError: 'https://kontor.example/hub/paypal/referral?error=true',
      })

      it(
        'the connect url returns to the success callback with a merchant id, granted permissions and consent',
        withBackend(async (backend) => {
          const { url } = await run(backend.banking.getPaypalConnectUrl(query('https://kontor.example/hub/paypal/referral')))
          const parsed = new URL(url)
          expect(`${parsed.origin}${parsed.pathname}`).toBe('https://kontor.example/hub/paypal/referral')
          expect(parsed.searchParams.get('permissionsGranted')).toBe('true')
          expect(parsed.searchParams.get('consentStatus')).toBe('true')
          expect(parsed.searchParams.has('financialAccountId')).toBe(false)
          expect(toPaypalReturn(Object.fromEntries(parsed.searchParams)).merchantId).toEqual(expect.any(String))

          const reconnect = await run(
            backend.banking.getPaypalConnectUrl(query('https://kontor.example/hub/paypal/referral?tab=1', DEMO_ACCOUNT_IDS.paypal)),
          )
          const back = new URL(reconnect.url).searchParams
          expect(back.get('tab')).toBe('1')
          expect(toPaypalReturn(Object.fromEntries(back))).toMatchObject({ financialAccountId: DEMO_ACCOUNT_IDS.paypal })
        }),
      )

      it(
        'creates the PayPal account connected with its merchant id; the same merchant twice is refused',
        withBackend(async (backend) => {
          const body: FinancialAccountBody = { name: 'PayPal Shop', type: 'PAYPAL', connectionData: { merchantId: 'M-NEU-1' } }
          const created = await run(backend.banking.createFinancialAccount(body))
          expect(created).toMatchObject({ type: 'PAYPAL', connected: true, connectionData: expect.objectContaining({ merchantId: 'M-NEU-1' }) })
          expect(await failure(backend.banking.createFinancialAccount(body))).toEqual(
            issuesError(409, { i18nKey: 'PAYPAL_ACCOUNT_ALREADY_ADDED' }),
          )
          const noMerchant = await failure(backend.banking.createFinancialAccount({ name: 'PayPal', type: 'PAYPAL' }))
          expect(noMerchant).toEqual(issuesError(400, { i18nKey: 'paypal.merchantIdMissing' }))
        }),
      )
    })

    describe('needless transactions (7.2)', () => {
      const account = DEMO_ACCOUNT_IDS.sparkasseGiro
      const own = demoBookings.filter((t) => t.financialAccountId === account)
      const start = '2025-03-01' as LocalDate
      const needless = own.filter((t) => !t.assigned && t.bookingDate < start)
      const needlessNotIgnored = needless.filter((t) => !t.ignored)
      const earliest = (dates: ReadonlyArray<string>) => [...dates].sort()[0]

      it(
        'answers the first transaction and assignment dates, and nothing needless without a start date',
        withBackend(async (backend) => {
          const info = await run(backend.banking.getNeedlessInfo(account, null))
          expect(info).toMatchObject({
            numberOfNeedlessTransactionsToDelete: 0,
            numberOfNeedlessTransactionsToIgnore: 0,
            firstTransactionDate: earliest(own.map((t) => t.bookingDate)),
            firstAssignmentDate: earliest(own.filter((t) => t.assigned).map((t) => t.bookingDate)),
          })
        }),
      )

      it(
        'counts the unassigned transactions before the start date; ignore hides them, delete removes them',
        withBackend(async (backend) => {
          expect(needless.length).toBeGreaterThan(0)
          const info = await run(backend.banking.getNeedlessInfo(account, start))
          expect(info).toMatchObject({
            needlessStartDate: start,
            numberOfNeedlessTransactionsToDelete: needless.length,
            numberOfNeedlessTransactionsToIgnore: needlessNotIgnored.length,
          })
          const ignored = await run(backend.banking.applyNeedlessAction(account, start, 'ignore'))
          expect(ignored.numberOfNeedlessTransactionsToIgnore).toBe(0)
          expect(ignored.numberOfNeedlessTransactionsToDelete).toBe(needless.length)
          const deleted = await run(backend.banking.applyNeedlessAction(account, start, 'delete'))
          expect(deleted).toMatchObject({ numberOfNeedlessTransactionsToDelete: 0, numberOfNeedlessTransactionsToIgnore: 0 })
          const remaining = own.filter((t) => !needless.includes(t))
          expect(deleted.firstTransactionDate).toBe(earliest(remaining.map((t) => t.bookingDate)))
        }),
      )

      it(
        'answers an unknown account with BANKING_ACCOUNT_NOT_FOUND',
        withBackend(async (backend) => {
          expect(await failure(backend.banking.getNeedlessInfo('fa-nope', start))).toEqual(
            issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'financialAccountId' }),
          )
          expect(await failure(backend.banking.applyNeedlessAction('fa-nope', start, 'delete'))).toMatchObject({ status: 404 })
        }),
      )
    })
  })
