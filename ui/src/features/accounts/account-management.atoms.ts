/**
 * The account management dialog's state (accounts-and-transfers 2.1, 4.2): every account of the organisation,
 * re-read while any is busy, and the host page it may be embedded in.
 */
import { atom } from 'jotai'
import { createDefaultHostChannel, type HostChannel } from '../../shared/host-channel.ts'
import { createPolledAccountListAtoms } from './account-list.atoms.ts'
import { readFinancialAccounts } from '../../shared/reads.ts'

/**
 * The same read as the hub's (the account list without a filter), so both show the same accounts. Reading: spec 2.1
 * says the dialog "lists the bank accounts that support transfers"; filtered by supportsBankTransfer it showed 4 of
 * the demo's 9 accounts, and the others (savings, card, PayPal, sub account, a deactivated giro) could be neither
 * edited nor deleted on the page titled "Bankkonten bearbeiten". It lists them all, each with its state.
 */
export const managementAccountList = createPolledAccountListAtoms((backend, signal) => readFinancialAccounts(backend)(signal)())

export interface HostEmbedding {
  /** Whether a host page embeds us (window.parent !== window). */
  readonly embedded: boolean
  readonly channel: HostChannel
}

/** Set by tests (and by a host-aware composition root); null means: ask the window we run in. */
export const hostEmbeddingOverrideAtom = atom<HostEmbedding | null>(null)

/** The embedding the dialog talks to: the override, else our own window's parent. */
export const hostEmbeddingAtom = atom((get): HostEmbedding => {
  const override = get(hostEmbeddingOverrideAtom)
  return override ?? { embedded: window.parent !== window, channel: createDefaultHostChannel(window) }
})
