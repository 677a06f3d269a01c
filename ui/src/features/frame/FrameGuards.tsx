/**
 * What the main layout checks on every screen (spec: hub-and-business-account 2.1, 2.2, 8): the first-time check,
 * and a 403 on the hub's account list, which sends the user to the no-access page. A 5xx stays with the hub, whose
 * account list shows its connection error with a retry.
 */
import { statusOfBackendError, type Backend } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { FTU_PATH, NO_ACCESS_PATH } from '../../shared/routes.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { hubAccountsAtom } from '../hub/index.ts'
import { isFirstTimeCheckSkipped } from './first-time-paths.ts'
import { useHostMessages } from './host-messages.ts'

const FORBIDDEN_STATUS = 403

/** Where the first-time check sends the user, or null to stay. A failed read stays: the page shows its own error. */
const runFirstTimeCheck = async (backend: Backend, signal: AbortSignal): Promise<typeof FTU_PATH | typeof NO_ACCESS_PATH | null> => {
  const [{ loadPrivileges }, { isFirstTimeScreenDue, toFirstTimeStep }] = await Promise.all([
    import('../../shared/privileges.ts'),
    import('./first-time-check.ts'),
  ])
  const privileges = await loadPrivileges(backend)
  // Without the read privilege the check does not run (spec 6), and reads nothing.
  if (signal.aborted || toFirstTimeStep(0, privileges) === 'stay') return null
  const accounts = await backend.banking.listFinancialAccounts({}, { signal })()
  if (signal.aborted) return null
  if (accounts._tag === 'Left') return statusOfBackendError(accounts.left) === FORBIDDEN_STATUS ? NO_ACCESS_PATH : null
  if (toFirstTimeStep(accounts.right.length, privileges) === 'stay') return null
  const state = await backend.hub.getAccountState({ signal })()
  if (signal.aborted || state._tag === 'Left') return null
  return isFirstTimeScreenDue(state.right) ? FTU_PATH : null
}

export const FrameGuards = () => {
  useHostMessages()
  const backend = useBackend()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const skipped = isFirstTimeCheckSkipped(pathname)
  const hubAccounts = useAtomValue(hubAccountsAtom)
  const forbiddenError = hubAccounts.status === 'failed' && statusOfBackendError(hubAccounts.error) === FORBIDDEN_STATUS ? hubAccounts.error : null
  // Each refused read once: back from the no-access page the user is not sent there again by the same answer.
  const handledError = useRef<object | null>(null)

  useEffect(() => {
    if (forbiddenError === null || forbiddenError === handledError.current) return
    handledError.current = forbiddenError
    void navigate(NO_ACCESS_PATH)
  }, [forbiddenError, navigate])

  // Chosen: the check runs when a screen of the layout is entered, each time (a user without accounts who leaves the
  // first-time screen for the hub comes back to it, as the spec's check on the layout does).
  useEffect(() => {
    if (skipped) return
    const controller = new AbortController()
    void runFirstTimeCheck(backend, controller.signal).then(
      (target) => {
        if (target !== null && !controller.signal.aborted) void navigate(target)
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [backend, navigate, pathname, skipped])
  return null
}
