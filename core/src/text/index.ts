/** The public API of the shared text rules. */
export * from './text-rules.ts'
export * from './count-format.ts'
