/**
 * The contract of the transfer and privileges ports (spec: accounts-and-transfers 4.4, 4.5, 5.2–5.5, 7.3, 8;
 * transactions-import-proposals 7, 8; hub-and-business-account 4.7, 4.8, 5), run against every adapter over the demo
 * organisation and its documented transfer scenarios (fixtures/src/demo-transfers.ts). Today is 20.11.2026.
 */
import {
  REOCCURRENCES,
  fromWireAmount,
  moneyFromCents,
  subtractMoney,
  toIbanWithCheckDigits,
  toSepaCharacters,
  type Backend,
  type BackendError,
  type BankTransferOrder,
  type CreateBankTransferOrderRequest,
  type LocalDate,
  type Money,
  type Reoccurrence,
  type ScaAnswer,
  type ScaContext,
} from '@kontor/core'
import {
  DEMO_ACCOUNT_IDS,
  DEMO_CLOSE_MATCH,
  DEMO_NO_MATCH_HOLDER,
  DEMO_PRIVILEGES,
  DEMO_TRANSFER_IBANS,
  DEMO_TRANSFER_IDS,
  DEMO_VALID_TAN,
  DEMO_WRONG_TAN,
  demoPreparedTransfers,
} from '@kontor/fixtures'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'

const TODAY = '2026-11-20' as LocalDate
const TOMORROW = '2026-11-21' as LocalDate

interface Recipient {
  readonly name: string
  readonly iban: string
  readonly cents: bigint
  readonly purpose?: string
}

const SCHNEIDER: Recipient = { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, cents: 12_345n, purpose: 'RE 1' }
const to = (iban: string, cents = 10_000n, name = 'Empfänger GmbH'): Recipient => ({ name, iban, cents, purpose: 'RE 2' })

const scaContextOf = (e: BackendError): ScaContext | undefined =>
  e._tag === 'ServerIssues' ? (e.issues[0]?.scaContext ?? undefined) : undefined

const balanceOf = async (backend: Backend, id: string): Promise<Money> => {
  const account = await run(backend.banking.getFinancialAccount(id))
  if (account.balance == null) throw new Error('no balance')
  return account.balance
}

export const transfersContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: transfer port`, () => {
    const { withBackend } = backendRunner(makeBackend)

    const createDrafts = (backend: Backend, recipients: ReadonlyArray<Recipient>, draft = false) =>
      run(
        backend.transfers.createBankTransfers({
          bankTransfers: recipients.map((r) => ({
            recipientName: r.name,
            recipientIban: r.iban,
            amount: moneyFromCents(r.cents),
            purpose: r.purpose ?? '',
            draft,
          })),
          bankTransferGroupReference: recipients.length > 1 ? 'group-1' : null,
        }),
      )

    const orderBody = (
      bankAccountId: string,
      bankTransferIds: ReadonlyArray<string>,
      more: Partial<CreateBankTransferOrderRequest> = {},
    ): CreateBankTransferOrderRequest => ({
      bankAccountId,
      sepaInstant: false,
      bankTransferIds,
      executionDate: TODAY,
      reoccurrence: null,
      lastExecutionDate: null,
      ...more,
    })

    const createOrder = async (
      backend: Backend,
      accountId: string,
      recipients: ReadonlyArray<Recipient>,
      more: Partial<CreateBankTransferOrderRequest> = {},
    ): Promise<BankTransferOrder> => {
      const drafts = await createDrafts(backend, recipients)
      return run(backend.transfers.createBankTransferOrder(orderBody(accountId, drafts.map((d) => d.bankTransferId), more)))
    }

    /** Executes with a TAN after the TAN challenge (the Sparkasse account's SCA). */
    const executeWithTan = async (backend: Backend, orderId: string, tan = DEMO_VALID_TAN) => {
      const challenge = scaContextOf(await failure(backend.transfers.executeBankTransferOrder(orderId)))
      return run(backend.transfers.executeBankTransferOrder(orderId, { tan, token: challenge?.token ?? '' }))
    }

    describe('drafts and orders', () => {
      it(
        'keeps the drafts and answers them by id, in the order asked; an unknown id is a 404',
        withBackend(async (backend) => {
          const drafts = await createDrafts(backend, [SCHNEIDER, to(DEMO_TRANSFER_IBANS.coworkingKonzept)])
          expect(drafts).toHaveLength(2)
          const ids = drafts.map((d) => d.bankTransferId).reverse()
          expect((await run(backend.transfers.getBankTransfers(ids))).map((d) => d.bankTransferId)).toEqual(ids)
          expect(drafts[0]?.recipientName).toBe(SCHNEIDER.name)
          expect(await failure(backend.transfers.getBankTransfers(['bt-unknown']))).toEqual(
            issuesError(404, { i18nKey: 'banktransfer.notFound', source: 'bankTransferIds' }),
          )
        }),
      )

      it(
        'refuses a draft with a wrong IBAN, a recipient outside SEPA or characters SEPA does not allow, each on its field',
        withBackend(async (backend) => {
          const draft = (recipientName: string, recipientIban: string) =>
            failure(
              backend.transfers.createBankTransfers({
                bankTransfers: [{ recipientName, recipientIban, amount: moneyFromCents(100n), purpose: '' }],
                bankTransferGroupReference: null,
              }),
            )
          expect(await draft('Muster', 'DE00370400440532013000')).toEqual(
            issuesError(400, { i18nKey: 'INVALID_IBAN', source: 'bankTransfers.0.recipientIban' }),
          )
          expect(await draft('Muster', toIbanWithCheckDigits('TR', '0006100519786457841326'))).toEqual(
            issuesError(400, { i18nKey: 'UNSUPPORTED_PAYMENT_METHOD', source: 'bankTransfers.0.recipientIban' }),
          )
          expect(await draft('Müller & Söhne', SCHNEIDER.iban)).toEqual(
            issuesError(400, { i18nKey: 'transfers.invalidSepaCharacters', source: 'bankTransfers.0.recipientName' }),
          )
        }),
      )

      it(
        'checks an order with the core rules and answers the catalogue keys',
        withBackend(async (backend) => {
          const [draft] = await createDrafts(backend, [SCHNEIDER])
          const ids = [draft?.bankTransferId ?? '']
          const order = (body: CreateBankTransferOrderRequest) => failure(backend.transfers.createBankTransferOrder(body))
          expect(await order(orderBody('fa-unknown', ids))).toEqual(issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'bankAccountId' }))
          expect(await order(orderBody(DEMO_ACCOUNT_IDS.ingSavings, ids))).toEqual(
            issuesError(400, { i18nKey: 'transfers.accountCannotTransfer', source: 'bankAccountId' }),
          )
          expect(await order(orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, ids, { executionDate: '2026-11-19' as LocalDate }))).toEqual(
            issuesError(400, { i18nKey: 'transfers.executionDateInPast', source: 'executionDate' }),
          )
          expect(
            await order(
              orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, ids, {
                executionDate: '2026-12-01' as LocalDate,
                reoccurrence: 'MONTHLY',
                lastExecutionDate: '2026-11-30' as LocalDate,
              }),
            ),
          ).toEqual(issuesError(400, { i18nKey: 'INVALID_LAST_EXECUTION_DATE', source: 'lastExecutionDate' }))

          const [self] = await createDrafts(backend, [to('DE05100500000190123456')])
          expect(await order(orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, [self?.bankTransferId ?? '']))).toEqual(
            issuesError(400, { i18nKey: 'SELF_MONEY_TRANSFER_FORBIDDEN', source: 'bankTransfers.0.recipientIban' }),
          )
          const two = await createDrafts(backend, [SCHNEIDER, to(DEMO_TRANSFER_IBANS.coworkingKonzept)])
          expect(await order(orderBody(DEMO_ACCOUNT_IDS.deutscheBankSyncError, two.map((d) => d.bankTransferId)))).toEqual(
            issuesError(400, { i18nKey: 'BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION', source: 'bankAccountId' }),
          )
          const [noInstant] = await createDrafts(backend, [to(DEMO_TRANSFER_IBANS.noInstant)])
          expect(await order(orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, [noInstant?.bankTransferId ?? ''], { sepaInstant: true }))).toEqual(
            issuesError(400, { i18nKey: 'SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN', source: 'sepaInstant' }),
          )
        }),
      )

      it(
        'deletes a pending order: it is gone, its own transfers with it, a prepared draft stays unlinked',
        withBackend(async (backend) => {
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [SCHNEIDER])
          const prepared = demoPreparedTransfers[0]?.wire.bankTransferId ?? ''
          const withPrepared = await run(backend.transfers.createBankTransferOrder(orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, [prepared])))
          await run(backend.transfers.deleteBankTransferOrder(order.bankTransferOrderId))
          await run(backend.transfers.deleteBankTransferOrder(withPrepared.bankTransferOrderId))
          expect(await failure(backend.transfers.getBankTransferOrder(order.bankTransferOrderId))).toEqual(
            issuesError(404, { i18nKey: 'banktransfer.notFound' }),
          )
          expect(await failure(backend.transfers.getBankTransfers(order.bankTransferIds ?? []))).toMatchObject({ status: 404 })
          const page = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(page.bankTransfers.map((t) => t.bankTransferId)).toContain(prepared)
        }),
      )
    })

    describe('execution with strong customer authentication', () => {
      it(
        'TAN input: the first call asks for a TAN (428), a wrong TAN is 406 INVALID_TAN, the right one executes once',
        withBackend(async (backend) => {
          const before = await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [SCHNEIDER])
          const asked = await failure(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId))
          expect(asked).toEqual(issuesError(428, { i18nKey: 'solaris_sca_required', source: 'scaTan' }))
          const context = scaContextOf(asked)
          expect(context).toMatchObject({ tanInputRequired: true, requestedAction: 'EXECUTE_BANK_TRANSFER_ORDER' })
          expect(context?.tanAuthnSpecification?.challenge).toContain('123,45 EUR')
          const sca: ScaAnswer = { token: context?.token ?? '', financialContactId: context?.financialContactId ?? '' }
          expect(await failure(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId, { ...sca, tan: DEMO_WRONG_TAN }))).toEqual(
            issuesError(406, { i18nKey: 'INVALID_TAN' }),
          )
          const executed = await run(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId, { ...sca, tan: DEMO_VALID_TAN }))
          expect(executed.declined).toBe(false)
          // Executing again answers the executed order and books nothing more.
          expect(await run(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId))).toEqual(executed)
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(subtractMoney(before, moneyFromCents(SCHNEIDER.cents)))
          const executedList = await run(backend.transfers.listExecutedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(executedList.bankTransfers.filter((t) => order.bankTransferIds?.includes(t.bankTransferId))).toHaveLength(1)
          expect(await failure(backend.transfers.deleteBankTransferOrder(order.bankTransferOrderId))).toEqual(
            issuesError(409, { i18nKey: 'banktransfer.alreadyExecuted' }),
          )
        }),
      )

      it(
        'medium choice: two media, then the chosen one with its challenge, then the TAN',
        withBackend(async (backend) => {
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.deutscheBankSyncError, [SCHNEIDER])
          const id = order.bankTransferOrderId
          const first = scaContextOf(await failure(backend.transfers.executeBankTransferOrder(id)))
          expect(first?.availableSecurityFunctions?.map((f) => f.name)).toEqual(['pushTAN-App', 'SMS-TAN'])
          const securityId = first?.availableSecurityFunctions?.[1]?.securityId ?? ''
          const second = await failure(backend.transfers.executeBankTransferOrder(id, { securityId, token: first?.token ?? '' }))
          expect(scaContextOf(second)).toMatchObject({ tanInputRequired: true, availableSecurityFunctions: [{ securityId }] })
          expect(scaContextOf(second)?.tanAuthnSpecification?.challenge).toBeTruthy()
          expect(await run(backend.transfers.executeBankTransferOrder(id, { securityId, tan: '654321' }))).toMatchObject({ bankTransferOrderId: id })
        }),
      )

      it(
        'redirect: the link returns to /hub/redirect/transfer with the order and state; the retry carries the token',
        withBackend(async (backend) => {
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.volksbankContactError, [SCHNEIDER])
          const id = order.bankTransferOrderId
          const context = scaContextOf(await failure(backend.transfers.executeBankTransferOrder(id)))
          expect(context?.redirect_uri).toBe('/hub/redirect/transfer')
          const link = new URL(context?.link ?? '', 'http://kontor.test')
          expect(link.pathname).toBe('/hub/redirect/transfer')
          expect(link.searchParams.get('bto')).toBe(id)
          const state = link.searchParams.get('state') ?? ''
          expect(state).toBe(context?.token)
          expect(await failure(backend.transfers.executeBankTransferOrder(id, { token: 'forged' }))).toMatchObject({ status: 428 })
          const executed = await run(backend.transfers.executeBankTransferOrder(id, { token: state, tan: link.searchParams.get('code') ?? '' }))
          expect(executed.bankTransferOrderId).toBe(id)
        }),
      )

      it(
        'push-TAN: scaDevice with a change request that is PENDING twice, then CONFIRMED with the TAN that executes',
        withBackend(async (backend) => {
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.providerMain, [SCHNEIDER])
          const id = order.bankTransferOrderId
          const asked = await failure(backend.transfers.executeBankTransferOrder(id))
          expect(asked).toEqual(issuesError(428, { i18nKey: 'solaris_sca_required', source: 'scaDevice' }))
          const context = scaContextOf(asked)
          expect(context?.mobileDeviceName).toBeTruthy()
          const changeRequestId = context?.changeRequestId ?? ''
          const statuses = []
          for (let i = 0; i < 3; i++) statuses.push(await run(backend.transfers.getChangeRequestStatus(changeRequestId)))
          expect(statuses.map((s) => s.status)).toEqual(['PENDING', 'PENDING', 'CONFIRMED'])
          const tan = statuses[2]?.tan ?? ''
          expect(tan).toMatch(/^\d{6}$/)
          expect(await failure(backend.transfers.executeBankTransferOrder(id, { tan: '111111' }))).toMatchObject({ status: 406 })
          expect(await run(backend.transfers.executeBankTransferOrder(id, { tan }))).toMatchObject({ bankTransferOrderId: id })
          await run(backend.transfers.deleteChangeRequest(changeRequestId))
          expect(await failure(backend.transfers.getChangeRequestStatus(changeRequestId))).toEqual(
            issuesError(404, { i18nKey: 'banktransfer.changeRequestNotFound' }),
          )
        }),
      )

      it(
        'push-TAN: the demo recipient whose approval is declined; the SMS-TAN fallback lets a TAN of the rule through',
        withBackend(async (backend) => {
          const declined = await createOrder(backend, DEMO_ACCOUNT_IDS.providerMain, [to(DEMO_TRANSFER_IBANS.pushDeclined)])
          const context = scaContextOf(await failure(backend.transfers.executeBankTransferOrder(declined.bankTransferOrderId)))
          const id = context?.changeRequestId ?? ''
          for (let i = 0; i < 2; i++) await run(backend.transfers.getChangeRequestStatus(id))
          expect(await run(backend.transfers.getChangeRequestStatus(id))).toEqual({ status: 'DECLINED' })

          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.providerMain, [SCHNEIDER])
          const push = scaContextOf(await failure(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId)))
          expect(await failure(backend.transfers.requestSmsTan('/elsewhere/smsTan'))).toMatchObject({ _tag: 'Undecodable' })
          await run(backend.transfers.requestSmsTan(push?.smsTanFallback ?? ''))
          expect(await run(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toMatchObject({
            bankTransferOrderId: order.bankTransferOrderId,
          })
        }),
      )
    })

    describe('outcomes by recipient', () => {
      it(
        'instant: PENDING for two reads, then SUCCESSFUL; the balance drops only then',
        withBackend(async (backend) => {
          const before = await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [SCHNEIDER], { sepaInstant: true })
          const executed = await executeWithTan(backend, order.bankTransferOrderId)
          expect(executed.paymentStatus).toBe('PENDING')
          const transactionId = executed.sepaInstantTransactionId ?? ''
          const read = () => run(backend.transfers.getSepaInstantStatus(order.bankTransferOrderId, transactionId))
          expect((await read()).paymentStatus).toBe('PENDING')
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(before)
          expect((await read()).paymentStatus).toBe('PENDING')
          expect((await read()).paymentStatus).toBe('SUCCESSFUL')
          expect((await read()).paymentStatus).toBe('SUCCESSFUL')
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(subtractMoney(before, moneyFromCents(SCHNEIDER.cents)))
          expect((await run(backend.transfers.getBankTransferOrder(order.bankTransferOrderId))).paymentStatus).toBe('SUCCESSFUL')
        }),
      )

      it(
        'instant to the failing recipient: FAILED, nothing booked, the executed list shows the error',
        withBackend(async (backend) => {
          const before = await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)
          const order = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.instantFailed)], { sepaInstant: true })
          const executed = await executeWithTan(backend, order.bankTransferOrderId)
          const statuses = []
          for (let i = 0; i < 3; i++) {
            statuses.push((await run(backend.transfers.getSepaInstantStatus(order.bankTransferOrderId, executed.sepaInstantTransactionId ?? ''))).paymentStatus)
          }
          expect(statuses).toEqual(['PENDING', 'PENDING', 'FAILED'])
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(before)
          const list = await run(backend.transfers.listExecutedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(list.bankTransfers[0]).toMatchObject({ status: 'ERROR', errorMessage: expect.any(String) })
        }),
      )

      it(
        'declined, insufficient funds (the demo recipient and more than the balance), rate limit with Retry-After, same transfer in progress',
        withBackend(async (backend) => {
          const declined = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.declined)])
          expect((await executeWithTan(backend, declined.bankTransferOrderId)).declined).toBe(true)

          const poor = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.insufficientFunds)])
          expect(await failure(backend.transfers.executeBankTransferOrder(poor.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toEqual(
            issuesError(400, { i18nKey: 'INSUFFICIENT_FUNDS' }),
          )
          const tooMuch = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.coworkingKonzept, 5_000_000n)])
          expect(await failure(backend.transfers.executeBankTransferOrder(tooMuch.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toEqual(
            issuesError(400, { i18nKey: 'INSUFFICIENT_FUNDS' }),
          )

          const limited = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.rateLimited)])
          expect(await failure(backend.transfers.executeBankTransferOrder(limited.bankTransferOrderId))).toEqual({
            ...issuesError(429, { i18nKey: 'RATE_LIMIT_EXCEEDED' }),
            retryAfterSeconds: 30,
          })

          const busy = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.concurrent)])
          expect(await failure(backend.transfers.executeBankTransferOrder(busy.bankTransferOrderId))).toEqual(
            issuesError(409, { i18nKey: 'CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS' }),
          )
        }),
      )

      it(
        'a scheduled transfer and a standing order join the planned lists and the summary, and book nothing today',
        withBackend(async (backend) => {
          const before = await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)
          const summary = await run(backend.transfers.getBankTransferSummary())
          const scheduled = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [SCHNEIDER], { executionDate: TOMORROW })
          await executeWithTan(backend, scheduled.bankTransferOrderId)
          const standing = await createOrder(backend, DEMO_ACCOUNT_IDS.sparkasseGiro, [to(DEMO_TRANSFER_IBANS.coworkingKonzept)], {
            executionDate: '2026-11-30' as LocalDate,
            reoccurrence: 'MONTHLY' as Reoccurrence,
            lastExecutionDate: '2027-06-30' as LocalDate,
          })
          await executeWithTan(backend, standing.bankTransferOrderId)
          const scheduledList = await run(backend.transfers.listScheduledTransfers())
          expect(scheduledList.find((p) => p.bankTransferId === scheduled.bankTransferIds?.[0])).toMatchObject({ executionDate: TOMORROW })
          const standingList = await run(backend.transfers.listStandingOrders())
          expect(standingList.find((p) => p.bankTransferId === standing.bankTransferIds?.[0])).toMatchObject({ nextExecutionDate: '2026-11-30' })
          expect(await run(backend.transfers.getBankTransferSummary())).toMatchObject({
            numberOfScheduledOrders: (summary.numberOfScheduledOrders ?? 0) + 1,
            numberOfStandingOrders: (summary.numberOfStandingOrders ?? 0) + 1,
          })
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(before)
        }),
      )
    })

    describe('lists', () => {
      it(
        'the demo standing orders: next execution computed from the series, an ended one without; errors counted',
        withBackend(async (backend) => {
          const standing = await run(backend.transfers.listStandingOrders())
          const byId = (id: string) => standing.find((p) => p.bankTransferId === id)
          expect(byId(DEMO_TRANSFER_IDS.standingOrderRent)?.nextExecutionDate).toBe('2026-12-01')
          expect(byId(DEMO_TRANSFER_IDS.standingOrderEnded)?.nextExecutionDate ?? null).toBeNull()
          expect(await run(backend.transfers.getBankTransferSummary())).toEqual({
            numberOfScheduledOrders: 2,
            numberOfStandingOrders: 5,
            numberOfScheduledOrdersWithError: 1,
            numberOfStandingOrdersWithError: 1,
          })
        }),
      )

      it(
        'prepared transfers: 50 a page from page 0, the total on every page; a combined order of three executes them together',
        withBackend(async (backend) => {
          const seeded = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(seeded.numBankTransfers).toBe(demoPreparedTransfers.length)
          expect(seeded.bankTransfers.find((t) => t.bankTransferId === DEMO_TRANSFER_IDS.preparedInProgress)).toMatchObject({
            status: 'IN_PROGRESS',
            availableActions: [],
          })
          expect(seeded.bankTransfers.find((t) => t.bankTransferId === DEMO_TRANSFER_IDS.preparedWithError)?.errorMessage).toBeTruthy()

          const before = await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)
          const three = DEMO_TRANSFER_IDS.preparedOpen
          const order = await run(backend.transfers.createBankTransferOrder(orderBody(DEMO_ACCOUNT_IDS.sparkasseGiro, three)))
          await executeWithTan(backend, order.bankTransferOrderId)
          const after = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(after.bankTransfers.map((t) => t.bankTransferId)).not.toEqual(expect.arrayContaining([three[0]]))
          expect(after.numBankTransfers).toBe(demoPreparedTransfers.length - 3)
          const sum = demoPreparedTransfers
            .filter((p) => (three as ReadonlyArray<string>).includes(p.wire.bankTransferId))
            .reduce((rest, p) => subtractMoney(rest, E.getOrElseW(() => moneyFromCents(0n))(fromWireAmount(p.wire.amount))), before)
          expect(await balanceOf(backend, DEMO_ACCOUNT_IDS.sparkasseGiro)).toEqual(sum)

          await createDrafts(backend, Array.from({ length: 60 }, (_, i) => to(SCHNEIDER.iban, BigInt(100 + i))), true)
          const total = demoPreparedTransfers.length - 3 + 60
          const page0 = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          const page1 = await run(backend.transfers.listPreparedTransfers({ pageNumber: 1, pageSize: 50 }))
          expect([page0.bankTransfers.length, page1.bankTransfers.length, page0.numBankTransfers, page1.numBankTransfers]).toEqual([
            50,
            total - 50,
            total,
            total,
          ])
        }),
      )
    })

    describe('deleting transfers', () => {
      it(
        'a prepared transfer goes without SCA',
        withBackend(async (backend) => {
          const id = DEMO_TRANSFER_IDS.preparedOpen[0]
          expect(await run(backend.transfers.deleteBankTransfer(id))).toEqual({})
          const page = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(page.bankTransfers.map((t) => t.bankTransferId)).not.toContain(id)
        }),
      )

      it(
        'a standing order needs a TAN: 428, then 406 with the single issue invalid_tan, then deleted',
        withBackend(async (backend) => {
          const id = DEMO_TRANSFER_IDS.standingOrderRent
          const asked = await failure(backend.transfers.deleteBankTransfer(id))
          expect(asked).toEqual(issuesError(428, { i18nKey: 'solaris_sca_required', source: 'scaTan' }))
          expect(scaContextOf(asked)).toMatchObject({ tanInputRequired: true, requestedAction: 'DELETE_BANK_TRANSFER' })
          const wrong = await failure(backend.transfers.deleteBankTransfer(id, { tan: DEMO_WRONG_TAN }))
          expect(wrong).toEqual(issuesError(406, { i18nKey: 'invalid_tan' }))
          expect(wrong._tag === 'ServerIssues' ? wrong.issues : []).toHaveLength(1)
          expect(await run(backend.transfers.deleteBankTransfer(id, { tan: DEMO_VALID_TAN }))).toEqual({})
          expect((await run(backend.transfers.listStandingOrders())).map((p) => p.bankTransferId)).not.toContain(id)
        }),
      )

      it(
        'the documented standing order is declined and stays; one of an account without MFA answers MISSING_MFA_ERROR',
        withBackend(async (backend) => {
          const declined = DEMO_TRANSFER_IDS.standingOrderDeletionDeclined
          expect(await run(backend.transfers.deleteBankTransfer(declined, { tan: DEMO_VALID_TAN }))).toEqual({ declined: true })
          expect((await run(backend.transfers.listStandingOrders())).map((p) => p.bankTransferId)).toContain(declined)
          expect(await failure(backend.transfers.deleteBankTransfer(DEMO_TRANSFER_IDS.standingOrderWithoutMfa, { tan: DEMO_VALID_TAN }))).toEqual(
            issuesError(400, { i18nKey: 'MISSING_MFA_ERROR' }),
          )
          expect(await failure(backend.transfers.deleteBankTransfer('bt-unknown'))).toMatchObject({ status: 404 })
        }),
      )
    })

    describe('payee check, contacts, SEPA text, reoccurrences, privileges', () => {
      it(
        'verifies the payee: match, close match with the held name, no match, not possible',
        withBackend(async (backend) => {
          const verify = (recipientIban: string, recipientName: string) => run(backend.transfers.verifyPayee({ recipientIban, recipientName }))
          expect(await verify(DEMO_TRANSFER_IBANS.muellerBuerobedarf, DEMO_CLOSE_MATCH.heldName)).toMatchObject({ result: 'MATCH' })
          expect(await verify(DEMO_TRANSFER_IBANS.muellerBuerobedarf, DEMO_CLOSE_MATCH.typedName)).toEqual({
            result: 'CLOSE_MATCH',
            matchedName: DEMO_CLOSE_MATCH.heldName,
          })
          expect(await verify(DEMO_TRANSFER_IBANS.payeeNoMatch, 'Studio Lange')).toMatchObject({ result: 'NO_MATCH' })
          expect(await verify(DEMO_TRANSFER_IBANS.payeeNoMatch, DEMO_NO_MATCH_HOLDER)).toMatchObject({ result: 'MATCH' })
          expect(await verify(DEMO_TRANSFER_IBANS.payeeNotPossible, 'Irgendwer')).toEqual({ result: 'NOT_POSSIBLE' })
        }),
      )

      it(
        'searches contacts by name or IBAN from 3 characters',
        withBackend(async (backend) => {
          const search = (q: string) => run(backend.transfers.searchContacts(q))
          expect((await search('müll')).map((c) => c.accountHolder)).toEqual([DEMO_CLOSE_MATCH.heldName])
          expect((await search('DE72 7015')).map((c) => c.accountHolder)).toEqual(['Druckerei Schneider KG'])
          expect(await search('Mü')).toEqual([])
          expect((await search('gmbh')).length).toBeLessThanOrEqual(50)
        }),
      )

      it(
        'cleans a text as core cleans it, answers the six reoccurrences and the privileges',
        withBackend(async (backend) => {
          expect(await run(backend.transfers.cleanSepaText('Rechnung „Café“ & Co.'))).toBe("Rechnung 'Cafe' + Co.")
          await fc.assert(
            fc.asyncProperty(fc.string({ maxLength: 30 }), async (text) => {
              expect(await run(backend.transfers.cleanSepaText(text))).toBe(toSepaCharacters(text))
            }),
            { numRuns: 25 },
          )
          expect(await run(backend.transfers.listReoccurrences())).toEqual(REOCCURRENCES)
          const privileges = await run(backend.privileges.listPrivileges())
          expect(privileges).toEqual(DEMO_PRIVILEGES)
          expect(privileges).toContain('FINANCE_LEXBANK_READ')
          expect(privileges).not.toContain('FINANCE_REACT_BANK_HUB')
        }),
      )
    })
  })
