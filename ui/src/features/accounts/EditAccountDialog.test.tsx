import {
  describeBackendError,
  httpStatus,
  messageFor,
  serverIssues,
  undecodable,
  type BankingPort,
  type FinancialAccount,
  type FinancialAccountBody,
  type FinancialAccountWire,
  type LocalDate,
  type NeedlessInfo,
} from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { decodeAccount, fakeBackend, renderInStore, wireAccount } from '../../test/render-app.tsx'
import { enterText, setupRealTimersUser } from '../../test/user.ts'
import { EditAccountDialog, type EditAccountOutcome } from './EditAccountDialog.tsx'
import { describedText, textbox } from '../../test/fields.ts'

// The wizard and the credentials dialog have their own tests; here they are stand-ins that show how they were opened.
vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))
vi.mock('../bank-credentials/BankCredentialsDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))

const account = (id: string, overrides: Partial<FinancialAccountWire> = {}): FinancialAccount =>
  decodeAccount(
    wireAccount(id, {
      name: 'Geschäftskonto',
      accountHolder: 'Muster GmbH',
      usingProfileType: 'BUSINESS',
      bankName: 'Berliner Sparkasse',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountSystem: 'Internal',
      connected: true,
      lockVersion: 4,
      availableActions: ['TRANSFER_MONEY_FINTS', 'SCHEDULED_TRANSFER_MONEY_FINTS', 'EDIT'],
      financialContact: { financialContactId: 'contact-1', maxTransactionHistoryInDays: 90 },
      ...overrides,
    }),
  )

const connected = account('connected')
const manual = account('manual', { connected: false, financialContact: null, bankName: 'Kasse', iban: null, bic: null })
const lexbank = account('lexbank', { type: 'LEXBANK', bankName: 'Solaris', financialContact: null })

const renderDialog = (subject: FinancialAccount, banking: Partial<BankingPort> = {}) => {
  const onClose = vi.fn((_outcome: EditAccountOutcome) => undefined)
  renderInStore(<EditAccountDialog account={subject} onClose={onClose} />, fakeBackend(() => () => Promise.reject(new Error('the dialog lists nothing')), banking))
  return { onClose, user: setupRealTimersUser(), dialog: screen.getByRole('dialog', { name: 'Bankkonto bearbeiten' }) }
}

const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(label) })
const isDisabled = (el: HTMLElement) => el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true'

/** Types a date into a de-DE date field: day, month and year segments in that order. */
const typeDate = async (user: UserEvent, group: string, ddmmyyyy: string) => {
  const field = screen.getByRole('group', { name: group })
  await user.click(within(field).getAllByRole('spinbutton')[0] as HTMLElement)
  await user.keyboard(ddmmyyyy)
}

const saved = () => vi.fn((_id: string, body: FinancialAccountBody) => () => Promise.resolve(E.right({ ...connected, name: body.name })))

describe('the fields of 2.4', () => {
  it('shows every field with the account’s values', () => {
    renderDialog({ ...connected, openingBalanceDate: '2026-01-01' as LocalDate })
    expect(textbox('Bezeichnung').value).toBe('Geschäftskonto')
    expect(textbox('Kontoinhaber').value).toBe('Muster GmbH')
    expect(selectButton('Verwendung').textContent).toContain('Geschäftlich')
    expect(selectButton('Kontoart').textContent).toContain('Girokonto')
    expect(textbox('Bankname').value).toBe('Berliner Sparkasse')
    expect(textbox('IBAN').value).toBe('DE89 3704 0044 0532 0130 00')
    expect(textbox('BIC').value).toBe('COBADEFFXXX')
    expect(textbox('Anfangssaldo').value).toBe('')
    expect(screen.getByRole('group', { name: 'Datum des Anfangssaldos' }).textContent).toContain('2026')
    expect(screen.getByRole('group', { name: 'Umsätze abrufen ab' })).toBeTruthy()
    // 90 days of history including today: the earliest day is today − 89 (TEST_NOW is 22.11.2026).
    expect(describedText(within(screen.getByRole('group', { name: 'Umsätze abrufen ab' })).getAllByRole('spinbutton')[0] as HTMLElement)).toContain(
      'Frühestens 25.08.2026, spätestens 22.11.2026.',
    )
  })

  it('groups bank name, IBAN and BIC as the bank details, and offers an empty usage as "Bitte wählen"', () => {
    renderDialog({ ...manual, usingProfileType: null })
    const group = screen.getByRole('group', { name: 'Bankverbindung' })
    for (const name of ['Bankname', 'IBAN', 'BIC']) expect(within(group).getByRole('textbox', { name })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Bankname' })).toBeNull()
    expect(selectButton('Verwendung').textContent).toContain('Bitte wählen')
  })

  it('shows the allowed business cases, editable where the bank offers them; the others disabled with why', () => {
    renderDialog(connected)
    const group = screen.getByRole('group', { name: 'Erlaubte Geschäftsvorfälle' })
    const states = within(group)
      .getAllByRole('checkbox')
      .map((c) => [c.closest('label')?.textContent, (c as HTMLInputElement).checked, isDisabled(c)])
    expect(states).toEqual([
      ['Saldenabfrage', true, false],
      ['Überweisung', true, false],
      ['Terminüberweisung', true, false],
      ['Sammelüberweisung', false, true],
      ['Echtzeitüberweisung', false, true],
      ['Umsatzabfrage', true, false],
    ])
    expect(within(group).getAllByRole('checkbox').some((c) => c.getAttribute('aria-readonly') === 'true')).toBe(false)
    expect(describedText(within(group).getByRole('checkbox', { name: 'Sammelüberweisung' }))).toContain('Bietet Ihre Bank für dieses Konto nicht an.')
  })

  it('shows the business cases the account allows as stored', () => {
    renderDialog({ ...connected, allowedBusinessCases: ['TRANSFER'] })
    const group = screen.getByRole('group', { name: 'Erlaubte Geschäftsvorfälle' })
    const ticked = within(group)
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.closest('label')?.textContent)
    expect(ticked).toEqual(['Überweisung'])
  })

  it('a credit card shows card provider and number', () => {
    renderDialog(account('card', { type: 'CREDITCARD', provider: 'Visa', creditCardNumber: '4916********1234', connected: false, financialContact: null }))
    expect(textbox('Kartenanbieter').value).toBe('Visa')
    expect(textbox('Kartennummer').value).toBe('4916********1234')
    expect(isDisabled(textbox('Kartennummer'))).toBe(false)
  })
})

describe('editability (5.6)', () => {
  it('the provider bank’s account: usage, type and bank data are locked, and say why', () => {
    renderDialog(lexbank)
    expect(isDisabled(selectButton('Verwendung'))).toBe(true)
    expect(screen.getByText('Ihr Geschäftskonto wird immer geschäftlich verwendet.')).toBeTruthy()
    expect(isDisabled(selectButton('Kontoart'))).toBe(true)
    expect(isDisabled(textbox('IBAN'))).toBe(true)
    expect(screen.getAllByText('Kontoart, Bankdaten und Kartendaten Ihres Geschäftskontos legt die Bank fest.')).toHaveLength(1) // said once
    // The caption stays editable.
    expect(isDisabled(textbox('Bezeichnung'))).toBe(false)
  })

  it('an internal account without connection: type and bank data are editable', () => {
    renderDialog(manual)
    for (const name of ['Bankname', 'IBAN', 'BIC']) expect(isDisabled(textbox(name))).toBe(false)
    expect(isDisabled(selectButton('Kontoart'))).toBe(false)
    expect(isDisabled(selectButton('Verwendung'))).toBe(false)
  })

  it('a connected account: bank data and type are locked, with the reason; usage is editable', () => {
    renderDialog(connected)
    for (const name of ['Bankname', 'IBAN', 'BIC']) expect(isDisabled(textbox(name))).toBe(true)
    expect(isDisabled(selectButton('Kontoart'))).toBe(true)
    expect(isDisabled(selectButton('Verwendung'))).toBe(false)
    expect(screen.getAllByText('Kontoart, Bankdaten und Kartendaten lassen sich nur bei Konten ohne Bankverbindung ändern.')).toHaveLength(1) // said once
  })
})

describe('saving', () => {
  it('sends the changed fields with the lock version and closes as saved', async () => {
    const updateFinancialAccount = saved()
    const { user, onClose } = renderDialog(manual, { updateFinancialAccount })
    await user.clear(textbox('Bezeichnung'))
    await enterText(user, textbox('Bezeichnung'), 'Barkasse')
    await user.click(selectButton('Verwendung'))
    await user.click(screen.getByRole('option', { name: 'Gemischt' }))
    await enterText(user, textbox('IBAN'), 'de02 1203 0000 0000 2020 51')
    await enterText(user, textbox('Anfangssaldo'), '1.234,56')
    await typeDate(user, 'Datum des Anfangssaldos', '01012026')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(updateFinancialAccount).toHaveBeenCalledTimes(1)
    const [id, body] = updateFinancialAccount.mock.calls[0] ?? []
    expect(id).toBe('manual')
    expect(body).toMatchObject({
      name: 'Barkasse',
      usingProfileType: 'MIXED',
      iban: 'DE02120300000000202051',
      bankCode: '12030000',
      openingBalanceDate: '2026-01-01',
      lockVersion: 4,
    })
    expect(body?.openingBalance?.value.toString()).toBe('1234.56')
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it('checks the form first: German messages on the fields, no call, nothing typed lost', async () => {
    const { user, onClose } = renderDialog(manual) // an updateFinancialAccount call would fail the test
    await user.clear(textbox('Bezeichnung'))
    await enterText(user, textbox('IBAN'), 'DE00 1234')
    await enterText(user, textbox('Anfangssaldo'), '12,345')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(screen.getByText('Bitte prüfen Sie die markierten Felder.')).toBeTruthy()
    // The focus goes to the first invalid field (Speichern is at the dialog's end, the messages above it).
    expect(document.activeElement).toBe(textbox('Bezeichnung'))
    expect(describedText(textbox('Bezeichnung'))).toContain(messageFor('accounts.accountNameRequired'))
    expect(textbox('IBAN').getAttribute('aria-invalid')).toBe('true')
    expect(describedText(textbox('Anfangssaldo'))).toContain(messageFor('money.tooManyDecimals', { maxDecimals: 2 }))
    expect(textbox('IBAN').value).toBe('DE00 1234')
    expect(textbox('Anfangssaldo').value).toBe('12,345')
    // Typing keeps the focus where the user types; the next refused save sends it to the first invalid field again.
    await user.click(textbox('Anfangssaldo'))
    await user.type(textbox('Anfangssaldo'), '6')
    expect(document.activeElement).toBe(textbox('Anfangssaldo'))
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(document.activeElement).toBe(textbox('Bezeichnung'))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('saves a changed choice of business cases', async () => {
    const updateFinancialAccount = saved()
    const { user, onClose } = renderDialog(connected, { updateFinancialAccount })
    const group = screen.getByRole('group', { name: 'Erlaubte Geschäftsvorfälle' })
    await user.click(within(group).getByRole('checkbox', { name: 'Saldenabfrage' }))
    await user.click(within(group).getByRole('checkbox', { name: 'Terminüberweisung' }))
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(updateFinancialAccount.mock.calls[0]?.[1].allowedBusinessCases).toEqual(['TRANSFER', 'TRANSACTION_QUERY'])
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it('an untouched choice goes back as stored (none: all the bank offers)', async () => {
    const updateFinancialAccount = saved()
    const { user } = renderDialog(connected, { updateFinancialAccount })
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(updateFinancialAccount.mock.calls[0]?.[1].allowedBusinessCases).toBeNull()
  })

  it('a scheduled transfer without the transfer is refused at the group, with no call and the choice kept', async () => {
    const { user, onClose } = renderDialog(connected) // an updateFinancialAccount call would fail the test
    const group = screen.getByRole('group', { name: 'Erlaubte Geschäftsvorfälle' })
    await user.click(within(group).getByRole('checkbox', { name: 'Überweisung' }))
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(group.textContent).toContain(messageFor('accounts.businessCaseNeedsTransfer'))
    expect((within(group).getByRole('checkbox', { name: 'Überweisung' }) as HTMLInputElement).checked).toBe(false)
    expect((within(group).getByRole('checkbox', { name: 'Terminüberweisung' }) as HTMLInputElement).checked).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a server issue lands on its field', async () => {
    const updateFinancialAccount = vi.fn(() => () => Promise.resolve(E.left(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'iban' }]))))
    const { user, onClose } = renderDialog(manual, { updateFinancialAccount })
    await enterText(user, textbox('IBAN'), 'DE02120300000000202051')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(describedText(textbox('IBAN'))).toContain('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.')
    expect(textbox('IBAN').value).toBe('DE02120300000000202051')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a server issue of no field shows above the form', async () => {
    const updateFinancialAccount = vi.fn(() => () =>
      Promise.resolve(E.left(serverIssues(409, [{ i18nKey: 'something_new', source: null, i18nValues: { errorText: 'Das Konto wurde inzwischen geändert.' } }]))),
    )
    const { user } = renderDialog(connected, { updateFinancialAccount })
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(screen.getByRole('alert').textContent).toBe('Das Konto wurde inzwischen geändert.')
  })

  it('after a concurrent change (409) offers "Neu laden", which reads the account into the form and saves with its lockVersion', async () => {
    const stale = serverIssues(409, [{ i18nKey: 'banking.concurrentModification', source: 'lockVersion' }])
    const newer = account('manual', { connected: false, financialContact: null, bankName: 'Kasse', iban: null, bic: null, name: 'Handkasse', lockVersion: 7 })
    const answers = [E.left(stale), E.right(newer)]
    const updateFinancialAccount = vi.fn((_id: string, _body: FinancialAccountBody) => () => Promise.resolve(answers.shift() ?? E.right(newer)))
    const getFinancialAccount = vi.fn((_id: string) => () => Promise.resolve(E.right(newer)))
    const { user, onClose } = renderDialog(manual, { updateFinancialAccount, getFinancialAccount })
    await user.clear(textbox('Bezeichnung'))
    await enterText(user, textbox('Bezeichnung'), 'Meine Kasse')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(screen.getByRole('alert').textContent).toBe(messageFor('banking.concurrentModification'))
    expect(screen.getByText('Neu laden zeigt den aktuellen Stand des Kontos. Ihre ungespeicherten Änderungen gehen dabei verloren.')).toBeTruthy()
    expect(textbox('Bezeichnung').value).toBe('Meine Kasse') // nothing replaced until the user asks
    await user.click(screen.getByRole('button', { name: 'Neu laden' }))

    expect(getFinancialAccount).toHaveBeenCalledExactlyOnceWith('manual', expect.anything())
    expect(textbox('Bezeichnung').value).toBe('Handkasse')
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bankkonto bearbeiten' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(updateFinancialAccount.mock.calls[1]?.[1]).toMatchObject({ name: 'Handkasse', lockVersion: 7 })
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it.each([
    ['a 5xx', httpStatus(503)],
    ['a malformed answer', undecodable('updateFinancialAccount', ['name: kein Text'])],
  ])('%s shows the error with a retry and keeps the form', async (_name, error) => {
    const answers = [E.left(error), E.right(connected)]
    const updateFinancialAccount = vi.fn(() => () => Promise.resolve(answers.shift() ?? E.right(connected)))
    const { user, onClose } = renderDialog(connected, { updateFinancialAccount })
    await enterText(user, textbox('Kontoinhaber'), ' & Co. KG')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(describeBackendError(error).text)
    expect(textbox('Kontoinhaber').value).toBe('Muster GmbH & Co. KG')
    expect(onClose).not.toHaveBeenCalled()

    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(updateFinancialAccount).toHaveBeenCalledTimes(2)
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it('Abbrechen closes without a call', async () => {
    const { user, onClose } = renderDialog(connected)
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(onClose).toHaveBeenCalledExactlyOnceWith('canceled')
  })
})

describe('needless transactions', () => {
  const info = (overrides: Partial<NeedlessInfo> = {}): NeedlessInfo => ({
    numberOfNeedlessTransactionsToDelete: 12,
    numberOfNeedlessTransactionsToIgnore: 1,
    needlessStartDate: '2025-03-01' as LocalDate,
    firstTransactionDate: '2024-01-02' as LocalDate,
    firstAssignmentDate: '2025-06-01' as LocalDate,
    ...overrides,
  })

  it('reads the info for the new start date, confirms an action, runs it and says what happened', async () => {
    const getNeedlessInfo = vi.fn((_id: string, _date: LocalDate | null) => () => Promise.resolve(E.right(info())))
    const applyNeedlessAction = vi.fn((_id: string, _date: LocalDate, _action: 'delete' | 'ignore') => () =>
      Promise.resolve(E.right(info({ numberOfNeedlessTransactionsToDelete: 0 }))),
    )
    const { user } = renderDialog(connected, { getNeedlessInfo, applyNeedlessAction })
    const section = screen.getByRole('region', { name: 'Umsätze vor der ersten Zuordnung' })
    await typeDate(user, 'Neues Startdatum', '01032025')
    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))

    expect(getNeedlessInfo).toHaveBeenCalledWith('connected', '2025-03-01', expect.anything())
    expect(section.textContent).toContain('12 Umsätze vor dem 01.03.2025 können gelöscht werden.')
    expect(section.textContent).toContain('1 Umsatz vor dem 01.03.2025 kann ausgeblendet werden.')

    await user.click(within(section).getByRole('button', { name: 'Umsätze löschen' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Umsätze löschen' })
    expect(confirm.textContent).toContain('Möchten Sie 12 Umsätze vor dem 01.03.2025 endgültig löschen? Dies kann nicht rückgängig gemacht werden.')
    expect(applyNeedlessAction).not.toHaveBeenCalled()
    await user.click(within(confirm).getByRole('button', { name: 'Umsätze löschen' }))

    expect(applyNeedlessAction).toHaveBeenCalledWith('connected', '2025-03-01', 'delete', expect.anything())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(section.textContent).toContain('12 Umsätze wurden gelöscht.')
    // Only ignoring is left.
    expect(within(section).queryByRole('button', { name: 'Umsätze löschen' })).toBeNull()
    expect(within(section).getByRole('button', { name: 'Umsätze ausblenden' })).toBeTruthy()
    // The button that opened the confirmation is gone: focus goes to the result line, not to the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByText('12 Umsätze wurden gelöscht.')))
  })

  it('changing the date after the check hides the old info and its actions until the new date is checked', async () => {
    const getNeedlessInfo = vi.fn((_id: string, date: LocalDate | null) => () =>
      Promise.resolve(E.right(info({ needlessStartDate: date ?? ('2025-03-01' as LocalDate) }))),
    )
    const applyNeedlessAction = vi.fn((_id: string, _date: LocalDate, _action: 'delete' | 'ignore') => () => Promise.resolve(E.right(info())))
    const { user } = renderDialog(connected, { getNeedlessInfo, applyNeedlessAction })
    const section = screen.getByRole('region', { name: 'Umsätze vor der ersten Zuordnung' })
    await typeDate(user, 'Neues Startdatum', '01032025')
    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))
    expect(within(section).getByRole('button', { name: 'Umsätze löschen' })).toBeTruthy()

    await typeDate(user, 'Neues Startdatum', '01042025')
    expect(section.textContent).not.toContain('01.03.2025')
    expect(within(section).queryByRole('button', { name: 'Umsätze löschen' })).toBeNull()
    expect(within(section).queryByRole('button', { name: 'Umsätze ausblenden' })).toBeNull()

    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))
    expect(getNeedlessInfo).toHaveBeenLastCalledWith('connected', '2025-04-01', expect.anything())
    await user.click(within(section).getByRole('button', { name: 'Umsätze löschen' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Umsätze löschen' })).getByRole('button', { name: 'Umsätze löschen' }))
    expect(applyNeedlessAction).toHaveBeenCalledExactlyOnceWith('connected', '2025-04-01', 'delete', expect.anything())
  })

  it('asks for a date before reading, and rejects a future one without a call', async () => {
    const { user } = renderDialog(connected) // a getNeedlessInfo call would fail the test
    const section = screen.getByRole('region', { name: 'Umsätze vor der ersten Zuordnung' })
    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))
    expect(section.textContent).toContain(messageFor('accounts.needlessStartDateRequired'))
    await typeDate(user, 'Neues Startdatum', '01012027')
    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))
    expect(section.textContent).toContain(messageFor('accounts.needlessStartDateInFuture'))
  })

  it('a failed action keeps the confirmation open with the error; cancel closes it', async () => {
    const getNeedlessInfo = vi.fn(() => () => Promise.resolve(E.right(info())))
    const applyNeedlessAction = vi.fn(() => () => Promise.resolve(E.left(httpStatus(500))))
    const { user } = renderDialog(connected, { getNeedlessInfo, applyNeedlessAction })
    const section = screen.getByRole('region', { name: 'Umsätze vor der ersten Zuordnung' })
    await typeDate(user, 'Neues Startdatum', '01032025')
    await user.click(within(section).getByRole('button', { name: 'Umsätze prüfen' }))
    await user.click(within(section).getByRole('button', { name: 'Umsätze ausblenden' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Umsätze ausblenden' })
    await user.click(within(confirm).getByRole('button', { name: 'Umsätze ausblenden' }))
    expect(within(confirm).getByRole('alert').textContent).toContain(describeBackendError(httpStatus(500)).text)
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('links', () => {
  it('Zugangsdaten ändern reads the bank login and opens the credentials dialog for this account', async () => {
    const contact = { financialContactId: 'contact-1', bankName: 'Berliner Sparkasse' }
    const getFinancialContact = vi.fn((_id: string) => () => Promise.resolve(E.right(contact)))
    const { user } = renderDialog(connected, { getFinancialContact })
    await user.click(screen.getByRole('button', { name: 'Zugangsdaten ändern' }))
    expect(getFinancialContact).toHaveBeenCalledWith('contact-1', expect.anything())
    expect(JSON.parse((await screen.findByTestId('credentials-props')).textContent ?? '')).toEqual({
      purpose: 'change',
      items: [{ contact, affectedAccounts: [{ financialAccountId: 'connected', name: 'Geschäftskonto' }] }],
    })
    await user.click(screen.getByRole('button', { name: 'Zugangsdaten schließen' }))
    expect(screen.getByRole('dialog', { name: 'Bankkonto bearbeiten' })).toBeTruthy()
  })

  it('new credentials count as a change: closing the dialog afterwards asks the caller to read the account again', async () => {
    const contact = { financialContactId: 'contact-1', bankName: 'Berliner Sparkasse' }
    const { user, onClose } = renderDialog(connected, { getFinancialContact: vi.fn(() => () => Promise.resolve(E.right(contact))) })
    await user.click(screen.getByRole('button', { name: 'Zugangsdaten ändern' }))
    await user.click(await screen.findByRole('button', { name: 'Zugangsdaten gespeichert' }))
    expect(screen.queryByRole('dialog', { name: 'Zugangsdaten' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })

  it('a connected account offers no connect', () => {
    renderDialog(connected)
    expect(screen.queryByRole('button', { name: 'Jetzt verbinden' })).toBeNull()
  })

  it('Jetzt verbinden opens the wizard in reconnect mode', async () => {
    const unconnected = account('unconnected', { connected: false, financialContact: null })
    const { user, onClose } = renderDialog(unconnected)
    expect(screen.queryByRole('button', { name: 'Zugangsdaten ändern' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Jetzt verbinden' }))
    expect(JSON.parse((await screen.findByTestId('wizard-start')).textContent ?? '')).toEqual({
      mode: 'standard',
      reconnect: { financialAccountId: 'unconnected', iban: 'DE89370400440532013000', accountType: 'GIRO' },
    })
    await user.click(screen.getByRole('button', { name: 'Assistent fertig' }))
    expect(onClose).toHaveBeenCalledExactlyOnceWith('saved')
  })
})
