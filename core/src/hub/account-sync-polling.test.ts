import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { decideAccountStatusPoll } from '../accounts/account-status-polling.ts'
import { financialAccountArbitrary } from '../accounts/financial-account.arbitrary.ts'
import { decideHubAccountPoll } from './account-sync-polling.ts'
import { HUB_BANK_SYNC_POLL_INTERVAL_MS } from './rules-constants.ts'

test.prop([fc.array(financialAccountArbitrary, { maxLength: 8 })])(
  'the hub re-reads every 1 s exactly while the account management dialog would poll at all (hub 4.6)',
  (accounts) => {
    const hub = decideHubAccountPoll(accounts)
    const management = decideAccountStatusPoll(accounts)
    expect(hub._tag).toBe(management._tag)
    if (hub._tag === 'PollAfter') expect(hub.delayMs).toBe(HUB_BANK_SYNC_POLL_INTERVAL_MS)
    expect(HUB_BANK_SYNC_POLL_INTERVAL_MS).toBe(1000)
  },
)
