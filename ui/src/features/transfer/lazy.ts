/** The transfer pages' module: the router loads it when /banktransfer or the redirect return is first shown. */
export const loadTransferPages = () => import('./pages.ts')
