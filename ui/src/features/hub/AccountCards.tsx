/** The hub's account cards: three tabs (error, active, deactivated), each paged (spec: hub 2.6 and 4.6). */
import {
  ACCOUNT_CARD_TABS,
  ACCOUNT_CARD_TAB_LABELS,
  accountCardsPerPage,
  defaultAccountCardTab,
  groupAccountCards,
  pageOf,
  type AccountCardTab,
  type AccountMenuAction,
  type FinancialAccount,
} from '@kontor/core'
import { useMemo, useState } from 'react'
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { useViewportWidth } from '../../shared/useViewportWidth.ts'
import { AccountCard } from './AccountCard.tsx'
import { HUB_TEXTS } from './hub-texts.ts'

const isAccountCardTab = (key: Key): key is AccountCardTab => (ACCOUNT_CARD_TABS as ReadonlyArray<Key>).includes(key)

export const AccountCards = ({
  accounts,
  onAction,
}: {
  readonly accounts: ReadonlyArray<FinancialAccount>
  /** Runs an action from a card's menu; without it the cards have no menu. */
  readonly onAction?: (account: FinancialAccount, action: AccountMenuAction) => void
}) => {
  const groups = useMemo(() => groupAccountCards(accounts), [accounts])
  const [chosenTab, setChosenTab] = useState<AccountCardTab | undefined>(undefined)
  const [pages, setPages] = useState<Readonly<Record<AccountCardTab, number>>>({ error: 0, active: 0, deactivated: 0 })
  const perPage = accountCardsPerPage(useViewportWidth())
  const tab = chosenTab ?? defaultAccountCardTab(groups)

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
              <div className="card-grid" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
                {page.items.map((account) => (
                  <AccountCard key={account.financialAccountId} account={account} tab={t} onAction={onAction} />
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
