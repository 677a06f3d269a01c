import { describe, expect, it } from 'vitest'
import {
  HUB_PRIVILEGE_GATES,
  HUB_PRIVILEGES,
  isHubFeatureAllowed,
  toBankHubSwitchAction,
  toBankRouteDecision,
  toPreparedTransfersTarget,
  type HubGatedFeature,
} from './privileges.ts'

describe('privileges', () => {
  it('list the nine privileges of spec 6, each gating something, each feature gated once', () => {
    expect(HUB_PRIVILEGES).toHaveLength(9)
    const features = HUB_PRIVILEGES.flatMap((p) => HUB_PRIVILEGE_GATES[p])
    expect(HUB_PRIVILEGES.every((p) => HUB_PRIVILEGE_GATES[p].length > 0)).toBe(true)
    expect(new Set(features).size).toBe(features.length)
  })

  it('gate the bank route, planned routes, account state and first-time check by FINANCE_LEXBANK_READ', () => {
    for (const feature of ['bankRoute', 'plannedRoutes', 'bankAccountState', 'firstTimeUserCheck'] as ReadonlyArray<HubGatedFeature>) {
      expect(isHubFeatureAllowed(feature, ['FINANCE_LEXBANK_READ'])).toBe(true)
      expect(isHubFeatureAllowed(feature, ['FINANCE_LEXBANK_WRITE', 'FINANCE_LEXBANK_TEASER'])).toBe(false)
    }
  })

  it('send users without read privilege from /bnk and the planned routes to the hub', () => {
    expect(toBankRouteDecision('plannedRoutes', [])).toBe('redirectToHub')
    expect(toBankRouteDecision('bankRoute', ['finance_lexbank_read'])).toBe('redirectToHub')
    expect(toBankRouteDecision('plannedRoutes', ['FINANCE_LEXBANK_READ'])).toBe('allow')
  })

  it('send /prepared to the external app with the new bank hub privilege', () => {
    expect(toPreparedTransfersTarget(['FINANCE_REACT_BANK_HUB'])).toBe('externalTransfersApp')
    expect(toPreparedTransfersTarget(['FINANCE_REACT_BANK_HUB_SWITCH'])).toBe('/banktransfers/prepared')
  })

  it('redirect with FINANCE_REACT_BANK_HUB, else offer the switch button with FINANCE_REACT_BANK_HUB_SWITCH', () => {
    expect(toBankHubSwitchAction(['FINANCE_REACT_BANK_HUB'])).toBe('redirectToNewApp')
    expect(toBankHubSwitchAction(['FINANCE_REACT_BANK_HUB_SWITCH', 'FINANCE_REACT_BANK_HUB'])).toBe('redirectToNewApp')
    expect(toBankHubSwitchAction(['FINANCE_REACT_BANK_HUB_SWITCH'])).toBe('showSwitchButton')
    expect(toBankHubSwitchAction([])).toBe('none')
  })

  it('gate the new CSV import, the PayPal tip and the teaser', () => {
    expect(isHubFeatureAllowed('newCsvImport', ['FINANCE_REACT_CSV_IMPORT'])).toBe(true)
    expect(isHubFeatureAllowed('payPalTip', ['INFO_PAYPAL_NOTCONNECTED'])).toBe(true)
    expect(isHubFeatureAllowed('firstTimeBankTeaser', ['FINANCE_LEXBANK_TEASER'])).toBe(true)
    expect(isHubFeatureAllowed('firstTimeBankTeaser', [])).toBe(false)
  })
})
