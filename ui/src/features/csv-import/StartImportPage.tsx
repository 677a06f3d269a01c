/**
 * /hub/actions/startimport (hub-and-business-account 2.1: "redirect to the hub, then trigger … import"): over the hub,
 * the import for an account. The spec leaves open which account; chosen: the accounts a CSV file can go into (active,
 * without a bank connection: core canImportCsv) are offered to choose from, a single one is taken at once, and none
 * says so. Closing goes on to /hub.
 */
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
import { useRead } from '../../shared/useRead.ts'
import { readImportableAccounts } from './csv-import.effects.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'

/**
 * csv-import-address.ts CSV_IMPORT_ACCOUNT_SEARCH_PARAM, written out: importing it from this lazy page would make that
 * module a chunk of its own on the first load (issue 9's size budget). csv-import-address.test.tsx checks they agree.
 */
const CSV_IMPORT_ACCOUNT_SEARCH_PARAM = 'csvImport'

export const StartImportPage = () => {
  const backend = useBackend()
  const navigate = useNavigate()
  const { state: load, retry } = useRead(readImportableAccounts(backend), null)
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

  const accounts = load.status === 'loaded' ? load.value : null
  // A single account is taken at once; with more, the first is picked until the user picks another.
  const only = accounts?.length === 1 ? accounts[0] : undefined
  useEffect(() => {
    if (only !== undefined && accountInAddress === null) openOverHub(only.financialAccountId)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only])
  const chosen = picked ?? accounts?.[0]?.financialAccountId ?? null

  if (accountInAddress !== null || only !== undefined) return null
  return (
    <ModalDialog title={CSV_IMPORT_TEXTS.chooseAccountTitle} onDismiss={toHub} focusFirstFieldOn={load.status}>
      <div className="dialog-body">
        {load.status === 'loading' && <StatusLine>{CSV_IMPORT_TEXTS.loadingAccounts}</StatusLine>}
        {load.status === 'failed' && <ErrorNotice error={load.error} onRetry={retry} />}
        {accounts !== null && accounts.length === 0 && <p>{CSV_IMPORT_TEXTS.noManualAccount}</p>}
        {accounts !== null && accounts.length > 1 && (
          <RadioGroupField
            label={CSV_IMPORT_TEXTS.chooseAccount}
            description={CSV_IMPORT_TEXTS.chooseAccountHint}
            value={chosen ?? ''}
            onChange={setPicked}
            options={accounts.map((a) => ({ id: a.financialAccountId, label: a.name }))}
          />
        )}
      </div>
      <div className="dialog-actions">
        <Button className="button" onPress={toHub}>
          {COMMON_TEXTS.cancel}
        </Button>
        {accounts !== null && accounts.length > 1 && (
          <Button
            className="button button-primary"
            isDisabled={chosen === null}
            onPress={() => chosen !== null && openOverHub(chosen)}
          >
            {CSV_IMPORT_TEXTS.continue}
          </Button>
        )}
      </div>
    </ModalDialog>
  )
}
