/**
 * /hub/redirect/transfer (hub-and-business-account 2.1, query bto, action, fa, ct, lpt, state, code, error): back from
 * a bank's authorisation of a transfer. The dialog left for the bank in this window with its order kept in the session
 * hand-over; the return finds that entry by the order id (bto), adds the bank's answer and reopens the dialog on it,
 * which executes the order once (or shows redirectautherror for `error`). A return this tab kept no entry for (the bank
 * opened it elsewhere) gets a new entry, as spec 2.2 describes. The return address is replaced, so neither reload nor
 * "back" runs the return again. A return without an order id (a deletion authorised in another window) has nothing to
 * finish here and says where to go on. Reading: ct and lpt are not needed to finish the order and are left out.
 */
import type { RedirectTransferData } from '@kontor/core'
import { useEffect } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { BANK_TRANSFER_PATH, HUB_PATH } from '../../shared/routes.ts'
import { storeTransferHandOver } from './hand-over-link.ts'
import { resumeHandOverOfOrder } from './hand-over-storage.ts'
import { REDIRECT_RETURN_TEXTS, TRANSFER_TEXTS, TRANSFER_TITLES } from './transfer-texts.ts'

const toRedirectData = (params: URLSearchParams): RedirectTransferData => ({
  bankTransferOrderId: params.get('bto') ?? '',
  financialAccountId: params.get('fa'),
  action: params.get('action'),
  state: params.get('state'),
  code: params.get('code'),
  error: params.get('error'),
})

export const TransferRedirectPage = () => {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { clock } = useBackend()
  const withoutOrder = params.get('bto') === null || params.get('bto') === '' ? (params.get('error') === null ? 'done' : 'error') : null
  useEffect(() => {
    const redirect = toRedirectData(params)
    if (redirect.bankTransferOrderId === '') return
    const now = clock.now()
    const resumed = resumeHandOverOfOrder(sessionStorage, redirect, now)
    const address =
      resumed === undefined
        ? storeTransferHandOver(
            sessionStorage,
            { financialAccountId: redirect.financialAccountId, financialAccountFixed: redirect.financialAccountId !== null, redirectBankTransferData: { ...redirect } },
            now.getTime(),
          )
        : `${BANK_TRANSFER_PATH}?skey=${encodeURIComponent(resumed)}`
    // Without session storage the dialog opens without its entry and says so, with a way back.
    void navigate(address ?? BANK_TRANSFER_PATH, { replace: true })
  }, [params, navigate, clock])
  if (withoutOrder === null) return null
  const toHub = () => void navigate(HUB_PATH, { replace: true })
  return (
    <ModalDialog title={withoutOrder === 'error' ? TRANSFER_TITLES.redirectError : REDIRECT_RETURN_TEXTS.title} onDismiss={toHub}>
      <p className={withoutOrder === 'error' ? 'notice notice-error' : 'notice notice-info'} role={withoutOrder === 'error' ? 'alert' : 'status'}>
        {withoutOrder === 'error' ? REDIRECT_RETURN_TEXTS.failed : REDIRECT_RETURN_TEXTS.done}
      </p>
      <div className="dialog-actions">
        <Button className="button button-primary" onPress={toHub}>
          {TRANSFER_TEXTS.backToHub}
        </Button>
      </div>
    </ModalDialog>
  )
}
