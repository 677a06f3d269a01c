/**
 * The edit dialog's needless-transactions section (accounts-and-transfers 1, 2.4, 3 "Needless info", 7.2): choose a
 * new start date, read how many transactions before it can be deleted or ignored, then run one action after a
 * confirmation. All rules and texts are the core's (needless-transactions.ts).
 *
 * Reading: the info is read only for a chosen date (no call when the dialog opens); the date is checked first against
 * the dates of the last info read (none yet: only "not after today"), and again by validateNeedlessAction before an
 * action runs. The info shown (and its actions) belongs to the date it was read for: changing the date hides it, so
 * no action runs for a date the field no longer shows; its dates still bound the next check.
 */
import {
  NEEDLESS_START_DATE_FIELD,
  fieldErrorsFromValidation,
  formatLocalDate,
  formatNeedlessActionConfirmation,
  formatNeedlessActionResult,
  formatNeedlessTransactionsSummary,
  getAvailableNeedlessActions,
  validateNeedlessAction,
  validateNeedlessStartDate,
  validationIssue,
  type BackendError,
  type FinancialAccount,
  type LocalDate,
  type NeedlessActionRequest,
  type NeedlessInfo,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { DateInputField } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { applyNeedlessActionAtom, loadNeedlessInfoAtom } from './account-actions.atoms.ts'
import { NEEDLESS_TEXTS as T } from './accounts-texts.ts'

type Running = { readonly request: NeedlessActionRequest; readonly busy: boolean; readonly error: BackendError | null }

export const NeedlessTransactionsSection = ({ account, today }: { readonly account: FinancialAccount; readonly today: LocalDate }) => {
  const loadInfo = useSetAtom(loadNeedlessInfoAtom)
  const applyAction = useSetAtom(applyNeedlessActionAtom)
  const signal = useLifetimeSignal()
  const [date, setDate] = useState<LocalDate | null>(null)
  // The last info read, and the date it was read for.
  const [info, setInfo] = useState<NeedlessInfo | null>(null)
  const [infoDate, setInfoDate] = useState<LocalDate | null>(null)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [checking, setChecking] = useState(false)
  const [loadError, setLoadError] = useState<BackendError | null>(null)
  const [running, setRunning] = useState<Running | null>(null)
  const [result, setResult] = useState<string | null>(null)
  // Counts finished actions: each moves focus to its result (the button that opened the confirmation may be gone).
  const [finishedActions, setFinishedActions] = useState(0)
  const resultLine = useRef<HTMLParagraphElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const financialAccountId = account.financialAccountId
  const shownInfo = info !== null && infoDate === date ? info : null

  useEffect(() => {
    if (finishedActions === 0) return
    // After react-aria's own focus restore to the opener, which it makes one frame after the confirmation closes.
    const frame = requestAnimationFrame(() => (resultLine.current ?? heading.current)?.focus())
    return () => cancelAnimationFrame(frame)
  }, [finishedActions])

  const fieldErrorsOf = (issues: ReadonlyArray<ValidationIssue>) =>
    fieldErrorsFromValidation(issues)[NEEDLESS_START_DATE_FIELD] ?? []

  const check = async () => {
    setResult(null)
    if (date === null) {
      setErrors(fieldErrorsOf([validationIssue(NEEDLESS_START_DATE_FIELD, 'accounts.needlessStartDateRequired')]))
      return
    }
    const checked = validateNeedlessStartDate(date, info ?? {}, today)
    if (E.isLeft(checked)) {
      setErrors(fieldErrorsOf(checked.left))
      return
    }
    setErrors([])
    setLoadError(null)
    setChecking(true)
    const lifetime = signal()
    const answer = await loadInfo({ financialAccountId, needlessStartDate: date, signal: lifetime })
    if (lifetime.aborted) return
    setChecking(false)
    if (E.isLeft(answer)) setLoadError(answer.left)
    else {
      setInfo(answer.right)
      setInfoDate(date)
    }
  }

  const ask = (action: 'delete' | 'ignore') => {
    if (shownInfo === null) return
    setResult(null)
    const request = validateNeedlessAction(action, financialAccountId, shownInfo, today)
    if (E.isLeft(request)) setErrors(fieldErrorsOf(request.left))
    else setRunning({ request: request.right, busy: false, error: null })
  }

  const run = async (request: NeedlessActionRequest) => {
    setRunning({ request, busy: true, error: null })
    const lifetime = signal()
    const answer = await applyAction({
      financialAccountId,
      needlessStartDate: request.needlessStartDate,
      action: request.action,
      signal: lifetime,
    })
    if (lifetime.aborted) return
    if (E.isLeft(answer)) {
      setRunning({ request, busy: false, error: answer.left })
      return
    }
    setRunning(null)
    setInfo(answer.right)
    setResult(formatNeedlessActionResult(request))
    setFinishedActions((n) => n + 1)
  }

  const summary = shownInfo === null ? [] : formatNeedlessTransactionsSummary(shownInfo)
  const actions = shownInfo === null ? [] : getAvailableNeedlessActions(shownInfo)
  return (
    <section className="needless-section" aria-labelledby="needless-heading">
      <h3 id="needless-heading" ref={heading} tabIndex={-1}>
        {T.heading}
      </h3>
      <p className="field-description">{T.intro}</p>
      <div className="needless-date">
        <DateInputField label={T.startDate} value={date} onChange={setDate} errors={errors} />
        <Button className="button" isDisabled={checking} onPress={() => void check()}>
          {T.check}
        </Button>
      </div>
      {checking && <StatusLine>{T.checking}</StatusLine>}
      {loadError !== null && <ErrorNotice error={loadError} onRetry={() => void check()} />}
      {shownInfo !== null && (
        <div className="needless-info">
          {shownInfo.firstTransactionDate != null && <p>{T.firstTransaction(formatLocalDate(shownInfo.firstTransactionDate))}</p>}
          {shownInfo.firstAssignmentDate != null && <p>{T.firstAssignment(formatLocalDate(shownInfo.firstAssignmentDate))}</p>}
          <div aria-live="polite">
            {summary.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {actions.length > 0 && (
            <div className="needless-actions">
              {actions.map((action) => (
                <Button key={action} className="button" onPress={() => ask(action)}>
                  {T.actions[action]}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
      {result !== null && (
        <p ref={resultLine} role="status" tabIndex={-1} className="notice notice-success">
          {result}
        </p>
      )}
      {running !== null && (
        <ConfirmDialog
          title={T.confirmTitle[running.request.action]}
          confirmLabel={T.actions[running.request.action]}
          destructive={running.request.action === 'delete'}
          isBusy={running.busy}
          statusText={T.running[running.request.action]}
          onConfirm={() => void run(running.request)}
          onCancel={() => setRunning(null)}
          error={running.error !== null && <ErrorNotice error={running.error} onRetry={() => void run(running.request)} />}
        >
          <p>{formatNeedlessActionConfirmation(running.request)}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
