import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { countBankHubSwitchDaysLeft, isBankHubSwitchDialogDue, isBankHubSwitchInfoShown, toBankHubSwitchBanner } from './switch-dialog.ts'

const SWITCH = ['FINANCE_REACT_BANK_HUB_SWITCH']
const clockAt = (iso: string) => fixedClock(new Date(iso))

describe('countBankHubSwitchDaysLeft', () => {
  it('counts Berlin days to 30 July 2025', () => {
    expect(countBankHubSwitchDaysLeft('2025-07-16' as LocalDate)).toBe(14)
    expect(countBankHubSwitchDaysLeft('2025-07-30' as LocalDate)).toBe(0)
    expect(countBankHubSwitchDaysLeft('2025-07-31' as LocalDate)).toBe(-1)
  })
})

describe('isBankHubSwitchDialogDue', () => {
  it('opens at 14 days or fewer left, not at 15', () => {
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-15T12:00:00Z'), null, SWITCH)).toBe(false)
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-16T12:00:00Z'), null, SWITCH)).toBe(true)
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-30T12:00:00Z'), null, SWITCH)).toBe(true)
  })

  it('counts the day in Berlin, not in UTC', () => {
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-15T21:59:59Z'), null, SWITCH)).toBe(false) // 23:59:59 on 15 July in Berlin
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-15T22:00:00Z'), null, SWITCH)).toBe(true) // midnight of 16 July in Berlin
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-30T21:59:59Z'), null, SWITCH)).toBe(true)
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-30T22:00:00Z'), null, SWITCH)).toBe(false) // 31 July in Berlin
  })

  it('opens only once', () => {
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-20T12:00:00Z'), 'true', SWITCH)).toBe(false)
  })

  it('treats a missing or tampered flag as not shown', () => {
    for (const flag of [undefined, null, '', 'TRUE', '1', 'yes']) {
      expect(isBankHubSwitchInfoShown(flag)).toBe(false)
      expect(isBankHubSwitchDialogDue(clockAt('2025-07-20T12:00:00Z'), flag, SWITCH)).toBe(true)
    }
  })

  it('opens only for users offered the switch', () => {
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-20T12:00:00Z'), null, [])).toBe(false)
    expect(isBankHubSwitchDialogDue(clockAt('2025-07-20T12:00:00Z'), null, ['FINANCE_REACT_BANK_HUB', ...SWITCH])).toBe(false)
  })
})

describe('toBankHubSwitchBanner', () => {
  const offered = ['FINANCE_REACT_BANK_HUB_SWITCH']
  it('counts down to the deadline day, then says it passed', () => {
    expect(toBankHubSwitchBanner(fixedClock(new Date('2025-07-16T10:00:00Z')), offered)).toEqual({ kind: 'beforeDeadline', daysLeft: 14, deadline: '2025-07-30' })
    expect(toBankHubSwitchBanner(fixedClock(new Date('2025-07-30T21:59:00Z')), offered)).toEqual({ kind: 'beforeDeadline', daysLeft: 0, deadline: '2025-07-30' })
    expect(toBankHubSwitchBanner(fixedClock(new Date('2025-07-30T22:00:00Z')), offered)).toEqual({ kind: 'afterDeadline', deadline: '2025-07-30' })
    expect(toBankHubSwitchBanner(fixedClock(new Date('2026-11-26T09:00:00Z')), offered)?.kind).toBe('afterDeadline')
  })

  it('shows nothing to users who are redirected or not offered the switch', () => {
    const now = fixedClock(new Date('2025-07-20T10:00:00Z'))
    expect(toBankHubSwitchBanner(now, ['FINANCE_REACT_BANK_HUB', 'FINANCE_REACT_BANK_HUB_SWITCH'])).toBeUndefined()
    expect(toBankHubSwitchBanner(now, [])).toBeUndefined()
  })
})
