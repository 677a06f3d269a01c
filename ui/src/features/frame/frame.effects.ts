/**
 * The frame's calls of the backend (issue 25: a component never calls a port): the first-time check the main layout
 * runs on every screen (spec: hub-and-business-account 2.1, 2.2, 6). Its rules are first-time-check.ts's.
 */
import { statusOfBackendError, type Backend } from '@kontor/core'
import { FTU_PATH, NO_ACCESS_PATH } from '../../shared/routes.ts'
import { readBankAccountState, readFinancialAccounts } from '../../shared/reads.ts'

/** The answer of a refused account list that sends the user to the no-access page (spec 2.1, 8). */
export const FORBIDDEN_STATUS = 403

/** Where the first-time check sends the user, or null to stay. A failed read stays: the page shows its own error. */
export const runFirstTimeCheck = async (backend: Backend, signal: AbortSignal): Promise<typeof FTU_PATH | typeof NO_ACCESS_PATH | null> => {
  const [{ loadPrivileges }, { isFirstTimeScreenDue, toFirstTimeStep }] = await Promise.all([
    import('../../shared/privileges.ts'),
    import('./first-time-check.ts'),
  ])
  const privileges = await loadPrivileges(backend)
  // Without the read privilege the check does not run (spec 6), and reads nothing.
  if (signal.aborted || toFirstTimeStep(0, privileges) === 'stay') return null
  const accounts = await readFinancialAccounts(backend)(signal)()
  if (signal.aborted) return null
  if (accounts._tag === 'Left') return statusOfBackendError(accounts.left) === FORBIDDEN_STATUS ? NO_ACCESS_PATH : null
  if (toFirstTimeStep(accounts.right.length, privileges) === 'stay') return null
  const state = await readBankAccountState(backend)(signal)()
  if (signal.aborted || state._tag === 'Left') return null
  return isFirstTimeScreenDue(state.right) ? FTU_PATH : null
}
