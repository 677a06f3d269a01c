import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  BankAccountStateCodec,
  BankTransferSummaryCodec,
  FallbackCardSettingsCodec,
  PlannedBankTransferCodec,
  StandingOrderDeletionResultCodec,
  TermsDeadlineCodec,
} from './model.ts'

describe('TermsDeadlineCodec', () => {
  it.each(['2025-07-30', '2025-07-30T22:00:00Z', '2025-07-30T22:00Z', '2025-07-30T22:00:00.123+02:00', '2024-02-29T00:00:00-05:00'])('accepts %s', (s) => {
    expect(E.isRight(TermsDeadlineCodec.decode(s))).toBe(true)
  })

  it.each(['2025-07-30T22:00:00', '30.07.2025', '2025-02-30', '2025-02-30T10:00:00Z', ' 2025-07-30', '2025-07-30 22:00:00Z', '', 20250730])('refuses %j', (s) => {
    expect(E.isLeft(TermsDeadlineCodec.decode(s))).toBe(true)
  })
})

describe('BankAccountStateCodec', () => {
  const full = {
    initial: false,
    noAccountYet: false,
    accountOpeningProcessStarted: true,
    seizureState: 'ACTIVE',
    lexBankBusinessId: 'b-1',
    lockedAccount: { financialAccountId: 'fa-1', lockingState: 'LOCKED', lockingReason: 'SEIZURE', inClosure: false },
    enforceMultiFactorAuthentication: true,
    multiFactorAuthenticationEnabled: false,
    firstDeviceBindingActivationState: 'CONFIRMED',
    pendingComplianceQuestions: [{ id: 1 }],
    businessOnBoarding: {
      isPending: true,
      isWelcome: false,
      status: 'SCREENING_PENDING',
      business: { id: 'b-1', taxNumber: '12345678901', lexBankCompanyType: 'GMBH', onBoardingState: 'ON_BOARDING_STARTED' },
    },
    firstCardActivationPending: true,
    latestTermsAndConditionsConsentInformation: {
      consentState: 'UNDECIDED',
      actions: ['ACCEPT'],
      consentRequiredUntil: '2025-08-31',
      solarisContractExpiresAt: '2025-09-30T22:00:00Z',
    },
  }

  it('reads every field of spec 3 and writes it back', () => {
    expect(E.map(BankAccountStateCodec.encode)(BankAccountStateCodec.decode(full))).toEqual(E.right(full))
  })

  it('reads the empty state of a user without read privilege', () => {
    expect(BankAccountStateCodec.decode({})).toEqual(E.right({}))
  })

  it('keeps an unknown consent state instead of failing', () => {
    expect(E.isRight(BankAccountStateCodec.decode({ latestTermsAndConditionsConsentInformation: { consentState: 'WITHDRAWN' } }))).toBe(true)
  })

  it('refuses wrong shapes', () => {
    expect(E.isLeft(BankAccountStateCodec.decode({ noAccountYet: 'yes' }))).toBe(true)
    expect(E.isLeft(BankAccountStateCodec.decode({ latestTermsAndConditionsConsentInformation: { actions: 'ACCEPT' } }))).toBe(true)
    expect(E.isLeft(BankAccountStateCodec.decode({ latestTermsAndConditionsConsentInformation: { consentRequiredUntil: '31.08.2025' } }))).toBe(true)
    expect(E.isLeft(BankAccountStateCodec.decode(null))).toBe(true)
  })
})

describe('PlannedBankTransferCodec', () => {
  it('needs an id and reads the amount as Money', () => {
    const decoded = PlannedBankTransferCodec.decode({ bankTransferId: 'b-1', amount: 12.5, executionDate: '2025-08-01' })
    expect(E.isRight(decoded) && decoded.right.amount?.value.toFixed(2)).toBe('12.50')
    expect(E.isLeft(PlannedBankTransferCodec.decode({ amount: 1 }))).toBe(true)
    expect(E.isLeft(PlannedBankTransferCodec.decode({ bankTransferId: 'b', executionDate: '01.08.2025' }))).toBe(true)
  })
})

describe('other codecs', () => {
  it('read the summary, the deletion result and the fallback settings', () => {
    expect(E.isRight(BankTransferSummaryCodec.decode({ numberOfScheduledOrders: 1, numberOfStandingOrdersWithError: null }))).toBe(true)
    expect(E.isLeft(BankTransferSummaryCodec.decode({ numberOfScheduledOrders: '1' }))).toBe(true)
    expect(E.isRight(StandingOrderDeletionResultCodec.decode({ declined: true }))).toBe(true)
    expect(E.isRight(FallbackCardSettingsCodec.decode({ accountMode: 1, hiddenAccountIds: ['a'], accountIdMap: { b: true } }))).toBe(true)
    expect(E.isLeft(FallbackCardSettingsCodec.decode({ accountMode: 3 }))).toBe(true)
    expect(E.isLeft(FallbackCardSettingsCodec.decode({ hiddenAccountIds: [] }))).toBe(true)
  })
})
