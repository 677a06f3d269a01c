/** Length limits of the bank login (issue 10, item 3): user id and customer id as FinTS holds them, the PIN too. */
import { ACCOUNT_FIELD_MAX_LENGTHS, type FinancialContact } from '@kontor/core'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { button, descriptionOf, ok } from '../add-account/wizard.test-kit.tsx'
import { BankCredentialsDialog } from './BankCredentialsDialog.tsx'

withFakeTimers()

const LOGIN: FinancialContact = { financialContactId: 'c1', bankCode: '37050198', bankName: 'Sparkasse KölnBonn', userIdValues: ['max'] }

describe('the bank login', () => {
  it('takes a user id of at most 30 characters and a PIN of at most 99, and sends no more', async () => {
    const user = setupUser()
    const updateFinancialContact = ok(LOGIN)
    const backend = fakeBackend(() => () => Promise.reject(new Error('unexpected')), {
      getBankDetails: ok({ bankName: 'Sparkasse KölnBonn', bankCode: '37050198' }),
      updateFinancialContact,
    })
    renderInStore(<BankCredentialsDialog purpose="change" items={[{ contact: LOGIN }]} onClose={vi.fn()} />, backend)
    const userId = (await screen.findByRole('textbox', { name: /Benutzerkennung|Anmeldename/ })) as HTMLInputElement
    expect(userId.maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.userIdValues)
    await user.clear(userId)
    await user.click(userId)
    await user.paste('u'.repeat(500))
    expect(userId.value).toBe('u'.repeat(30))
    expect(descriptionOf(userId)).toContain('30 von 30 Zeichen')

    const pin = screen.getByLabelText('PIN') as HTMLInputElement
    expect(pin.maxLength).toBe(ACCOUNT_FIELD_MAX_LENGTHS.pin)
    await user.click(pin)
    await user.paste('1'.repeat(500))
    expect(pin.value).toHaveLength(99)
    expect(descriptionOf(pin)).toContain('99 von 99 Zeichen')

    await user.click(button('Speichern'))
    const body = updateFinancialContact.mock.calls[0]?.[1] as { readonly userIdValues?: ReadonlyArray<string> } | undefined
    expect(body?.userIdValues).toEqual(['u'.repeat(30)])
  })
})
