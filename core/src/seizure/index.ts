/** The public API of the seizure area (spec: hub-and-business-account 3, 4.9, 5, 8 and 9). */
export {
  SEIZURE_DEBIT_DELAY_COMPANY_WORKING_DAYS,
  SEIZURE_DEBIT_DELAY_SOLE_TRADER_CALENDAR_WEEKS,
  SEIZURE_PAYMENT_MIN_AMOUNT_CENTS,
  SEIZURE_TRANSFER_PURPOSE_MAX_LENGTH_CHARS,
  SEIZURE_TRANSFER_REFERENCE_TYPE,
} from './constants.ts'
export { seizureMessages, type SeizureMessageKey } from './messages.ts'
export {
  SeizureBankTransferCodec,
  SeizureCodec,
  SeizureCreditorCodec,
  SeizureListCodec,
  SeizureTransferPayloadCodec,
  type Seizure,
  type SeizureBankTransfer,
  type SeizureCreditor,
  type SeizureTransferPayload,
  type SeizureTransferPayloadWire,
  type SeizureWire,
} from './model.ts'
export {
  correctSeizurePaymentAmount,
  correctSeizurePaymentAmountInput,
  toSeizurePaymentBounds,
  validateSeizurePaymentAmount,
  type SeizurePaymentAmountCorrection,
  type SeizurePaymentBounds,
} from './seizure-amount.ts'
export {
  addGermanBankWorkingDays,
  isGermanBankHoliday,
  isGermanBankWorkingDay,
  toEasterSunday,
  toNextGermanBankWorkingDay,
} from './bank-working-days.ts'
export {
  SEIZURE_DEBTOR_KINDS,
  toSeizureDebitDate,
  toSeizureDebitNotice,
  toSeizureDebtorKind,
  toSeizureExpectedDebitNotice,
  type SeizureDebtorKind,
  type SeizureMessage,
} from './seizure-debit.ts'
export { toSeizureTransferPayload, toSeizureTransferPurpose, type SeizurePaymentRequest } from './seizure-transfer.ts'
