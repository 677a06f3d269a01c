/** Arbitraries and builders for tests of Kontor and of services that use the core. Needs fast-check. */
export * from './accounts/financial-account.arbitrary.ts'
export * from './calendar/local-date.arbitrary.ts'
export * from './errors/backend-error.arbitrary.ts'
export * from './money/money.arbitrary.ts'
