import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { ACCOUNT_STATE_LABELS, ACCOUNT_SYNC_FAILED_TEXT, accountProblemOf, accountProblemText, accountStateOf, isAccountBusy } from './account-state.ts'

const contact = (errorMessage: string | null) => ({ financialContactId: 'fc-1', errorMessage })
const rejected = 'Ihre Bank hat die Anmeldung abgelehnt. Bitte geben Sie Ihre Zugangsdaten erneut ein.'

describe('accountStateOf', () => {
  it('says failed for a rejected bank login although the last sync did not fail (the Mietkonto of the demo)', () => {
    const account = buildFinancialAccount({ state: { status: 'IDLE', errorOnSync: false }, financialContact: contact(rejected) })
    expect(accountStateOf(account)).toBe('failed')
    expect(accountProblemOf(account)).toEqual({ kind: 'contact', message: rejected })
  })

  it('says failed for a failed sync, and a failure wins over the deactivated flag', () => {
    const account = buildFinancialAccount({ state: { status: 'IDLE', errorOnSync: true }, deactivated: true })
    expect(accountStateOf(account)).toBe('failed')
    expect(accountProblemText(accountProblemOf(account) ?? { kind: 'contact', message: '' })).toBe(ACCOUNT_SYNC_FAILED_TEXT)
  })

  it('says deactivated when flagged, otherwise active; a blank contact message is no problem', () => {
    expect(accountStateOf(buildFinancialAccount({ deactivated: true }))).toBe('deactivated')
    expect(accountStateOf(buildFinancialAccount({ financialContact: contact('  ') }))).toBe('active')
    expect(accountStateOf(buildFinancialAccount({ financialContact: contact(null) }))).toBe('active')
  })

  it('keeps the state while the account is busy', () => {
    const busyFailed = buildFinancialAccount({ state: { status: 'RUNNING', errorOnSync: true } })
    expect(isAccountBusy(busyFailed)).toBe(true)
    expect(accountStateOf(busyFailed)).toBe('failed')
    expect(isAccountBusy(buildFinancialAccount())).toBe(false)
  })

  it('names each state as the hub tabs do', () => {
    expect(ACCOUNT_STATE_LABELS).toEqual({ failed: 'Fehlerhaft', active: 'Aktiv', deactivated: 'Deaktiviert' })
  })
})
