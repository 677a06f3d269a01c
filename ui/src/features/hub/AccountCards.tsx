/** The hub's account cards: three tabs (error, active, deactivated), each paged (spec: hub 2.6 and 4.6). */
import {
  ACCOUNT_CARD_TABS,
  ACCOUNT_CARD_TAB_LABELS,
  accountCardsPerPage,
  defaultAccountCardTab,
  groupAccountCards,
  locateAccountCard,
  pageOf,
  type AccountCardTab,
  type AccountMenuAction,
  type AccountRepairAction,
  type FinancialAccount,
} from '@kontor/core'
import { useEffect, useMemo, useState, type CSSProperties } from 'react'
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { waitFor } from '../../shared/scheduler.ts'
import { useViewportWidth } from '../../shared/useViewportWidth.ts'
import { AccountCard } from './AccountCard.tsx'
import { ACCOUNT_CARD_HIGHLIGHT_MS } from './constants.ts'
import { HUB_TEXTS } from './hub-texts.ts'

/** An account to show: each new `seq` goes to its card's tab and page, scrolls it into view and highlights it. */
export interface AccountCardHighlight {
  readonly financialAccountId: string
  readonly seq: number
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Brings the card into view: smoothly, unless the user asked for less motion. */
const scrollCardIntoView = (financialAccountId: string): void => {
  const card = document.getElementById(`account-card-${financialAccountId}`)
  if (card !== null && typeof card.scrollIntoView === 'function') {
    card.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
}

const isAccountCardTab = (key: Key): key is AccountCardTab => (ACCOUNT_CARD_TABS as ReadonlyArray<Key>).includes(key)

export const AccountCards = ({
  accounts,
  onAction,
  onRepair,
  onShowProblem,
  highlight = null,
}: {
  readonly accounts: ReadonlyArray<FinancialAccount>
  /** Runs an action from a card's menu; without it the cards have no menu. */
  readonly onAction?: (account: FinancialAccount, action: AccountMenuAction) => void
  /** Runs a card's repair; without it the cards have no repair button. */
  readonly onRepair?: (account: FinancialAccount, repair: AccountRepairAction) => void
  /** Opens a card's problem in full; without it the problem is plain text. */
  readonly onShowProblem?: (account: FinancialAccount) => void
  readonly highlight?: AccountCardHighlight | null
}) => {
  const groups = useMemo(() => groupAccountCards(accounts), [accounts])
  const [chosenTab, setChosenTab] = useState<AccountCardTab | undefined>(undefined)
  const [pages, setPages] = useState<Readonly<Record<AccountCardTab, number>>>({ error: 0, active: 0, deactivated: 0 })
  const [highlighted, setHighlighted] = useState<AccountCardHighlight | null>(null)
  const perPage = accountCardsPerPage(useViewportWidth())
  const tab = chosenTab ?? defaultAccountCardTab(groups)

  // A new account to show: its tab and page (core's locateAccountCard), then the highlight for a moment. Only a new
  // request moves the view; later re-reads of the list or a resize leave the user where they are.
  const [shownSeq, setShownSeq] = useState<number | null>(null)
  if (highlight !== null && highlight.seq !== shownSeq) {
    setShownSeq(highlight.seq)
    const place = locateAccountCard(accounts, highlight.financialAccountId, perPage)
    if (place !== undefined) {
      setChosenTab(place.tab)
      setPages((p) => ({ ...p, [place.tab]: place.pageIndex }))
      setHighlighted(highlight)
    }
  }

  useEffect(() => {
    if (highlighted === null) return
    scrollCardIntoView(highlighted.financialAccountId)
    const controller = new AbortController()
    void waitFor(ACCOUNT_CARD_HIGHLIGHT_MS, controller.signal).then((elapsed) => elapsed && setHighlighted(null))
    return () => controller.abort()
  }, [highlighted])

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => isAccountCardTab(key) && setChosenTab(key)}>
      <TabList aria-label={HUB_TEXTS.tabListLabel} className="tab-list">
        {ACCOUNT_CARD_TABS.map((t) => (
          <Tab key={t} id={t} className="tab">
            {`${ACCOUNT_CARD_TAB_LABELS[t]} (${groups[t].length})`}
          </Tab>
        ))}
      </TabList>
      {ACCOUNT_CARD_TABS.map((t) => {
        const page = pageOf(groups[t], pages[t], perPage)
        const goTo = (index: number) => setPages((p) => ({ ...p, [t]: index }))
        return (
          <TabPanel key={t} id={t} className="tab-panel">
            {page.items.length === 0 ? (
              <p className="empty">{HUB_TEXTS.emptyTab}</p>
            ) : (
              <div className="card-grid" style={{ '--cards-per-page': perPage } as CSSProperties}>
                {page.items.map((account) => (
                  <AccountCard
                    key={account.financialAccountId}
                    account={account}
                    tab={t}
                    onAction={onAction}
                    onRepair={onRepair}
                    onShowProblem={onShowProblem}
                    highlighted={highlighted?.financialAccountId === account.financialAccountId}
                    withBalanceChart
                  />
                ))}
              </div>
            )}
            {page.pageCount > 1 && (
              <nav className="pager" aria-label={HUB_TEXTS.pagerLabel}>
                <Button className="button" isDisabled={page.pageIndex === 0} onPress={() => goTo(page.pageIndex - 1)}>
                  {HUB_TEXTS.previousPage}
                </Button>
                <span aria-live="polite">{HUB_TEXTS.pageOf(page.pageIndex + 1, page.pageCount)}</span>
                <Button
                  className="button"
                  isDisabled={page.pageIndex >= page.pageCount - 1}
                  onPress={() => goTo(page.pageIndex + 1)}
                >
                  {HUB_TEXTS.nextPage}
                </Button>
              </nav>
            )}
          </TabPanel>
        )
      })}
    </Tabs>
  )
}
