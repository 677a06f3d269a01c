/** The bank directory is read once per seed: dbs share one frozen copy instead of copying thousands of banks each. */
import { fixedClock, type BankDetails } from '@kontor/core'
import { describe, expect, it } from 'vitest'
import { createMemoryState } from './state.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const banks: BankDetails[] = [
  { bankCode: '10050000', bankName: 'BSK 1818 - Berliner Sparkasse', bic: 'BELADEBEXXX' },
  { bankCode: '37050198', bankName: 'Sparkasse KölnBonn', bic: 'COLSDE33XXX' },
]

describe('memory state: the bank directory', () => {
  it('is one frozen copy shared by every db over the same seed, never the seed itself', () => {
    const seed = { financialAccounts: [], banks }
    const first = createMemoryState(seed, clock).banks
    const second = createMemoryState(seed, clock).banks
    expect(second).toBe(first)
    expect(first).not.toBe(banks)
    expect(first).toEqual(banks)
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first[0])).toBe(true)
    // The seed's own objects stay as they were: freezing is done to the copy.
    expect(Object.isFrozen(banks)).toBe(false)
    expect(Object.isFrozen(banks[0])).toBe(false)
  })

  it('reaches no db when the seed changes afterwards', () => {
    const seed = { financialAccounts: [], banks: structuredClone(banks) }
    const state = createMemoryState(seed, clock)
    ;(seed.banks[0] as { bankName: string }).bankName = 'überschrieben'
    expect(state.banks[0]?.bankName).toBe('BSK 1818 - Berliner Sparkasse')
  })
})
