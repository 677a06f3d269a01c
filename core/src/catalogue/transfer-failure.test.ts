import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { httpStatus, NETWORK_FAILURE, serverIssues, TIMEOUT } from '../errors/backend-error.ts'
import { describeTransferFailure, TRANSFER_FORM_FIELDS, toTransferFormSource } from './transfer-failure.ts'

describe('describeTransferFailure', () => {
  it('banking_internal_error cancels the order with the bank text', () => {
    const f = describeTransferFailure(serverIssues(500, [{ i18nKey: 'banking_internal_error', i18nValues: { errorText: 'Konto gesperrt.' } }]))
    expect([f.reaction, f.text.startsWith('Fehlermeldung der Bank: Konto gesperrt.'), f.outcomeUnknown]).toEqual(['cancelOrder', true, false])
  })
  it('RATE_LIMIT_EXCEEDED waits with the retry time', () => {
    const f = describeTransferFailure(serverIssues(429, [{ i18nKey: 'RATE_LIMIT_EXCEEDED' }], 30))
    expect([f.reaction, f.retryAfterSeconds]).toEqual(['waitUntilRetry', 30])
  })
  it('instant refused turns the option off; field issues land on their fields', () => {
    expect(describeTransferFailure(serverIssues(400, [{ i18nKey: 'sepa_instant_not_available_for_recipient_iban' }])).reaction).toBe('disableInstantOption')
    expect(describeTransferFailure(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'recipientIban' }])).fieldErrors).toEqual({
      recipientIban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'],
    })
  })
  it('a field of a transfer in the body (bankTransfers.0.purpose) lands on the form field', () => {
    const f = describeTransferFailure(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'bankTransfers.0.recipientIban' }]))
    expect(f.fieldErrors).toEqual({ recipientIban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] })
  })
  test.prop([fc.constantFrom(...TRANSFER_FORM_FIELDS), fc.nat({ max: 999 })])('any transfer index names the same form field', (field, index) => {
    expect([toTransferFormSource(`bankTransfers.${index}.${field}`), toTransferFormSource(field)]).toEqual([field, field])
  })
  it.each([TIMEOUT, NETWORK_FAILURE, httpStatus(502)])('no readable answer (%j) may have run', (e) => {
    expect(describeTransferFailure(e).outcomeUnknown).toBe(true)
  })
  it('an answer with issues did not run', () => {
    expect(describeTransferFailure(serverIssues(409, [{ i18nKey: 'INSUFFICIENT_FUNDS' }])).outcomeUnknown).toBe(false)
  })
})
