/**
 * The transfer feature (accounts-and-transfers 2.2, 4.4; hub-and-business-account 2.1): the bank transfer dialog at
 * /banktransfer, the return of a bank's redirect authorisation, and how another feature opens a new transfer. The
 * screens load lazily; the rest is light enough for the hub's first load.
 */
export { storeTransferHandOver, type NewTransferHandOver } from './hand-over-link.ts'
export { loadTransferPages } from './lazy.ts'
export { TRANSFER_ENTRY_TEXTS } from './entry-texts.ts'
