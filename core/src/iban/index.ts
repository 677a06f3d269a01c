/** The public API of the iban area (spec: accounts-and-transfers 5.2). Named exports only. */
export * from './constants.ts'
export * from './iban-check-digits.ts'
export * from './iban-format.ts'
export * from './iban-registry.ts'
export * from './iban.ts'
export * from './messages.ts'
