/**
 * The routes that come back into the wizard (spec: hub-and-business-account 2.1): /hub/paypal/referral (back from
 * PayPal: the wizard at s51 over the hub, then the hub reloaded at a clean /hub), /hub/paypal/create (the wizard at the
 * PayPal step for an account), /hub/redirect/eval and /evalchange (back from a bank's redirect login: eval resumes the
 * wizard at s40, evalchange confirms the new credentials; a bank error shows and leads to /hub). Each page is the
 * dialog alone: the router puts the hub behind it. The router loads this module when such a route is first shown, so
 * the wizard comes with it rather than lazily on its own.
 */
import type { AddAccountWizardEvent, AddAccountWizardStart } from '@kontor/core'
import { useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { HUB_PATH } from '../../shared/routes.ts'
import { BankCallNotice, TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useMountTask } from '../../shared/useFlow.ts'
import { completeBankRedirect, type BankRedirectOutcome } from './add-account.effects.ts'
import { REDIRECT_TEXTS } from './add-account-texts.ts'
import { AddAccountWizardDialog } from './AddAccountWizardDialog.tsx'
import { parseBankRedirectQuery, parsePaypalCreateQuery, parsePaypalReferralQuery, toBankRedirectRequest } from './redirect-query.ts'

/** Back to the hub, replacing the return address so neither reload nor "back" runs the return again. */
const useBackToHub = () => {
  const navigate = useNavigate()
  return () => void navigate(HUB_PATH, { replace: true })
}

export const PaypalReferralPage = () => {
  const [params] = useSearchParams()
  const backToHub = useBackToHub()
  const [start] = useState<AddAccountWizardStart>(() => ({ mode: 'paypalReturn', paypalReturn: parsePaypalReferralQuery(params) }))
  return <AddAccountWizardDialog start={start} onClose={backToHub} />
}

const PAYPAL_STEP: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'paypalChosen' }]

export const PaypalCreatePage = () => {
  const [params] = useSearchParams()
  const backToHub = useBackToHub()
  const [start] = useState<AddAccountWizardStart>(() => {
    const financialAccountId = parsePaypalCreateQuery(params)
    return { mode: 'standard', reconnect: financialAccountId === null ? null : { financialAccountId } }
  })
  return <AddAccountWizardDialog start={start} resume={PAYPAL_STEP} onClose={backToHub} />
}

type RedirectView = { readonly _tag: 'Checking' } | BankRedirectOutcome

/** /hub/redirect/eval (`purpose` 'add') and /hub/redirect/evalchange ('change'). */
export const BankRedirectPage = ({ purpose }: { readonly purpose: 'add' | 'change' }) => {
  const [params] = useSearchParams()
  const backend = useBackend()
  const backToHub = useBackToHub()
  const [request] = useState(() => toBankRedirectRequest(parseBankRedirectQuery(params)))
  const [view, setView] = useState<RedirectView>(() =>
    request._tag === 'Failed' ? { _tag: 'Failed', error: null } : { _tag: 'Checking' },
  )

  useMountTask((signal) => {
    if (request._tag !== 'CreateContact') return
    void completeBankRedirect(backend, request, purpose, signal).then((outcome) => {
      if (!signal.aborted) setView(outcome)
    })
  })

  return view._tag === 'Resume' ? (
    <AddAccountWizardDialog start={view.start} resume={view.resume} onClose={backToHub} />
  ) : (
    <RedirectNotice onDone={view._tag === 'Checking' ? null : backToHub}>
      {view._tag === 'Checking' && <StatusLine>{REDIRECT_TEXTS.checking}</StatusLine>}
      {view._tag === 'Failed' && (view.error === null ? <TextNotice text={REDIRECT_TEXTS.failed} /> : <BankCallNotice error={view.error} />)}
      {view._tag === 'Changed' && (
        <p role="status" className="notice notice-success">
          {REDIRECT_TEXTS.changeSaved}
        </p>
      )}
    </RedirectNotice>
  )
}

/** A small dialog over the hub; `onDone` null while nothing can be done yet (the check is running). */
const RedirectNotice = ({ onDone, children }: { readonly onDone: (() => void) | null; readonly children: ReactNode }) => (
  <ModalDialog title={REDIRECT_TEXTS.title} size="medium" onDismiss={onDone}>
    {children}
    {onDone !== null && (
      <div className="dialog-actions">
        <Button className="button button-primary" onPress={onDone} autoFocus>
          {REDIRECT_TEXTS.toHub}
        </Button>
      </div>
    )}
  </ModalDialog>
)
