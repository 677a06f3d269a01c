/**
 * The body of PUT v100/financialAccounts/{id}/disconnect. The payment-service account is sent whole, with empty
 * connectionData (7.1); any other account is disconnected without a body (the path names it).
 */
import { FinancialAccountCodec, type FinancialAccount, type FinancialAccountWire } from '@kontor/core'
import * as t from 'io-ts'

export const toDisconnectBody = (account: FinancialAccount): FinancialAccountWire | undefined =>
  account.type === 'PAYPAL' ? FinancialAccountCodec.encode({ ...account, connectionData: {} }) : undefined

/** The same body as the server reads it: the PayPal account whole, or none. */
export const DisconnectBodyCodec = t.union([t.undefined, FinancialAccountCodec])
