/**
 * The tax-id embed (hub-and-business-account 2.4 "Tax-id embed"): the partner's form in a frame (in demo and server
 * mode our own /ident/tax-id.html); CLOSE_SUCCESS from our own origin says the tax id is saved.
 */
import { BUSINESS_ACCOUNT_TEXTS as T } from './business-account-texts.ts'
import { VideoIdentificationDialog, type EmbedResult } from './shared/VideoIdentificationDialog.tsx'

/** The tax-id embed's page (chosen: served by Kontor itself, like the first-time frame's pages). */
export const TAX_ID_EMBED_PATH = '/ident/tax-id.html'

export const TaxIdDialog = ({ onResult }: { readonly onResult: (result: EmbedResult) => void }) => (
  <VideoIdentificationDialog url={TAX_ID_EMBED_PATH} onResult={onResult} title={T.taxIdTitle} frameTitle={T.taxIdFrame} />
)
