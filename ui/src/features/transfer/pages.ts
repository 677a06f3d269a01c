/** The pages of the transfer feature, in one chunk. */
export { TransferPage } from './TransferPage.tsx'
export { TransferRedirectPage } from './TransferRedirectPage.tsx'
