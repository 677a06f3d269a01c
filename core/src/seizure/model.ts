/**
 * The seizure (Pfändung) as the banking service sends it, and the transfer that pays it
 * (spec: hub-and-business-account 3 "Seizure" and "Seizure transfer payload", 4.9).
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'

/** The creditor the seized amount goes to. */
export const SeizureCreditorCodec = t.type({ iban: t.string, name: t.string }, 'SeizureCreditor')
export type SeizureCreditor = t.TypeOf<typeof SeizureCreditorCodec>

/**
 * One seizure of a business account. Reading: id, the account, the total and the creditor are what a payment needs,
 * so they are required; the dates and the case number are shown only, so they may be null or absent. The dates are
 * calendar dates ("YYYY-MM-DD"), as every date of the spec's wire models.
 */
export const SeizureCodec = t.intersection(
  [
    t.type({
      id: t.string,
      financialAccountId: t.string,
      totalAmount: MoneyCodec,
      creditor: SeizureCreditorCodec,
    }),
    t.partial({
      deliveryDate: nullable(LocalDateCodec),
      enactmentDate: nullable(LocalDateCodec),
      resolutionCaseNumber: nullable(t.string),
    }),
  ],
  'Seizure',
)
export type Seizure = t.TypeOf<typeof SeizureCodec>
export type SeizureWire = t.OutputOf<typeof SeizureCodec>

export const SeizureListCodec = t.readonlyArray(SeizureCodec, 'SeizureList')

/** One transfer of a seizure payment (the item of the payload's bankTransfers). */
export const SeizureBankTransferCodec = t.type(
  {
    recipientIban: t.string,
    recipientBic: t.union([t.string, t.null]),
    recipientName: t.string,
    purpose: t.string,
    amount: MoneyCodec,
    bankTransferReferenceId: t.string,
    bankTransferReferenceType: t.string,
  },
  'SeizureBankTransfer',
)
export type SeizureBankTransfer = t.TypeOf<typeof SeizureBankTransferCodec>

/**
 * The body that creates a seizure payment. Reading: the spec lists the payload's fields flat, and the call's body is
 * "bankTransferGroupReference and bankTransfers" with a bankTransferId read per item, so the recipient fields belong
 * to the items and the group reference to the whole order.
 */
export const SeizureTransferPayloadCodec = t.type(
  { bankTransferGroupReference: t.string, bankTransfers: t.readonlyArray(SeizureBankTransferCodec) },
  'SeizureTransferPayload',
)
export type SeizureTransferPayload = t.TypeOf<typeof SeizureTransferPayloadCodec>
export type SeizureTransferPayloadWire = t.OutputOf<typeof SeizureTransferPayloadCodec>
