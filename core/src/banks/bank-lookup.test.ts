import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { describe, expect, it } from 'vitest'
import { TIMEOUT, type BackendError } from '../errors/backend-error.ts'
import { parseIban, type Iban } from '../iban/iban.ts'
import type { BankLookupPort } from './bank-lookup-port.ts'
import type { AbortSignalLike, CallOptions } from '../errors/call-options.ts'
import { lookupBankForIban } from './bank-lookup.ts'
import { banksMessages } from './messages.ts'
import type { BankInfo } from './model.ts'

const iban = (s: string): Iban => {
  const parsed = parseIban(s)
  if (E.isLeft(parsed)) throw new Error(`not an IBAN: ${s}`)
  return parsed.right
}

const COMMERZBANK: BankInfo = { bankName: 'Commerzbank', bankCode: '37040044', bic: 'COBADEFFXXX', onlinebankingSupported: true }
const GERMAN = iban('DE89370400440532013000')

/** A fake port that answers from a table and records every call it gets. */
const fakePort = (answer: (iban: Iban) => E.Either<BackendError, BankInfo | undefined>) => {
  const calls: Array<{ iban: Iban; opts: CallOptions | undefined }> = []
  const port: BankLookupPort = {
    lookupBankByIban: (requested, opts) => {
      calls.push({ iban: requested, opts })
      return TE.fromEither(answer(requested))
    },
  }
  return { port, calls }
}

describe('lookupBankForIban', () => {
  it('fills bank name and BIC for a German IBAN, with one call', async () => {
    const { port, calls } = fakePort(() => E.right(COMMERZBANK))
    expect(await lookupBankForIban(port, GERMAN)()).toEqual(
      E.right({ _tag: 'BankFound', bankName: 'Commerzbank', bic: 'COBADEFFXXX', bankInfo: COMMERZBANK }),
    )
    expect(calls.map((c) => c.iban)).toEqual(['DE89370400440532013000'])
  })

  it.each(['AT611904300234573201', 'GB29NWBK60161331926819', 'NL91ABNA0417164300', 'FR1420041010050500013M02606'])(
    'makes no call for the non-German IBAN %s',
    async (other) => {
      const { port, calls } = fakePort(() => E.right(COMMERZBANK))
      expect(await lookupBankForIban(port, iban(other))()).toEqual(E.right({ _tag: 'NotLookedUp' }))
      expect(calls).toHaveLength(0)
    },
  )

  it('gives the spec message on the recipient IBAN field when no bank is found', async () => {
    const { port, calls } = fakePort(() => E.right(undefined))
    const result = await lookupBankForIban(port, GERMAN)()
    expect(result).toEqual(E.right({ _tag: 'NoBankFound', issues: [{ field: 'recipientIban', key: 'banks.noBankFoundForIban' }] }))
    expect(banksMessages['banks.noBankFoundForIban']).toEqual({
      de: 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.',
      reaction: 'showOnField',
      source: 'spec',
    })
    expect(calls).toHaveLength(1)
  })

  it('puts the issue on the field the caller names', async () => {
    const { port } = fakePort(() => E.right(undefined))
    expect(await lookupBankForIban(port, GERMAN, { field: 'searchTerm' })()).toEqual(
      E.right({ _tag: 'NoBankFound', issues: [{ field: 'searchTerm', key: 'banks.noBankFoundForIban' }] }),
    )
  })

  it('does not take a bank with another bank code for the IBAN\'s bank', async () => {
    const { port } = fakePort(() => E.right({ ...COMMERZBANK, bankCode: '10010010' }))
    expect(await lookupBankForIban(port, GERMAN)()).toEqual(
      E.right({ _tag: 'NoBankFound', issues: [{ field: 'recipientIban', key: 'banks.noBankFoundForIban' }] }),
    )
  })

  it('accepts the bank code written with spaces', async () => {
    const bank = { ...COMMERZBANK, bankCode: '370 400 44' }
    const { port } = fakePort(() => E.right(bank))
    expect(await lookupBankForIban(port, GERMAN)()).toEqual(E.right({ _tag: 'BankFound', bankName: 'Commerzbank', bic: 'COBADEFFXXX', bankInfo: bank }))
  })

  it.each([null, undefined, 'not a bic', 'COBA DE FF'])('fills the name but no BIC when the service sends the BIC %j', async (bic) => {
    const bank: BankInfo = bic === undefined ? { bankName: 'Commerzbank', bankCode: '37040044' } : { ...COMMERZBANK, bic }
    const { port } = fakePort(() => E.right(bank))
    const result = await lookupBankForIban(port, GERMAN)()
    expect(result).toEqual(E.right({ _tag: 'BankFound', bankName: 'Commerzbank', bic: bic === 'COBA DE FF' ? 'COBADEFF' : undefined, bankInfo: bank }))
  })

  it('passes a backend error through', async () => {
    const { port } = fakePort(() => E.left(TIMEOUT))
    expect(await lookupBankForIban(port, GERMAN)()).toEqual(E.left(TIMEOUT))
  })

  it('is lazy: building the task calls nothing, each run calls once', async () => {
    const { port, calls } = fakePort(() => E.right(COMMERZBANK))
    const task = lookupBankForIban(port, GERMAN)
    expect(calls).toHaveLength(0)
    await task()
    await task()
    expect(calls).toHaveLength(2)
  })

  it('hands the cancellation signal to the port, and nothing else', async () => {
    const signal: AbortSignalLike = { aborted: false, addEventListener: () => undefined, removeEventListener: () => undefined }
    const { port, calls } = fakePort(() => E.right(COMMERZBANK))
    await lookupBankForIban(port, GERMAN, { signal, field: 'x' })()
    await lookupBankForIban(port, GERMAN)()
    expect(calls[0]?.opts).toEqual({ signal })
    expect(calls[1]?.opts).toEqual({})
  })
})
