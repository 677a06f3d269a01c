/**
 * The rules the banking service holds requests to, run against every adapter over the demo organisation: what a login
 * offers and holds (s40, s50), the fields an account may change (5.6), the start date of needless transactions (1,
 * 2.4), the login's own rules (savePinRequired, one login per user id, readiness), the PayPal disconnect (7.1), and
 * empty values, which mean "not given" on the wire and so must mean the same in memory. Expected answers come from
 * the port's documentation, core's rules and the documented demo scenarios.
 */
import {
  ACCOUNT_STATUS_IDLE,
  isOnlineBankingAccountAddable,
  normalizeIban,
  type FinancialAccount,
  type LocalDate,
  type OnlineBankingAccountsQuery,
} from '@kontor/core'
import { DEMO_ACCOUNT_IDS, DEMO_BANK_CODES, PARTNER_PROVIDERS, demoFinancialAccounts } from '@kontor/fixtures'
import { demoBookings } from './demo-transaction-seed.ts'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import {
  PIN,
  SPARKASSE_KOELNBONN,
  accountBody,
  backendRunner,
  demoAccount,
  failure,
  fullAccountBody,
  germanIban,
  issuesError,
  loginUpdate,
  newLogin,
  run,
  type Backend,
} from './contract-helpers.ts'

const TRANSFER_ACTIONS = ['TRANSFER_MONEY_FINTS', 'TRANSFER_MONEY_WEBHOOK']

const allOffers = (reconnectFinancialAccountId: string | null = null, pin: OnlineBankingAccountsQuery['pin'] = null) => ({
  accountType: null,
  reconnectFinancialAccountId,
  pin,
})

export const accountRulesContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: banking port, the service's rules`, () => {
    const { withBackend, list, accountIn } = backendRunner(makeBackend)

    /** A new login at Sparkasse KölnBonn and what it offers. */
    const newLoginWithOffers = async (backend: Backend, userId: string) => {
      const contact = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, userId)))
      const offers = await run(backend.banking.listOnlineBankingAccounts(contact.financialContactId, allOffers()))
      return { contact, offers }
    }

    describe('needless transactions: the start date (spec 1, 2.4, core validateNeedlessStartDate)', () => {
      const account = DEMO_ACCOUNT_IDS.sparkasseGiro
      const own = demoBookings.filter((t) => t.financialAccountId === account)
      const firstAssignment = [...own.filter((t) => t.assigned).map((t) => t.bookingDate)].sort()[0] ?? ''
      /** A demo account without any assignment: only today bounds its start date. */
      const unassignedAccount =
        demoFinancialAccounts.find((a) => !demoBookings.some((t) => t.financialAccountId === a.financialAccountId && t.assigned))
          ?.financialAccountId ?? ''

      it(
        'refuses a start date after the first assignment, and changes nothing',
        withBackend(async (backend) => {
          const late = '2025-03-04' as LocalDate
          const expected = issuesError(400, {
            i18nKey: 'accounts.needlessStartDateAfterFirstAssignment',
            source: 'needlessStartDate',
            i18nValues: { firstAssignmentDate: '03.03.2025' },
          })
          expect(await failure(backend.banking.getNeedlessInfo(account, late))).toEqual(expected)
          expect(await failure(backend.banking.applyNeedlessAction(account, late, 'delete'))).toEqual(expected)
          const info = await run(backend.banking.getNeedlessInfo(account, null))
          expect(info.firstTransactionDate).toBe([...own.map((t) => t.bookingDate)].sort()[0])
        }),
      )

      it(
        'refuses a start date before the first transaction, and one after today',
        withBackend(async (backend) => {
          expect(await failure(backend.banking.getNeedlessInfo(account, '2025-01-01' as LocalDate))).toEqual(
            issuesError(400, { i18nKey: 'accounts.needlessStartDateBeforeFirstTransaction', source: 'needlessStartDate' }),
          )
          // An account without assignment: only today bounds it (the backends' clock: 20.11.2026).
          expect(unassignedAccount).not.toBe('')
          expect(await failure(backend.banking.getNeedlessInfo(unassignedAccount, '2026-11-21' as LocalDate))).toEqual(
            issuesError(400, { i18nKey: 'accounts.needlessStartDateInFuture', source: 'needlessStartDate' }),
          )
          const today = '2026-11-20' as LocalDate
          expect(await run(backend.banking.getNeedlessInfo(unassignedAccount, today))).toMatchObject({
            numberOfNeedlessTransactionsToDelete: demoBookings.filter((t) => t.financialAccountId === unassignedAccount && t.bookingDate < today).length,
          })
        }),
      )

      it(
        'counts, on the first assignment date itself, the unassigned transactions before it',
        withBackend(async (backend) => {
          const start = firstAssignment as LocalDate
          const needless = own.filter((t) => !t.assigned && t.bookingDate < start && t.bookingDate < firstAssignment)
          expect(needless.length).toBeGreaterThan(0)
          expect(await run(backend.banking.getNeedlessInfo(account, start))).toMatchObject({
            numberOfNeedlessTransactionsToDelete: needless.length,
            numberOfNeedlessTransactionsToIgnore: needless.filter((t) => !t.ignored).length,
            firstAssignmentDate: firstAssignment,
          })
        }),
      )
    })

    describe('needless transactions: ignore and delete (spec 2.4, 7.2)', () => {
      const account = DEMO_ACCOUNT_IDS.sparkasseGiro
      const firstAssignment = [...demoBookings.filter((t) => t.financialAccountId === account && t.assigned).map((t) => t.bookingDate)].sort()[0] ?? ''

      it(
        'ignoring hides the needless transactions and deletes none; deleting then removes them',
        withBackend(async (backend) => {
          const start = firstAssignment as LocalDate
          const before = await run(backend.banking.getNeedlessInfo(account, start))
          expect(before.numberOfNeedlessTransactionsToIgnore).toBeGreaterThan(0)
          const ignored = await run(backend.banking.applyNeedlessAction(account, start, 'ignore'))
          expect(ignored).toMatchObject({
            numberOfNeedlessTransactionsToIgnore: 0,
            numberOfNeedlessTransactionsToDelete: before.numberOfNeedlessTransactionsToDelete,
          })
          const deleted = await run(backend.banking.applyNeedlessAction(account, start, 'delete'))
          expect(deleted.numberOfNeedlessTransactionsToDelete).toBe(0)
        }),
      )
    })

    describe('accounts of a login: only what it offers (s40, s50)', () => {
      it(
        'refuses to create an account the login does not offer, or one the bank blocks',
        withBackend(async (backend) => {
          const { contact, offers } = await newLoginWithOffers(backend, 'not.offered')
          const stranger = germanIban(SPARKASSE_KOELNBONN, '9999999999')
          expect(offers.map((o) => normalizeIban(o.iban ?? ''))).not.toContain(stranger)
          const create = (body: { iban?: string; accountNumber?: string }) =>
            backend.banking.createContactAccount(contact.financialContactId, { name: 'Fremd', type: 'GIRO', ...body })
          expect(await failure(create({ iban: stranger }))).toEqual(
            issuesError(409, { i18nKey: 'accounts.onlineBankingAccountNotAddable', i18nValues: { account: stranger } }),
          )
          expect(await failure(create({ accountNumber: '123' }))).toEqual(issuesError(409, { i18nKey: 'accounts.onlineBankingAccountNotAddable' }))
          const blocked = offers.find((o) => o.addable !== true)
          expect(await failure(create({ iban: blocked?.iban ?? '' }))).toEqual(
            issuesError(409, { i18nKey: 'accounts.onlineBankingAccountNotAddable' }),
          )
          const accounts = await list(backend)
          expect(accounts.filter((a) => a.financialContact?.financialContactId === contact.financialContactId)).toEqual([])
        }),
      )

      it(
        'gives a new account the type the login knows for it',
        withBackend(async (backend) => {
          const { contact, offers } = await newLoginWithOffers(backend, 'typed')
          const giros = await run(
            backend.banking.listOnlineBankingAccounts(contact.financialContactId, { ...allOffers(), accountType: 'GIRO' }),
          )
          const savings = offers.find((o) => isOnlineBankingAccountAddable(o) && !giros.some((g) => g.iban === o.iban))
          expect(savings).toBeDefined()
          const created = await run(
            backend.banking.createContactAccount(contact.financialContactId, { name: 'Tagesgeld', type: 'GIRO', iban: savings?.iban ?? null }),
          )
          expect(created.type).toBe('SAVINGS')
        }),
      )

      it(
        "refuses to reconnect an account to another bank's login, which does not offer it either",
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.commerzbankDeactivated)
          const offers = await run(backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', allOffers(account.financialAccountId)))
          expect(offers.map((o) => normalizeIban(o.iban ?? ''))).not.toContain(normalizeIban(account.iban ?? ''))
          const addable = offers.find(isOnlineBankingAccountAddable)
          for (const body of [accountBody(account), accountBody(account, { iban: addable?.iban ?? null })]) {
            expect(await failure(backend.banking.updateContactAccount('fc-0001-sparkasse', account.financialAccountId, body))).toEqual(
              issuesError(409, { i18nKey: 'accounts.onlineBankingAccountNotAddable' }),
            )
          }
          const unchanged = await accountIn(backend, account.financialAccountId)
          expect(unchanged?.financialContact?.financialContactId).toBe('fc-0007-commerzbank')
          expect(unchanged?.lockVersion).toBe(account.lockVersion)
        }),
      )

      it(
        'reconnects an account to a login of its own bank, offered as addable for the reconnect',
        withBackend(async (backend) => {
          const disconnected = await run(backend.banking.disconnectFinancialAccount(demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)))
          const offers = await run(
            backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', allOffers(disconnected.financialAccountId)),
          )
          const own = offers.find((o) => normalizeIban(o.iban ?? '') === disconnected.iban)
          expect(own?.addable).toBe(true)
          const reconnected = await run(
            backend.banking.updateContactAccount(
              'fc-0001-sparkasse',
              disconnected.financialAccountId,
              accountBody(disconnected, { iban: own?.iban ?? null }),
            ),
          )
          expect(reconnected).toMatchObject({ connected: true, iban: disconnected.iban, lockVersion: (disconnected.lockVersion ?? 0) + 1 })
          expect(reconnected.financialContact?.financialContactId).toBe('fc-0001-sparkasse')
        }),
      )

      it(
        'new online banking data bump the account\'s lockVersion',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          const synced = await run(backend.banking.updateOnlineBankingData('fc-0001-sparkasse', account.financialAccountId, { pin: PIN }))
          expect(synced.lockVersion).toBe((account.lockVersion ?? 0) + 1)
          expect(synced.state.status).not.toBe(ACCOUNT_STATUS_IDLE)
        }),
      )
    })

    describe('what an account may change (5.6) and what may be created (s32)', () => {
      it(
        'refuses a change of the bank data or type of a connected account, one issue per field',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          const changed = fullAccountBody(account, { iban: 'DE89370400440532013000', bankName: 'Andere Bank', type: 'SAVINGS' })
          const error = await failure(backend.banking.updateFinancialAccount(account.financialAccountId, changed))
          expect(error).toMatchObject({ _tag: 'ServerIssues', status: 400 })
          const sources = error._tag === 'ServerIssues' ? error.issues.map((i) => [i.i18nKey, i.source]) : []
          expect(sources.sort()).toEqual([
            ['banking.fieldNotEditable', 'bankName'],
            ['banking.fieldNotEditable', 'iban'],
            ['banking.fieldNotEditable', 'type'],
          ])
          expect((await accountIn(backend, account.financialAccountId))?.iban).toBe(account.iban)
        }),
      )

      it(
        "accepts the locked fields sent with the account's own values (the IBAN in any spelling)",
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          const grouped = (account.iban ?? '').replace(/(.{4})/g, '$1 ').toLowerCase()
          const saved = await run(
            backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(account, { name: 'Hauptkonto', iban: grouped })),
          )
          expect(saved).toMatchObject({ name: 'Hauptkonto', iban: account.iban, bankName: account.bankName })
        }),
      )

      it(
        "refuses a change of the provider's own account's usage type",
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.providerMain)
          const error = await failure(
            backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(account, { usingProfileType: 'PRIVATE' })),
          )
          expect(error).toEqual(issuesError(400, { i18nKey: 'banking.fieldNotEditable', source: 'usingProfileType' }))
        }),
      )

      it(
        'lets an account without a connection change its bank data, to a valid IBAN only, never to a provider account',
        withBackend(async (backend) => {
          const created = await run(backend.banking.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
          const changed = await run(
            backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(created, { iban: 'de89 3704 0044 0532 0130 00' })),
          )
          expect(changed.iban).toBe('DE89370400440532013000')
          expect(
            await failure(
              backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(changed, { iban: 'DE00370400440532013000' })),
            ),
          ).toEqual(issuesError(400, { i18nKey: 'INVALID_IBAN', source: 'iban' }))
          expect(
            await failure(backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(changed, { type: 'LEXBANK' }))),
          ).toEqual(issuesError(400, { i18nKey: 'banking.accountTypeNotAllowed', source: 'type' }))
        }),
      )

      it(
        'refuses to create an account with an invalid IBAN or of a provider account type',
        withBackend(async (backend) => {
          expect(await failure(backend.banking.createFinancialAccount({ name: 'Kasse', type: 'GIRO', iban: 'DE89 3704 0044 0532 0130 01' }))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_IBAN', source: 'iban' }),
          )
          for (const type of ['LEXBANK', 'LEXBANK_SUB_ACCOUNT'] as const) {
            expect(await failure(backend.banking.createFinancialAccount({ name: 'Konto', type }))).toEqual(
              issuesError(400, { i18nKey: 'banking.accountTypeNotAllowed', source: 'type' }),
            )
          }
        }),
      )

      it(
        'stores the allowed business cases the edit dialog chose (2.4), in the spec order, among those the bank offers',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          const choice = ['TRANSACTION_QUERY', 'TRANSFER', 'BALANCE_QUERY'] as const
          const saved = await run(
            backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(account, { allowedBusinessCases: choice })),
          )
          expect(saved.allowedBusinessCases).toEqual(['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY'])
          expect((await accountIn(backend, account.financialAccountId))?.allowedBusinessCases).toEqual(['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY'])
          // A save that leaves them out keeps them; null gives back all the bank offers.
          const { allowedBusinessCases: _left, ...withoutCases } = fullAccountBody(saved, { name: 'Hauptkonto' })
          const renamed = await run(backend.banking.updateFinancialAccount(account.financialAccountId, withoutCases))
          expect(renamed.allowedBusinessCases).toEqual(['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY'])
          const cleared = await run(backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(renamed, { allowedBusinessCases: null })))
          expect(cleared.allowedBusinessCases ?? null).toBeNull()
        }),
      )

      it(
        'refuses business cases the bank does not offer, and an instant or scheduled transfer without the transfer',
        withBackend(async (backend) => {
          const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
          expect(
            await failure(
              backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(account, { allowedBusinessCases: ['INSTANT_TRANSFER'] })),
            ),
          ).toEqual(issuesError(400, { i18nKey: 'accounts.businessCaseNeedsTransfer', source: 'allowedBusinessCases' }))
          const created = await run(backend.banking.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
          expect(
            await failure(
              backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(created, { allowedBusinessCases: ['BALANCE_QUERY'] })),
            ),
          ).toEqual(issuesError(400, { i18nKey: 'accounts.businessCaseNotSupported', source: 'allowedBusinessCases' }))
          expect((await accountIn(backend, account.financialAccountId))?.allowedBusinessCases ?? null).toBeNull()
        }),
      )

      it(
        'keeps connection data off an account that is not the payment-service account',
        withBackend(async (backend) => {
          const data = { merchantId: 'M-FREMD', startSyncDate: null }
          const created = await run(backend.banking.createFinancialAccount({ name: 'Kasse', type: 'GIRO', connectionData: data }))
          expect(created.connectionData ?? null).toBeNull()
          const updated = await run(
            backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(created, { connectionData: data })),
          )
          expect(updated.connectionData ?? null).toBeNull()
          expect(updated.connected).not.toBe(true)
        }),
      )
    })

    describe('disconnect (7.1)', () => {
      it(
        'refuses the PayPal account sent at a stale lockVersion, and an account that is not connected',
        withBackend(async (backend) => {
          const paypal = demoAccount(DEMO_ACCOUNT_IDS.paypal)
          const renamed = await run(
            backend.banking.updateFinancialAccount(paypal.financialAccountId, fullAccountBody(paypal, { name: 'PayPal Shop' })),
          )
          expect(await failure(backend.banking.disconnectFinancialAccount(paypal))).toEqual(
            issuesError(409, { i18nKey: 'banking.concurrentModification', source: 'lockVersion' }),
          )
          const disconnected = await run(backend.banking.disconnectFinancialAccount(renamed))
          expect(disconnected.connected).toBe(false)
          const notConnected = issuesError(409, { i18nKey: 'banking.accountNotConnected' })
          expect(await failure(backend.banking.disconnectFinancialAccount(disconnected))).toEqual(notConnected)
          expect(await failure(backend.banking.disconnectFinancialAccount(demoAccount(DEMO_ACCOUNT_IDS.commerzbankDeactivated)))).toEqual(
            notConnected,
          )
        }),
      )
    })

    describe('logins (s10, s31, s33)', () => {
      it(
        "deleting a login unlinks only its own accounts, which lose their transfer actions",
        withBackend(async (backend) => {
          const before = await list(backend)
          await run(backend.banking.deleteBankContact('fc-0008-deutsche-bank'))
          const after = await list(backend)
          const isOwn = (a: FinancialAccount) => a.financialAccountId === DEMO_ACCOUNT_IDS.deutscheBankSyncError
          expect(after.filter((a) => !isOwn(a))).toEqual(before.filter((a) => !isOwn(a)))
          const own = after.find(isOwn)
          const ownBefore = before.find(isOwn)
          expect(ownBefore?.availableActions.some((a) => TRANSFER_ACTIONS.includes(a))).toBe(true)
          expect(own?.availableActions.filter((a) => TRANSFER_ACTIONS.includes(a))).toEqual([])
          expect(own?.lockVersion).toBe((ownBefore?.lockVersion ?? 0) + 1)
        }),
      )

      it(
        'completes a redirect login by its temporary contact, and carries a redirect error as the bank error',
        withBackend(async (backend) => {
          const completed = await run(backend.banking.createFinancialContact({}, { temporaryContactId: 'fc-0009-volksbank', redirectCode: 'c0de' }))
          expect(completed).toMatchObject({ financialContactId: 'fc-0009-volksbank', readyToUse: true })
          expect(await failure(backend.banking.createFinancialContact({}, { temporaryContactId: 'fc-nope' }))).toEqual(
            issuesError(404, { i18nKey: 'banking.contactNotFound' }),
          )
          const error = await failure(
            backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'x'), { redirectError: 'Zugang gesperrt – bitte Bank anrufen' }),
          )
          expect(error).toEqual(
            issuesError(400, {
              i18nKey: 'banking_internal_error',
              source: 'redirectError',
              i18nValues: { errorText: 'Zugang gesperrt – bitte Bank anrufen' },
            }),
          )
        }),
      )

      it(
        'checks the existing account of a reconnect login; empty headers count as not given',
        withBackend(async (backend) => {
          expect(
            await failure(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'a'), { existingAccountId: 'fa-nope' })),
          ).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'existingAccountId' }))
          const reconnect = await run(
            backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'b'), { existingAccountId: DEMO_ACCOUNT_IDS.sparkasseGiro }),
          )
          expect(reconnect.readyToUse).toBe(true)
          const empty = await run(
            backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'c'), {
              existingAccountId: '',
              temporaryContactId: '',
              redirectError: '',
            }),
          )
          expect(empty).toMatchObject({ bankCode: SPARKASSE_KOELNBONN, readyToUse: true })
        }),
      )

      it(
        "refuses a user id another login at the bank has, in any case, for a new login and for new credentials",
        withBackend(async (backend) => {
          await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'Anna.Mueller')))
          const other = await run(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'bernd')))
          const exists = issuesError(409, { i18nKey: 'CONTACT_ALREADY_EXISTS' })
          expect(await failure(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'anna.mueller')))).toEqual(exists)
          expect(await failure(backend.banking.updateFinancialContact(other.financialContactId, await loginUpdate(backend, other.financialContactId, newLogin(SPARKASSE_KOELNBONN, 'ANNA.MUELLER'))))).toEqual(
            exists,
          )
          // Its own user id is no clash.
          expect(await run(backend.banking.updateFinancialContact(other.financialContactId, await loginUpdate(backend, other.financialContactId, newLogin(SPARKASSE_KOELNBONN, 'Bernd'))))).toMatchObject({
            readyToUse: true,
          })
        }),
      )

      it(
        'a bank that requires the PIN saved refuses a login, or new credentials, without saving it',
        withBackend(async (backend) => {
          const refused = issuesError(400, { i18nKey: 'banking.savePinRequired', source: 'savePinEnabled' })
          const dkb = DEMO_BANK_CODES.dkbSavePinRequired
          expect(await failure(backend.banking.createFinancialContact(newLogin(dkb, 'neu', { savePinEnabled: false })))).toEqual(refused)
          expect(await failure(backend.banking.updateFinancialContact('fc-0003-dkb', await loginUpdate(backend, 'fc-0003-dkb', newLogin(dkb, 'anna.mueller', { savePinEnabled: false }))))).toEqual(
            refused,
          )
          expect(await run(backend.banking.createFinancialContact(newLogin(dkb, 'neu')))).toMatchObject({ savePinRequired: true, savePinEnabled: true })
        }),
      )

      it(
        'a login that is not ready answers its accounts with an issue until new credentials are saved',
        withBackend(async (backend) => {
          expect(await failure(backend.banking.listOnlineBankingAccounts('fc-0009-volksbank', allOffers()))).toEqual(
            issuesError(409, { i18nKey: 'banking.contactNotReady', source: 'financialContactId' }),
          )
          await run(backend.banking.updateFinancialContact('fc-0009-volksbank', await loginUpdate(backend, 'fc-0009-volksbank', newLogin('10090000', 'VR-Mueller'))))
          expect((await run(backend.banking.listOnlineBankingAccounts('fc-0009-volksbank', allOffers()))).length).toBeGreaterThan(0)
        }),
      )
    })

    describe('bank details among entries sharing a bank code (s31)', () => {
      const kontist = PARTNER_PROVIDERS.find((p) => p.name === 'Kontist')

      it(
        'answers the entry of the given name or bank id, else the bank itself',
        withBackend(async (backend) => {
          const bankCode = kontist?.bankCode ?? ''
          expect(await run(backend.banking.getBankDetails({ bankCode }))).toMatchObject({ bankName: 'Solaris', accountSystem: 'Internal' })
          expect(await run(backend.banking.getBankDetails({ bankCode, bankName: 'Kontist' }))).toMatchObject({
            bankName: 'Kontist',
            accountSystem: 'Kontist',
            partnerImportSupported: true,
          })
          expect(await run(backend.banking.getBankDetails({ bankCode, bankName: 'Kontist', banksApiBankId: `BANKSAPI-${bankCode}` }))).toMatchObject({
            bankName: 'Solaris',
          })
        }),
      )
    })

    describe('empty values: "not given" on the wire, so in memory too', () => {
      it(
        'an empty id, a dot segment or an encoded one is refused as no plain identifier, in every mode (issue 17)',
        withBackend(async (backend) => {
          const refused = (source: string) => issuesError(400, { i18nKey: 'invalid_path_parameter', source })
          for (const id of ['', '.', '..', '%2e%2e', 'fa/../fa-1', 'x'.repeat(100_000)]) {
            expect(await failure(backend.banking.getFinancialAccount(id))).toEqual(refused('financialAccountId'))
            expect(await failure(backend.banking.deleteFinancialAccount(id))).toEqual(refused('financialAccountId'))
            expect(await failure(backend.banking.getFinancialContact(id))).toEqual(refused('financialContactId'))
            expect(await failure(backend.banking.updateContactAccount('fc-0001-sparkasse', id, { name: 'x', type: 'GIRO', lockVersion: 0 }))).toEqual(
              refused('financialAccountId'),
            )
          }
          // An empty query value is no path: the account it names is unknown.
          const noAccount = issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'financialAccountId' })
          expect(await failure(backend.banking.getNeedlessInfo('', null))).toEqual(noAccount)
        }),
      )

      it(
        'an empty optional value is none; an empty required one is refused naming it',
        withBackend(async (backend) => {
          expect(await run(backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', allOffers('')))).toEqual(
            await run(backend.banking.listOnlineBankingAccounts('fc-0001-sparkasse', allOffers(null))),
          )
          const query = { paypalInfoTile: false, financialAccountId: '', callbackSuccess: 'https://k.example/ok', callbackError: 'https://k.example/e' }
          const { url } = await run(backend.banking.getPaypalConnectUrl(query))
          expect(new URL(url).searchParams.has('financialAccountId')).toBe(false)
          for (const parameter of ['callbackSuccess', 'callbackError'] as const) {
            expect(await failure(backend.banking.getPaypalConnectUrl({ ...query, [parameter]: '' }))).toEqual(
              issuesError(400, { i18nKey: 'invalid_query_parameter', source: parameter }),
            )
          }
          expect(await failure(backend.banking.getBankDetails({ bankCode: '' }))).toEqual(
            issuesError(400, { i18nKey: 'invalid_query_parameter', source: 'bankCode' }),
          )
          expect(await run(backend.banking.getBankDetails({ bankCode: DEMO_BANK_CODES.berlinerSparkasse, bankName: '', banksApiBankId: '' }))).toMatchObject({
            bankCode: DEMO_BANK_CODES.berlinerSparkasse,
          })
          expect(await run(backend.banking.searchBanks(''))).toEqual([])
        }),
      )
    })
  })
