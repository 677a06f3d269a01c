/** The public API of the money area: Money on decimal.js, de-DE parsing and formatting, sums. */
export * from './constants.ts'
export * from './money.ts'
