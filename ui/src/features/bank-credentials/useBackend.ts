/** The backend for components that run a flow's effects (the composition root sets backendAtom before render). */
import type { Backend } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { backendAtom } from '../../shared/backend.atoms.ts'

export const useBackend = (): Backend => {
  const backend = useAtomValue(backendAtom)
  if (backend === null) throw new Error('backendAtom was not set: the composition root must set it before render')
  return backend
}
