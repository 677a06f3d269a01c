/** How a bank transfer's status shows in the transfer lists (spec: hub-and-business-account 4.7). */
import type { HubMessage } from './messages.ts'

/** The statuses and action labels of the lists (spec 4.7). */
export const HUB_TRANSFER_LIST_STATUSES = ['PENDING', 'IN_PROGRESS', 'ERROR', 'TRANSFER', 'APPROVAL'] as const
export type HubTransferListStatus = (typeof HUB_TRANSFER_LIST_STATUSES)[number]

export const HUB_TRANSFER_LIST_STATUS_LABELS: Readonly<Record<HubTransferListStatus, string>> = {
  PENDING: 'Offen',
  IN_PROGRESS: 'In Ausführung',
  ERROR: 'Fehlgeschlagen',
  TRANSFER: 'Überweisen',
  APPROVAL: 'Freigeben',
}

/** The action that allows sending a prepared transfer. */
export const HUB_TRANSFER_ACTION_TRANSFER = 'TRANSFER'

/** What the status display reads of a list item (the list item model lives with the transfers). */
export interface BankTransferStatusInput {
  readonly status?: string | null | undefined
  readonly errorMessage?: string | null | undefined
  readonly availableActions?: ReadonlyArray<string> | null | undefined
}

/** The server's own error text (rendered as text, never as markup), or our message when it sent none. */
export type BankTransferErrorText = { readonly text: string } | HubMessage

export type BankTransferStatusDisplay =
  | { readonly kind: 'inProgress'; readonly tooltip: HubMessage }
  | { readonly kind: 'error'; readonly error: BankTransferErrorText }
  | { readonly kind: 'regular' }

const errorTextOf = (message: string | null | undefined): string | undefined => {
  const text = message?.trim() ?? ''
  return text === '' ? undefined : text
}

/**
 * The status display: IN_PROGRESS shows no action and a tooltip; ERROR, or PENDING with an error message, shows the
 * error; anything else shows normally. Reading: a blank error message counts as none; an ERROR without text shows
 * our message 'hub.bankTransferFailed'.
 * @example toBankTransferStatusDisplay({ status: 'PENDING', errorMessage: 'Konto gesperrt' }) // { kind: 'error', error: { text: 'Konto gesperrt' } }
 */
export const toBankTransferStatusDisplay = (item: BankTransferStatusInput): BankTransferStatusDisplay => {
  if (item.status === 'IN_PROGRESS') return { kind: 'inProgress', tooltip: { key: 'hub.bankTransferInProgress' } }
  const text = errorTextOf(item.errorMessage)
  if (item.status === 'ERROR') return { kind: 'error', error: text === undefined ? { key: 'hub.bankTransferFailed' } : { text } }
  if (item.status === 'PENDING' && text !== undefined) return { kind: 'error', error: { text } }
  return { kind: 'regular' }
}

/**
 * The transfer action is offered only when availableActions contains TRANSFER, and never while the transfer is in
 * progress (IN_PROGRESS means no action).
 * @example canTransferBankTransfer({ status: 'PENDING', availableActions: ['TRANSFER'] }) // true
 */
export const canTransferBankTransfer = (item: BankTransferStatusInput): boolean =>
  item.status !== 'IN_PROGRESS' && (item.availableActions ?? []).includes(HUB_TRANSFER_ACTION_TRANSFER)
