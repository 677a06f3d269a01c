/**
 * Opening the transfer dialog from a list: the session-storage entry of accounts-and-transfers 2.2, named by the
 * route's skey. The entry carries the spec's field names (dialogTitle, financialAccountFixed, financialAccountId,
 * bankTransferIds) and savedAt, the time the dialog's age limit counts from. No TAN is ever part of it.
 */
import { BANK_TRANSFER_DIALOG_PATH } from '../../app/routes.ts'
import { TRANSFER_HAND_OVER_KEY_PREFIX } from './constants.ts'

/** Which transfer dialog opens: a new one, with prepared transfers, or a new scheduled transfer or standing order. */
export interface TransferDialogOpening {
  readonly financialAccountFixed: boolean
  readonly financialAccountId: string | null
  readonly bankTransferIds?: ReadonlyArray<string>
  readonly dialogTitle?: string
  readonly mode?: 'single' | 'scheduled' | 'standingOrder'
}

/**
 * Stores the entry and returns the dialog's address, or undefined when the browser refuses session storage (private
 * mode, full quota): the list then says so instead of opening an empty dialog.
 * @example toTransferDialogAddress({ financialAccountFixed: false, financialAccountId: null }, sessionStorage, new Date())
 * // '/banktransfer?skey=kontor.banktransfer.…'
 */
export const toTransferDialogAddress = (opening: TransferDialogOpening, storage: Storage, now: Date): string | undefined => {
  const skey = `${TRANSFER_HAND_OVER_KEY_PREFIX}${crypto.randomUUID()}`
  try {
    storage.setItem(skey, JSON.stringify({ ...opening, savedAt: now.getTime() }))
  } catch {
    return undefined
  }
  return `${BANK_TRANSFER_DIALOG_PATH}?${new URLSearchParams({ skey }).toString()}`
}
