/**
 * The public API of the accounts area (spec: accounts-and-transfers 2–6, 8 and 9; transactions-import-proposals 2, 3,
 * 4 and 8): account model and rules, the add-account wizard, the bank credentials dialog, PIN encoding, account status
 * polling and needless transactions. Named exports only.
 */
export * from './account-actions.ts'
export * from './account-body.ts'
export * from './account-capabilities.ts'
export * from './account-edit-form.ts'
export * from './account-rules.ts'
export * from './account-selection.ts'
export * from './account-status-polling.ts'
export * from './add-account-wizard-model.ts'
export * from './add-account-wizard-rules.ts'
export * from './add-account-wizard.ts'
export * from './bank-credentials-flow.ts'
export * from './bank-and-type-line.ts'
export * from './bank-search.ts'
export * from './connection-model.ts'
export * from './constants.ts'
export * from './edit-messages.ts'
export * from './edit-rules.ts'
export * from './manual-account-rules.ts'
export * from './messages.ts'
export * from './model.ts'
export * from './needless-transactions.ts'
// The byte and base64 helpers of pin-encoding.ts are its own.
export { PIN_FIELD, decodeEncodedPin, encodePin, isPinEncodable, type EncodedPin, type EncodedPinBrand } from './pin-encoding.ts'
export * from './requests.ts'
export * from './sync-dates.ts'
export * from './wizard-messages.ts'
