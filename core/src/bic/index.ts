/** The public API of the bic area (spec: accounts-and-transfers 3 and 5.2). Named exports only. */
export * from './bic.ts'
export * from './constants.ts'
export * from './countries.ts'
export * from './messages.ts'
