/**
 * Test helpers of the add-account wizard: the dialog mounted as the app mounts it (StrictMode, our store) over a
 * fakeBackend that fails loudly on any call a test did not expect, and the banks, logins and accounts the tests walk
 * through. Fake timers: ui/src/test/fake-timers.ts.
 */
import {
  type AddAccountWizardStart,
  type BackendError,
  type BankDetails,
  type BankInfo,
  type BankingPort,
  type BankLookupPort,
  type FinancialContact,
  type OnlineBankingAccount,
} from '@kontor/core'
import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { expect, vi } from 'vitest'
import { passTime } from '../../test/fake-timers.ts'
import { decodeAccount, fakeBackend, renderInStore, wireAccount } from '../../test/render-app.tsx'
import { AddAccountWizardDialog, type AddAccountWizardDialogProps } from './AddAccountWizardDialog.tsx'
import { BANK_SEARCH_DEBOUNCE_MS } from './constants.ts'

type Answer<A> = E.Either<BackendError, A>

/** A port operation that answers each call with the next answer (the last one repeats). */
export const answers = <A,>(...results: ReadonlyArray<Answer<A>>) => {
  let call = 0
  return vi.fn((..._args: ReadonlyArray<unknown>) => () => {
    const result = results[Math.min(call, results.length - 1)]
    call += 1
    return result === undefined ? Promise.reject(new Error('no answer given')) : Promise.resolve(result)
  })
}

export const ok = <A,>(value: A) => answers<A>(E.right(value))
export const failing = <A = never,>(error: BackendError) => answers<A>(E.left(error))

/** A promise the test settles when it wants to (a call that is still running). */
export const deferred = <A,>() => {
  let resolve: (value: A) => void = () => undefined
  const promise = new Promise<A>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

export const SPARKASSE: BankInfo = {
  bankName: 'Sparkasse KölnBonn',
  bankCode: '37050198',
  bic: 'COLSDE33XXX',
  onlinebankingSupported: true,
  accountSystem: 'Internal',
}
export const SPARKASSE_DETAILS: BankDetails = { ...SPARKASSE, userIdLabel: 'Benutzerkennung', customerIdLabel: null }
export const SPARKASSE_HANNOVER: BankInfo = { bankName: 'Sparkasse Hannover', bankCode: '25050180', onlinebankingSupported: true }
export const PARTNER_BANK: BankInfo = { bankName: 'Kontist', bankCode: '11010100', bic: 'SOBKDEBBXXX', onlinebankingSupported: true, accountSystem: 'Internal' } // the BIC makes it a partner
export const OFFLINE_BANK: BankInfo = { bankName: 'Kleine Privatbank', bankCode: '10020030', onlinebankingSupported: false }

export const NEW_CONTACT: FinancialContact = { financialContactId: 'fc-new', bankCode: SPARKASSE.bankCode, bankName: SPARKASSE.bankName }
export const READY_CONTACT: FinancialContact = {
  financialContactId: 'fc-ready',
  bankCode: '12030000',
  bankName: 'Deutsche Kreditbank',
  readyToUse: true,
  userIdValues: ['erika'],
}
export const STALE_CONTACT: FinancialContact = {
  financialContactId: 'fc-stale',
  bankCode: '50010517',
  bankName: 'ING',
  readyToUse: false,
  userIdValues: ['max.muster'],
  lockVersion: 4,
}

export const GIRO: OnlineBankingAccount = { addable: true, iban: 'DE89370400440532013000', accountNumber: '0532013000' }
export const SAVINGS: OnlineBankingAccount = { addable: true, iban: 'DE02120300000000202051', accountNumber: '202051' }
export const TAKEN: OnlineBankingAccount = { addable: false, iban: 'DE02500105170137075030', accountNumber: '137075030' }
export const ONLINE_ACCOUNTS: ReadonlyArray<OnlineBankingAccount> = [GIRO, SAVINGS, TAKEN]

export const createdAccount = (id: string, overrides: Parameters<typeof wireAccount>[1] = {}) => decodeAccount(wireAccount(id, overrides))

const notExpected: BankingPort['listFinancialAccounts'] = () => () => Promise.reject(new Error('unexpected call in this test: listFinancialAccounts'))

export interface RenderWizardOptions extends Partial<Omit<AddAccountWizardDialogProps, 'start' | 'onClose'>> {
  readonly start?: AddAccountWizardStart
  readonly bankLookup?: Partial<BankLookupPort>
}

/** The wizard over a fake banking port; onClose and navigateTo are spies. */
export const renderWizard = (banking: Partial<BankingPort>, options: RenderWizardOptions = {}) => {
  const { start = { mode: 'standard' }, bankLookup = {}, ...props } = options
  const onClose = vi.fn()
  const navigateTo = vi.fn()
  const backend = fakeBackend(notExpected, banking, bankLookup)
  const view = renderInStore(<AddAccountWizardDialog start={start} onClose={onClose} navigateTo={navigateTo} {...props} />, backend)
  return { ...view, onClose, navigateTo }
}

/** Waits for a step: its title shows and the focus is in the dialog (on the step's first field, if it has one). */
export const expectStep = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: title }) // dialog titles are level 2
  const dialog = heading.closest('[role="dialog"]')
  await waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true))
  return heading
}

export const button = (name: string) => screen.getByRole('button', { name })

/** The texts a field is described by (aria-describedby): its hint and its errors, as a screen reader reads them. */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
    .filter((text) => text !== '')
    .join(' ')

/** s10 → s20: "new bank" is the preselected choice. */
export const chooseNewBank = async (user: UserEvent) => {
  await expectStep('Konto hinzufügen')
  await user.click(button('Weiter'))
  await expectStep('Bank suchen')
}

/** s10 → s21: choose PayPal and go on (the caller is at s10). */
export const choosePaypalAtStart = async (user: UserEvent) => {
  await user.click(screen.getByRole('radio', { name: 'PayPal-Konto verbinden' }))
  await user.click(button('Weiter'))
  await expectStep('PayPal verbinden')
}

/** Types a term into the bank search and lets the debounce pass. */
export const searchFor = async (user: UserEvent, term: string) => {
  const field = screen.getByRole('textbox', { name: 'Bank' })
  await user.clear(field)
  await user.type(field, term)
  await passTime(BANK_SEARCH_DEBOUNCE_MS)
  return field
}

/** Searches and picks the option whose text starts with `bankName`. */
export const searchAndChoose = async (user: UserEvent, term: string, bankName: string) => {
  await searchFor(user, term)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${bankName}`) }))
}

/** The banking calls of a walk to s31 at the Sparkasse. */
export const sparkasseSearch = () => ({
  listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]),
  searchBanks: ok<ReadonlyArray<BankInfo>>([SPARKASSE]),
  getBankDetails: ok(SPARKASSE_DETAILS),
})

/** s10 → s20 → choose the Sparkasse → s31. */
export const walkToLogin = async (user: UserEvent) => {
  await chooseNewBank(user)
  await searchAndChoose(user, 'Sparkasse', SPARKASSE.bankName)
  await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
  await expectStep('Online-Banking verbinden')
}

/** Fills the login form of s31 and submits it. */
export const logIn = async (user: UserEvent, userId: string, pin: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Benutzerkennung' }), userId)
  await user.type(screen.getByLabelText('PIN'), pin)
  await user.click(button('Verbinden'))
}
