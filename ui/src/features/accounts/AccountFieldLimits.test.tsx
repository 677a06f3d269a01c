/**
 * Length limits in the account screens (issue 10, item 3): the edit dialog's fields take at most core's limits and
 * say so, a longer name stored before is shown whole but not saved, and the account management list cuts a long name
 * on screen while keeping it whole for screen readers.
 */
import { ACCOUNT_FIELD_MAX_LENGTHS, type BankingPort, type FinancialAccount, type FinancialAccountWire } from '@kontor/core'
import { screen } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { decodeAccount, fakeBackend, renderInStore, wireAccount } from '../../test/render-app.tsx'
import { enterText, setupRealTimersUser } from '../../test/user.ts'
import { EditAccountDialog, type EditAccountOutcome } from './EditAccountDialog.tsx'
import { describedText, textbox } from '../../test/fields.ts'

vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))
vi.mock('../bank-credentials/BankCredentialsDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))

const account = (overrides: Partial<FinancialAccountWire> = {}): FinancialAccount =>
  decodeAccount(
    wireAccount('card', {
      name: 'Visa',
      type: 'CREDITCARD',
      accountSystem: 'Internal',
      connected: false,
      financialContact: null,
      availableActions: ['EDIT'],
      lockVersion: 1,
      ...overrides,
    }),
  )

const renderDialog = (subject: FinancialAccount, banking: Partial<BankingPort> = {}) => {
  const onClose = vi.fn((_outcome: EditAccountOutcome) => undefined)
  renderInStore(<EditAccountDialog account={subject} onClose={onClose} />, fakeBackend(() => () => Promise.reject(new Error('no list')), banking))
  return { onClose, user: setupRealTimersUser() }
}

describe('the edit dialog', () => {
  it.each([
    ['Bezeichnung', ACCOUNT_FIELD_MAX_LENGTHS.name],
    ['Kontoinhaber', ACCOUNT_FIELD_MAX_LENGTHS.accountHolder],
    ['Bankname', ACCOUNT_FIELD_MAX_LENGTHS.bankName],
    ['IBAN', ACCOUNT_FIELD_MAX_LENGTHS.iban],
    ['BIC', ACCOUNT_FIELD_MAX_LENGTHS.bic],
    ['Kartenanbieter', ACCOUNT_FIELD_MAX_LENGTHS.provider],
    ['Kartennummer', ACCOUNT_FIELD_MAX_LENGTHS.creditCardNumber],
    ['Anfangssaldo', ACCOUNT_FIELD_MAX_LENGTHS.openingBalance],
  ])('%s takes at most %i characters and shows the count at the limit', async (label, max) => {
    const { user } = renderDialog(account())
    const field = textbox(label)
    expect(field.maxLength).toBe(max)
    await user.clear(field)
    await enterText(user, field, '7'.repeat(5000))
    expect(field.value).toHaveLength(max)
    expect(describedText(field)).toContain(`${max} von ${max} Zeichen`)
  })

  it('a 5,000-character name is cut to 100 and saved as such', async () => {
    const updateFinancialAccount = vi.fn((_id: string, body: { readonly name: string }) => () => Promise.resolve(E.right(account({ name: body.name }))))
    const { user, onClose } = renderDialog(account(), { updateFinancialAccount })
    await user.clear(textbox('Bezeichnung'))
    await enterText(user, textbox('Bezeichnung'), 'K'.repeat(5000))
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(updateFinancialAccount.mock.calls[0]?.[1].name).toBe('K'.repeat(100))
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it('a longer name from the server is shown whole, counted, and not saved until shortened', async () => {
    const updateFinancialAccount = vi.fn(() => () => Promise.resolve(E.right(account())))
    const { user } = renderDialog(account({ name: 'L'.repeat(255) }), { updateFinancialAccount })
    const name = textbox('Bezeichnung')
    expect(name.value).toHaveLength(255)
    expect(describedText(name)).toContain('255 von 100 Zeichen')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(describedText(name)).toContain('Bitte geben Sie höchstens 100 Zeichen ein.')
    expect(updateFinancialAccount).not.toHaveBeenCalled()
  })
})
