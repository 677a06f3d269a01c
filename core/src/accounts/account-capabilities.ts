/**
 * What an account may send, read from its availableActions and its instant flags (spec: accounts-and-transfers 4.4
 * step 3, 5.3, 5.4 and 6). It sits in accounts because both the edit rules and the transfer rules read it.
 */
import type { AvailableAction, FinancialAccount } from './model.ts'

/**
 * What the user sends: one transfer of one account (the new-transfer and scheduled-transfer dialogs), several
 * transfers of one account at once (combined transfer), or a standing order.
 */
export const TRANSFER_KINDS = ['single', 'combined', 'standingOrder'] as const
export type TransferKind = (typeof TRANSFER_KINDS)[number]

type ActionsOf = Pick<FinancialAccount, 'availableActions'>

/** The actions that let an account send a transfer of a kind now, by FinTS and by webhook. */
export const TRANSFER_ACTIONS_BY_KIND: Readonly<Record<TransferKind, { readonly fints: AvailableAction; readonly webhook: AvailableAction }>> = {
  single: { fints: 'TRANSFER_MONEY_FINTS', webhook: 'TRANSFER_MONEY_WEBHOOK' },
  combined: { fints: 'COMBINED_TRANSFER_MONEY_FINTS', webhook: 'COMBINED_TRANSFER_MONEY_WEBHOOK' },
  // Reading: a standing order is a single transfer that the bank repeats.
  standingOrder: { fints: 'TRANSFER_MONEY_FINTS', webhook: 'TRANSFER_MONEY_WEBHOOK' },
}

/**
 * The "scheduled actions" of spec 5.3, by kind. Reading: a single transfer (and a standing order, which the bank
 * executes on later dates) is scheduled through SCHEDULED_TRANSFER_MONEY_FINTS, a combined transfer through
 * SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS; SCHEDULE_MONEY_TRANSFER_WEBHOOK is the one webhook action and serves both.
 */
export const SCHEDULED_ACTIONS_BY_KIND: Readonly<Record<TransferKind, ReadonlyArray<AvailableAction>>> = {
  single: ['SCHEDULED_TRANSFER_MONEY_FINTS', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'],
  combined: ['SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'],
  standingOrder: ['SCHEDULED_TRANSFER_MONEY_FINTS', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'],
}

const hasAction = (account: ActionsOf, action: AvailableAction): boolean => account.availableActions.includes(action)

/**
 * Whether the account has the scheduled actions for this kind, i.e. may execute it on a later day.
 * @example canScheduleTransfer({ availableActions: ['SCHEDULED_TRANSFER_MONEY_FINTS'] }, 'single') // true
 */
export const canScheduleTransfer = (account: ActionsOf, kind: TransferKind): boolean =>
  SCHEDULED_ACTIONS_BY_KIND[kind].some((action) => hasAction(account, action))

/**
 * Whether the account may send a transfer of this kind: it carries the kind's FinTS or webhook action; a standing
 * order also needs the scheduled actions, since the bank runs it on later days.
 * @example canSendTransfer({ availableActions: ['TRANSFER_MONEY_WEBHOOK'] }, 'combined') // false
 */
export const canSendTransfer = (account: ActionsOf, kind: TransferKind): boolean => {
  const { fints, webhook } = TRANSFER_ACTIONS_BY_KIND[kind]
  const sends = hasAction(account, fints) || hasAction(account, webhook)
  return kind === 'standingOrder' ? sends && canScheduleTransfer(account, kind) : sends
}

/**
 * A combined transfer needs an account that supports it: COMBINED_TRANSFER_MONEY_FINTS or _WEBHOOK (spec 5.4).
 * @example canSendCombinedTransfer({ availableActions: ['COMBINED_TRANSFER_MONEY_FINTS'] }) // true
 */
export const canSendCombinedTransfer = (account: ActionsOf): boolean => canSendTransfer(account, 'combined')

export interface CombinedTransferAccountOption {
  readonly account: FinancialAccount
  readonly disabled: boolean
  /** The catalogue key of the label of a disabled option ('Keine Sammelüberweisung möglich'). */
  readonly disabledLabelKey: 'transfers.combinedTransferNotPossible' | undefined
}

/**
 * The accounts offered for a combined transfer: all of them, in order; unsupported ones disabled and labelled
 * 'Keine Sammelüberweisung möglich' (spec 5.4).
 * @example toCombinedTransferAccountOptions([giro])[0].disabled // true when giro lacks the combined actions
 */
export const toCombinedTransferAccountOptions = (
  accounts: ReadonlyArray<FinancialAccount>,
): ReadonlyArray<CombinedTransferAccountOption> =>
  accounts.map((account) => {
    const disabled = !canSendCombinedTransfer(account)
    return { account, disabled, disabledLabelKey: disabled ? 'transfers.combinedTransferNotPossible' : undefined }
  })

/** How a transfer reaches the bank: through FinTS, or through the bank's webhook (the provider's own bank). */
export type TransferChannel = 'fints' | 'webhook'

/**
 * The channel a transfer of this kind takes from this account, or undefined when the account cannot send it.
 * Reading: an account that offers the kind's webhook action is webhook-type for it, even if it also offers FinTS,
 * because the webhook is the bank's own channel.
 * @example getTransferChannel({ availableActions: ['TRANSFER_MONEY_WEBHOOK'] }, 'single') // 'webhook'
 */
export const getTransferChannel = (account: ActionsOf, kind: TransferKind): TransferChannel | undefined => {
  if (!canSendTransfer(account, kind)) return undefined
  return hasAction(account, TRANSFER_ACTIONS_BY_KIND[kind].webhook) ? 'webhook' : 'fints'
}

/**
 * For webhook-type accounts a 'request created' message is sent to the host once the order is executed (spec 4.4
 * step 3).
 * @example isRequestCreatedSentToHost({ availableActions: ['TRANSFER_MONEY_FINTS'] }, 'single') // false
 */
export const isRequestCreatedSentToHost = (account: ActionsOf, kind: TransferKind): boolean =>
  getTransferChannel(account, kind) === 'webhook'

/**
 * The account can send instant transfers: it is both capable (sepaInstantCapable) and allowed (sepaInstantAllowed).
 * An unknown flag (null or absent) counts as no.
 * @example isAccountInstantCapable({ sepaInstantCapable: true, sepaInstantAllowed: null }) // false
 */
export const isAccountInstantCapable = (account: Pick<FinancialAccount, 'sepaInstantCapable' | 'sepaInstantAllowed'>): boolean =>
  account.sepaInstantCapable === true && account.sepaInstantAllowed === true
