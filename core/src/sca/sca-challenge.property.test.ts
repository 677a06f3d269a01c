import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { serverIssues, type BackendError } from '../errors/backend-error.ts'
import type { Issue } from '../errors/issue.ts'
import type { ScaContext } from '../errors/sca-context.ts'
import { SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS, SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS } from './constants.ts'
import { isScaRequiredIssue, scaChallengeOf } from './sca-challenge.ts'

const optionalText = fc.option(fc.oneof(fc.constantFrom('', ' '), fc.string({ minLength: 1, maxLength: 90 })), { nil: null })
const contextArbitrary: fc.Arbitrary<ScaContext> = fc.record(
  {
    requestedAction: optionalText,
    token: optionalText,
    financialContactId: optionalText,
    tanAuthnSpecification: fc.option(fc.record({ challenge: optionalText }), { nil: null }),
    link: optionalText,
    tanInputRequired: fc.option(fc.boolean(), { nil: null }),
    availableSecurityFunctions: fc.option(
      fc.array(fc.record({ securityId: fc.constantFrom('900', '921', '972', ' '), name: optionalText }), { maxLength: 4 }),
      { nil: null },
    ),
    changeRequestId: optionalText,
    mobileDeviceName: optionalText,
    smsTanFallback: optionalText,
  },
  { requiredKeys: [] },
)
const KEYS = ['missing_entity', 'solaris_sca_required', 'INVALID_TAN', 'INVALID_MODEL']
const SOURCES = ['scaTan', 'scaDevice', 'pin', 'recipientIban', null]
const issueArbitrary: fc.Arbitrary<Issue> = fc.record(
  { i18nKey: fc.constantFrom(...KEYS), source: fc.constantFrom(...SOURCES), scaContext: fc.option(contextArbitrary, { nil: null }) },
  { requiredKeys: ['i18nKey'] },
)
const errorArbitrary: fc.Arbitrary<BackendError> = fc.oneof(
  fc.record({ status: fc.constantFrom(400, 403, 406), issues: fc.array(issueArbitrary, { maxLength: 4 }) }).map(({ status, issues }) => serverIssues(status, issues)),
  fc.constant<BackendError>({ _tag: 'Network' }),
  fc.constant<BackendError>({ _tag: 'HttpStatus', status: 403, retryAfterSeconds: undefined }),
)
const isSet = (text: string | null | undefined): boolean => text !== null && text !== undefined && text.trim() !== ''

test.prop([errorArbitrary])('a challenge exactly when an issue is missing_entity or solaris_sca_required at scaTan or scaDevice', (error) => {
  const expected =
    error._tag === 'ServerIssues' &&
    error.issues.some((i) => ['missing_entity', 'solaris_sca_required'].includes(i.i18nKey) && (i.source === 'scaTan' || i.source === 'scaDevice'))
  expect(scaChallengeOf(error) !== undefined).toBe(expected)
  if (error._tag === 'ServerIssues') expect(error.issues.some(isScaRequiredIssue)).toBe(expected)
})

test.prop([fc.constantFrom('missing_entity', 'solaris_sca_required'), fc.constantFrom<'scaTan' | 'scaDevice'>('scaTan', 'scaDevice'), contextArbitrary])(
  'the kind follows the documented precedence, and the challenge keeps what the retry needs',
  (i18nKey, source, context) => {
    const challenge = scaChallengeOf(serverIssues(403, [{ i18nKey, source, scaContext: context }]))
    const media = new Set((context.availableSecurityFunctions ?? []).map((f) => f.securityId).filter(isSet))
    const expectedKind =
      source === 'scaDevice' && isSet(context.changeRequestId)
        ? 'pushTan'
        : media.size >= 2
          ? 'mediumChoice'
          : isSet(context.link) && context.tanInputRequired !== true
            ? 'redirect'
            : 'tanInput'
    expect(challenge?.kind).toBe(expectedKind)
    if (challenge === undefined) return
    // the request references: exactly the ones sent and not blank
    for (const name of ['requestedAction', 'token', 'financialContactId'] as const) {
      expect(challenge.request[name]).toBe(isSet(context[name]) ? context[name] : undefined)
    }
    if (challenge.kind === 'mediumChoice') expect(new Set(challenge.media.map((m) => m.securityId))).toEqual(media)
    if (challenge.kind === 'tanInput' || challenge.kind === 'redirect') {
      expect(challenge.securityId).toBe(media.size === 1 ? [...media][0] : null)
    }
    if (challenge.kind !== 'pushTan' && challenge.challengeText !== null) {
      const max = challenge.kind === 'redirect' ? SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS : SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS
      expect(Array.from(challenge.challengeText).length).toBeLessThanOrEqual(max)
    }
    if (challenge.kind === 'pushTan') expect(challenge.changeRequestId).toBe(context.changeRequestId)
  },
)
