/**
 * The strong customer authentication context a server sends with an SCA-required issue (spec:
 * transactions-import-proposals 3 "SCA context", 8 "SCA interception"). Spec leaves open where the context travels;
 * chosen: on the issue itself (`scaContext`), because the issue (missing_entity or solaris_sca_required, source scaTan
 * or scaDevice) is what says an SCA is needed, and one error may carry only one challenge.
 */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'

/** One TAN method the bank offers (a TAN medium): its security id, and the name the bank gives it. */
export const SecurityFunctionCodec = t.intersection(
  [t.type({ securityId: t.string }), t.partial({ name: nullable(t.string) })],
  'SecurityFunction',
)
export type SecurityFunction = t.TypeOf<typeof SecurityFunctionCodec>

/** The challenge the bank shows the user (its text is cut to 70 or 75 characters for display). */
export const TanAuthnSpecificationCodec = t.partial({ challenge: nullable(t.string) }, 'TanAuthnSpecification')

export const ScaContextCodec = t.partial(
  {
    requestedAction: nullable(t.string),
    token: nullable(t.string),
    financialContactId: nullable(t.string),
    tanAuthnSpecification: nullable(TanAuthnSpecificationCodec),
    /** Redirect SCA: the bank's page the user confirms on. */
    link: nullable(t.string),
    redirect_uri: nullable(t.string),
    /** True: the user types a TAN (TAN input dialog). */
    tanInputRequired: nullable(t.boolean),
    /** More than one: the user chooses a TAN medium first. */
    availableSecurityFunctions: nullable(t.readonlyArray(SecurityFunctionCodec)),
    /** Push-TAN: the change request to poll until the device answers. */
    changeRequestId: nullable(t.string),
    mobileDeviceName: nullable(t.string),
    /** Spec: "POST to a server-given SMS-TAN callback endpoint"; chosen: the endpoint's path, null when there is none. */
    smsTanFallback: nullable(t.string),
  },
  'ScaContext',
)
export type ScaContext = t.TypeOf<typeof ScaContextCodec>

/**
 * What a retried request carries after the user authenticated (spec: transactions-import-proposals 7 "A retried
 * request carries headers for the TAN, security id, requested action, token and financial contact id").
 */
export interface ScaAnswer {
  readonly tan?: string
  readonly securityId?: string
  readonly requestedAction?: string
  readonly token?: string
  readonly financialContactId?: string
}
