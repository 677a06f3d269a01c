/**
 * /hub/actions/startimport (hub-and-business-account 2.1: "redirect to the hub, then trigger … import"): over the hub,
 * the import for an account. The spec leaves open which account; chosen: the accounts a CSV file can go into (active,
 * without a bank connection: core canImportCsv) are offered to choose from, a single one is taken at once, and none
 * says so. Closing goes on to /hub.
 */
import { canImportCsv, type BackendError, type FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { RadioGroupField } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { HUB_PATH } from '../../shared/routes.ts'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useMountTask } from '../../shared/useFlow.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'

/**
 * csv-import-address.ts CSV_IMPORT_ACCOUNT_SEARCH_PARAM, written out: importing it from this lazy page would make that
 * module a chunk of its own on the first load (issue 9's size budget). csv-import-address.test.tsx checks they agree.
 */
const CSV_IMPORT_ACCOUNT_SEARCH_PARAM = 'csvImport'

type Load = { readonly status: 'loading' } | { readonly status: 'failed'; readonly error: BackendError } | { readonly status: 'loaded'; readonly accounts: ReadonlyArray<FinancialAccount> }

export const StartImportPage = () => {
  const backend = useBackend()
  const navigate = useNavigate()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [picked, setPicked] = useState<string | null>(null)
  const toHub = () => void navigate(HUB_PATH, { replace: true })
  // The import of the chosen account opens over the hub with the account in the address (csv-import-address.ts), as
  // from the account's action: a reload opens it again, and closing it leaves the hub.
  const openOverHub = (financialAccountId: string) =>
    void navigate({ pathname: HUB_PATH, search: `?${new URLSearchParams({ [CSV_IMPORT_ACCOUNT_SEARCH_PARAM]: financialAccountId }).toString()}` }, { replace: true })
  const accountInAddress = useSearchParams()[0].get(CSV_IMPORT_ACCOUNT_SEARCH_PARAM)
  useEffect(() => {
    if (accountInAddress !== null) openOverHub(accountInAddress)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const read = async (signal: AbortSignal) => {
    setLoad({ status: 'loading' })
    const result = await backend.banking.listFinancialAccounts({}, { signal })()
    if (signal.aborted || accountInAddress !== null) return
    if (E.isLeft(result)) return setLoad({ status: 'failed', error: result.left })
    const accounts = result.right.filter(canImportCsv)
    setLoad({ status: 'loaded', accounts })
    const only = accounts.length === 1 ? accounts[0] : undefined
    if (only !== undefined) openOverHub(only.financialAccountId)
    setPicked(accounts[0]?.financialAccountId ?? null)
  }
  useMountTask((signal) => void read(signal))

  if (accountInAddress !== null) return null
  return (
    <ModalDialog title={CSV_IMPORT_TEXTS.chooseAccountTitle} onDismiss={toHub} focusFirstFieldOn={load.status}>
      <div className="dialog-body">
        {load.status === 'loading' && <StatusLine>{CSV_IMPORT_TEXTS.loadingAccounts}</StatusLine>}
        {load.status === 'failed' && <ErrorNotice error={load.error} onRetry={() => void read(new AbortController().signal)} />}
        {load.status === 'loaded' && load.accounts.length === 0 && <p>{CSV_IMPORT_TEXTS.noManualAccount}</p>}
        {load.status === 'loaded' && load.accounts.length > 1 && (
          <RadioGroupField
            label={CSV_IMPORT_TEXTS.chooseAccount}
            description={CSV_IMPORT_TEXTS.chooseAccountHint}
            value={picked ?? load.accounts[0]?.financialAccountId ?? ''}
            onChange={setPicked}
            options={load.accounts.map((a) => ({ id: a.financialAccountId, label: a.name }))}
          />
        )}
      </div>
      <div className="dialog-actions">
        <Button className="button" onPress={toHub}>
          {COMMON_TEXTS.cancel}
        </Button>
        {load.status === 'loaded' && load.accounts.length > 1 && (
          <Button
            className="button button-primary"
            isDisabled={picked === null}
            onPress={() => picked !== null && openOverHub(picked)}
          >
            {CSV_IMPORT_TEXTS.continue}
          </Button>
        )}
      </div>
    </ModalDialog>
  )
}
