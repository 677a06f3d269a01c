/**
 * /banktransfer?skey=… (spec: accounts-and-transfers 2.2): the session hand-over read with core's codec, the accounts,
 * privileges and reoccurrences loaded, then the transfer flow (core transfer-flow.ts) run in a dialog over the hub.
 * A missing, expired or tampered entry says so in German, with the way back to the hub.
 */
import {
  addDays,
  canSendTransfer,
  getDefaultReoccurrence,
  messageFor,
  resumeOfHandOver,
  TRANSFER_EXECUTION_WINDOW_DAYS,
  initialTransferForm,
  isRequestCreatedSentToHost,
  startTransferFlow,
  toCombinedOrderPlan,
  todayInBerlin,
  toTransferFlowStart,
  transferKindOfMode,
  type Backend,
  type BackendError,
  type FinancialAccount,
  type LocalDate,
  type TransferCloseReason,
  type TransferFlowEvent,
  type TransferFlowState,
  type TransferForm,
  type TransferHandOver,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { HUB_PATH } from '../../shared/routes.ts'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { fieldErrorsOfIssues, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { SelectField } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, useMountTask } from '../../shared/useFlow.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { hostEmbeddingAtom } from '../accounts/index.ts'
import { DataInputForm } from './DataInputForm.tsx'
import { DatePickerField } from './TransferFields.tsx'
import { EndScreen, EXECUTED_TRANSFERS_PATH, OrderInputScreen, SummaryScreen } from './OrderScreens.tsx'
import {
  clearHandOver,
  loadHandOver,
  readLastTransferAccount,
  rememberTransferAccount,
  saveDraft,
  savePendingRedirect,
} from './hand-over-storage.ts'
import { deleteBankTransferOrder, draftOf, loadTransferDialogData, runTransferEffect, withDraftSaving, type TransferDialogData } from './transfer.effects.ts'
import { HAND_OVER_TEXTS, TRANSFER_TEXTS, TRANSFER_TITLES } from './transfer-texts.ts'
import { useScaCall } from '../../shared/sca/index.ts'

export const TransferPage = () => {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const backend = useBackend()
  const lifetimeSignal = useLifetimeSignal()
  const skey = params.get('skey')
  const [now] = useState(() => backend.clock.now())
  const [handOver] = useState(() => loadHandOver(sessionStorage, skey, now))
  const [load, setLoad] = useState<E.Either<BackendError, TransferDialogData> | null>(null)
  const resume = E.isRight(handOver) ? resumeOfHandOver(handOver.right) : null
  // A reload while an order existed: it is deleted first (resumeOfHandOver); 'outcomeUnknown' when a sent one cannot be.
  const [resumed, setResumed] = useState<'start' | 'outcomeUnknown' | null>(resume?._tag === 'Start' ? 'start' : null)
  const backToHub = () => void navigate(HUB_PATH, { replace: true })
  const closeEntry = () => {
    if (skey !== null) clearHandOver(sessionStorage, skey)
    backToHub()
  }

  useMountTask((signal) => {
    if (E.isLeft(handOver) || resume === null || resume._tag === 'AlreadySent') return
    void (async () => {
      if (resume._tag === 'DeleteOrderThenStart') {
        const deleted = await deleteBankTransferOrder(backend, resume.bankTransferOrderId, signal)
        if (signal.aborted) return
        if (E.isLeft(deleted) && resume.whenRefused === 'outcomeUnknown') return setResumed('outcomeUnknown')
        if (skey !== null) saveDraft(sessionStorage, skey, handOver.right, handOver.right.draft ?? null, backend.clock.now(), null)
        setResumed('start')
      }
      const result = await loadTransferDialogData(backend, signal)
      if (!signal.aborted) setLoad(result)
    })()
  })

  if (E.isLeft(handOver) || skey === null) {
    return (
      <ModalDialog title={TRANSFER_TITLES.problem} onDismiss={backToHub}>
        <p className="notice notice-error" role="alert">
          {HAND_OVER_TEXTS[E.isLeft(handOver) ? handOver.left : 'missing']}
        </p>
        <div className="dialog-actions">
          <Button className="button button-primary" onPress={backToHub}>
            {TRANSFER_TEXTS.backToHub}
          </Button>
        </div>
      </ModalDialog>
    )
  }
  if (resume?._tag === 'AlreadySent' || resumed === 'outcomeUnknown') {
    return (
      <ModalDialog title={resumed === 'outcomeUnknown' ? TRANSFER_TITLES.single : TRANSFER_TITLES.summary} onDismiss={closeEntry}>
        <p className="notice notice-info" role="status">
          {resumed === 'outcomeUnknown' ? TRANSFER_TEXTS.outcomeUnknown : TRANSFER_TEXTS.alreadySent}
        </p>
        <a className="link" href={EXECUTED_TRANSFERS_PATH}>
          {TRANSFER_TEXTS.executedList}
        </a>
        <div className="dialog-actions">
          <Button className="button button-primary" onPress={closeEntry}>
            {TRANSFER_TEXTS.ok}
          </Button>
        </div>
      </ModalDialog>
    )
  }
  if (resumed === null || load === null || E.isLeft(load)) {
    return (
      <ModalDialog title={TRANSFER_TITLES.single} onDismiss={backToHub}>
        {load === null || E.isRight(load) ? (
          <StatusLine>{TRANSFER_TEXTS.accountsLoading}</StatusLine>
        ) : (
          <ErrorNotice
            error={load.left}
            onRetry={() => {
              setLoad(null)
              void loadTransferDialogData(backend, lifetimeSignal()).then(setLoad)
            }}
          />
        )}
      </ModalDialog>
    )
  }
  const today = todayInBerlin(backend.clock)
  return <TransferFlowDialog backend={backend} skey={skey} handOver={{ ...handOver.right, order: null }} loaded={load.right} today={today} onClosed={backToHub} />
}

const titleOf = (handOver: TransferHandOver, form: TransferForm | null): string => {
  if (handOver.dialogTitle != null && handOver.dialogTitle.trim() !== '') return handOver.dialogTitle
  if ((handOver.bankTransferIds ?? []).length > 0) return TRANSFER_TITLES.combined
  return TRANSFER_TITLES[form?.mode ?? 'single']
}

const TransferFlowDialog = ({
  backend,
  skey,
  handOver,
  loaded,
  today,
  onClosed,
}: {
  readonly backend: Backend
  readonly skey: string
  readonly handOver: TransferHandOver
  readonly loaded: TransferDialogData
  readonly today: LocalDate
  readonly onClosed: () => void
}) => {
  const host = useAtomValue(hostEmbeddingAtom)
  const stateRef = useRef<TransferFlowState | null>(null)
  /**
   * Redirect SCA in this window (hub-and-business-account 2.1): the order and its transfers are kept in the session
   * hand-over first, so /hub/redirect/transfer resumes this dialog with them and executes the order there, once.
   */
  const leaveForBank = (link: string) => {
    const current = stateRef.current
    if (current?.step === 'orderinput' && current.order !== null) {
      const pending = {
        order: current.order,
        transfers: current.transfers,
        requestCreatedToHost: current.plan?.requestCreatedToHost ?? current.context.resumed?.requestCreatedToHost ?? false,
        stage: 'authorising',
      } as const
      savePendingRedirect(sessionStorage, skey, pending, backend.clock.now())
    }
    window.location.assign(link)
  }
  const { callWithSca, scaDialog } = useScaCall({ openRedirect: leaveForBank, redirectLeavesPage: true })
  const accounts = loaded.accounts.filter((a) => handOver.accountTypes == null || handOver.accountTypes.includes(a.type))
  const [initialForm] = useState<TransferForm>(() => {
    const initial = initialTransferForm(handOver, today, readLastTransferAccount(localStorage))
    const known = accounts.some((a) => a.financialAccountId === initial.financialAccountId)
    const reoccurrence = initial.reoccurrence ?? (initial.mode === 'standingOrder' ? (getDefaultReoccurrence(loaded.reoccurrences) ?? null) : null)
    return { ...initial, financialAccountId: known ? initial.financialAccountId : null, reoccurrence }
  })
  const [combinedAccountId, setCombinedAccountId] = useState<string | null>(handOver.financialAccountId)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const [combinedDate, setCombinedDate] = useState<LocalDate>(today)

  // Closed with either reason: the host was told which by the flow's notifyHost; the stored draft goes.
  const close = (_reason: TransferCloseReason) => {
    clearHandOver(sessionStorage, skey)
    onClosed()
  }
  const [draftSaving] = useState(() => withDraftSaving(initialForm))
  const { state, dispatch } = useFlow(
    () => draftSaving.start(startTransferFlow(toTransferFlowStart(handOver, initialForm))),
    draftSaving.transition,
    (effect, runtime) =>
      runTransferEffect(effect, runtime, {
        backend,
        callWithSca,
        accounts,
        fixedAccountId: handOver.financialAccountFixed ? handOver.financialAccountId : null,
        today,
        notifyHost: (message) => host.channel.send(message),
        rememberAccount: (id) => rememberTransferAccount(localStorage, id),
        saveRedirectProgress: (pending) => savePendingRedirect(sessionStorage, skey, pending, backend.clock.now()),
        saveDraft: (draft, order) => saveDraft(sessionStorage, skey, handOver, draft, backend.clock.now(), order),
        close,
      }),
  )
  useEffect(() => {
    stateRef.current = state
  }, [state])
  // Every change goes to the flow, which holds the draft; the session entry is written as its effect (withDraftSaving).
  const changeForm = (next: TransferForm) => dispatch({ type: 'formChanged', form: next })
  const form = draftOf(state, initialForm)
  const accountOf = (id: string | null | undefined) => accounts.find((a) => a.financialAccountId === id)
  const send = (event: TransferFlowEvent) => dispatch(event)

  const submit = () => {
    setInvalidSubmits((n) => n + 1)
    const account = accountOf(form.financialAccountId) ?? NO_ACCOUNT
    send({
      type: 'draftSubmitted',
      form,
      // Reading: no port reads the user's MFA state yet; the server's MISSING_MFA_ERROR answer (askToActivateMfa)
      // tells the user instead, on the same screen.
      context: { account, ownAccounts: loaded.accounts, today, mfaActivated: true, privileges: loaded.privileges },
      requestCreatedToHost: isRequestCreatedSentToHost(account, transferKindOfMode(form.mode)),
    })
  }

  const onDismiss = state.step === 'orderinput' && (state.phase === 'executing' || state.phase === 'deletingOrder') ? null : () => send({ type: 'closePressed' })
  const title =
    state.step === 'ordersummary'
      ? TRANSFER_TITLES.summary
      : state.step === 'orderdeclined'
        ? TRANSFER_TITLES.declined
        : state.step === 'redirectautherror'
          ? TRANSFER_TITLES.redirectError
          : titleOf(handOver, form)

  return (
    <ModalDialog title={title} onDismiss={onDismiss} size="medium" {...(state.step === 'datainput' ? { focusFirstFieldOn: 'datainput' } : { focusTitleOn: state.step })}>
      {state.step === 'datainput' && (
        <DataInputForm
          backend={backend}
          form={state.form}
          onFormChange={changeForm}
          onFormAnswer={dispatch}
          sepaCleaned={state.sepaCleaned ?? {}}
          accounts={accounts}
          reoccurrences={loaded.reoccurrences}
          privileges={loaded.privileges}
          today={today}
          ibansWithoutInstant={state.context.ibansWithoutInstant}
          fieldErrors={fieldErrorsOfIssues(state.issues)}
          failure={state.failure}
          busy={state.phase !== 'editing'}
          accountFixed={handOver.financialAccountFixed}
          invalidSubmits={state.issues.length > 0 ? invalidSubmits : 0}
          onSubmit={submit}
          onCancel={() => send({ type: 'closePressed' })}
        />
      )}
      {state.step === 'orderinput' && (
        <OrderInputScreen
          state={state}
          account={accountOf(state.plan?.financialAccountId ?? handOver.financialAccountId)}
          combinedForm={
            <CombinedOrderForm
              accounts={accounts}
              date={combinedDate}
              onDate={setCombinedDate}
              today={today}
              accountId={combinedAccountId}
              onAccount={setCombinedAccountId}
              onSubmit={() => {
                const account = accountOf(combinedAccountId)
                if (account === undefined) return
                send({
                  type: 'combinedOrderSubmitted',
                  plan: toCombinedOrderPlan(account, combinedDate, false),
                  context: { account, today, mfaActivated: true, privileges: loaded.privileges },
                })
              }}
              errors={fieldErrorsOfIssues(state.issues)}
            />
          }
          onTransfer={() => send({ type: 'transferPressed' })}
          onEdit={() => send({ type: 'editPressed' })}
          onCancel={() => send({ type: 'closePressed' })}
          onTakeName={() => send({ type: 'matchedNameTaken' })}
          onConfirm={(confirmed) => send({ type: 'payeeWarningConfirmed', confirmed })}
        />
      )}
      {state.step === 'ordersummary' && (
        <SummaryScreen state={state} account={accountOf(state.order.bankAccountId ?? form.financialAccountId)} onOk={() => send({ type: 'closePressed' })} />
      )}
      {state.step === 'orderdeclined' && <EndScreen text={TRANSFER_TEXTS.declinedText} onOk={() => send({ type: 'closePressed' })} busy={false} />}
      {state.step === 'redirectautherror' && (
        <EndScreen text={state.errorText ?? TRANSFER_TEXTS.redirectErrorText} onOk={() => send({ type: 'closePressed' })} busy={state.deleting} />
      )}
      {scaDialog}
    </ModalDialog>
  )
}

/**
 * Stands in while no account is chosen, so the other fields are still checked at once: it may send nothing, and the
 * flow reports BANKING_ACCOUNT_MISSING on the account field.
 */
const NO_ACCOUNT: FinancialAccount = { financialAccountId: '', name: '', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }


/** Preselected transfers without a fixed account: the account (only those that can send a combined transfer) and the day. */
const CombinedOrderForm = ({
  accounts,
  accountId,
  onAccount,
  date,
  onDate,
  today,
  onSubmit,
  errors,
}: {
  readonly accounts: ReadonlyArray<FinancialAccount>
  readonly accountId: string | null
  readonly onAccount: (id: string) => void
  readonly date: LocalDate
  readonly onDate: (date: LocalDate) => void
  readonly today: LocalDate
  readonly onSubmit: () => void
  readonly errors: FieldErrors
}) => (
  <div className="form">
    <SelectField
      label={TRANSFER_TEXTS.account}
      placeholder={TRANSFER_TEXTS.accountPlaceholder}
      value={accountId}
      onChange={onAccount}
      options={accounts.map((a) => ({
        id: a.financialAccountId,
        label: a.name,
        isDisabled: !canSendTransfer(a, 'combined'),
        description: canSendTransfer(a, 'combined') ? undefined : messageFor('transfers.combinedTransferNotPossible'),
      }))}
      errors={errors['bankAccountId'] ?? []}
    />
    <DatePickerField
      label={TRANSFER_TEXTS.executionDate}
      name="executionDate"
      value={date}
      onChange={(d) => d !== null && onDate(d)}
      errors={errors['executionDate'] ?? []}
      minValue={today}
      maxValue={addDays(today, TRANSFER_EXECUTION_WINDOW_DAYS)}
    />
    <div className="dialog-actions">
      <Button className="button button-primary" onPress={onSubmit} isDisabled={accountId === null}>
        {TRANSFER_TEXTS.combinedSubmit}
      </Button>
    </div>
  </div>
)
