/**
 * /banktransfers/prepared and /banktransfers/executed (hub-and-business-account 2.1, 2.5, 4.7): the prepared and
 * executed transfers, 50 a page (?pageNumber counts from 1), each with recipient, IBAN, purpose, amount, due label and
 * status; prepared ones can be chosen and sent together (the transfer dialog opens with them) or deleted.
 */
import {
  canTransferBankTransfer,
  countHubTransferListPages,
  formatIban,
  formatLocalDate,
  formatMoney,
  HUB_TRANSFER_LIST_STATUS_LABELS,
  HUB_TRANSFER_LIST_TAB_LABELS,
  messageFor,
  normalizeHubTransferListPageNumber,
  todayInBerlin,
  toBankTransferDueLabel,
  toBankTransferStatusDisplay,
  toPreparedTransferHandOver,
  type BankTransferListEntry,
  type BankTransferStatusDisplay,
  type HubMessage,
  type HubTransferListTab,
} from '@kontor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Button, Checkbox } from 'react-aria-components'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { BANK_TRANSFERS_EXECUTED_PATH, BANK_TRANSFERS_PREPARED_PATH } from '../../shared/routes.ts'
import { storeTransferHandOver, type NewTransferHandOver } from '../transfer/index.ts'
import { ErrorNotice, TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { EmptyList, LoadStatus } from '../../shared/components/ListStatus.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useListLoad } from '../../shared/useListLoad.ts'
import { ActionNotice, TabLinks } from './ListParts.tsx'
import { Pager, ResponsiveList, StatusWithHint, type ListColumn } from './ResponsiveList.tsx'
import { TransferDeletionDialog } from './TransferDeletionDialog.tsx'
import { TRANSFER_LIST_TEXTS } from './transfer-lists-texts.ts'
import { refreshTransferListsAtom, transferListsRevisionAtom } from './transfer-lists.atoms.ts'
import { readBankTransfers } from './transfer-lists.effects.ts'

const PATH_OF: Readonly<Record<HubTransferListTab, string>> = { prepared: BANK_TRANSFERS_PREPARED_PATH, executed: BANK_TRANSFERS_EXECUTED_PATH }
const TABS = (['prepared', 'executed'] as const).map((tab) => ({ path: PATH_OF[tab], label: HUB_TRANSFER_LIST_TAB_LABELS[tab] }))

const hrefOf = (tab: HubTransferListTab) => (page: number) => (page === 1 ? PATH_OF[tab] : `${PATH_OF[tab]}?pageNumber=${page}`)

/** The status cell of 4.7: IN_PROGRESS with its tooltip, an error with its text, else the status's label. */
const StatusCell = ({ entry, display }: { readonly entry: BankTransferListEntry; readonly display: BankTransferStatusDisplay }) => {
  const label = HUB_TRANSFER_LIST_STATUS_LABELS[entry.status as keyof typeof HUB_TRANSFER_LIST_STATUS_LABELS] ?? entry.status ?? ''
  switch (display.kind) {
    case 'inProgress':
      return <StatusWithHint label={label} hint={messageFor(display.tooltip.key)} tone="info" />
    case 'error':
      return (
        <span className="transfer-status transfer-status-error">
          <span className="badge badge-error">{label}</span>
          <span className="transfer-error-text">{'text' in display.error ? display.error.text : messageFor(display.error.key)}</span>
        </span>
      )
    case 'regular':
      return label === '' ? null : <span className="badge">{label}</span>
  }
}

const textOf = (message: HubMessage | undefined): string => (message === undefined ? '' : messageFor(message.key, message.params))

export const BankTransfersPage = ({ tab }: { readonly tab: HubTransferListTab }) => {
  const backend = useBackend()
  const navigate = useNavigate()
  const refresh = useSetAtom(refreshTransferListsAtom)
  const [searchParams] = useSearchParams()
  const raw = searchParams.get('pageNumber')
  const page = normalizeHubTransferListPageNumber(raw)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<BankTransferListEntry | null>(null)
  const [notice, setNotice] = useState('')
  const [handOverFailed, setHandOverFailed] = useState(false)
  const listKey = `${tab}:${page}`
  const [chosenFor, setChosenFor] = useState(listKey)
  // Another page or tab starts with nothing chosen (adjusted while rendering, as React advises).
  if (chosenFor !== listKey) {
    setChosenFor(listKey)
    setChosen(new Set())
  }

  const revision = useAtomValue(transferListsRevisionAtom)
  // Another page or tab shows nothing of the last one while it loads; the same one read again keeps its rows meanwhile.
  const { load, retry } = useListLoad({ read: readBankTransfers(backend), query: { tab, page }, revision, list: listKey })

  const shown = load.shown
  const pages = shown === undefined ? undefined : countHubTransferListPages(shown.numBankTransfers)
  // The address says the page shown: a malformed number or one past the end is replaced by the page it stands for.
  const normalized = pages === undefined ? page : normalizeHubTransferListPageNumber(raw, pages)
  if (load.status === 'loaded' && raw !== null && raw !== String(normalized)) return <Navigate to={hrefOf(tab)(normalized)} replace />

  const today = todayInBerlin(backend.clock)
  const entries = shown?.bankTransfers ?? []
  const sendable = entries.filter(canTransferBankTransfer)
  const chosenEntries = entries.filter((entry) => chosen.has(entry.bankTransferId))

  const openDialog = (opening: NewTransferHandOver) => {
    const address = storeTransferHandOver(window.sessionStorage, opening, backend.clock.now().getTime())
    if (address === undefined) setHandOverFailed(true)
    else void navigate(address)
  }
  const sendChosen = (list: ReadonlyArray<BankTransferListEntry>) => {
    const handOver = toPreparedTransferHandOver(list)
    if (handOver !== undefined) openDialog(handOver)
  }
  const newTransfer = (
    <Button className="button" onPress={() => openDialog({ financialAccountFixed: false, financialAccountId: null })}>
      {TRANSFER_LIST_TEXTS.newTransfer}
    </Button>
  )

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const recipientOf = (entry: BankTransferListEntry) => entry.recipientName?.trim() || TRANSFER_LIST_TEXTS.noRecipient
  const columns: ReadonlyArray<ListColumn<BankTransferListEntry>> = [
    ...(tab === 'prepared'
      ? [
          {
            key: 'choose',
            header: TRANSFER_LIST_TEXTS.chooseAll,
            hiddenHeader: true,
            className: 'transfer-col-choose',
            render: (entry: BankTransferListEntry) => (
              <Checkbox
                className="checkbox"
                isSelected={chosen.has(entry.bankTransferId)}
                isDisabled={!canTransferBankTransfer(entry)}
                onChange={(on) => toggle(entry.bankTransferId, on)}
                aria-label={TRANSFER_LIST_TEXTS.choose(recipientOf(entry))}
              >
                <span className="checkbox-box" aria-hidden="true" />
              </Checkbox>
            ),
          },
        ]
      : []),
    {
      key: 'recipient',
      header: TRANSFER_LIST_TEXTS.columnRecipient,
      render: (entry) => (
        <>
          <span className="transfer-recipient">{recipientOf(entry)}</span>
          {entry.recipientIban != null && entry.recipientIban !== '' && <span className="transfer-iban">{formatIban(entry.recipientIban)}</span>}
        </>
      ),
    },
    { key: 'purpose', header: TRANSFER_LIST_TEXTS.columnPurpose, className: 'transfer-col-purpose', render: (entry) => entry.purpose ?? '' },
    {
      key: 'amount',
      header: TRANSFER_LIST_TEXTS.columnAmount,
      className: 'transfer-col-amount',
      render: (entry) => (entry.amount == null ? '' : formatMoney(entry.amount)),
    },
    tab === 'prepared'
      ? {
          key: 'due',
          header: TRANSFER_LIST_TEXTS.columnDue,
          render: (entry) =>
            entry.dueDate == null ? '' : (
              <>
                <span>{formatLocalDate(entry.dueDate)}</span>
                <span className="transfer-due-label">{textOf(toBankTransferDueLabel(entry.dueDate, today))}</span>
              </>
            ),
        }
      : {
          key: 'executed',
          header: TRANSFER_LIST_TEXTS.columnExecuted,
          render: (entry) => {
            const date = entry.executionDate ?? entry.dueDate
            return date == null ? '' : formatLocalDate(date)
          },
        },
    { key: 'status', header: TRANSFER_LIST_TEXTS.columnStatus, render: (entry) => <StatusCell entry={entry} display={toBankTransferStatusDisplay(entry)} /> },
    ...(tab === 'prepared'
      ? [
          {
            key: 'actions',
            header: TRANSFER_LIST_TEXTS.columnActions,
            hiddenHeader: true,
            className: 'transfer-col-actions',
            render: (entry: BankTransferListEntry) =>
              // IN_PROGRESS: no action at all (4.7).
              entry.status === 'IN_PROGRESS' ? null : (
                <span className="transfer-actions">
                  {canTransferBankTransfer(entry) && (
                    <Button className="button" aria-label={`${TRANSFER_LIST_TEXTS.transfer}: ${recipientOf(entry)}`} onPress={() => sendChosen([entry])}>
                      {TRANSFER_LIST_TEXTS.transfer}
                    </Button>
                  )}
                  <Button
                    className="button button-delete"
                    aria-label={`${TRANSFER_LIST_TEXTS.delete}: ${recipientOf(entry)}`}
                    onPress={() => {
                      setNotice('')
                      setDeleting(entry)
                    }}
                  >
                    {TRANSFER_LIST_TEXTS.delete}
                  </Button>
                </span>
              ),
          },
        ]
      : []),
  ]

  const allChosen = sendable.length > 0 && sendable.every((entry) => chosen.has(entry.bankTransferId))
  const chooseAllHeader = {
    choose: (
      <Checkbox
        className="checkbox"
        isSelected={allChosen}
        isIndeterminate={!allChosen && chosenEntries.length > 0}
        isDisabled={sendable.length === 0}
        onChange={(on) => setChosen(on ? new Set(sendable.map((entry) => entry.bankTransferId)) : new Set())}
        aria-label={TRANSFER_LIST_TEXTS.chooseAll}
      >
        <span className="checkbox-box" aria-hidden="true" />
      </Checkbox>
    ),
  }

  return (
    <section aria-labelledby="transfer-lists-title" className="transfer-lists">
      {/* React puts the title into the document's head while the page shows. */}
      <title>{TRANSFER_LIST_TEXTS.documentTitle}</title>
      <h1 id="transfer-lists-title">{TRANSFER_LIST_TEXTS.title}</h1>
      <TabLinks label={TRANSFER_LIST_TEXTS.tabsLabel} tabs={TABS} current={PATH_OF[tab]} />
      <div className="toolbar">
        {newTransfer}
        {tab === 'prepared' && entries.length > 0 && (
          <Button className="button button-primary" isDisabled={chosenEntries.length === 0} onPress={() => sendChosen(chosenEntries)}>
            {TRANSFER_LIST_TEXTS.transferChosen(chosenEntries.length)}
          </Button>
        )}
      </div>
      {tab === 'prepared' && sendable.length > 1 && chosenEntries.length === 0 && <p className="field-description">{TRANSFER_LIST_TEXTS.chooseHint}</p>}
      {handOverFailed && <TextNotice text={TRANSFER_LIST_TEXTS.handOverFailed} />}
      <ActionNotice text={notice} />
      <LoadStatus load={load} loadingText={TRANSFER_LIST_TEXTS.loading} onRetry={retry} Notice={ErrorNotice} />
      {shown !== undefined &&
        (entries.length === 0 ? (
          load.status === 'loaded' && (
            <EmptyList text={tab === 'prepared' ? TRANSFER_LIST_TEXTS.emptyPrepared : TRANSFER_LIST_TEXTS.emptyExecuted}>{newTransfer}</EmptyList>
          )
        ) : (
          <>
            <ResponsiveList
              caption={HUB_TRANSFER_LIST_TAB_LABELS[tab]}
              items={entries}
              rowKey={(entry) => entry.bankTransferId}
              columns={columns}
              header={tab === 'prepared' ? chooseAllHeader : {}}
            />
            <Pager page={normalized} pages={pages ?? 1} hrefOf={hrefOf(tab)} />
          </>
        ))}
      {deleting !== null && (
        <TransferDeletionDialog
          target={{ bankTransferId: deleting.bankTransferId, kind: 'prepared' }}
          recipientName={deleting.recipientName}
          amount={deleting.amount}
          onClose={(message, deleted) => {
            setDeleting(null)
            if (message !== null) setNotice(messageFor(message.key, message.params))
            if (deleted) refresh()
          }}
        />
      )}
    </section>
  )
}
