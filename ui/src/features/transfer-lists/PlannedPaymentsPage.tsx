/**
 * /planned/standingorder and /planned/timedorder (hub-and-business-account 2.1, 4.8, 5, 6, 8): standing orders and
 * scheduled transfers, with the read privilege FINANCE_LEXBANK_READ (without it: the hub). Each row shows recipient,
 * amount, interval, its next or last execution and an error; deleting needs MFA and a TAN.
 */
import {
  formatIban,
  formatLocalDate,
  formatMoney,
  hasPlannedTransferError,
  messageFor,
  toBankRouteDecision,
  toPlannedReoccurrenceLabel,
  toScheduledTransferDisplay,
  toStandingOrderDisplay,
  type PlannedBankTransfer,
} from '@kontor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { Navigate, useNavigate } from 'react-router'
import { HUB_PATH, PLANNED_STANDING_ORDER_PATH, PLANNED_TIMED_ORDER_PATH } from '../../shared/routes.ts'
import { storeTransferHandOver } from '../transfer/index.ts'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { ErrorNotice, TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { EmptyList, LoadStatus } from '../../shared/components/ListStatus.tsx'
import { usePrivileges } from '../../shared/privileges.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useListLoad } from '../../shared/useListLoad.ts'
import { ActionNotice, TabLinks } from './ListParts.tsx'
import { ResponsiveList, StatusWithHint, type ListColumn } from './ResponsiveList.tsx'
import { TransferDeletionDialog } from './TransferDeletionDialog.tsx'
import { PLANNED_TEXTS, TRANSFER_LIST_TEXTS } from './transfer-lists-texts.ts'
import { refreshTransferListsAtom, transferListsRevisionAtom } from './transfer-lists.atoms.ts'
import { readPlannedPayments, type PlannedKind } from './transfer-lists.effects.ts'

const PATH_OF: Readonly<Record<PlannedKind, string>> = { standingOrder: PLANNED_STANDING_ORDER_PATH, scheduled: PLANNED_TIMED_ORDER_PATH }
const TABS = [
  { path: PLANNED_STANDING_ORDER_PATH, label: PLANNED_TEXTS.standingOrders },
  { path: PLANNED_TIMED_ORDER_PATH, label: PLANNED_TEXTS.timedOrders },
]

/** The error of a planned item (4.8): the server's text, or ours when it sent none. */
const errorTextOf = (item: PlannedBankTransfer): string | undefined => {
  if (item.status !== 'ERROR' && !hasPlannedTransferError(item)) return undefined
  const text = item.errorMessage?.trim() ?? ''
  return text === '' ? messageFor('hub.bankTransferFailed') : text
}

/** Running with its (next) execution date, last executed, or the error with its tooltip. */
const PlannedState = ({ item, kind }: { readonly item: PlannedBankTransfer; readonly kind: PlannedKind }) => {
  const error = errorTextOf(item)
  if (error !== undefined) return <StatusWithHint label={PLANNED_TEXTS.failed} hint={error} tone="error" />
  if (kind === 'scheduled') {
    const display = toScheduledTransferDisplay(item)
    const date = display.kind === 'running' ? display.executionDate : undefined
    return (
      <span className="transfer-status">
        <span className="badge">{PLANNED_TEXTS.running}</span>
        <span>{date === undefined ? PLANNED_TEXTS.noDate : PLANNED_TEXTS.executionOn(formatLocalDate(date))}</span>
      </span>
    )
  }
  const display = toStandingOrderDisplay(item)
  return display.kind === 'running' ? (
    <span className="transfer-status">
      <span className="badge">{PLANNED_TEXTS.running}</span>
      <span>{PLANNED_TEXTS.nextExecution(formatLocalDate(display.nextExecutionDate))}</span>
    </span>
  ) : (
    <span className="transfer-status">
      <span className="badge badge-deactivated">{PLANNED_TEXTS.ended}</span>
      {display.executionDate !== undefined && <span>{PLANNED_TEXTS.lastExecutedOn(formatLocalDate(display.executionDate))}</span>}
    </span>
  )
}

const PlannedList = ({ kind }: { readonly kind: PlannedKind }) => {
  const backend = useBackend()
  const navigate = useNavigate()
  const refresh = useSetAtom(refreshTransferListsAtom)
  const [deleting, setDeleting] = useState<PlannedBankTransfer | null>(null)
  const [notice, setNotice] = useState<{ readonly text: string; readonly tone: 'success' | 'info' }>({ text: '', tone: 'success' })
  const [handOverFailed, setHandOverFailed] = useState(false)
  const revision = useAtomValue(transferListsRevisionAtom)
  const { load, retry } = useListLoad({ read: readPlannedPayments(backend), query: kind, revision })
  const items = load.shown ?? []
  const recipientOf = (item: PlannedBankTransfer) => item.recipientName?.trim() || TRANSFER_LIST_TEXTS.noRecipient

  const newOrder = (
    <Button
      className="button"
      onPress={() => {
        const address = storeTransferHandOver(
          window.sessionStorage,
          { financialAccountFixed: false, financialAccountId: null, mode: kind, dialogTitle: kind === 'standingOrder' ? PLANNED_TEXTS.newStandingOrder : PLANNED_TEXTS.newTimedOrder },
          backend.clock.now().getTime(),
        )
        if (address === undefined) setHandOverFailed(true)
        else void navigate(address)
      }}
    >
      {kind === 'standingOrder' ? PLANNED_TEXTS.newStandingOrder : PLANNED_TEXTS.newTimedOrder}
    </Button>
  )

  const columns: ReadonlyArray<ListColumn<PlannedBankTransfer>> = [
    {
      key: 'recipient',
      header: TRANSFER_LIST_TEXTS.columnRecipient,
      render: (item) => (
        <>
          <span className="transfer-recipient">{recipientOf(item)}</span>
          {item.recipientIban != null && item.recipientIban !== '' && <span className="transfer-iban">{formatIban(item.recipientIban)}</span>}
        </>
      ),
    },
    { key: 'purpose', header: TRANSFER_LIST_TEXTS.columnPurpose, className: 'transfer-col-purpose', render: (item) => item.purpose ?? '' },
    { key: 'amount', header: TRANSFER_LIST_TEXTS.columnAmount, className: 'transfer-col-amount', render: (item) => (item.amount == null ? '' : formatMoney(item.amount)) },
    ...(kind === 'standingOrder'
      ? [{ key: 'interval', header: PLANNED_TEXTS.columnInterval, render: (item: PlannedBankTransfer) => toPlannedReoccurrenceLabel(item) ?? '' }]
      : []),
    { key: 'state', header: TRANSFER_LIST_TEXTS.columnStatus, render: (item) => <PlannedState item={item} kind={kind} /> },
    {
      key: 'actions',
      header: TRANSFER_LIST_TEXTS.columnActions,
      hiddenHeader: true,
      className: 'transfer-col-actions',
      render: (item) => (
        <Button
          className="button button-delete"
          aria-label={`${TRANSFER_LIST_TEXTS.delete}: ${recipientOf(item)}`}
          onPress={() => {
            setNotice({ text: '', tone: 'success' })
            setDeleting(item)
          }}
        >
          {TRANSFER_LIST_TEXTS.delete}
        </Button>
      ),
    },
  ]

  return (
    <>
      <div className="toolbar">{newOrder}</div>
      {handOverFailed && <TextNotice text={TRANSFER_LIST_TEXTS.handOverFailed} />}
      <ActionNotice text={notice.text} tone={notice.tone} />
      <LoadStatus load={load} loadingText={PLANNED_TEXTS.loading} onRetry={retry} Notice={ErrorNotice} />
      {load.shown !== undefined &&
        (items.length === 0 ? (
          load.status === 'loaded' && (
            <EmptyList text={kind === 'standingOrder' ? PLANNED_TEXTS.emptyStandingOrders : PLANNED_TEXTS.emptyTimedOrders}>{newOrder}</EmptyList>
          )
        ) : (
          <ResponsiveList
            caption={kind === 'standingOrder' ? PLANNED_TEXTS.standingOrders : PLANNED_TEXTS.timedOrders}
            items={items}
            rowKey={(item) => item.bankTransferId}
            columns={columns}
          />
        ))}
      {deleting !== null && (
        <TransferDeletionDialog
          target={{ bankTransferId: deleting.bankTransferId, kind }}
          recipientName={deleting.recipientName}
          amount={deleting.amount}
          onClose={(message, deleted) => {
            setDeleting(null)
            if (message !== null) setNotice({ text: messageFor(message.key, message.params), tone: deleted ? 'success' : 'info' })
            if (deleted) refresh()
          }}
        />
      )}
    </>
  )
}

export const PlannedPaymentsPage = ({ kind }: { readonly kind: PlannedKind }) => {
  const privileges = usePrivileges()
  if (privileges === undefined) return <StatusLine>{PLANNED_TEXTS.loading}</StatusLine>
  if (toBankRouteDecision('plannedRoutes', privileges) === 'redirectToHub') return <Navigate to={HUB_PATH} replace />
  return (
    <section aria-labelledby="planned-title" className="transfer-lists">
      <title>{PLANNED_TEXTS.documentTitle}</title>
      <h1 id="planned-title">{PLANNED_TEXTS.title}</h1>
      <TabLinks label={PLANNED_TEXTS.tabsLabel} tabs={TABS} current={PATH_OF[kind]} />
      <PlannedList key={kind} kind={kind} />
    </section>
  )
}
