/**
 * The activation page's calls beside the wizards' flows (issue 25: a component never calls a port): the reads of the
 * page, its start and the industry search, and the clearing of an earlier activation.
 */
import type { Backend, BranchOfIndustry, OrganizationTypes } from '@kontor/core'
import type { BackendRead } from '../../shared/useRead.ts'

/** The organisation types the start offers, and the one chosen before (2.4 "Start states"). */
export const readOrganizationTypes =
  (backend: Backend): BackendRead<OrganizationTypes> =>
  (signal) =>
    backend.onboarding.getOrganizationTypes({ signal })

/** The branches of industry whose name holds the term (7 branchOfIndustry/search). */
export const readBranchesOfIndustry =
  (backend: Backend, term: string): BackendRead<ReadonlyArray<BranchOfIndustry>> =>
  (signal) =>
    backend.onboarding.searchBranchesOfIndustry(term, { signal })

/** Clears what an earlier activation left (4.1: the FATCA cancel resets the person); no signal, as it is not tied to the page. */
export const cancelActivation = (backend: Backend) => backend.onboarding.cancelActivation()()
