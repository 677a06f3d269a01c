/**
 * The multi-organisation path prefix (spec: hub-and-business-account 2.6 "a multi-organisation mode exists with a path
 * prefix for URLs"). The spec names no form; chosen, the smallest faithful reading: every route also answers under
 * /o/{organisationId}/…, and the prefix names the organisation the page shows (its locally stored values, spec 3).
 */

/** The first segment of a prefixed path. */
export const ORGANISATION_PATH_SEGMENT = 'o'

/** An organisation id in a path: letters, digits, '-' and '_', 1 to 64 characters (chosen; ids are opaque). */
const ORGANISATION_ID = /^[A-Za-z0-9_-]{1,64}$/

export interface OrganisationPathPrefix {
  readonly organisationId: string
  /** The prefix to give the router as its basename, e.g. '/o/org-1'. */
  readonly basename: string
}

/**
 * The prefix at the start of `pathname`, or undefined when the path has none or its id is not one (then the path is an
 * ordinary route, and an unknown one leads to the hub as usual).
 * @example toOrganisationPathPrefix('/o/org-1/hub') // { organisationId: 'org-1', basename: '/o/org-1' }
 * @example toOrganisationPathPrefix('/hub') // undefined
 */
export const toOrganisationPathPrefix = (pathname: string): OrganisationPathPrefix | undefined => {
  const [empty, segment, id] = pathname.split('/')
  if (empty !== '' || segment !== ORGANISATION_PATH_SEGMENT || id === undefined || !ORGANISATION_ID.test(id)) return undefined
  return { organisationId: id, basename: `/${ORGANISATION_PATH_SEGMENT}/${id}` }
}
