/** The public API of the banks area (spec: accounts-and-transfers 3 "Bank info", 5.2, 7.1). Named exports only. */
export * from './bank-lookup.ts'
export type * from './bank-lookup-port.ts'
export * from './messages.ts'
export * from './model.ts'
