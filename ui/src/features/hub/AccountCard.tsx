/** One account on the hub: name, bank, identifier, balance, and what is wrong with it if anything. */
import {
  formatAccountBankAndType,
  formatIban,
  getAccountMenuActions,
  isAccountIdle,
  formatLocalDate,
  formatMoney,
  isNegativeMoney,
  isPendingProviderAccount,
  type AccountCardTab,
  type AccountMenuAction,
  type FinancialAccount,
} from '@kontor/core'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { ACCOUNT_ACTION_TEXTS, ACCOUNT_STATE_TEXTS } from '../accounts/index.ts'
import { HUB_TEXTS } from './hub-texts.ts'

const identifierOf = (a: FinancialAccount): string | undefined =>
  a.iban != null ? formatIban(a.iban) : (a.creditCardNumber ?? a.connectionData?.merchantId ?? undefined)

const problemOf = (a: FinancialAccount): string | undefined => {
  const contactError = a.financialContact?.errorMessage?.trim()
  if (contactError !== undefined && contactError !== '') return contactError
  return a.state.errorOnSync === true ? HUB_TEXTS.syncError : undefined
}

const isAccountMenuAction = (key: unknown, offered: ReadonlyArray<AccountMenuAction>): key is AccountMenuAction =>
  offered.some((action) => action === key)

/** The card's action menu (hub-and-business-account 2.6), offered as the core's getAccountMenuActions says. */
const AccountActionsMenu = ({
  account,
  onAction,
}: {
  readonly account: FinancialAccount
  readonly onAction: (account: FinancialAccount, action: AccountMenuAction) => void
}) => {
  const actions = getAccountMenuActions(account)
  if (actions.length === 0) return null
  return (
    <MenuTrigger>
      <Button className="button menu-button" aria-label={ACCOUNT_ACTION_TEXTS.menuLabel(account.name)}>
        {ACCOUNT_ACTION_TEXTS.menuButton}
      </Button>
      <Popover className="popover">
        <Menu className="menu" onAction={(key) => isAccountMenuAction(key, actions) && onAction(account, key)}>
          {actions.map((action) => (
            <MenuItem key={action} id={action} className="menu-item">
              {ACCOUNT_ACTION_TEXTS.labels[action]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

export const AccountCard = ({
  account,
  tab,
  onAction,
}: {
  readonly account: FinancialAccount
  readonly tab: AccountCardTab
  readonly onAction?: ((account: FinancialAccount, action: AccountMenuAction) => void) | undefined
}) => {
  const headingId = `account-${account.financialAccountId}`
  const pending = isPendingProviderAccount(account)
  const identifier = identifierOf(account)
  const problem = tab === 'error' ? problemOf(account) : undefined
  const balance = account.balance ?? undefined
  return (
    <article
      className={`account-card account-card-${tab}${pending ? ' account-card-pending' : ''}`}
      aria-labelledby={headingId}
      data-testid="account-card"
    >
      <h3 id={headingId} className="account-card-name">
        {account.name}
      </h3>
      <p className="account-card-bank">
        {formatAccountBankAndType(account.bankName, account.type)}
      </p>
      {identifier !== undefined && <p className="account-card-identifier">{identifier}</p>}
      {pending && <p className="badge badge-pending">{HUB_TEXTS.pendingProviderAccount}</p>}
      {tab === 'deactivated' && <p className="badge badge-deactivated">{ACCOUNT_STATE_TEXTS.deactivated}</p>}
      <p className="account-card-balance">
        {balance === undefined ? (
          HUB_TEXTS.noBalance
        ) : (
          <>
            <span className="visually-hidden">{HUB_TEXTS.balance}: </span>
            <span className={isNegativeMoney(balance) ? 'amount amount-negative' : 'amount'}>{formatMoney(balance)}</span>
          </>
        )}
      </p>
      {account.balanceDate != null && (
        <p className="account-card-date">
          {HUB_TEXTS.balanceAsOf} {formatLocalDate(account.balanceDate)}
        </p>
      )}
      {!isAccountIdle(account) && <p className="account-busy">{ACCOUNT_STATE_TEXTS.busy}</p>}
      {problem !== undefined && (
        <p className="account-card-problem" role="note">
          {problem}
        </p>
      )}
      {onAction !== undefined && <AccountActionsMenu account={account} onAction={onAction} />}
    </article>
  )
}
