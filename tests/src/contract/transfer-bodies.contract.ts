/**
 * The server's own check of every transfer body (accounts-and-transfers 5.2, 6 and 7.3: POST v100/bankTransfers), run
 * against every adapter: the rules of the dialog (core's validateBankTransfer: recipient name and purpose in SEPA
 * characters and at most 70 / 140, the amount above 0, at most 999.999.999,99 and in whole cents, a valid IBAN of a
 * SEPA country) answer 400 with an IssueList naming each broken field, and nothing is stored.
 */
import {
  SEPA_EXTRA_LETTERS,
  SEPA_SPECIAL_CHARACTERS,
  fromWireAmount,
  moneyFromCents,
  toIbanWithCheckDigits,
  validateBankTransfer,
  type Backend,
  type BackendError,
  type Money,
  type NewBankTransfer,
} from '@kontor/core'
import { DEMO_TRANSFER_IBANS } from '@kontor/fixtures'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'

const VALID = {
  recipientName: 'Druckerei Schneider KG',
  recipientIban: DEMO_TRANSFER_IBANS.druckereiSchneider,
  amount: moneyFromCents(12_345n),
  purpose: 'RE 44812',
  draft: true,
} as const satisfies NewBankTransfer

const moneyOf = (wire: string): Money => E.getOrElseW(() => expect.fail(`not an amount: ${wire}`))(fromWireAmount(wire))

/** The page total of the prepared list: drafts the server kept. */
const preparedCount = async (backend: Backend): Promise<number> =>
  (await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))).numBankTransfers

const post = (backend: Backend, transfers: ReadonlyArray<NewBankTransfer>) =>
  backend.transfers.createBankTransfers({ bankTransfers: transfers, bankTransferGroupReference: transfers.length > 1 ? 'group-1' : null })

const sourcesOf = (e: BackendError): ReadonlyArray<string> => (e._tag === 'ServerIssues' ? e.issues.map((i) => i.source ?? '') : [])

/** The amount as the dialog's user would have typed it (de-DE, every decimal kept), for core's validateBankTransfer. */
const typedAmountOf = (amount: Money): string => amount.value.toFixed().replace('.', ',')

const SEPA_ALPHABET = [...`ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ${SEPA_SPECIAL_CHARACTERS}${SEPA_EXTRA_LETTERS}`]
const sepaText = (maxLength: number) =>
  fc.array(fc.constantFrom(...SEPA_ALPHABET), { maxLength }).map((chars) => chars.join(''))

/** Transfers that mix valid and broken fields, so that each rule is met and broken. */
const newTransferArbitrary: fc.Arbitrary<NewBankTransfer> = fc.record({
  recipientName: fc.oneof(
    sepaText(70),
    fc.constantFrom('', '   ', 'Müller & Söhne', 'Café Noir', 'N'.repeat(71), `${'ä'.repeat(70)}@`),
    sepaText(80),
  ),
  recipientIban: fc.oneof(
    fc.constantFrom(...Object.values(DEMO_TRANSFER_IBANS)),
    fc.constantFrom(
      'DE00370400440532013000',
      'de89 3704 0044 0532 0130 00',
      toIbanWithCheckDigits('TR', '0006100519786457841326'),
      toIbanWithCheckDigits('FR', '20041010050500013M02606'),
      'DE12',
      '',
    ),
    fc.string({ maxLength: 34 }),
  ),
  amount: fc.oneof(
    fc.bigInt({ min: -100_000n, max: 99_999_999_999n }).map(moneyFromCents),
    fc.bigInt({ min: 99_999_999_999n, max: 100_000_000_100n }).map(moneyFromCents),
    fc.constantFrom('0.001', '12.345', '1e-7', '999999999.999', '-0.5').map(moneyOf),
  ),
  purpose: fc.oneof(sepaText(140), fc.constantFrom('', 'Miete € 3', 'RE 1 & 2', 'P'.repeat(141)), sepaText(150)),
  draft: fc.constant(true),
})

export const transferBodiesContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: transfer port, the server checks each new transfer`, () => {
    const { withBackend } = backendRunner(makeBackend)

    /** Posts one transfer with `change` and insists on a 400 with exactly `issues`, and that nothing was kept. */
    const expectRefused = async (backend: Backend, change: Partial<NewBankTransfer>, ...issues: ReadonlyArray<Record<string, unknown>>) => {
      const before = await preparedCount(backend)
      const error = await failure(post(backend, [{ ...VALID, ...change }]))
      expect(error).toEqual(issuesError(400, ...issues))
      expect(await preparedCount(backend)).toBe(before)
    }

    it(
      'a recipient name over 70 characters or with characters outside SEPA',
      withBackend(async (backend) => {
        await expectRefused(backend, { recipientName: 'N'.repeat(71) }, {
          i18nKey: 'transfers.recipientNameTooLong',
          source: 'bankTransfers.0.recipientName',
          i18nValues: { maxLength: 70 },
        })
        await expectRefused(backend, { recipientName: 'Müller & Söhne' }, {
          i18nKey: 'transfers.invalidSepaCharacters',
          source: 'bankTransfers.0.recipientName',
        })
        await expectRefused(backend, { recipientName: '  ' }, { i18nKey: 'transfers.recipientNameRequired', source: 'bankTransfers.0.recipientName' })
        // 70 umlauts are 70 characters (not 140 UTF-8 bytes): taken.
        expect(await run(post(backend, [{ ...VALID, recipientName: 'Ä'.repeat(70) }]))).toHaveLength(1)
      }),
    )

    it(
      'a purpose over 140 characters or with characters outside SEPA',
      withBackend(async (backend) => {
        await expectRefused(backend, { purpose: 'P'.repeat(141) }, {
          i18nKey: 'transfers.purposeTooLong',
          source: 'bankTransfers.0.purpose',
          i18nValues: { maxLength: 140 },
        })
        await expectRefused(backend, { purpose: 'Miete € 3' }, {
          i18nKey: 'transfers.invalidSepaCharacters',
          source: 'bankTransfers.0.purpose',
          i18nValues: expect.objectContaining({ characters: expect.stringContaining('€') }),
        })
        expect(await run(post(backend, [{ ...VALID, purpose: 'P'.repeat(140) }]))).toHaveLength(1)
      }),
    )

    it(
      'an amount of 0, below 0, over 999.999.999,99 or with more than two decimals',
      withBackend(async (backend) => {
        const amountIssue = (i18nKey: string) => ({ i18nKey, source: 'bankTransfers.0.amount' })
        await expectRefused(backend, { amount: moneyFromCents(0n) }, amountIssue('transfers.amountNotPositive'))
        await expectRefused(backend, { amount: moneyFromCents(-1n) }, amountIssue('transfers.amountNotPositive'))
        await expectRefused(backend, { amount: moneyFromCents(100_000_000_000n) }, amountIssue('transfers.amountTooHigh'))
        await expectRefused(backend, { amount: moneyOf('12.345') }, { ...amountIssue('money.tooManyDecimals'), i18nValues: { maxDecimals: 2 } })
        expect(await run(post(backend, [{ ...VALID, amount: moneyFromCents(99_999_999_999n) }]))).toHaveLength(1)
        expect(await run(post(backend, [{ ...VALID, amount: moneyFromCents(1n) }]))).toHaveLength(1)
      }),
    )

    it(
      'an IBAN with a wrong check sum, or of a country outside SEPA',
      withBackend(async (backend) => {
        await expectRefused(backend, { recipientIban: 'DE00370400440532013000' }, { i18nKey: 'INVALID_IBAN', source: 'bankTransfers.0.recipientIban' })
        await expectRefused(backend, { recipientIban: toIbanWithCheckDigits('TR', '0006100519786457841326') }, {
          i18nKey: 'UNSUPPORTED_PAYMENT_METHOD',
          source: 'bankTransfers.0.recipientIban',
        })
      }),
    )

    it(
      'every broken field of every transfer at once, and none of the body is kept',
      withBackend(async (backend) => {
        const before = await preparedCount(backend)
        const error = await failure(
          post(backend, [
            VALID,
            { ...VALID, recipientName: 'A & B', recipientIban: 'DE12', amount: moneyFromCents(0n), purpose: 'P'.repeat(141) },
          ]),
        )
        expect([...sourcesOf(error)].sort()).toEqual([
          'bankTransfers.1.amount',
          'bankTransfers.1.purpose',
          'bankTransfers.1.recipientIban',
          'bankTransfers.1.recipientName',
        ])
        expect(await preparedCount(backend)).toBe(before)
      }),
    )

    it(
      'refuses exactly the bodies core refuses, naming the same fields; keeps exactly the others',
      withBackend(async (backend) => {
        // No sending account is named before the order: the rules that compare with it do not apply yet.
        const context = { account: { type: 'GIRO', iban: null }, ownAccounts: [] } as const
        await fc.assert(
          fc.asyncProperty(fc.array(newTransferArbitrary, { minLength: 1, maxLength: 3 }), async (transfers) => {
            const expected = transfers.flatMap((t, index) => {
              const checked = validateBankTransfer(
                { recipientName: t.recipientName, recipientIban: t.recipientIban, amount: typedAmountOf(t.amount), purpose: t.purpose ?? '' },
                context,
              )
              return E.isLeft(checked) ? checked.left.map((issue) => `bankTransfers.${index}.${issue.field}`) : []
            })
            const before = await preparedCount(backend)
            const answer = await post(backend, transfers)()
            if (expected.length === 0) {
              expect(E.isRight(answer) ? answer.right : answer.left).toHaveLength(transfers.length)
              expect(await preparedCount(backend)).toBe(before + transfers.length)
            } else {
              expect(E.isLeft(answer) && answer.left._tag === 'ServerIssues' ? answer.left.status : answer).toBe(400)
              expect(E.isLeft(answer) ? [...sourcesOf(answer.left)].sort() : []).toEqual([...expected].sort())
              expect(await preparedCount(backend)).toBe(before)
            }
          }),
          { numRuns: 60 },
        )
      }),
    )
  })
