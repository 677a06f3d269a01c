import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { initialTransferForm, readTransferHandOver, writeTransferHandOver } from './transfer-hand-over.ts'

const now = new Date('2026-03-02T10:00:00Z')
const today = '2026-03-02' as LocalDate

describe('the transfer hand-over', () => {
  it('tells missing, tampered and expired entries apart', () => {
    expect(readTransferHandOver(null, now)).toEqual(E.left('missing'))
    expect(readTransferHandOver('{"savedAt":', now)).toEqual(E.left('invalid'))
    expect(readTransferHandOver(JSON.stringify({ savedAt: now.getTime(), financialAccountFixed: 'yes', financialAccountId: null }), now)).toEqual(E.left('invalid'))
    const old = writeTransferHandOver({ financialAccountFixed: false, financialAccountId: null }, new Date(now.getTime() - 61 * 60 * 1000))
    expect(readTransferHandOver(old, now)).toEqual(E.left('expired'))
  })

  it('opens with the preset transfer (wire amount as de-DE text) and the last used account', () => {
    const raw = writeTransferHandOver(
      { financialAccountFixed: false, financialAccountId: null, bankTransfer: { recipientName: 'Muster GmbH', amount: 1234.5, referenceId: 'v-1', referenceType: 'VOUCHER' } },
      now,
    )
    const read = readTransferHandOver(raw, now)
    const form = E.isRight(read) ? initialTransferForm(read.right, today, 'acc-last') : undefined
    expect(form).toMatchObject({ financialAccountId: 'acc-last', recipientName: 'Muster GmbH', amount: '1234,50', referenceId: 'v-1', executionDate: today })
  })

  it('a stored draft wins (a reload loses nothing)', () => {
    const draft = { ...initialTransferForm({ savedAt: 0, financialAccountFixed: false, financialAccountId: 'a' }, today, null), amount: '9,99' }
    const read = readTransferHandOver(writeTransferHandOver({ financialAccountFixed: false, financialAccountId: 'a', draft }, now), now)
    expect(E.isRight(read) && initialTransferForm(read.right, today, null)).toEqual(draft)
  })
})
