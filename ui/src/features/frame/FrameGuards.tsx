/**
 * What the main layout checks on every screen (spec: hub-and-business-account 2.1, 2.2, 8): the first-time check,
 * and a 403 on the hub's account list, which sends the user to the no-access page. A 5xx stays with the hub, whose
 * account list shows its connection error with a retry.
 */
import { statusOfBackendError } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { NO_ACCESS_PATH } from '../../shared/routes.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { hubAccountsAtom } from '../hub/index.ts'
import { isFirstTimeCheckSkipped } from './first-time-paths.ts'
import { FORBIDDEN_STATUS, runFirstTimeCheck } from './frame.effects.ts'
import { useHostMessages } from './host-messages.ts'

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
