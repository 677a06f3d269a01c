/**
 * Writes the session hand-over of a new transfer and gives the address of the dialog (spec: accounts-and-transfers 2.2:
 * /banktransfer?skey=… names a session-storage entry). Light on purpose: the hub's cards import it, so it uses no
 * codec (the dialog decodes the entry with core's TransferHandOverCodec).
 */
import type { TransferMode } from '@kontor/core'
import { BANK_TRANSFER_PATH } from '../../shared/routes.ts'

/** Session-storage keys of hand-overs start with this, so the dialog never reads another feature's entry. */
export const HAND_OVER_KEY_PREFIX = 'kontor.banktransfer.'

/** What a caller may preset; everything else starts empty. */
export interface NewTransferHandOver {
  readonly financialAccountId: string | null
  readonly financialAccountFixed?: boolean
  readonly mode?: TransferMode
  readonly bankTransferIds?: ReadonlyArray<string>
  readonly redirectBankTransferData?: Readonly<Record<string, string | null>>
  /** The dialog's title where the opener knows better than the kind (e.g. 'Neuer Dauerauftrag'). */
  readonly dialogTitle?: string
}

/**
 * Stores the hand-over under a fresh key and returns the dialog's address with it; undefined when the browser refuses
 * session storage (private mode, full quota), so the opener can say so instead of opening an empty dialog.
 * `nowMs`: the backend clock's now, which the dialog measures the entry's age with.
 * @example navigate(storeTransferHandOver(sessionStorage, { financialAccountId: 'acc-1' }, clock.now().getTime()))
 */
export const storeTransferHandOver = (storage: Storage, handOver: NewTransferHandOver, nowMs: number): string | undefined => {
  const key = `${HAND_OVER_KEY_PREFIX}${crypto.randomUUID()}`
  const entry = JSON.stringify({
      savedAt: nowMs,
      financialAccountFixed: handOver.financialAccountFixed ?? false,
      financialAccountId: handOver.financialAccountId,
      withAccountManagement: false,
      bankTransferIds: handOver.bankTransferIds ?? null,
      mode: handOver.mode ?? null,
      redirectBankTransferData: handOver.redirectBankTransferData ?? null,
      dialogTitle: handOver.dialogTitle ?? null,
    })
  try {
    storage.setItem(key, entry)
  } catch {
    return undefined
  }
  return `${BANK_TRANSFER_PATH}?skey=${encodeURIComponent(key)}`
}
