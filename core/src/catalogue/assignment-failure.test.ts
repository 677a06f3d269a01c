import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backendErrorArbitrary } from './backend-error.arbitrary.ts'
import { describeAssignmentFailure } from './assignment-failure.ts'

describe('describeAssignmentFailure', () => {
  it('reads a 409 as the lockVersion conflict, with or without issues', () => {
    expect(describeAssignmentFailure({ _tag: 'HttpStatus', status: 409, retryAfterSeconds: undefined })).toEqual({
      kind: 'conflict',
      text: expect.stringContaining('an anderer Stelle geändert'),
      fieldErrors: {},
    })
    expect(describeAssignmentFailure({ _tag: 'ServerIssues', status: 409, issues: [{ i18nKey: 'OPTIMISTIC_LOCK' }] }).kind).toBe('conflict')
  })

  it.each([
    ['transactions.paymentOverMaximum', 'voucherPayments', 'höher als der noch offene Betrag'],
    ['transactions.invalidVoucherPaymentAmount', 'voucherPayments', 'Zahlungsbetrag für den Beleg'],
    ['transactions.voucherAssignedToReservation', 'voucherPayments', 'Vormerkung'],
    ['transactions.invalidDifferenceStrategy', 'paymentDifferenceStrategy', 'angebotenen Möglichkeiten'],
    ['transactions.reverseDateBeforeVoucherDate', 'reverseDate', 'Belegdatum'],
    ['NON_OUTGO_TAXRATE', 'taxRate', 'Steuersatz'],
  ])('shows %s on the field %s', (key, field, text) => {
    const failure = describeAssignmentFailure({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: key }] })
    expect(failure.kind).toBe('refused')
    expect(failure.fieldErrors[field]?.[0]).toContain(text)
  })

  it('keeps notices of no field as the text: an assigned transaction cannot be ignored', () => {
    const failure = describeAssignmentFailure({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN' }] })
    expect(failure).toEqual({ kind: 'refused', text: 'Ein zugeordneter Umsatz kann nicht ausgeblendet werden. Bitte entfernen Sie zuerst die Zuordnung.', fieldErrors: {} })
  })

  it.each([
    [{ _tag: 'Timeout' } as const],
    [{ _tag: 'Network' } as const],
    [{ _tag: 'Undecodable', route: 'assignVouchers', report: [] } as const],
    [{ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined } as const],
    [{ _tag: 'HttpStatus', status: 429, retryAfterSeconds: 3 } as const],
  ])('offers a retry for a passing trouble %j', (e) => {
    expect(describeAssignmentFailure(e).kind).toBe('retryable')
  })

  it('gives every error a German text and a kind', () => {
    fc.assert(
      fc.property(backendErrorArbitrary, (e) => {
        const failure = describeAssignmentFailure(e)
        expect(failure.text.length).toBeGreaterThan(0)
        expect(['conflict', 'refused', 'retryable']).toContain(failure.kind)
      }),
    )
  })
})
