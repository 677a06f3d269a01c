/**
 * The organisation the locally stored hub values belong to (hub-and-business-account 3 "Stored locally": the
 * profile dialog's last appearance per organisation). Chosen: the ports name no organisation, so the active
 * organisation the composition root reports is used where there is one (the demo's), else the organisation of the
 * multi-organisation path prefix, else one key for the single organisation of the page.
 */
import type { ActiveOrganisationReader } from '../../shared/active-organisation.atoms.ts'

/** The key of the page's organisation when nothing names one (an HTTP backend outside the path prefix). */
export const SINGLE_ORGANISATION_KEY = 'default'

/** The organisation whose locally stored values apply; a failing read counts as naming none. */
export const resolveOrganisationKey = async (readActive: ActiveOrganisationReader, fromPath: string | undefined): Promise<string> => {
  const active = await readActive().catch(() => undefined)
  return active ?? fromPath ?? SINGLE_ORGANISATION_KEY
}
