/**
 * The fallback balance card of the hub (hub-and-business-account 2.1, 2.6, 3 "Fallback card settings", 4.5): the
 * balances of the accounts its settings choose (mode 0 all, 1 all except the hidden ones, 2 none; core
 * selectFallbackCardAccounts), with a settings dialog. The hub shows it only when the state cards allow it (4.5).
 * Chosen: while the settings are read the card shows its title only (no flash of hidden balances, and no second
 * loading status beside the accounts'); a
 * failed read says so with a retry and shows no balances, since the user may have hidden some.
 */
import {
  formatMoney,
  isNegativeMoney,
  selectFallbackCardAccounts,
  sumMoney,
  type BackendError,
  type FallbackCardSettings,
  type FinancialAccount,
} from '@kontor/core'
import { useCallback, useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { FALLBACK_CARD_TEXTS } from './account-card-extras-texts.ts'
import { HUB_TEXTS } from './hub-texts.ts'
import { FallbackCardSettingsDialog } from './FallbackCardSettingsDialog.tsx'

export type FallbackSettingsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BackendError }
  | { readonly status: 'loaded'; readonly settings: FallbackCardSettings }

/** The settings as the backend keeps them (HubPort.getFallbackCardSettings), read again on retry. */
const useFallbackSettings = () => {
  const calls = useBackend().hub
  const [load, setLoad] = useState<FallbackSettingsLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    calls.getFallbackCardSettings({ signal })().then(
      (result) => !signal.aborted && setLoad(result._tag === 'Right' ? { status: 'loaded', settings: result.right } : { status: 'failed', error: result.left }),
      () => undefined,
    )
    return () => controller.abort()
  }, [calls, attempt])
  const retry = useCallback(() => {
    setLoad({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { load, setLoad, retry, calls }
}

export const FallbackBalanceCard = ({ accounts }: { readonly accounts: ReadonlyArray<FinancialAccount> }) => {
  const { load, setLoad, retry, calls } = useFallbackSettings()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const shown = load.status === 'loaded' ? selectFallbackCardAccounts(accounts, load.settings) : []
  const balances = shown.flatMap((a) => (a.balance == null ? [] : [a.balance]))
  return (
    <section className="fallback-card" aria-labelledby="fallback-card-title" data-testid="fallback-card">
      <div className="fallback-card-head">
        <h2 id="fallback-card-title">{FALLBACK_CARD_TEXTS.title}</h2>
        <Button className="button" aria-label={FALLBACK_CARD_TEXTS.settingsLabel} onPress={() => setDialogOpen(true)} isDisabled={load.status !== 'loaded'}>
          {FALLBACK_CARD_TEXTS.settings}
        </Button>
      </div>
      {load.status === 'failed' && (
        <>
          <p>{FALLBACK_CARD_TEXTS.loadFailed}</p>
          <ErrorNotice error={load.error} onRetry={retry} />
        </>
      )}
      {load.status === 'loaded' &&
        (shown.length === 0 ? (
          <p className="fallback-card-none">{FALLBACK_CARD_TEXTS.none}</p>
        ) : (
          <dl className="fallback-card-list">
            {shown.map((account) => (
              <div key={account.financialAccountId} className="fallback-card-row">
                <dt className="text-clamp" title={account.name}>
                  {account.name}
                </dt>
                <dd className={account.balance != null && isNegativeMoney(account.balance) ? 'amount amount-negative' : 'amount'}>
                  {account.balance == null ? HUB_TEXTS.noBalance : formatMoney(account.balance)}
                </dd>
              </div>
            ))}
            {shown.length > 1 && balances.length > 0 && (
              <div className="fallback-card-row fallback-card-total">
                <dt>{FALLBACK_CARD_TEXTS.total}</dt>
                <dd className={isNegativeMoney(sumMoney(balances)) ? 'amount amount-negative' : 'amount'}>{formatMoney(sumMoney(balances))}</dd>
              </div>
            )}
          </dl>
        ))}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {dialogOpen && load.status === 'loaded' && (
        <FallbackCardSettingsDialog
          accounts={accounts}
          settings={load.settings}
          save={(settings) => calls.saveFallbackCardSettings(settings)}
          onSaved={(settings) => {
            setLoad({ status: 'loaded', settings })
            setDialogOpen(false)
            setAnnouncement(FALLBACK_CARD_TEXTS.saved)
          }}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </section>
  )
}
