/** What the UI does when it meets an i18n key: the catalogue names one reaction per key. */
export type Reaction =
  /** Show the text at the field named by the source. */
  | 'showOnField'
  /** Show the text as a notice above the content. */
  | 'showNotice'
  /** Show the text and offer to try again once the retry time has passed. */
  | 'waitUntilRetry'
  /** Leave for the no-access page. */
  | 'goToNoAccess'
  /** Open the TAN dialog (or the redirect / medium selection the challenge asks for), then retry with the TAN. */
  | 'openTanDialog'
  /** Open the push-TAN dialog and wait for the device's answer. */
  | 'openPushTanDialog'
  /** Ask for the bank PIN, then retry the same call with it. */
  | 'promptForPinThenRetry'
  /** Turn off and hide the instant-transfer option, keep everything else. */
  | 'disableInstantOption'
  /** Ask the user to activate two-factor authentication (with a link to the set-up). */
  | 'askToActivateMfa'
  /** The order cannot run: show the text; the user must cancel and enter it anew. */
  | 'cancelOrder'
  /** Close the dialog the call came from. */
  | 'closeDialog'

export interface CatalogueEntry {
  readonly de: string
  readonly reaction: Reaction
  /** 'spec': the spec's German wording verbatim; 'ours': our wording where the spec gives none. */
  readonly source: 'spec' | 'ours'
}

/** One area's messages; catalogue/catalogue.ts joins every area's part into the one catalogue. */
export type CataloguePart = Readonly<Record<string, CatalogueEntry>>

/** Every reaction, for checks at run time (the type above is the source of truth; this list must match it). */
export const REACTIONS = [
  'showOnField',
  'showNotice',
  'waitUntilRetry',
  'goToNoAccess',
  'openTanDialog',
  'openPushTanDialog',
  'promptForPinThenRetry',
  'disableInstantOption',
  'askToActivateMfa',
  'cancelOrder',
  'closeDialog',
] as const satisfies ReadonlyArray<Reaction>
