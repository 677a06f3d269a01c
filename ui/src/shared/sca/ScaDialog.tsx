/**
 * The strong customer authentication dialogs (spec: transactions-import-proposals 2: TAN input, TAN medium selection,
 * redirect, push-TAN), driven by core's SCA flow (transitionScaFlow) through useFlow: sca.effects.ts runs each effect
 * with its payload; closing the dialog aborts every poll and call it started. The TAN is read from the field on submit
 * and handed straight to the flow, which gives it only to the retried call.
 */
import {
  canCancelSca,
  INPUT_FOCUS_DELAY_MS,
  messageFor,
  messageForValidationIssue,
  startScaFlow,
  transitionScaFlow,
  type BackendError,
  type ScaAnswer,
  type ScaChallenge,
  type ScaFlowEvent,
  type ScaFlowState,
  type ScaOutcome,
  type ScaTanInput,
  type MediumChoiceChallenge,
  type PushTanChallenge,
  type RedirectChallenge,
} from '@kontor/core'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useEffect, useId, useRef, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { TextNotice } from '../components/ErrorNotice.tsx'
import { RadioGroupField } from '../components/FormFields.tsx'
import { ModalDialog } from '../components/ModalDialog.tsx'
import { StatusLine } from '../components/StatusLine.tsx'
import { waitFor } from '../scheduler.ts'
import { COMMON_TEXTS } from '../shared-texts.ts'
import { useBackend } from '../useBackend.ts'
import { useFlow } from '../useFlow.ts'
import { runScaEffect } from './sca.effects.ts'
import { SCA_TEXTS } from './sca-texts.ts'
import { TanField } from './TanField.tsx'

export interface ScaDialogProps {
  readonly challenge: ScaChallenge
  /** The call, made again with the user's answer. */
  readonly retry: (sca: ScaAnswer) => TE.TaskEither<BackendError, unknown>
  /** Opens the bank's page of a redirect challenge. */
  readonly openRedirect: (link: string) => void
  /** Opening the redirect leaves the page (useScaCall's redirectLeavesPage). */
  readonly redirectLeavesPage?: boolean
  /** The flow ended: how, and the retried call's value when it succeeded. */
  readonly onEnd: (outcome: ScaOutcome, value: unknown) => void
}

type Dispatch = (event: ScaFlowEvent) => void

export const ScaDialog = ({ challenge, retry, openRedirect, redirectLeavesPage = false, onEnd }: ScaDialogProps) => {
  const backend = useBackend()
  const value = useRef<unknown>(undefined)

  const { state, dispatch } = useFlow(
    () => transitionScaFlow(startScaFlow()[0], { type: 'challengeReceived', challenge }),
    transitionScaFlow,
    (effect, runtime) => runScaEffect(effect, runtime, { backend, retry, value, openRedirect, onEnd }),
  )
  return <ScaDialogView state={state} dispatch={dispatch} redirectLeavesPage={redirectLeavesPage} />
}

/** What the dialog shows for a state; null before the challenge and once done. */
const ScaDialogView = ({
  state,
  dispatch,
  redirectLeavesPage,
}: {
  readonly state: ScaFlowState
  readonly dispatch: Dispatch
  readonly redirectLeavesPage: boolean
}) => {
  const onDismiss = canCancelSca(state) ? () => dispatch({ type: 'cancelled' }) : null
  switch (state.step) {
    case 'idle':
    case 'done':
      return null
    case 'mediumChoice':
      return (
        <ModalDialog title={SCA_TEXTS.mediumTitle} onDismiss={onDismiss} className="sca-dialog">
          <MediumChoice challenge={state.challenge} errors={state.fieldError === null ? [] : [messageForValidationIssue(state.fieldError)]} dispatch={dispatch} />
        </ModalDialog>
      )
    case 'tanInput':
      return (
        <ModalDialog title={SCA_TEXTS.tanTitle} onDismiss={onDismiss} className="sca-dialog">
          <TanInput
            key={state.input.attempt}
            input={state.input}
            errors={state.fieldError === null ? [] : [messageForValidationIssue(state.fieldError)]}
            busy={false}
            dispatch={dispatch}
          />
        </ModalDialog>
      )
    case 'redirect':
      return (
        <ModalDialog title={SCA_TEXTS.redirectTitle} onDismiss={onDismiss} className="sca-dialog">
          <Redirect challenge={state.challenge} opened={state.opened} leavesPage={redirectLeavesPage} dispatch={dispatch} />
        </ModalDialog>
      )
    case 'pushTan':
    case 'smsTanRequesting':
      return (
        <ModalDialog title={SCA_TEXTS.pushTitle} onDismiss={onDismiss} className="sca-dialog">
          <PushTan
            challenge={state.challenge}
            status={state.step === 'pushTan' ? 'waiting' : 'requestingSms'}
            smsTanFailed={state.step === 'pushTan' && state.smsTanFailed}
            dispatch={dispatch}
          />
        </ModalDialog>
      )
    case 'retrying':
      return (
        <ModalDialog title={state.via === 'tan' ? SCA_TEXTS.tanTitle : state.via === 'push' ? SCA_TEXTS.pushTitle : SCA_TEXTS.redirectTitle} onDismiss={null} className="sca-dialog">
          {state.via === 'tan' && state.input !== null ? (
            <TanInput key={state.input.attempt} input={state.input} errors={[]} busy dispatch={dispatch} />
          ) : (
            <>
              {state.pushChallenge !== null && <p>{pushText(state.pushChallenge)}</p>}
              <StatusLine>{SCA_TEXTS.checking}</StatusLine>
              <div className="dialog-actions">
                <Button className="button" isDisabled>
                  {COMMON_TEXTS.cancel}
                </Button>
              </div>
            </>
          )}
        </ModalDialog>
      )
    case 'pushFailed':
      return (
        <ModalDialog title={SCA_TEXTS.pushTitle} onDismiss={onDismiss} className="sca-dialog">
          <TextNotice text={messageFor('sca.pushFailed')} />
          <div className="dialog-actions">
            <Button className="button button-primary" onPress={() => dispatch({ type: 'cancelled' })}>
              {SCA_TEXTS.close}
            </Button>
          </div>
        </ModalDialog>
      )
  }
}

/** The bank's challenge text (already cut by core), or nothing. */
const ChallengeText = ({ id, text }: { readonly id: string; readonly text: string | null }) =>
  text === null ? null : (
    <p id={id} className="sca-challenge">
      <span className="visually-hidden">{SCA_TEXTS.challengeLabel} </span>
      {text}
    </p>
  )

/**
 * Focus goes to the field INPUT_FOCUS_DELAY_MS after the dialog opens (spec 9 "Input focus delay 1 s"), unless the
 * user has already moved it somewhere of their own.
 */
const useDelayedFocus = (inputRef: React.RefObject<HTMLInputElement | null>) => {
  useEffect(() => {
    const controller = new AbortController()
    void waitFor(INPUT_FOCUS_DELAY_MS, controller.signal).then((elapsed) => {
      const input = inputRef.current
      if (!elapsed || input === null || input.disabled) return
      const active = document.activeElement
      const idle = active === null || active === document.body || active.matches('[role="dialog"], [role="alertdialog"], .dialog-title')
      if (idle) input.focus()
    })
    return () => controller.abort()
  }, [inputRef])
}

const TanInput = ({
  input,
  errors,
  busy,
  dispatch,
}: {
  readonly input: ScaTanInput
  readonly errors: ReadonlyArray<string>
  readonly busy: boolean
  readonly dispatch: Dispatch
}) => {
  const inputRef = useRef<HTMLInputElement>(null)
  const introId = useId()
  useDelayedFocus(inputRef)
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'tanSubmitted', tan: inputRef.current?.value ?? '' })
      }}
    >
      <div id={introId}>
        <p>{input.bySms ? SCA_TEXTS.tanBySms : SCA_TEXTS.tanIntro}</p>
        <ChallengeText id={`${introId}-challenge`} text={input.challengeText} />
      </div>
      <TanField label={SCA_TEXTS.tanLabel} inputRef={inputRef} errors={errors} isDisabled={busy} descriptionId={introId} />
      {busy && <StatusLine>{SCA_TEXTS.checking}</StatusLine>}
      <div className="dialog-actions">
        <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'cancelled' })}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button type="submit" className="button button-primary" isDisabled={busy}>
          {SCA_TEXTS.confirm}
        </Button>
      </div>
    </Form>
  )
}

const MediumChoice = ({
  challenge,
  errors,
  dispatch,
}: {
  readonly challenge: MediumChoiceChallenge
  readonly errors: ReadonlyArray<string>
  readonly dispatch: Dispatch
}) => {
  const [chosen, setChosen] = useState<string>('')
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'mediumChosen', securityId: chosen === '' ? null : chosen })
      }}
    >
      <p>{SCA_TEXTS.mediumIntro}</p>
      <RadioGroupField
        label={SCA_TEXTS.mediumLabel}
        name="securityId"
        value={chosen}
        onChange={setChosen}
        errors={errors}
        options={challenge.media.map((m) => ({ id: m.securityId, label: m.name ?? SCA_TEXTS.unnamedMedium(m.securityId) }))}
      />
      <div className="dialog-actions">
        <Button className="button" onPress={() => dispatch({ type: 'cancelled' })}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button type="submit" className="button button-primary">
          {COMMON_TEXTS.next}
        </Button>
      </div>
    </Form>
  )
}

const Redirect = ({
  challenge,
  opened,
  leavesPage,
  dispatch,
}: {
  readonly challenge: RedirectChallenge
  readonly opened: boolean
  readonly leavesPage: boolean
  readonly dispatch: Dispatch
}) => {
  const id = useId()
  // Leaving the page: once started, the browser is on its way to the bank; nothing here waits for a return.
  const waiting = opened && !leavesPage
  return (
    <>
      <div className="dialog-body">
        <p>{leavesPage ? SCA_TEXTS.redirectIntroSameWindow : SCA_TEXTS.redirectIntro}</p>
        <ChallengeText id={id} text={challenge.challengeText} />
        {waiting && <p role="status">{SCA_TEXTS.redirectOpened}</p>}
        {opened && leavesPage && <StatusLine>{SCA_TEXTS.redirectLeaving}</StatusLine>}
      </div>
      <div className="dialog-actions">
        <Button className="button" isDisabled={opened && leavesPage} onPress={() => dispatch({ type: 'cancelled' })}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button
          className={waiting ? 'button' : 'button button-primary'}
          isDisabled={opened && leavesPage}
          onPress={() => dispatch({ type: 'redirectStarted' })}
        >
          {waiting ? SCA_TEXTS.redirectOpenAgain : SCA_TEXTS.redirectOpen}
        </Button>
        {waiting && (
          <Button className="button button-primary" onPress={() => dispatch({ type: 'redirectReturned' })}>
            {SCA_TEXTS.redirectDone}
          </Button>
        )}
      </div>
    </>
  )
}

const pushText = (challenge: PushTanChallenge): string =>
  challenge.deviceName === null ? SCA_TEXTS.pushInApp : SCA_TEXTS.pushOnDevice(challenge.deviceName)

const PushTan = ({
  challenge,
  status,
  smsTanFailed,
  dispatch,
}: {
  readonly challenge: PushTanChallenge
  readonly status: 'waiting' | 'requestingSms'
  readonly smsTanFailed: boolean
  readonly dispatch: Dispatch
}) => (
  <>
    <div className="dialog-body">
      <p>{pushText(challenge)}</p>
      {/* A plain indeterminate progressbar: react-aria's ProgressBar brings its number formatting, which the bundler then
          hoists into the first load of / as soon as a page uses useScaCall (+1.9 kB gzip, over the 140 kB budget). */}
      <div role="progressbar" aria-label={SCA_TEXTS.pushWaiting} className="sca-progress">
        <div className="sca-progress-track">
          <div className="sca-progress-fill" />
        </div>
      </div>
      <StatusLine>{status === 'waiting' ? SCA_TEXTS.pushWaiting : SCA_TEXTS.smsTanRequesting}</StatusLine>
    </div>
    {smsTanFailed && <TextNotice text={messageFor('sca.smsTanSendFailed')} />}
    <div className="dialog-actions">
      <Button className="button" onPress={() => dispatch({ type: 'cancelled' })}>
        {COMMON_TEXTS.cancel}
      </Button>
      {challenge.smsTanFallback !== null && (
        <Button className="button" isDisabled={status === 'requestingSms'} onPress={() => dispatch({ type: 'smsTanRequested' })}>
          {SCA_TEXTS.smsTan}
        </Button>
      )}
    </div>
  </>
)
