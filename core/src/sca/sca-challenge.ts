/**
 * Which strong customer authentication a failed call asks for (spec: transactions-import-proposals 3 "SCA context",
 * 8 "SCA interception: an issue missing_entity or solaris_sca_required with source scaTan opens the TAN dialog, the
 * redirect dialog or medium selection; source scaDevice opens the push-TAN dialog").
 */
import type { BackendError } from '../errors/backend-error.ts'
import type { Issue } from '../errors/issue.ts'
import type { ScaAnswer, ScaContext } from '../errors/sca-context.ts'
import { serverMessages } from '../errors/server-messages.ts'
import { isBlank } from '../text/text-rules.ts'
import { truncateChallengeText } from './challenge-text.ts'

/** What every retried call carries besides the user's own answer: the server's references to the pending SCA. */
export type ScaRequestContext = Pick<ScaAnswer, 'requestedAction' | 'token' | 'financialContactId'>

/** A TAN medium the user may choose: the bank's security id and the name it gives it (null: none given). */
export interface ScaSecurityMedium {
  readonly securityId: string
  readonly name: string | null
}

export type ScaChallenge =
  /** The user types a TAN; `challengeText` is cut to 70 characters; `securityId` when the bank named one medium. */
  | {
      readonly kind: 'tanInput'
      readonly request: ScaRequestContext
      readonly challengeText: string | null
      readonly securityId: string | null
    }
  /** The user chooses one of two or more TAN media first, then types the TAN (challengeText as for tanInput). */
  | {
      readonly kind: 'mediumChoice'
      readonly request: ScaRequestContext
      readonly challengeText: string | null
      readonly media: readonly [ScaSecurityMedium, ScaSecurityMedium, ...ScaSecurityMedium[]]
    }
  /** The user confirms on the bank's page at `link`; `challengeText` is cut to 75 characters. */
  | {
      readonly kind: 'redirect'
      readonly request: ScaRequestContext
      readonly challengeText: string | null
      readonly link: string
      readonly securityId: string | null
    }
  /** The user confirms in the app on the device; the change request is polled; SMS-TAN at `smsTanFallback` if set. */
  | {
      readonly kind: 'pushTan'
      readonly request: ScaRequestContext
      readonly changeRequestId: string
      readonly deviceName: string | null
      readonly smsTanFallback: string | null
    }

export type ScaChallengeKind = ScaChallenge['kind']

/** A text the server sent, or null for none, null or blank. */
const given = (text: string | null | undefined): string | null => (text === null || text === undefined || isBlank(text) ? null : text)

/**
 * Whether an issue asks for strong customer authentication: its key and source name a catalogue entry whose
 * reaction opens a TAN or push-TAN dialog (missing_entity or solaris_sca_required at scaTan or scaDevice), so that
 * the catalogue stays the one place that says which issues those are.
 * @example isScaRequiredIssue({ i18nKey: 'solaris_sca_required', source: 'scaDevice' }) // true
 * @example isScaRequiredIssue({ i18nKey: 'missing_entity', source: 'pin' }) // false
 */
export const isScaRequiredIssue = (issue: Issue): boolean => {
  const source = given(issue.source)
  if (source === null) return false
  const key = `${issue.i18nKey}@${source}`
  if (!Object.hasOwn(serverMessages, key)) return false
  const { reaction } = serverMessages[key as keyof typeof serverMessages]
  return reaction === 'openTanDialog' || reaction === 'openPushTanDialog'
}

const requestOf = (context: ScaContext): ScaRequestContext => {
  const requestedAction = given(context.requestedAction)
  const token = given(context.token)
  const financialContactId = given(context.financialContactId)
  return {
    ...(requestedAction === null ? {} : { requestedAction }),
    ...(token === null ? {} : { token }),
    ...(financialContactId === null ? {} : { financialContactId }),
  }
}

/** The media the bank offers, each security id once, in the bank's order (blank ids dropped). */
const mediaOf = (context: ScaContext): ReadonlyArray<ScaSecurityMedium> => {
  const seen = new Set<string>()
  const media: ScaSecurityMedium[] = []
  for (const fn of context.availableSecurityFunctions ?? []) {
    const securityId = given(fn.securityId)
    if (securityId === null || seen.has(securityId)) continue
    seen.add(securityId)
    media.push({ securityId, name: given(fn.name) })
  }
  return media
}

const hasTwoOrMore = <T>(list: ReadonlyArray<T>): list is readonly [T, T, ...T[]] => list.length >= 2

/**
 * The challenge of one SCA-required issue's context (see scaChallengeOf for the precedence).
 * @example toScaChallenge({ changeRequestId: 'cr1', mobileDeviceName: 'iPhone' }, 'scaDevice').kind // 'pushTan'
 */
export const toScaChallenge = (context: ScaContext, source: 'scaTan' | 'scaDevice'): ScaChallenge => {
  const request = requestOf(context)
  const challenge = given(context.tanAuthnSpecification?.challenge)
  const changeRequestId = given(context.changeRequestId)
  if (source === 'scaDevice' && changeRequestId !== null) {
    return {
      kind: 'pushTan',
      request,
      changeRequestId,
      deviceName: given(context.mobileDeviceName),
      smsTanFallback: given(context.smsTanFallback),
    }
  }
  const media = mediaOf(context)
  const tanText = challenge === null ? null : truncateChallengeText(challenge, 'tanInput')
  if (hasTwoOrMore(media)) return { kind: 'mediumChoice', request, challengeText: tanText, media }
  const securityId = media[0]?.securityId ?? null
  const link = given(context.link)
  if (link !== null && context.tanInputRequired !== true) {
    return {
      kind: 'redirect',
      request,
      challengeText: challenge === null ? null : truncateChallengeText(challenge, 'redirect'),
      link,
      securityId,
    }
  }
  return { kind: 'tanInput', request, challengeText: tanText, securityId }
}

/**
 * The strong customer authentication a failed call asks for, or undefined when it asks for none. The first
 * SCA-required issue of the answer counts (isScaRequiredIssue); it carries its context as `scaContext` (an issue
 * without one is read as an empty context: a plain TAN input).
 *
 * Spec leaves open what a context with several kinds means; chosen precedence, first match wins:
 * 1. push-TAN: source scaDevice and a changeRequestId (without one there is nothing to poll);
 * 2. medium choice: two or more availableSecurityFunctions (the bank cannot send a TAN before it knows the medium;
 *    the TAN input follows with the chosen securityId);
 * 3. TAN input: tanInputRequired is true (the bank says so explicitly, even if it also sent a link);
 * 4. redirect: a link;
 * 5. TAN input otherwise (source scaTan means a TAN; a device without a change request shows the TAN in its app).
 * A single security function gives its securityId to the TAN input or redirect. Blank texts count as not sent.
 * @example scaChallengeOf(serverIssues(403, [{ i18nKey: 'missing_entity', source: 'scaTan', scaContext: { token: 't' } }]))
 * // { kind: 'tanInput', request: { token: 't' }, challengeText: null, securityId: null }
 */
export const scaChallengeOf = (error: BackendError): ScaChallenge | undefined => {
  if (error._tag !== 'ServerIssues') return undefined
  const issue = error.issues.find(isScaRequiredIssue)
  if (issue === undefined) return undefined
  return toScaChallenge(issue.scaContext ?? {}, issue.source === 'scaDevice' ? 'scaDevice' : 'scaTan')
}

/** The keys of a wrong TAN: INVALID_TAN (accounts-and-transfers 8) and invalid_tan (a 406 on deleting a transfer). */
const INVALID_TAN_KEYS: ReadonlySet<string> = new Set(['INVALID_TAN', 'invalid_tan'])

/**
 * Whether a retried call failed because the TAN was wrong (the user may type it again).
 * @example isInvalidTanError(serverIssues(406, [{ i18nKey: 'invalid_tan' }])) // true
 */
export const isInvalidTanError = (error: BackendError): boolean =>
  error._tag === 'ServerIssues' && error.issues.some((issue) => INVALID_TAN_KEYS.has(issue.i18nKey))
