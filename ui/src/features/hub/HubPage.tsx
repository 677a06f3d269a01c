/**
 * /hub: the overview with the organisation's account cards, each with its action menu (connect, disconnect, activate,
 * deactivate, delete, edit; hub-and-business-account 2.6), the repair of its problem, a button to add an account and
 * a link to the account management dialog. The list re-reads itself every second while a bank sync runs (4.6). After
 * an action changed accounts the hub says what happened and shows the account's card. Every dialog loads its code
 * when it first opens. Issue 15: each card has a 90-day balance chart, and the fallback balance card with its settings
 * shows when the state cards allow it (4.5); after the accounts are read the profile-type dialog may ask for their usage
 * (4.11), and users offered the new banking app see its banner and dialog, or are sent there (4.10).
 */
import { toBankHubSwitchAction, toOrganisationPathPrefix, type FinancialAccount } from '@kontor/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_MANAGEMENT_PATH } from '../../shared/routes.ts'
import { useFocusFallback } from '../../shared/useFocusFallback.ts'
import { useLazyPrivileges } from '../../shared/useLazyPrivileges.ts'
import { useCsvImportAddress } from '../csv-import/index.ts'
import {
  ACCOUNT_ACTION_TEXTS,
  AccountsLoadStatus,
  useAccountDialog,
  usePolledAccountList,
  type AccountChange,
} from '../accounts/index.ts'
import type { AccountCardHighlight } from './AccountCards.tsx'
import { useAtomValue } from 'jotai'
import {
  AccountCards,
  LazyAccountProblemDialog,
  LazyBankHubSwitch,
  LazyFallbackBalanceCard,
  LazyProfileTypeDialogDoor,
  LazyStateCards,
  LazyWorkCards,
} from './lazy.ts'
import { hubAccountListStaleAtom, hubFallbackCardShownAtom } from './state-cards.atoms.ts'
import { hubAccountList } from './hub.atoms.ts'
import { HubStatusBar } from './HubStatusBar.tsx'
import { QuietBoundary } from './QuietBoundary.tsx'
import { ACCOUNT_CHANGE_TEXTS, HUB_TEXTS } from './hub-texts.ts'

const ADD_FROM_HUB = { mode: 'standard' } as const

/** A change waiting for the list read after it: `before` is the list shown when the dialog closed. */
interface PendingChange {
  readonly change: AccountChange
  readonly before: ReadonlyArray<FinancialAccount> | null
}

export const HubPage = () => {
  const { load, reload } = usePolledAccountList(hubAccountList)
  // The bank moved the business account's opening on (4.2; the state cards watch it): the new account may be there.
  const accountListStale = useAtomValue(hubAccountListStaleAtom)
  const seenStale = useRef(accountListStale)
  useEffect(() => {
    if (accountListStale === seenStale.current) return
    seenStale.current = accountListStale
    reload()
  }, [accountListStale, reload])
  const privileges = useLazyPrivileges()
  const accountsHeading = useRef<HTMLHeadingElement>(null)
  const [pending, setPending] = useState<PendingChange | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [highlight, setHighlight] = useState<AccountCardHighlight | null>(null)
  const [problemShown, setProblemShown] = useState<FinancialAccount | null>(null)
  const shown = load.status === 'loaded' ? load.accounts : null
  // The state cards decide whether the balance card may show (4.5: selectHubCards); false while they read.
  const fallbackCardShown = useAtomValue(hubFallbackCardShownAtom)
  const { open, dialog } = useAccountDialog(reload, useCsvImportAddress(useSearchParams()), (change) => setPending({ change, before: shown }))
  // A card whose menu opened a dialog may be gone after the re-read (deleted, or moved to another tab).
  useFocusFallback(accountsHeading, load)
  // The cards' code comes while the accounts are read, not after.
  useEffect(() => AccountCards.preload(), [])

  // Once the list has been read again after a change (or the re-read failed), say what happened, naming the accounts
  // as the list now names them, and show the first of them. (State adjusted while rendering, as React advises for
  // state that follows other state, not in an effect.)
  if (pending !== null && load.status === 'loaded' && (load.accounts !== pending.before || load.refreshError !== undefined)) {
    const { change } = pending
    const found = change.financialAccountIds.flatMap((id) => load.accounts.filter((a) => a.financialAccountId === id))
    const names = found.length > 0 && change.kind !== 'deleted' ? found.map((a) => a.name) : [change.name ?? '']
    setAnnouncement(ACCOUNT_CHANGE_TEXTS[change.kind](names))
    const first = found[0]
    if (first !== undefined && change.kind !== 'deleted') {
      setHighlight({ financialAccountId: first.financialAccountId, seq: (highlight?.seq ?? 0) + 1 })
    }
    setPending(null)
  }

  return (
    <section aria-labelledby="hub-title" className="hub">
      <h1 id="hub-title">{HUB_TEXTS.title}</h1>
      <HubStatusBar privileges={privileges} onRefresh={reload} onAddAccount={() => open({ kind: 'add', start: ADD_FROM_HUB })} />
      {privileges !== undefined && toBankHubSwitchAction(privileges) !== 'none' && (
        <QuietBoundary>
          <LazyBankHubSwitch privileges={privileges} />
        </QuietBoundary>
      )}
      <p>
        <Link className="link" to={ACCOUNT_MANAGEMENT_PATH}>
          {ACCOUNT_ACTION_TEXTS.manageAccounts}
        </Link>
      </p>
      {/* Always there, so that a screen reader hears each new text (a live region added with its text is not read). */}
      <div className={announcement === '' ? 'visually-hidden' : 'notice notice-success'} aria-live="polite" data-testid="hub-announcement">
        {announcement}
      </div>
      <QuietBoundary>
        <LazyStateCards />
      </QuietBoundary>
      {fallbackCardShown && shown !== null && shown.length > 0 && (
        <QuietBoundary>
          <LazyFallbackBalanceCard accounts={shown} />
        </QuietBoundary>
      )}
      <QuietBoundary>
        <LazyWorkCards />
      </QuietBoundary>
      <h2 ref={accountsHeading} tabIndex={-1}>
        {HUB_TEXTS.accountsHeading}
      </h2>
      <AccountsLoadStatus load={load} loadingText={HUB_TEXTS.loading} onRetry={reload} heading={accountsHeading} />
      {load.status === 'loaded' &&
        (load.accounts.length === 0 ? (
          <p>{HUB_TEXTS.noAccounts}</p>
        ) : (
          <AccountCards
            accounts={load.accounts}
            onAction={(account, action) => open({ kind: 'action', action, account })}
            onRepair={(account, repair) => open({ kind: 'repair', repair, account })}
            onShowProblem={setProblemShown}
            highlight={highlight}
          />
        ))}
      {problemShown !== null && (
        <LazyAccountProblemDialog
          account={problemShown}
          onClose={() => setProblemShown(null)}
          onRepair={(account, repair) => {
            setProblemShown(null)
            open({ kind: 'repair', repair, account })
          }}
        />
      )}
      {/* After the first read of the accounts, once per visit of the hub (4.11: at most once a day per organisation). */}
      {shown !== null && (
        <QuietBoundary>
          <LazyProfileTypeDialogDoor
            accounts={shown}
            organisationFromPath={toOrganisationPathPrefix(window.location.pathname)?.organisationId}
            onSaved={(message) => {
              setAnnouncement(message)
              reload()
            }}
          />
        </QuietBoundary>
      )}
      {dialog}
    </section>
  )
}
