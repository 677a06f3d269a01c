/**
 * The public API of @kontor/core, for Kontor's UI and for other services: every area's index, nothing else. Other
 * services that need one area import its subpath (`@kontor/core/iban`, …) instead. Named exports only.
 */
export * from './accounts/index.ts'
export * from './banks/index.ts'
export * from './bic/index.ts'
export * from './calendar/index.ts'
export * from './catalogue/index.ts'
export * from './codecs/index.ts'
export * from './csv-import/index.ts'
export * from './embedding/index.ts'
export * from './errors/index.ts'
export * from './hub/index.ts'
export * from './iban/index.ts'
export * from './identity/index.ts'
export * from './money/index.ts'
export * from './onboarding/index.ts'
export * from './ports/index.ts'
export * from './privileges/index.ts'
export * from './proposals/index.ts'
export * from './seizure/index.ts'
export * from './transactions/index.ts'
export * from './transfers/index.ts'
