import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue.ts'
import { errorTextToPlain } from '../errors/error-text.ts'
import { fieldErrorsFromValidation, resolveIssue, routeIssues } from './issue-routing.ts'
import { NO_ERROR_TEXT_FROM_BANK } from '../errors/server-messages.ts'
import { validationIssue } from '../errors/validation-issue.ts'

const plain = (issue: Parameters<typeof resolveIssue>[0]) => errorTextToPlain(resolveIssue(issue).segments)

describe('resolveIssue', () => {
  it.each([
    ['missing_entity', 'pin', 'promptForPinThenRetry'],
    ['missing_entity', 'scaTan', 'openTanDialog'],
    ['solaris_sca_required', 'scaTan', 'openTanDialog'],
    ['missing_entity', 'scaDevice', 'openPushTanDialog'],
    ['solaris_sca_required', 'scaDevice', 'openPushTanDialog'],
    ['missing_entity', 'recipientName', 'showOnField'],
    ['sepa_instant_not_available_for_recipient_iban', null, 'disableInstantOption'],
    ['SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN', null, 'disableInstantOption'],
    ['missing_mfa', null, 'askToActivateMfa'],
    ['RATE_LIMIT_EXCEEDED', null, 'waitUntilRetry'],
    ['banking_internal_error', null, 'cancelOrder'],
  ] as const)('%s from %s asks for %s', (i18nKey, source, reaction) => {
    expect(resolveIssue({ i18nKey, source }).reaction).toBe(reaction)
  })

  it("puts the bank's own text into 'Fehlermeldung der Bank: …', keeping only support links", () => {
    const resolved = resolveIssue({
      i18nKey: 'banking_internal_error',
      i18nValues: { errorText: 'Limit überschritten, <a href="https://hilfe.kontor.de/limit">Details</a><script>x</script>' },
    })
    expect(resolved.segments).toEqual([
      { kind: 'text', text: 'Fehlermeldung der Bank: Limit überschritten, ' },
      { kind: 'link', text: 'Details', href: 'https://hilfe.kontor.de/limit' },
      { kind: 'text', text: expect.stringMatching(/^ Der Auftrag kann nicht ausgeführt werden/) },
    ])
  })

  it('says the bank gave no reason when it sent no text', () => {
    expect(plain({ i18nKey: 'banking_internal_error' })).toContain(`Fehlermeldung der Bank: ${NO_ERROR_TEXT_FROM_BANK}`)
  })

  it('fills our text with the values the server sent, and keeps the error text for the bank text only', () => {
    expect(plain({ i18nKey: 'accounts.bankSearchTermTooShort', i18nValues: { minLength: 3 } })).toBe(
      'Bitte geben Sie mindestens 3 Zeichen ein.',
    )
    expect(plain({ i18nKey: 'banking_internal_error', i18nValues: { errorText: 'Gesperrt.', minLength: 3 } })).toMatch(
      /^Fehlermeldung der Bank: Gesperrt\. Der Auftrag/,
    )
    // A value the server sent as null is no value: the placeholder stays visible rather than reading "null".
    expect(plain({ i18nKey: 'accounts.bankSearchTermTooShort', i18nValues: { minLength: null } })).toContain('{{minLength}}')
  })

  it("shows the server's text for an unknown key, else the generic text, never the key", () => {
    expect(plain({ i18nKey: 'brand_new_key', i18nValues: { errorText: 'Neuer <i>Fehler</i>.' } })).toBe('Neuer Fehler.')
    expect(plain({ i18nKey: 'brand_new_key' })).toBe(catalogue['backend.unknownIssue'].de)
  })
})

describe('routeIssues', () => {
  it('shows an issue on its field when the form has the field, else as a notice', () => {
    const routing = routeIssues(
      [
        { i18nKey: 'INVALID_IBAN', source: 'recipientIban' },
        { i18nKey: 'INVALID_IBAN', source: 'somewhereElse' },
        { i18nKey: 'INSUFFICIENT_FUNDS' },
      ],
      ['recipientIban', 'amount'],
    )
    expect(routing.fieldErrors).toEqual({ recipientIban: [catalogue.INVALID_IBAN.de] })
    expect(routing.notices.map((n) => n.key)).toEqual(['INVALID_IBAN', 'INSUFFICIENT_FUNDS'])
    expect(routing.actions).toEqual([])
  })

  it('lists reactions as actions, with their text', () => {
    const routing = routeIssues([{ i18nKey: 'missing_entity', source: 'pin' }], ['pin'])
    expect(routing.fieldErrors).toEqual({})
    expect(routing.actions).toHaveLength(1)
    expect(routing.actions[0]?.reaction).toBe('promptForPinThenRetry')
    expect(errorTextToPlain(routing.actions[0]?.segments ?? [])).toBe(catalogue['missing_entity@pin'].de)
  })

  it('shows an unknown key with a form field on that field', () => {
    const routing = routeIssues([{ i18nKey: 'whatever', source: 'amount', i18nValues: { errorText: 'Zu hoch.' } }], ['amount'])
    expect(routing.fieldErrors).toEqual({ amount: ['Zu hoch.'] })
  })

  it('shows the same text on a field once', () => {
    const issue = { i18nKey: 'INVALID_IBAN', source: 'recipientIban' }
    expect(routeIssues([issue, issue], ['recipientIban']).fieldErrors).toEqual({ recipientIban: [catalogue.INVALID_IBAN.de] })
  })
})

describe('fieldErrorsFromValidation', () => {
  it('shows our validation issues like server issues, with placeholders filled', () => {
    expect(
      fieldErrorsFromValidation([
        validationIssue('amount', 'money.tooManyDecimals', { maxDecimals: 2 }),
        validationIssue('amount', 'money.invalidFormat'),
        validationIssue('date', 'date.required'),
      ]),
    ).toEqual({
      amount: ['Ein Betrag hat höchstens 2 Nachkommastellen.', catalogue['money.invalidFormat'].de],
      date: [catalogue['date.required'].de],
    })
  })
})
