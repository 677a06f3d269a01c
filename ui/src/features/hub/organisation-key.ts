/**
 * The organisation the locally stored hub values belong to (hub-and-business-account 3 "Stored locally": the
 * profile dialog's last appearance per organisation). Chosen: the ports name no organisation, so the demo's active
 * organisation is used where there is one, else the organisation of the multi-organisation path prefix, else one
 * key for the single organisation of the page.
 */
import type { Backend } from '@kontor/core'
import { demoOrganisationsOf } from '../../app/demo-organisations.ts'

/** The key of the page's organisation when nothing names one (an HTTP backend outside the path prefix). */
export const SINGLE_ORGANISATION_KEY = 'default'

/** The organisation whose locally stored values apply; a failing demo list counts as the single organisation. */
export const resolveOrganisationKey = async (backend: Backend, fromPath: string | undefined): Promise<string> => {
  const demo = demoOrganisationsOf(backend)
  if (demo !== undefined) {
    try {
      return (await demo.list()).activeId
    } catch {
      return fromPath ?? SINGLE_ORGANISATION_KEY
    }
  }
  return fromPath ?? SINGLE_ORGANISATION_KEY
}
