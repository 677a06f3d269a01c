/**
 * The ports: one interface per backend service and the Backend record of them all (spec: accounts-and-transfers 7).
 * The Clock lives in calendar/ and the bank lookup port in banks/, so that the areas need not depend on the ports.
 */
export type * from './backend.ts'
export type * from './banking-port.ts'
export type * from './transfer-port.ts'
export type * from './transaction-port.ts'
export type * from './csv-import-port.ts'
export type * from './proposal-port.ts'
export type * from './hub-port.ts'
export type * from './onboarding-port.ts'
