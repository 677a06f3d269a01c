import { describe, expect, it } from 'vitest'
import { httpStatus, NETWORK_FAILURE, serverIssues } from '../errors/backend-error.ts'
import type { Issue } from '../errors/issue.ts'
import type { ScaContext } from '../errors/sca-context.ts'
import { isInvalidTanError, isScaRequiredIssue, scaChallengeOf } from './sca-challenge.ts'

const scaError = (source: string, scaContext: ScaContext, i18nKey = 'missing_entity') =>
  serverIssues(403, [{ i18nKey, source, scaContext }])

describe('isScaRequiredIssue', () => {
  it.each([
    ['missing_entity', 'scaTan', true],
    ['solaris_sca_required', 'scaTan', true],
    ['missing_entity', 'scaDevice', true],
    ['solaris_sca_required', 'scaDevice', true],
    ['missing_entity', 'pin', false],
    ['missing_entity', null, false],
    ['INVALID_TAN', 'scaTan', false],
    ['solaris_sca_required', 'recipientIban', false],
  ] as const)('%s at %s: %s', (i18nKey, source, expected) => {
    expect(isScaRequiredIssue({ i18nKey, source })).toBe(expected)
  })
})

describe('scaChallengeOf', () => {
  it('is undefined for errors that ask for no SCA', () => {
    expect(scaChallengeOf(NETWORK_FAILURE)).toBeUndefined()
    expect(scaChallengeOf(httpStatus(403))).toBeUndefined()
    expect(scaChallengeOf(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'recipientIban' }]))).toBeUndefined()
    expect(scaChallengeOf(serverIssues(403, [{ i18nKey: 'missing_entity', source: 'pin' }]))).toBeUndefined()
  })

  it('reads a plain TAN challenge with the request references and the challenge cut to 70 characters', () => {
    const challenge = 'Bitte geben Sie die TAN für die Überweisung von 1.234,56 € an Max Mustermann GmbH ein.'
    expect(
      scaChallengeOf(
        scaError('scaTan', {
          requestedAction: 'EXECUTE',
          token: 'tok',
          financialContactId: 'fc1',
          tanInputRequired: true,
          tanAuthnSpecification: { challenge },
        }),
      ),
    ).toEqual({
      kind: 'tanInput',
      request: { requestedAction: 'EXECUTE', token: 'tok', financialContactId: 'fc1' },
      challengeText: `${challenge.slice(0, 69).trimEnd()}…`,
      securityId: null,
    })
  })

  it('reads an SCA issue without a context as a plain TAN input', () => {
    expect(scaChallengeOf(serverIssues(403, [{ i18nKey: 'solaris_sca_required', source: 'scaTan' }]))).toEqual({
      kind: 'tanInput',
      request: {},
      challengeText: null,
      securityId: null,
    })
  })

  it('finds the SCA issue among others', () => {
    const issues: Issue[] = [{ i18nKey: 'INVALID_MODEL' }, { i18nKey: 'missing_entity', source: 'scaDevice', scaContext: { changeRequestId: 'cr' } }]
    expect(scaChallengeOf(serverIssues(403, issues))?.kind).toBe('pushTan')
  })

  it('offers a medium choice for two or more security functions, each id once', () => {
    expect(
      scaChallengeOf(
        scaError('scaTan', {
          availableSecurityFunctions: [
            { securityId: '921', name: 'pushTAN' },
            { securityId: '972', name: null },
            { securityId: '921', name: 'doppelt' },
            { securityId: ' ' },
          ],
          link: 'https://bank.example/sca',
        }),
      ),
    ).toEqual({
      kind: 'mediumChoice',
      request: {},
      challengeText: null,
      media: [
        { securityId: '921', name: 'pushTAN' },
        { securityId: '972', name: null },
      ],
    })
  })

  it('gives a single security function its id and opens the redirect for a link, the challenge cut to 75', () => {
    const challenge = 'x'.repeat(80)
    expect(
      scaChallengeOf(
        scaError('scaTan', { availableSecurityFunctions: [{ securityId: '900' }], link: 'https://bank.example/sca', tanAuthnSpecification: { challenge } }),
      ),
    ).toEqual({ kind: 'redirect', request: {}, challengeText: `${'x'.repeat(74)}…`, link: 'https://bank.example/sca', securityId: '900' })
  })

  it('prefers the TAN input over a link when the bank says a TAN is required', () => {
    expect(scaChallengeOf(scaError('scaTan', { link: 'https://bank.example', tanInputRequired: true }))?.kind).toBe('tanInput')
  })

  it('opens the push-TAN for scaDevice with a change request, with device name and SMS fallback', () => {
    expect(
      scaChallengeOf(
        scaError('scaDevice', { changeRequestId: 'cr1', mobileDeviceName: 'iPhone von Max', smsTanFallback: '/sca/sms/cr1', token: 't' }, 'solaris_sca_required'),
      ),
    ).toEqual({ kind: 'pushTan', request: { token: 't' }, changeRequestId: 'cr1', deviceName: 'iPhone von Max', smsTanFallback: '/sca/sms/cr1' })
  })

  it('does not poll without a change request: scaDevice falls back to the TAN input', () => {
    expect(scaChallengeOf(scaError('scaDevice', { mobileDeviceName: 'iPhone' }))?.kind).toBe('tanInput')
  })

  it('never opens a push-TAN for scaTan', () => {
    expect(scaChallengeOf(scaError('scaTan', { changeRequestId: 'cr1' }))?.kind).toBe('tanInput')
  })

  it('treats blank texts as not sent', () => {
    expect(scaChallengeOf(scaError('scaTan', { token: ' ', link: '  ', tanAuthnSpecification: { challenge: '' } }))).toEqual({
      kind: 'tanInput',
      request: {},
      challengeText: null,
      securityId: null,
    })
  })
})

describe('isInvalidTanError', () => {
  it('knows INVALID_TAN and the 406 invalid_tan', () => {
    expect(isInvalidTanError(serverIssues(400, [{ i18nKey: 'INVALID_TAN' }]))).toBe(true)
    expect(isInvalidTanError(serverIssues(406, [{ i18nKey: 'invalid_tan' }]))).toBe(true)
    expect(isInvalidTanError(serverIssues(400, [{ i18nKey: 'INVALID_IBAN' }]))).toBe(false)
    expect(isInvalidTanError(httpStatus(406))).toBe(false)
  })
})
