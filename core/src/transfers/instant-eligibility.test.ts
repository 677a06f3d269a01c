import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import {
  isInstantAcceptedByRecipient,
  isInstantExcludedRecipientBank,
  isInstantTransferEligible,
  isInstantTransferOptionHidden,
  validateInstantTransfer,
  type InstantTransferContext,
} from './instant-eligibility.ts'
import { isAccountInstantCapable } from '../accounts/account-capabilities.ts'

const today = '2026-03-02' as LocalDate
const tomorrow = '2026-03-03' as LocalDate
const yesterday = '2026-03-01' as LocalDate
const recipientIban = 'DE89370400440532013000'
const excludedIban = 'DE68 1101 0101 1234 5678 90'

describe('isInstantExcludedRecipientBank', () => {
  it('matches German IBANs with bank code 11010101 only', () => {
    expect(isInstantExcludedRecipientBank(excludedIban)).toBe(true)
    expect(isInstantExcludedRecipientBank(recipientIban)).toBe(false)
    expect(isInstantExcludedRecipientBank('AT611101010100234573')).toBe(false)
  })
})

describe('isInstantTransferOptionHidden', () => {
  const shown = { kind: 'single', executionDate: today, today, recipientIbans: [recipientIban] } as const
  it('is shown for a single transfer today', () => expect(isInstantTransferOptionHidden(shown)).toBe(false))
  it('is shown for a combined transfer today', () => expect(isInstantTransferOptionHidden({ ...shown, kind: 'combined' })).toBe(false))
  it('is hidden for a scheduled transfer', () => expect(isInstantTransferOptionHidden({ ...shown, executionDate: tomorrow })).toBe(true))
  it('is hidden for a date in the past', () => expect(isInstantTransferOptionHidden({ ...shown, executionDate: yesterday })).toBe(true))
  it('is hidden for a standing order', () => expect(isInstantTransferOptionHidden({ ...shown, kind: 'standingOrder' })).toBe(true))
  it('is hidden for bank code 11010101', () => {
    expect(isInstantTransferOptionHidden({ ...shown, recipientIbans: [recipientIban, excludedIban] })).toBe(true)
  })
})

describe('isAccountInstantCapable', () => {
  it('needs both flags true', () => {
    expect(isAccountInstantCapable({ sepaInstantCapable: true, sepaInstantAllowed: true })).toBe(true)
    expect(isAccountInstantCapable({ sepaInstantCapable: true, sepaInstantAllowed: false })).toBe(false)
    expect(isAccountInstantCapable({ sepaInstantCapable: false, sepaInstantAllowed: true })).toBe(false)
    expect(isAccountInstantCapable({ sepaInstantCapable: true, sepaInstantAllowed: null })).toBe(false)
    expect(isAccountInstantCapable({})).toBe(false)
  })
})

describe('isInstantAcceptedByRecipient', () => {
  it('accepts until the server said otherwise for that IBAN', () => {
    expect(isInstantAcceptedByRecipient(recipientIban, [])).toBe(true)
    expect(isInstantAcceptedByRecipient(recipientIban, ['DE89 3704 0044 0532 0130 00'])).toBe(false)
    expect(isInstantAcceptedByRecipient('de89370400440532013000', [recipientIban])).toBe(false)
    expect(isInstantAcceptedByRecipient(recipientIban, ['DE02120300000000202051'])).toBe(true)
  })
})

describe('validateInstantTransfer', () => {
  const ok: InstantTransferContext = {
    kind: 'single',
    executionDate: today,
    today,
    account: { sepaInstantCapable: true, sepaInstantAllowed: true },
    recipients: [{ recipientIban, purpose: 'RE 1' }],
    ibansWithoutInstant: [],
  }
  it('passes when every need is met', () => {
    expect(validateInstantTransfer(ok)).toEqual(E.right(true))
    expect(isInstantTransferEligible(ok)).toBe(true)
  })
  it.each([
    ['a later date', { executionDate: tomorrow }, 'sepaInstant', 'transfers.instantOnlyForTodaysTransfer'],
    ['a standing order', { kind: 'standingOrder' }, 'sepaInstant', 'transfers.instantOnlyForTodaysTransfer'],
    ['bank code 11010101', { recipients: [{ recipientIban: excludedIban, purpose: 'x' }] }, 'sepaInstant', 'transfers.instantNotOfferedToRecipientBank'],
    ['an incapable account', { account: { sepaInstantCapable: false, sepaInstantAllowed: true } }, 'sepaInstant', 'transfers.instantNotSupportedByAccount'],
    ['a not allowed account', { account: { sepaInstantCapable: true, sepaInstantAllowed: false } }, 'sepaInstant', 'transfers.instantNotSupportedByAccount'],
    ['a recipient without instant', { ibansWithoutInstant: [recipientIban] }, 'sepaInstant', 'transfers.instantNotAcceptedByRecipient'],
    ['no purpose', { recipients: [{ recipientIban, purpose: '  ' }] }, 'purpose', 'transfers.instantPurposeRequired'],
  ] as const)('rejects %s', (_name, change, field, key) => {
    expect(validateInstantTransfer({ ...ok, ...change })).toEqual(E.left([{ field, key }]))
    expect(isInstantTransferEligible({ ...ok, ...change })).toBe(false)
  })
  it('reports every failed need at once, purposes per transfer of a combined order', () => {
    const result = validateInstantTransfer({
      ...ok,
      kind: 'combined',
      executionDate: tomorrow,
      account: {},
      recipients: [
        { recipientIban, purpose: 'a' },
        { recipientIban: excludedIban, purpose: '' },
      ],
      ibansWithoutInstant: [recipientIban],
    })
    expect(result).toEqual(
      E.left([
        { field: 'sepaInstant', key: 'transfers.instantOnlyForTodaysTransfer' },
        { field: 'sepaInstant', key: 'transfers.instantNotOfferedToRecipientBank' },
        { field: 'sepaInstant', key: 'transfers.instantNotSupportedByAccount' },
        { field: 'sepaInstant', key: 'transfers.instantNotAcceptedByRecipient' },
        { field: 'bankTransfers.1.purpose', key: 'transfers.instantPurposeRequired' },
      ]),
    )
  })
})
