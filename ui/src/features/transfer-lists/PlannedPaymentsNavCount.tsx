/**
 * The counts of the planned payments beside the navigation entry 'Anstehende Zahlungen' (hub-and-business-account 2.1
 * navigation, 3 "Bank transfer summary"). Reading: the summary counts scheduled transfers and standing orders only,
 * so it belongs to the planned payments' entry; those with an error are marked. Shown only with the read privilege
 * the planned routes need (spec 6); a failed read shows no count rather than an error in the navigation.
 */
import { useAtomValue } from 'jotai'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { NAV_COUNT_TEXTS } from './transfer-lists-texts.ts'
import { transferListsRevisionAtom } from './transfer-lists.atoms.ts'
import { readPlannedPaymentCounts } from './transfer-lists.effects.ts'

export const PlannedPaymentsNavCount = () => {
  const backend = useBackend()
  const revision = useAtomValue(transferListsRevisionAtom)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  // A failed read keeps the counts shown before.
  const counts = useRead(readPlannedPaymentCounts(backend), `${revision}|${dataRevision}`).last

  if (counts === undefined || counts.total === 0) return null
  return (
    <>
      <span className="nav-count" aria-hidden="true">
        {counts.total}
      </span>
      {counts.withError > 0 && (
        <span className="nav-count nav-count-error" aria-hidden="true">
          {`⚠ ${counts.withError}`}
        </span>
      )}
      <span className="visually-hidden">{` (${NAV_COUNT_TEXTS.planned(counts.total, counts.withError)})`}</span>
    </>
  )
}
