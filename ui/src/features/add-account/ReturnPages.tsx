/**
 * The routes that come back into the wizard (spec: hub-and-business-account 2.1): /hub/paypal/referral (back from
 * PayPal: the wizard at s51 over the hub, then the hub reloaded at a clean /hub), /hub/paypal/create (the wizard at the
 * PayPal step for an account), /hub/redirect/eval and /evalchange (back from a bank's redirect login: eval resumes the
 * wizard at s40, evalchange confirms the new credentials; a bank error shows and leads to /hub).
 */
import { describeBankCallError, type AddAccountWizardEvent, type AddAccountWizardStart } from '@kontor/core'
import { useState, type ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { HUB_PATH } from '../../app/routes.ts'
import { HubPage } from '../hub/HubPage.tsx'
import { useBackend } from '../bank-credentials/useBackend.ts'
import { useMountTask } from '../bank-credentials/useFlow.ts'
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
  return (
    <>
      <HubPage />
      <AddAccountWizardDialog start={start} onClose={backToHub} />
    </>
  )
}

const PAYPAL_STEP: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'paypalChosen' }]

export const PaypalCreatePage = () => {
  const [params] = useSearchParams()
  const backToHub = useBackToHub()
  const [start] = useState<AddAccountWizardStart>(() => {
    const financialAccountId = parsePaypalCreateQuery(params)
    return { mode: 'standard', reconnect: financialAccountId === null ? null : { financialAccountId } }
  })
  return (
    <>
      <HubPage />
      <AddAccountWizardDialog start={start} resume={PAYPAL_STEP} onClose={backToHub} />
    </>
  )
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

  return (
    <>
      <HubPage />
      {view._tag === 'Resume' ? (
        <AddAccountWizardDialog start={view.start} resume={view.resume} onClose={backToHub} />
      ) : (
        <RedirectNotice onDone={view._tag === 'Checking' ? null : backToHub}>
          {view._tag === 'Checking' && (
            <p role="status" className="dialog-progress">
              {REDIRECT_TEXTS.checking}
            </p>
          )}
          {view._tag === 'Failed' && (
            <div role="alert" className="notice notice-error">
              <p>{view.error === null ? REDIRECT_TEXTS.failed : describeBankCallError(view.error).text}</p>
            </div>
          )}
          {view._tag === 'Changed' && (
            <p role="status" className="notice notice-success">
              {REDIRECT_TEXTS.changeSaved}
            </p>
          )}
        </RedirectNotice>
      )}
    </>
  )
}

/** A small dialog over the hub; `onDone` null while nothing can be done yet (the check is running). */
const RedirectNotice = ({ onDone, children }: { readonly onDone: (() => void) | null; readonly children: ReactNode }) => (
  <ModalOverlay
    isOpen
    isDismissable={false}
    isKeyboardDismissDisabled={onDone === null}
    onOpenChange={(open) => open || onDone?.()}
    className="wizard-overlay"
  >
    <Modal className="wizard-modal">
      <Dialog className="dialog">
        <Heading slot="title">{REDIRECT_TEXTS.title}</Heading>
        {children}
        {onDone !== null && (
          <div className="dialog-actions">
            <Button className="button button-primary" onPress={onDone} autoFocus>
              {REDIRECT_TEXTS.toHub}
            </Button>
          </div>
        )}
      </Dialog>
    </Modal>
  </ModalOverlay>
)
