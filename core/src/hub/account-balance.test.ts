import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { HUB_SUCCESS_NOTICES, toAccountBalanceDisplay, toClipboardCopyNotice } from './account-balance.ts'
import { moneyFromText as eur } from '../test-kit.ts'

const ok = { permitted: true, retrievalFailed: false }
const message = (key: string) => ({ kind: 'message', message: { key } })

describe('toAccountBalanceDisplay', () => {
  it('shows the balance when there is one, zero included', () => {
    expect(toAccountBalanceDisplay({ balance: eur('1.234,56') }, ok)).toEqual({ kind: 'amount', balance: eur('1234,56') })
    expect(toAccountBalanceDisplay({ balance: eur('0') }, ok)).toEqual({ kind: 'amount', balance: eur('0') })
  })

  it('says no permission first, then retrieval failed', () => {
    expect(toAccountBalanceDisplay({ balance: eur('1') }, { permitted: false, retrievalFailed: true })).toEqual(message('hub.accountBalanceNoPermission'))
    expect(toAccountBalanceDisplay({ balance: eur('1') }, { permitted: true, retrievalFailed: true })).toEqual(message('hub.accountBalanceRetrievalFailed'))
  })

  it('tells an account never synced from one without a balance', () => {
    expect(toAccountBalanceDisplay({ balance: null, balanceDate: null }, ok)).toEqual(message('hub.accountBalanceNotSynced'))
    expect(toAccountBalanceDisplay({}, ok)).toEqual(message('hub.accountBalanceNotSynced'))
    expect(toAccountBalanceDisplay({ balance: null, balanceDate: '2025-07-01' as LocalDate }, ok)).toEqual(message('hub.accountBalanceNotPresent'))
    expect(toAccountBalanceDisplay({ balance: null, synchronizable: false }, ok)).toEqual(message('hub.accountBalanceNotPresent'))
  })
})

describe('notices', () => {
  it('tell a successful copy from a failed one', () => {
    expect(toClipboardCopyNotice(true)).toEqual({ key: 'hub.clipboardCopySucceeded' })
    expect(toClipboardCopyNotice(false)).toEqual({ key: 'hub.clipboardCopyFailed' })
  })

  it('confirm the six actions of spec 8 with six different keys', () => {
    expect(new Set(Object.values(HUB_SUCCESS_NOTICES).map((n) => n.key)).size).toBe(6)
  })
})
