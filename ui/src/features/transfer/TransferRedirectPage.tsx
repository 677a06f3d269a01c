/**
 * /hub/redirect/transfer (hub-and-business-account 2.1, query bto, action, fa, ct, lpt, state, code, error): back from
 * a bank's authorisation of a transfer. The query becomes a new session hand-over (redirectBankTransferData) and the
 * dialog opens on it, replacing the return address so neither reload nor "back" runs the return again. Reading: ct and
 * lpt are not needed to finish the order (the order id names it) and are left out.
 */
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useBackend } from '../../shared/useBackend.ts'
import { BANK_TRANSFER_PATH } from '../../app/routes.ts'
import { storeTransferHandOver } from './hand-over-link.ts'

export const TransferRedirectPage = () => {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { clock } = useBackend()
  useEffect(() => {
    const bto = params.get('bto') ?? ''
    const fa = params.get('fa')
    const address = storeTransferHandOver(sessionStorage, {
      financialAccountId: fa,
      financialAccountFixed: fa !== null,
      redirectBankTransferData: {
        bankTransferOrderId: bto,
        financialAccountId: fa,
        action: params.get('action'),
        state: params.get('state'),
        code: params.get('code'),
        // A return without an order id cannot be finished: shown as the redirect error.
        error: bto === '' ? (params.get('error') ?? 'missing bto') : params.get('error'),
      },
    }, clock.now().getTime())
    // Without session storage the dialog opens without its entry and says so, with a way back.
    void navigate(address ?? BANK_TRANSFER_PATH, { replace: true })
  }, [params, navigate, clock])
  return null
}
