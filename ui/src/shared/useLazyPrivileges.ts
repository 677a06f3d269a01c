/**
 * The privileges for the parts of the first load (the navigation, the first-time check, the hub's status bar), read as every screen reads them
 * (shared/privileges.ts: 5 s time-out, an error gives the empty list). That module is imported when first needed:
 * it brings fp-ts, which the first load of / does not carry.
 */
import { useState } from 'react'
import { useBackend } from './useBackend.ts'
import { useMountTask } from './useFlow.ts'

/** The privileges, or undefined while they are being read. */
export const useLazyPrivileges = (): ReadonlyArray<string> | undefined => {
  const backend = useBackend()
  const [privileges, setPrivileges] = useState<ReadonlyArray<string> | undefined>(undefined)
  useMountTask((signal) => {
    void import('./privileges.ts')
      .then((m) => m.loadPrivileges(backend))
      .catch((): ReadonlyArray<string> => [])
      .then((names) => {
        if (!signal.aborted) setPrivileges(names)
      })
  })
  return privileges
}
