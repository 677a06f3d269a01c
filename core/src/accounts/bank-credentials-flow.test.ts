import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { BANK_CREDENTIALS_SKIP_DELAY_MS } from './constants.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import {
  toBankLoginRules,
  BANK_CREDENTIALS_TITLES,
  canGoBackInBankCredentials,
  formatBankCredentialsProgress,
  getBankCredentialsButtons,
  isSavePinOptionEditable,
  startBankCredentialsFlow,
  toBankCredentialsProgressText,
  toCurrentBankCredentialsItem,
  transitionBankCredentialsFlow,
  validateBankCredentials,
  type BankCredentialsEvent,
  type BankCredentialsFlowStart,
  type BankCredentialsState,
  type BankCredentialsTransition,
  type NonEmptyBankCredentialsItems,
} from './bank-credentials-flow.ts'
import type { FinancialContact } from './connection-model.ts'

const contact = (id: string, fields: Partial<FinancialContact> = {}): FinancialContact => ({ financialContactId: id, ...fields })
const three: NonEmptyBankCredentialsItems = [
  { contact: contact('c1'), affectedAccounts: [{ financialAccountId: 'fa1', name: 'Girokonto' }] },
  { contact: contact('c2', { savePinRequired: true }) },
  { contact: contact('c3', { savePinEnabled: true }) },
]

const run = (start: BankCredentialsFlowStart, ...events: ReadonlyArray<BankCredentialsEvent>): BankCredentialsTransition => {
  let step = startBankCredentialsFlow(start)
  for (const event of events) step = transitionBankCredentialsFlow(step[0], event)
  return step
}
const stateOf = (start: BankCredentialsFlowStart, ...events: ReadonlyArray<BankCredentialsEvent>): BankCredentialsState => run(start, ...events)[0]

describe('walking over the contacts one by one', () => {
  const start: BankCredentialsFlowStart = { purpose: 'change', items: three }

  it('shows the first contact with progress 1 von 3', () => {
    const [state, effects] = startBankCredentialsFlow(start)
    expect(state).toMatchObject({ step: 'editing', index: 0, savePin: false, failed: false })
    expect(effects).toEqual([])
    expect(toBankCredentialsProgressText(state)).toBe('1 von 3')
    expect(toCurrentBankCredentialsItem(state)).toBe(three[0])
  })

  it('saves a contact with the chosen save-PIN option, then shows the next', () => {
    const [saving, effects] = run(start, { type: 'savePinToggled', checked: true }, { type: 'submitted' })
    expect(saving).toMatchObject({ step: 'saving', index: 0, savePin: true, automatic: false })
    expect(effects).toEqual([
      { type: 'saveCredentials', purpose: 'change', financialContactId: 'c1', savePin: true, automatic: false, position: 1, total: 3 },
    ])
    const [next] = transitionBankCredentialsFlow(saving, { type: 'credentialsSaved' })
    expect(next).toMatchObject({ step: 'editing', index: 1 })
    expect(toBankCredentialsProgressText(next)).toBe('2 von 3')
  })

  it('stays on a contact whose save failed, marked failed', () => {
    expect(stateOf(start, { type: 'submitted' }, { type: 'credentialsRejected' })).toMatchObject({ step: 'editing', index: 0, failed: true })
  })

  it(`skips after waiting ${BANK_CREDENTIALS_SKIP_DELAY_MS} ms`, () => {
    const [skipping, effects] = run(start, { type: 'skipPressed' })
    expect(skipping).toMatchObject({ step: 'skipping', index: 0 })
    expect(effects).toEqual([{ type: 'waitBeforeSkip', ms: 1000 }])
    expect(transitionBankCredentialsFlow(skipping, { type: 'submitted' })).toEqual([skipping, []])
    expect(transitionBankCredentialsFlow(skipping, { type: 'skipDelayElapsed' })[0]).toMatchObject({ step: 'editing', index: 1 })
  })

  it('finishes after the last contact and reports which were saved and which skipped', () => {
    const [state, effects] = run(
      start,
      { type: 'submitted' },
      { type: 'credentialsSaved' },
      { type: 'skipPressed' },
      { type: 'skipDelayElapsed' },
      { type: 'submitted' },
      { type: 'credentialsSaved' },
    )
    expect(state.step).toBe('finished')
    expect(state.context.outcomes).toEqual(['saved', 'skipped', 'saved'])
    expect(effects).toEqual([{ type: 'closeBankCredentials', outcome: 'finished', savedContactIds: ['c1', 'c3'], skippedContactIds: ['c2'] }])
    expect(toBankCredentialsProgressText(state)).toBeNull()
    expect(toCurrentBankCredentialsItem(state)).toBeUndefined()
  })

  it('goes back to the previous contact, not before the first', () => {
    const second = stateOf(start, { type: 'skipPressed' }, { type: 'skipDelayElapsed' })
    expect(canGoBackInBankCredentials(second)).toBe(true)
    expect(transitionBankCredentialsFlow(second, { type: 'backPressed' })[0]).toMatchObject({ step: 'editing', index: 0 })
    const first = startBankCredentialsFlow(start)[0]
    expect(transitionBankCredentialsFlow(first, { type: 'backPressed' })).toEqual([first, []])
  })

  it('cancels while editing, saving or skipping, reporting what was saved so far', () => {
    for (const before of [[], [{ type: 'submitted' }], [{ type: 'skipPressed' }]] as const) {
      const [state, effects] = run(start, { type: 'submitted' }, { type: 'credentialsSaved' }, ...before, { type: 'canceled' })
      expect(state.step).toBe('canceled')
      expect(effects).toEqual([{ type: 'closeBankCredentials', outcome: 'canceled', savedContactIds: ['c1'], skippedContactIds: [] }])
      expect(transitionBankCredentialsFlow(state, { type: 'submitted' })).toEqual([state, []])
    }
  })
})

describe('the save-PIN option', () => {
  it('is forced (checked and not changeable) when the bank requires it', () => {
    const second = stateOf({ purpose: 'enter', items: three }, { type: 'skipPressed' }, { type: 'skipDelayElapsed' })
    expect(second).toMatchObject({ index: 1, savePin: true })
    expect(isSavePinOptionEditable(second)).toBe(false)
    expect(transitionBankCredentialsFlow(second, { type: 'savePinToggled', checked: false })).toEqual([second, []])
  })

  it("starts as the contact has it, and follows the user's choice otherwise", () => {
    const third = stateOf({ purpose: 'enter', items: three }, { type: 'skipPressed' }, { type: 'skipDelayElapsed' }, { type: 'skipPressed' }, { type: 'skipDelayElapsed' })
    expect(third).toMatchObject({ index: 2, savePin: true })
    expect(isSavePinOptionEditable(third)).toBe(true)
    expect(transitionBankCredentialsFlow(third, { type: 'savePinToggled', checked: false })[0]).toMatchObject({ savePin: false })
  })
})

describe('automatic saving', () => {
  it('saves every contact at once in redirect mode', () => {
    const [state, effects] = startBankCredentialsFlow({ purpose: 'connect', items: [{ contact: contact('c1') }], redirectMode: true })
    expect(state).toMatchObject({ step: 'saving', automatic: true })
    expect(effects).toMatchObject([{ type: 'saveCredentials', financialContactId: 'c1', automatic: true, position: 1, total: 1 }])
  })

  it('saves an oauth2 bank at once, also when it comes after another contact', () => {
    const items: NonEmptyBankCredentialsItems = [{ contact: contact('c1') }, { contact: contact('c2', { oauth2: true, savePinRequired: true }) }]
    const [state, effects] = run({ purpose: 'change', items }, { type: 'submitted' }, { type: 'credentialsSaved' })
    expect(state).toMatchObject({ step: 'saving', index: 1, automatic: true, savePin: true })
    expect(effects).toMatchObject([{ type: 'saveCredentials', financialContactId: 'c2', automatic: true, savePin: true }])
  })

  it('does not go back onto a contact that saves automatically', () => {
    const items: NonEmptyBankCredentialsItems = [{ contact: contact('c1', { oauth2: true }) }, { contact: contact('c2') }]
    const second = stateOf({ purpose: 'change', items }, { type: 'credentialsSaved' })
    expect(second).toMatchObject({ step: 'editing', index: 1 })
    expect(canGoBackInBankCredentials(second)).toBe(false)
    expect(transitionBankCredentialsFlow(second, { type: 'backPressed' })).toEqual([second, []])
  })

  it('lets the user retry an automatic save that failed', () => {
    const failed = stateOf({ purpose: 'connect', items: [{ contact: contact('c1', { oauth2: true }) }] }, { type: 'credentialsRejected' })
    expect(failed).toMatchObject({ step: 'editing', failed: true })
    expect(transitionBankCredentialsFlow(failed, { type: 'submitted' })[1]).toMatchObject([{ type: 'saveCredentials', automatic: false }])
  })
})

describe('texts and buttons', () => {
  it('titles each purpose differently', () => {
    expect(BANK_CREDENTIALS_TITLES).toEqual({ connect: 'Bankzugang verbinden', enter: 'Zugangsdaten eingeben', change: 'Zugangsdaten ändern' })
  })

  it("writes progress as 'n von total' and shows none for a single contact", () => {
    expect(formatBankCredentialsProgress(1, 3)).toBe('1 von 3')
    expect(formatBankCredentialsProgress(12, 12)).toBe('12 von 12')
    expect(toBankCredentialsProgressText(startBankCredentialsFlow({ purpose: 'enter', items: [three[0]] })[0])).toBeNull()
  })

  it('offers next before the last contact, connect or save on it, skip only with several contacts', () => {
    const first = startBankCredentialsFlow({ purpose: 'connect', items: three })[0]
    expect(getBankCredentialsButtons(first)).toEqual({ cancel: true, skip: true, back: false, next: true, save: false, connect: false })
    const lastConnect = stateOf({ purpose: 'connect', items: three }, ...Array.from({ length: 2 }, () => [{ type: 'skipPressed' }, { type: 'skipDelayElapsed' }] as const).flat())
    expect(getBankCredentialsButtons(lastConnect)).toEqual({ cancel: true, skip: true, back: true, next: false, save: false, connect: true })
    const single = startBankCredentialsFlow({ purpose: 'change', items: [three[0]] })[0]
    expect(getBankCredentialsButtons(single)).toEqual({ cancel: true, skip: false, back: false, next: false, save: true, connect: false })
    const saving = transitionBankCredentialsFlow(single, { type: 'submitted' })[0]
    expect(getBankCredentialsButtons(saving)).toEqual({ cancel: true, skip: false, back: false, next: false, save: false, connect: false })
  })
})

describe('validateBankCredentials', () => {
  it('trims the ids and encodes the PIN', () => {
    expect(validateBankCredentials({ userIdValues: [' max '], customerIdValues: [' 42'], pin: '1234' })).toEqual(
      E.right({ userIdValues: ['max'], customerIdValues: ['42'], pin: 'MTIzNA==' }),
    )
  })

  it('sends an empty PIN as null', () => {
    expect(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '' })).toEqual(
      E.right({ userIdValues: ['max'], customerIdValues: [], pin: null }),
    )
  })

  it('on a first login, flags an empty PIN on the PIN field; a later login may leave it empty', () => {
    const first = toBankLoginRules({ oauth2: false }, null)
    expect(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '' }, first)).toEqual(
      E.left([{ field: 'pin', key: 'accounts.credentialsPinRequired' }]),
    )
    expect(messageFor('accounts.credentialsPinRequired')).toBe('Bitte geben Sie die PIN Ihres Online-Bankings ein.')
    const again = toBankLoginRules(null, { oauth2: false })
    expect(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '' }, again)).toEqual(
      E.right({ userIdValues: ['max'], customerIdValues: [], pin: null }),
    )
  })

  it('a bank that logs in by redirect (oauth2, as N26 in the demo) needs neither user id nor PIN', () => {
    const rules = toBankLoginRules({ oauth2: true }, null)
    expect(rules).toEqual({ byRedirect: true, pinRequired: false })
    expect(validateBankCredentials({ userIdValues: [''], customerIdValues: [], pin: '' }, rules)).toEqual(
      E.right({ userIdValues: [], customerIdValues: [], pin: null }),
    )
  })

  it('needs every user id, and reports a bad PIN in the same go', () => {
    expect(validateBankCredentials({ userIdValues: [], customerIdValues: [], pin: '12\ud800' })).toEqual(
      E.left([
        { field: 'userIdValues', key: 'accounts.credentialsUserIdRequired' },
        { field: 'pin', key: 'accounts.credentialsInvalidCharacters' },
      ]),
    )
    expect(validateBankCredentials({ userIdValues: ['max', '  '], customerIdValues: [], pin: '' })).toEqual(
      E.left([{ field: 'userIdValues', key: 'accounts.credentialsUserIdRequired' }]),
    )
  })
})
