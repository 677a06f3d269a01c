/**
 * /prepared (hub-and-business-account 2.1): to the external transfers app with FINANCE_REACT_BANK_HUB, otherwise to
 * /banktransfers/prepared (core's toPreparedTransfersTarget).
 */
import { toPreparedTransfersTarget } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { usePrivileges } from '../../shared/privileges.ts'
import { EXTERNAL_TRANSFERS_APP_URL } from './constants.ts'
import { PLANNED_TEXTS } from './transfer-lists-texts.ts'
import { leaveAppAtom } from './transfer-lists.atoms.ts'

export const PreparedRedirectPage = () => {
  const privileges = usePrivileges()
  const { leave } = useAtomValue(leaveAppAtom)
  const target = privileges === undefined ? undefined : toPreparedTransfersTarget(privileges)
  useEffect(() => {
    if (target === 'externalTransfersApp') leave(EXTERNAL_TRANSFERS_APP_URL)
  }, [target, leave])
  if (target === undefined || target === 'externalTransfersApp') return <StatusLine>{PLANNED_TEXTS.redirecting}</StatusLine>
  return <Navigate to={target} replace />
}
