/** The public API of the shared io-ts helpers. */
export * from './nullable.ts'
