import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { instantArbitrary } from '../calendar/local-date.arbitrary.ts'
import { berlinDateOf } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { hubPrivilegesArbitrary } from './hub.arbitrary.ts'
import { toBankHubSwitchAction } from '../privileges/privileges.ts'
import { isBankHubSwitchDialogDue, toBankHubSwitchBanner } from './switch-dialog.ts'

const aroundDeadline = fc.oneof(
  fc.date({ min: new Date('2025-06-01T00:00:00Z'), max: new Date('2025-09-01T00:00:00Z'), noInvalidDate: true }),
  // the first and last minutes of the window in Berlin (CEST), where an off-by-one shows
  fc.integer({ min: -60_000, max: 60_000 }).map((ms) => new Date(Date.parse('2025-07-15T22:00:00Z') + ms)),
  fc.integer({ min: -60_000, max: 60_000 }).map((ms) => new Date(Date.parse('2025-07-30T22:00:00Z') + ms)),
)

test.prop([fc.oneof(aroundDeadline, instantArbitrary), fc.option(fc.constantFrom('true', 'false', 'x'), { nil: null }), fc.oneof(fc.constant(['FINANCE_REACT_BANK_HUB_SWITCH']), hubPrivilegesArbitrary)])(
  'the dialog is due exactly from 16 to 30 July 2025 (Berlin), when not yet shown and the switch is offered',
  (now, flag, privileges) => {
    const day = berlinDateOf(now)
    const expected = day >= '2025-07-16' && day <= '2025-07-30' && flag !== 'true' && toBankHubSwitchAction(privileges) === 'showSwitchButton'
    expect(isBankHubSwitchDialogDue(fixedClock(now), flag, privileges)).toBe(expected)
  },
)

test.prop([fc.oneof(aroundDeadline, instantArbitrary), fc.oneof(fc.constant(['FINANCE_REACT_BANK_HUB_SWITCH']), hubPrivilegesArbitrary)])(
  'the banner shows exactly with the switch button: the days left up to 30 July 2025 (Berlin), then that the deadline passed',
  (now, privileges) => {
    const banner = toBankHubSwitchBanner(fixedClock(now), privileges)
    if (toBankHubSwitchAction(privileges) !== 'showSwitchButton') {
      expect(banner).toBeUndefined()
      return
    }
    const day = berlinDateOf(now)
    expect(banner?.kind).toBe(day <= '2025-07-30' ? 'beforeDeadline' : 'afterDeadline')
    expect(banner?.deadline).toBe('2025-07-30')
    if (banner?.kind === 'beforeDeadline') expect(banner.daysLeft >= 0 && (banner.daysLeft === 0) === (day === '2025-07-30')).toBe(true)
  },
)
