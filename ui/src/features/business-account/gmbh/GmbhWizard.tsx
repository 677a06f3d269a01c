/**
 * The GmbH / UG activation wizard (hub-and-business-account 2.4, 4.1 "GmbH flow", 5, 7, 8): core's
 * transitionGmbhWizard run by useFlow, its effects in gmbh-wizard.effects.ts. The draft (no tax ids) is kept in
 * sessionStorage for a reload.
 */
import {
  decodeGmbhWizardDraft,
  encodeGmbhWizardDraft,
  restoreGmbhWizard,
  toInitialGmbhWizardState,
  transitionGmbhWizard,
  type GmbhWizardEffect,
  type GmbhWizardEvent,
  type GmbhWizardState,
} from '@kontor/core'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { HUB_PATH } from '../../../shared/routes.ts'
import { useBackend } from '../../../shared/useBackend.ts'
import { useFlow, type FlowRuntime } from '../../../shared/useFlow.ts'
import { writeStartedActivation } from '../activation-start.ts'
import { GmbhSteps } from './GmbhSteps.tsx'
import { gmbhWizardEffects } from './gmbh-wizard.effects.ts'
import './gmbh.css'

/** sessionStorage key of the wizard's draft (never localStorage: issue 16). */
export const GMBH_WIZARD_DRAFT_KEY = 'kontor.bnk.gmbhWizard'

const readDraft = (organizationType: string): GmbhWizardState | null => {
  try {
    const draft = decodeGmbhWizardDraft(sessionStorage.getItem(GMBH_WIZARD_DRAFT_KEY))
    return draft !== null && draft.organizationType === organizationType ? draft : null
  } catch {
    return null // storage unavailable: start clean
  }
}

const writeDraft = (state: GmbhWizardState): void => {
  try {
    const text = encodeGmbhWizardDraft(state)
    if (text === null) sessionStorage.removeItem(GMBH_WIZARD_DRAFT_KEY)
    else sessionStorage.setItem(GMBH_WIZARD_DRAFT_KEY, text)
  } catch {
    // A full or blocked storage only loses the reload draft; the wizard goes on.
  }
}

export interface GmbhWizardProps {
  readonly organizationType: string
  /** Back from s1: the start again. */
  readonly onLeave: () => void
}

export default function GmbhWizard({ organizationType, onLeave }: GmbhWizardProps) {
  const backend = useBackend()
  const navigate = useNavigate()
  const clearing = useRef<Promise<unknown> | null>(null)

  const start = useCallback(() => {
    const draft = readDraft(organizationType)
    return draft === null ? ([toInitialGmbhWizardState(organizationType), []] as const) : restoreGmbhWizard(draft)
  }, [organizationType])
  const transition = useCallback((s: GmbhWizardState, e: GmbhWizardEvent) => transitionGmbhWizard(s, e, backend.clock), [backend])

  const leaveToHub = () => {
    sessionStorage.removeItem(GMBH_WIZARD_DRAFT_KEY)
    writeStartedActivation(sessionStorage, null)
    void navigate(HUB_PATH)
  }
  // Built per effect (not during render): the clearing ref is read only when an effect runs.
  const runEffect = (effect: GmbhWizardEffect, runtime: FlowRuntime<GmbhWizardEvent, GmbhWizardState>) =>
    gmbhWizardEffects({ backend, onLeave, leaveToHub, clearing })(effect, runtime)

  const { state, dispatch } = useFlow(start, transition, runEffect)
  useEffect(() => writeDraft(state), [state])
  return <GmbhSteps state={state} dispatch={dispatch} />
}
