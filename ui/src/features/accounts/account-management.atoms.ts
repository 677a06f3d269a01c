/**
 * The account management dialog's state (accounts-and-transfers 2.1, 4.2): the accounts that support transfers,
 * re-read while any is busy, and the host page it may be embedded in.
 */
import { selectAccountManagementAccounts } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { atom } from 'jotai'
import { createDefaultHostChannel, type HostChannel } from '../../shared/host-channel.ts'
import { createPolledAccountListAtoms } from './account-list.atoms.ts'

/**
 * The server filters by supportsBankTransfer; the list applies the core rule as well, so an account without a
 * transfer action never shows whatever a server sends.
 */
export const managementAccountList = createPolledAccountListAtoms(async (backend, signal) =>
  E.map(selectAccountManagementAccounts)(await backend.banking.listFinancialAccounts({ supportsBankTransfer: true }, { signal })()),
)

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
