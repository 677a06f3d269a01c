/**
 * The seizure card (hub-and-business-account 4.5, 4.9): each seizure of the organisation with its creditor, amount
 * and case number (the server's texts, shown as text), when the amount leaves the account — after 4 calendar weeks
 * for a sole trader, after 5 bank working days for a company (core toSeizureDebitNotice, by the business's company
 * type) — and the button that opens the payoff dialog. A failed read of the seizures says so, with a retry.
 */
import {
  formatMoney,
  messageFor,
  toSeizureDebitNotice,
  toSeizureDebtorKind,
  toSeizureExpectedDebitNotice,
  type BankAccountState,
  type Seizure,
} from '@kontor/core'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { lazyDialog } from '../../shared/components/lazy.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { readSeizures } from './hub.effects.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

const LazySeizurePayoffDialog = lazyDialog(() => import('./SeizurePayoffDialog.tsx').then((m) => m.SeizurePayoffDialog))

export const SeizureCard = ({ accountState }: { readonly accountState: BankAccountState }) => {
  const backend = useBackend()
  const emit = useEmitFinanceEvent()
  const { state: read, retry } = useRead(readSeizures(backend), backend)
  const [paying, setPaying] = useState<Seizure | null>(null)

  const debtor = toSeizureDebtorKind(accountState.businessOnBoarding?.business?.lexBankCompanyType)
  const debitNotice = toSeizureDebitNotice(debtor)
  return (
    <StateCard kind="seizure" title={STATE_CARD_TEXTS.seizureTitle} tone="danger">
      <p>{STATE_CARD_TEXTS.seizureIntro}</p>
      <p data-testid="seizure-debit-notice">{messageFor(debitNotice.key, debitNotice.params)}</p>
      {read.status === 'loading' && <StatusLine>{STATE_CARD_TEXTS.seizureLoading}</StatusLine>}
      {read.status === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>{STATE_CARD_TEXTS.seizureLoadFailed}</p>
          <Button className="button" onPress={retry}>
            {STATE_CARD_TEXTS.retry}
          </Button>
        </div>
      )}
      {read.status === 'loaded' &&
        read.value.map((seizure) => {
          const expected = toSeizureExpectedDebitNotice(seizure.deliveryDate, debtor)
          return (
            <div key={seizure.id} className="hub-seizure" data-testid="hub-seizure">
              <dl className="hub-seizure-facts">
                <dt>{STATE_CARD_TEXTS.seizureCreditor}</dt>
                <dd>{seizure.creditor.name}</dd>
                <dt>{STATE_CARD_TEXTS.seizureAmount}</dt>
                <dd>{formatMoney(seizure.totalAmount)}</dd>
                <dt>{STATE_CARD_TEXTS.seizureCaseNumber}</dt>
                <dd>{seizure.resolutionCaseNumber?.trim() || STATE_CARD_TEXTS.seizureNoCaseNumber}</dd>
              </dl>
              {expected !== undefined && <p>{messageFor(expected.key, expected.params)}</p>}
              <Button className="button button-primary" onPress={() => setPaying(seizure)}>
                {STATE_CARD_TEXTS.seizurePay}
              </Button>
            </div>
          )
        })}
      {paying !== null && (
        <LazySeizurePayoffDialog
          seizure={paying}
          onClose={() => setPaying(null)}
          onPaid={() => emit('bank_transfer_created')}
        />
      )}
    </StateCard>
  )
}
