/** The backend, for components that run a flow's effects (the composition root sets backendAtom before render). */
import type { Backend } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { backendAtom, toRequiredBackend } from './backend.atoms.ts'

export const useBackend = (): Backend => toRequiredBackend(useAtomValue(backendAtom))
