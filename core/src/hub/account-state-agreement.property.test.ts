/**
 * The hub's cards and the account management list say an account's state with one rule (accounts/account-state.ts):
 * for every account, the tab the hub puts it in is named as the state the list says.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { ACCOUNT_STATE_LABELS, accountProblemOf, accountStateOf } from '../accounts/account-state.ts'
import { financialAccountArbitrary } from '../accounts/financial-account.arbitrary.ts'
import { ACCOUNT_CARD_TAB_LABELS, classifyAccountCard, groupAccountCards } from './account-cards.ts'

test.prop([financialAccountArbitrary])('the hub tab of an account is named as the state the management list says', (account) => {
  expect(ACCOUNT_CARD_TAB_LABELS[classifyAccountCard(account)]).toBe(ACCOUNT_STATE_LABELS[accountStateOf(account)])
  // Failed exactly when there is a problem to show.
  expect(accountStateOf(account) === 'failed').toBe(accountProblemOf(account) !== undefined)
})

test.prop([fc.array(financialAccountArbitrary, { minLength: 1, maxLength: 12 })])('every account of a list is in the hub tab of its state', (accounts) => {
  const groups = groupAccountCards(accounts)
  for (const account of accounts) {
    const tab = classifyAccountCard(account)
    expect(groups[tab]).toContain(account)
    expect(ACCOUNT_CARD_TAB_LABELS[tab]).toBe(ACCOUNT_STATE_LABELS[accountStateOf(account)])
  }
})
