/**
 * The screens after the data input (spec: accounts-and-transfers 2.2 orderinput, ordersummary, orderdeclined,
 * redirectautherror; transactions-import-proposals 2: one OK closes): the order to authorise with the payee check,
 * the summary with the instant status, the decline and the redirect error.
 */
import {
  formatIban,
  formatLocalDate,
  formatMoney,
  formatReoccurrence,
  isPayeeConfirmationNeeded,
  matchedNameToTake,
  payeeWarningOf,
  sumMoney,
  type BankTransfer,
  type BankTransferOrder,
  type FinancialAccount,
  type Money,
  type PayeeVerification,
  type TransferFlowState,
} from '@kontor/core'
import { Button } from 'react-aria-components'
import { CheckboxField } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { FailureNotice } from './FailureNotice.tsx'
import { PAYEE_ITEM_TEXTS, PAYEE_TEXTS, TRANSFER_TEXTS } from './transfer-texts.ts'

/** The list of executed transfers, where an outcome not known yet shows up (hub-and-business-account 2.1). */
export const EXECUTED_TRANSFERS_PATH = '/banktransfers/executed'

type OrderInputState = Extract<TransferFlowState, { readonly step: 'orderinput' }>

const amountsOf = (transfers: ReadonlyArray<BankTransfer>): ReadonlyArray<Money> => transfers.flatMap((t) => (t.amount == null ? [] : [t.amount]))

type PayeeResults = Extract<OrderInputState['payee'], { readonly status: 'done' }>['results']

/** The check of one transfer (its request carries the transfer's name and IBAN). */
const verificationOf = (results: PayeeResults, t: BankTransfer): PayeeVerification | undefined =>
  results.find((r) => r.request.recipientIban === t.recipientIban && r.request.recipientName === t.recipientName)?.verification

const payeeItemText = (v: PayeeVerification): string =>
  v.result === 'CLOSE_MATCH' && v.matchedName != null ? PAYEE_ITEM_TEXTS.closeMatch(v.matchedName) : PAYEE_ITEM_TEXTS[v.result === 'CLOSE_MATCH' ? 'closeMatchUnnamed' : v.result]

/** The transfers; with several, each shows its own payee check (the notice below sums them up). */
const TransferList = ({ transfers, payee = [] }: { readonly transfers: ReadonlyArray<BankTransfer>; readonly payee?: PayeeResults }) => (
  <ul className="transfer-list">
    {transfers.map((t) => {
      const verification = transfers.length > 1 ? verificationOf(payee, t) : undefined
      return (
        <li key={t.bankTransferId} className="transfer-list-item">
          <strong>{t.recipientName}</strong>
          {t.recipientIban != null && <span className="transfer-iban"> {formatIban(t.recipientIban)}</span>}
          {t.amount != null && <span className="amount"> {formatMoney(t.amount)}</span>}
          {t.purpose != null && t.purpose !== '' && <span className="transfer-purpose"> · {t.purpose}</span>}
          {verification !== undefined && (
            <span className={verification.result === 'MATCH' ? 'transfer-payee' : 'transfer-payee transfer-payee-warning'}>{payeeItemText(verification)}</span>
          )}
        </li>
      )
    })}
  </ul>
)

/** Account, date, kind and the sum (a combined transfer: the sum of all, via Money). */
const OrderFacts = ({
  transfers,
  order,
  account,
}: {
  readonly transfers: ReadonlyArray<BankTransfer>
  readonly order: BankTransferOrder | null
  readonly account: FinancialAccount | undefined
}) => (
  <dl className="order-facts">
    {account !== undefined && (
      <>
        <dt>{TRANSFER_TEXTS.from}</dt>
        <dd>{account.name}</dd>
      </>
    )}
    {order?.executionDate != null && (
      <>
        <dt>{TRANSFER_TEXTS.executedOn}</dt>
        <dd>
          {formatLocalDate(order.executionDate)}
          {order.reoccurrence != null && `, ${formatReoccurrence(order.reoccurrence)}`}
          {order.lastExecutionDate != null && ` – ${formatLocalDate(order.lastExecutionDate)}`}
        </dd>
      </>
    )}
    {order?.sepaInstant === true && (
      <>
        <dt>{TRANSFER_TEXTS.instantYes}</dt>
        <dd>✓</dd>
      </>
    )}
    {transfers.length > 0 && (
      <>
        <dt>{TRANSFER_TEXTS.sum}</dt>
        <dd className="amount">{formatMoney(sumMoney(amountsOf(transfers)))}</dd>
      </>
    )}
  </dl>
)

const PayeeCheck = ({ state, onTakeName, onConfirm }: { readonly state: OrderInputState; readonly onTakeName: () => void; readonly onConfirm: (confirmed: boolean) => void }) => {
  if (state.payee.status === 'skipped') return null
  if (state.payee.status === 'checking') return <StatusLine>{TRANSFER_TEXTS.checkingPayee}</StatusLine>
  const verifications = state.payee.results.map((r) => r.verification)
  const warning = payeeWarningOf(verifications)
  const name = state.form === null ? undefined : matchedNameToTake(verifications)
  return (
    <div className={warning === 'none' ? 'notice notice-success' : 'notice notice-info'} role="status">
      {warning === 'none' && <p>{PAYEE_TEXTS.match}</p>}
      {warning === 'closeMatch' && (
        <p>{name === undefined ? PAYEE_TEXTS.closeMatchCombined : PAYEE_TEXTS.closeMatch(name)}</p>
      )}
      {warning === 'noMatch' && <p>{PAYEE_TEXTS.noMatch}</p>}
      {warning === 'notPossible' && <p>{PAYEE_TEXTS.notPossible}</p>}
      {name !== undefined && state.phase === 'ready' && (
        <Button className="button" onPress={onTakeName}>
          {PAYEE_TEXTS.takeName(name)}
        </Button>
      )}
      {isPayeeConfirmationNeeded(warning) && (
        <CheckboxField label={PAYEE_TEXTS.confirm} isSelected={state.warningConfirmed} onChange={onConfirm} isDisabled={state.phase !== 'ready'} />
      )}
    </div>
  )
}

const PHASE_STATUS: Partial<Record<OrderInputState['phase'], string>> = {
  loadingTransfers: TRANSFER_TEXTS.loadingTransfers,
  creatingOrder: TRANSFER_TEXTS.creating,
  executing: TRANSFER_TEXTS.executing,
  deletingOrder: TRANSFER_TEXTS.deleting,
}

export const OrderInputScreen = ({
  state,
  account,
  combinedForm,
  onTransfer,
  onEdit,
  onCancel,
  onTakeName,
  onConfirm,
}: {
  readonly state: OrderInputState
  readonly account: FinancialAccount | undefined
  /** The account and date choice of preselected transfers without a fixed account. */
  readonly combinedForm: React.ReactNode
  readonly onTransfer: () => void
  readonly onEdit: () => void
  readonly onCancel: () => void
  readonly onTakeName: () => void
  readonly onConfirm: (confirmed: boolean) => void
}) => {
  const status = PHASE_STATUS[state.phase]
  const canTransfer = state.phase === 'ready' && state.order !== null
  const mustConfirm =
    state.payee.status === 'done' && isPayeeConfirmationNeeded(payeeWarningOf(state.payee.results.map((r) => r.verification))) && !state.warningConfirmed
  return (
    <div className="order-input">
      <h3>{TRANSFER_TEXTS.orderHeading}</h3>
      {state.failure !== null && <FailureNotice failure={state.failure} />}
      {state.phase === 'outcomeUnknown' && (
        <div className="notice notice-info" role="status">
          <p>{TRANSFER_TEXTS.outcomeUnknown}</p>
          <a className="link" href={EXECUTED_TRANSFERS_PATH}>
            {TRANSFER_TEXTS.executedList}
          </a>
        </div>
      )}
      {state.phase === 'orderCannotRun' && <p className="notice notice-info">{TRANSFER_TEXTS.orderCannotRun}</p>}
      <TransferList transfers={state.transfers} payee={state.payee.status === 'done' ? state.payee.results : []} />
      <OrderFacts transfers={state.transfers} order={state.order === null ? null : { ...state.order, ...state.plan?.order }} account={account} />
      {state.phase === 'editingOrder' && combinedForm}
      {state.order !== null && <PayeeCheck state={state} onTakeName={onTakeName} onConfirm={onConfirm} />}
      {status !== undefined && <StatusLine>{status}</StatusLine>}
      <div className="dialog-actions">
        <Button className="button" onPress={onCancel} isDisabled={state.phase === 'executing' || state.phase === 'deletingOrder'}>
          {COMMON_TEXTS.cancel}
        </Button>
        {state.form !== null && state.phase === 'ready' && (
          <Button className="button" onPress={onEdit}>
            {TRANSFER_TEXTS.edit}
          </Button>
        )}
        {state.phase !== 'editingOrder' && (
          <Button className="button button-primary" onPress={onTransfer} isDisabled={!canTransfer || mustConfirm}>
            {TRANSFER_TEXTS.transfer}
          </Button>
        )}
      </div>
    </div>
  )
}

type Summary = Extract<TransferFlowState, { readonly step: 'ordersummary' }>

const instantText = (instant: Summary['instant']): string | undefined => {
  if (instant === null) return undefined
  if (instant.status === 'polling') return TRANSFER_TEXTS.instantPolling
  if (instant.status === 'unknown') return TRANSFER_TEXTS.instantUnknown
  return instant.paymentStatus === 'SUCCESSFUL' ? TRANSFER_TEXTS.instantSuccessful : TRANSFER_TEXTS.instantFailed
}

export const SummaryScreen = ({ state, account, onOk }: { readonly state: Summary; readonly account: FinancialAccount | undefined; readonly onOk: () => void }) => {
  const instant = instantText(state.instant)
  const failed = state.instant?.status === 'finished' && state.instant.paymentStatus === 'FAILED'
  return (
    <div className="order-summary">
      <p className={failed ? 'notice notice-error' : 'notice notice-success'} role="status">
        {instant ?? (state.order.reoccurrence != null ? TRANSFER_TEXTS.standingOrderText : TRANSFER_TEXTS.summaryText)}
      </p>
      {state.instant?.status === 'unknown' && (
        <a className="link" href={EXECUTED_TRANSFERS_PATH}>
          {TRANSFER_TEXTS.executedList}
        </a>
      )}
      <TransferList transfers={state.transfers} />
      <OrderFacts transfers={state.transfers} order={state.order} account={account} />
      <div className="dialog-actions">
        <Button className="button button-primary" onPress={onOk}>
          {TRANSFER_TEXTS.ok}
        </Button>
      </div>
    </div>
  )
}

export const EndScreen = ({ text, onOk, busy }: { readonly text: string; readonly onOk: () => void; readonly busy: boolean }) => (
  <div>
    <p className="notice notice-error" role="alert">
      {text}
    </p>
    {busy && <StatusLine>{TRANSFER_TEXTS.deleting}</StatusLine>}
    <div className="dialog-actions">
      <Button className="button button-primary" onPress={onOk} isDisabled={busy}>
        {TRANSFER_TEXTS.ok}
      </Button>
    </div>
  </div>
)
