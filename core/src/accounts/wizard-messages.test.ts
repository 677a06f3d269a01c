import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { accountsMessages } from './messages.ts'
import { validateWizardAccountSelection } from './add-account-wizard-rules.ts'
import { startAddAccountWizard, transitionAddAccountWizard } from './add-account-wizard.ts'
import { validateBankCredentials } from './bank-credentials-flow.ts'
import { validateNeedlessAction, validateNeedlessStartDate } from './needless-transactions.ts'
import { encodePin } from './pin-encoding.ts'
import { validateManualAccountForm } from './manual-account-rules.ts'
import { accountWizardMessages } from './wizard-messages.ts'
import { issuesOf } from '../test-kit.ts'

const d = (s: string): LocalDate => s as LocalDate

const info = {
  numberOfNeedlessTransactionsToDelete: 0,
  numberOfNeedlessTransactionsToIgnore: 0,
  needlessStartDate: d('2026-02-01'),
  firstTransactionDate: d('2025-01-02'),
  firstAssignmentDate: d('2025-06-01'),
}

/** Runs every validator of this part into every issue it can give. */
const producedIssues = (): ReadonlyArray<ValidationIssue> => [
  ...issuesOf(encodePin('\ud800')),
  ...issuesOf(validateBankCredentials({ userIdValues: [], customerIdValues: [], pin: '' })),
  ...issuesOf(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '' }, { pinRequired: true, byRedirect: false })),
  ...issuesOf(validateWizardAccountSelection([{ addable: false, iban: 'DE89370400440532013000' }], ['DE89370400440532013000'])),
  ...issuesOf(validateWizardAccountSelection([], [])),
  ...issuesOf(validateManualAccountForm({ name: '', type: 'GIRO', iban: '', bic: '', bankName: '', lookedUpBankCode: null }, null)),
  ...issuesOf(validateNeedlessStartDate(d('2025-01-01'), info, d('2026-01-01'))),
  ...issuesOf(validateNeedlessStartDate(d('2026-02-01'), info, d('2026-01-01'))),
  ...issuesOf(validateNeedlessAction('delete', 'fa1', info, d('2026-01-01'))),
  ...issuesOf(validateNeedlessAction('ignore', 'fa1', info, d('2026-01-01'))),
  ...issuesOf(validateNeedlessAction('ignore', 'fa1', { ...info, needlessStartDate: null }, d('2026-01-01'))),
]

/** Keys of other parts that this part's validators return: B's "at least one account" (accounts/messages.ts). */
const BORROWED_KEYS = Object.keys(accountsMessages)

describe('accountWizardMessages', () => {
  it('has a message for every key the validators give, and every one of its keys is given', () => {
    const produced = new Set(producedIssues().map((i) => i.key))
    for (const key of produced) expect([...Object.keys(accountWizardMessages), ...BORROWED_KEYS]).toContain(key)
    expect([...produced].filter((k) => !BORROWED_KEYS.includes(k)).sort()).toEqual(Object.keys(accountWizardMessages).sort())
    expect(produced).toContain('accounts.noAccountSelected')
  })

  it('fills every placeholder of a message from the issue that carries its key', () => {
    for (const issue of producedIssues()) {
      const entry = (accountWizardMessages as Record<string, { de: string } | undefined>)[issue.key]
      if (entry === undefined) continue
      const placeholders = [...entry.de.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])
      expect(Object.keys(issue.params ?? {}).sort()).toEqual(placeholders.sort())
    }
  })

  it("keeps the spec's PIN text verbatim", () => {
    expect(accountWizardMessages['accounts.credentialsInvalidCharacters']).toEqual({
      de: 'Die Zugangsdaten beinhalten ungültige Zeichen.',
      reaction: 'showOnField',
      source: 'spec',
    })
  })

  it.each(Object.entries(accountWizardMessages))('%s is a formal German sentence shown at its field', (key, entry) => {
    expect(key).toMatch(/^accounts\.[a-z][A-Za-z]+$/)
    expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
    expect(entry.de).toMatch(/[.!]$/)
    expect(entry.de).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i)
    expect(entry.reaction).toBe('showOnField')
  })

  it('shares no key and no text with the other accounts messages', () => {
    for (const key of Object.keys(accountWizardMessages)) expect(BORROWED_KEYS).not.toContain(key)
    const texts = [...Object.values(accountWizardMessages), ...Object.values(accountsMessages)].map((e) => e.de)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('the wizard puts the selection issues into its state', () => {
    let [state] = startAddAccountWizard({ mode: 'standard' })
    for (const event of [
      { type: 'existingContactChosen', contact: { financialContactId: 'c1', readyToUse: true } },
      { type: 'onlineBankingAccountsLoaded', financialContactId: 'c1', accounts: [] },
      { type: 'accountsSelected', accountKeys: [] },
    ] as const) {
      ;[state] = transitionAddAccountWizard(state, event)
    }
    expect(state.step === 's40' ? state.issues.map((i) => i.key) : []).toEqual(['accounts.noAccountSelected'])
  })
})
