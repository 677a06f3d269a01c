/** Length limits in the add-account wizard (issue 10, item 3): the manual account form (s32) and the bank search (s20). */
import { ACCOUNT_FIELD_MAX_LENGTHS, type FinancialContact } from '@kontor/core'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { button, createdAccount, descriptionOf, expectStep, ok, renderWizard } from './wizard.test-kit.tsx'
import { textbox } from '../../test/fields.ts'

withFakeTimers()

const toS32 = async (user: ReturnType<typeof setupUser>) => {
  await expectStep('Konto hinzufügen')
  await user.click(button('Weiter'))
  await expectStep('Bank suchen')
  await user.click(button('Ohne Verbindung anlegen'))
  await expectStep('Konto ohne Bankverbindung anlegen')
}

describe('s32: the manual account form', () => {
  it('each field takes at most its limit', async () => {
    const user = setupUser()
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) })
    await toS32(user)
    expect(textbox('Kontoname').maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.name)
    expect(textbox('IBAN (optional)').maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.iban)
    expect(textbox('BIC').maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.bic)
    expect(textbox('Bank').maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.bankName)
  })

  it('a 5,000-character name is cut to 100, counted, and saved as such', async () => {
    const user = setupUser()
    const createFinancialAccount = ok(createdAccount('fa-new'))
    const { onClose } = renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), createFinancialAccount })
    await toS32(user)
    const name = textbox('Kontoname')
    await user.click(name)
    await user.paste('K'.repeat(5000))
    expect(name.value).toBe('K'.repeat(100))
    expect(descriptionOf(name)).toBe('100 von 100 Zeichen')
    await user.click(button('Konto anlegen'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('manualAccountCreated', ['fa-new']))
    expect(createFinancialAccount.mock.calls[0]?.[0]).toMatchObject({ name: 'K'.repeat(100) })
  })
})

describe('s20: the bank search', () => {
  it('takes a term of at most 60 characters', async () => {
    const user = setupUser()
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) })
    await expectStep('Konto hinzufügen')
    await user.click(button('Weiter'))
    await expectStep('Bank suchen')
    expect(textbox('Bank').maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.searchTerm)
  })
})
