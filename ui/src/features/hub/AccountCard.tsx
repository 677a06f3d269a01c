/** One account on the hub: name, bank, identifier, balance, and what is wrong with it if anything. */
import {
  accountProblemOf,
  accountProblemText,
  canSendTransfer,
  formatAccountBankAndType,
  formatIban,
  getAccountMenuActions,
  getAccountRepairAction,
  isAccountIdle,
  formatLocalDate,
  formatMoney,
  isNegativeMoney,
  isPendingProviderAccount,
  type AccountCardTab,
  type AccountMenuAction,
  type AccountRepairAction,
  type FinancialAccount,
} from '@kontor/core'
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useBackend } from '../../shared/useBackend.ts'
import { ACCOUNT_ACTION_TEXTS, ACCOUNT_REPAIR_TEXTS, ACCOUNT_STATE_TEXTS } from '../accounts/index.ts'
import { BANK_TRANSFER_PATH } from '../../shared/routes.ts'
import { storeTransferHandOver, TRANSFER_ENTRY_TEXTS } from '../transfer/index.ts'
import { HUB_TEXTS } from './hub-texts.ts'
import { LazyAccountBalanceChart } from './lazy-balance-chart.ts'

const identifierOf = (a: FinancialAccount): string | undefined =>
  a.iban != null ? formatIban(a.iban) : (a.creditCardNumber ?? a.connectionData?.merchantId ?? undefined)

/** What is wrong with the account, as its card and the error dialog say it: core's rule, as the management list says it. */
export const problemOf = (a: FinancialAccount): string | undefined => {
  const problem = accountProblemOf(a)
  return problem === undefined ? undefined : accountProblemText(problem)
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

/** The repair of the account's problem as a button on the card (getAccountRepairAction decides which). */
export const AccountRepairButton = ({
  account,
  onRepair,
}: {
  readonly account: FinancialAccount
  readonly onRepair: (account: FinancialAccount, repair: AccountRepairAction) => void
}) => {
  const repair = getAccountRepairAction(account)
  if (repair === undefined) return null
  const label = ACCOUNT_REPAIR_TEXTS.labels[repair.kind]
  return (
    <Button className="button button-primary account-card-repair" aria-label={ACCOUNT_REPAIR_TEXTS.buttonLabel(label, account.name)} onPress={() => onRepair(account, repair)}>
      {label}
    </Button>
  )
}

/** "Neue Überweisung" (issue 11): the transfer dialog for this account, through the session hand-over of spec 2.2. */
const NewTransferButton = ({ account }: { readonly account: FinancialAccount }) => {
  const navigate = useNavigate()
  const { clock } = useBackend()
  return (
    <Button
      className="button account-card-transfer"
      aria-label={TRANSFER_ENTRY_TEXTS.newTransferLabel(account.name)}
      // Without session storage the dialog opens without its entry and says so, with a way back.
      onPress={() => void navigate(storeTransferHandOver(sessionStorage, { financialAccountId: account.financialAccountId }, clock.now().getTime()) ?? BANK_TRANSFER_PATH)}
    >
      {TRANSFER_ENTRY_TEXTS.newTransfer}
    </Button>
  )
}

export const AccountCard = ({
  account,
  tab,
  onAction,
  onRepair,
  onShowProblem,
  highlighted = false,
  withBalanceChart = false,
}: {
  readonly account: FinancialAccount
  readonly tab: AccountCardTab
  readonly onAction?: ((account: FinancialAccount, action: AccountMenuAction) => void) | undefined
  /** Runs the card's repair; without it the card has no repair button. */
  readonly onRepair?: ((account: FinancialAccount, repair: AccountRepairAction) => void) | undefined
  /** Opens the account's problem in full (spec 4.6 "problem link"); without it the problem is plain text. */
  readonly onShowProblem?: ((account: FinancialAccount) => void) | undefined
  /** An action just changed this account: the card stands out for a moment. */
  readonly highlighted?: boolean
  /** The small chart of the last 90 days' balance (issue 15); the hub's cards have it. */
  readonly withBalanceChart?: boolean
}) => {
  const headingId = `account-${account.financialAccountId}`
  const pending = isPendingProviderAccount(account)
  const identifier = identifierOf(account)
  const problem = tab === 'error' ? problemOf(account) : undefined
  const balance = account.balance ?? undefined
  // Long texts are cut on the card (CSS); the DOM keeps them whole for screen readers, title shows them on hover.
  const bankLine = formatAccountBankAndType(account.bankName, account.type)
  return (
    <article
      id={`account-card-${account.financialAccountId}`}
      className={`account-card account-card-${tab}${pending ? ' account-card-pending' : ''}${highlighted ? ' account-card-highlighted' : ''}`}
      aria-labelledby={headingId}
      data-testid="account-card"
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <h3 id={headingId} className="account-card-name text-clamp" title={account.name}>
        {account.name}
      </h3>
      <p className="account-card-bank text-clamp" title={bankLine}>
        {bankLine}
      </p>
      {identifier !== undefined && (
        <p className="account-card-identifier text-clamp" title={identifier}>
          {identifier}
        </p>
      )}
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
      {withBalanceChart && <LazyAccountBalanceChart account={account} />}
      {!isAccountIdle(account) && <p className="account-busy">{ACCOUNT_STATE_TEXTS.busy}</p>}
      {problem !== undefined && (
        <p className="account-card-problem" role="note">
          {onShowProblem === undefined ? (
            problem
          ) : (
            <Link className="link account-card-problem-link" aria-label={HUB_TEXTS.problemLinkLabel(problem, account.name)} onPress={() => onShowProblem(account)}>
              {problem}
            </Link>
          )}
        </p>
      )}
      {(onRepair !== undefined || onAction !== undefined) && (
        <div className="account-card-actions">
          {onRepair !== undefined && tab === 'error' && <AccountRepairButton account={account} onRepair={onRepair} />}
          {onAction !== undefined && tab !== 'deactivated' && canSendTransfer(account, 'single') && <NewTransferButton account={account} />}
          {onAction !== undefined && <AccountActionsMenu account={account} onAction={onAction} />}
        </div>
      )}
    </article>
  )
}
