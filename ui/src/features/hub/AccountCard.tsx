/** One account on the hub: name, bank, identifier, balance, and what is wrong with it if anything. */
import {
  ACCOUNT_TYPE_LABELS,
  formatIban,
  formatLocalDate,
  formatMoney,
  isNegativeMoney,
  isPendingProviderAccount,
  type AccountCardTab,
  type FinancialAccount,
} from '@kontor/core'
import { HUB_TEXTS } from './hub-texts.ts'

const identifierOf = (a: FinancialAccount): string | undefined =>
  a.iban != null ? formatIban(a.iban) : (a.creditCardNumber ?? a.connectionData?.merchantId ?? undefined)

const problemOf = (a: FinancialAccount): string | undefined => {
  const contactError = a.financialContact?.errorMessage?.trim()
  if (contactError !== undefined && contactError !== '') return contactError
  return a.state.errorOnSync === true ? HUB_TEXTS.syncError : undefined
}

export const AccountCard = ({ account, tab }: { readonly account: FinancialAccount; readonly tab: AccountCardTab }) => {
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
        {[account.bankName, ACCOUNT_TYPE_LABELS[account.type]].filter((part) => part != null).join(' · ')}
      </p>
      {identifier !== undefined && <p className="account-card-identifier">{identifier}</p>}
      {pending && <p className="badge badge-pending">{HUB_TEXTS.pendingProviderAccount}</p>}
      {tab === 'deactivated' && <p className="badge badge-deactivated">{HUB_TEXTS.deactivated}</p>}
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
      {problem !== undefined && (
        <p className="account-card-problem" role="note">
          {problem}
        </p>
      )}
    </article>
  )
}
