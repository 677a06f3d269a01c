/**
 * The details of a bank (GET v100/bankInfos/details) for its login form, loaded while the form shows and again on
 * retry; the call is aborted when the form goes away or the bank changes.
 */
import type { BackendError, BankDetails } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { loadBankDetails } from './bank-credentials.effects.ts'
import { useBackend } from '../../shared/useBackend.ts'

export interface BankDetailsLoad {
  readonly details: BankDetails | null
  readonly error: BackendError | null
  readonly loading: boolean
  readonly retry: () => void
}

/** `bankCode` null: no bank to ask about (nothing is loaded, the form shows its default labels). */
export const useBankDetails = (bankCode: string | null, banksApiBankId: string | null, bankName: string | null): BankDetailsLoad => {
  const backend = useBackend()
  const [attempt, setAttempt] = useState(0)
  const key = bankCode === null ? null : JSON.stringify([bankCode, banksApiBankId, bankName, attempt])
  const [result, setResult] = useState<{ readonly key: string; readonly value: E.Either<BackendError, BankDetails> } | null>(null)

  useEffect(() => {
    if (key === null || bankCode === null) return
    const controller = new AbortController()
    void loadBankDetails(backend, { bankCode, banksApiBankId, bankName }, controller.signal).then((value) => {
      if (!controller.signal.aborted) setResult({ key, value })
    })
    return () => controller.abort()
  }, [backend, key, bankCode, banksApiBankId, bankName])

  const current = result !== null && result.key === key ? result.value : null
  return {
    details: current !== null && E.isRight(current) ? current.right : null,
    error: current !== null && E.isLeft(current) ? current.left : null,
    loading: key !== null && current === null,
    retry: () => setAttempt((n) => n + 1),
  }
}
