/**
 * What the transfer lists share with the navigation and the transfer dialog: a revision that grows whenever a
 * transfer was deleted or a new one sent, so the lists and the navigation's counts read again.
 */
import { atom } from 'jotai'

export const transferListsRevisionAtom = atom(0)

/** Write-only: the lists and counts read again (after a deletion here, or a new transfer in the dialog). */
export const refreshTransferListsAtom = atom(null, (get, set) => set(transferListsRevisionAtom, get(transferListsRevisionAtom) + 1))

/** Leaves Kontor for a page outside it (the external transfers app); tests put a recorder in its place. */
export const leaveAppAtom = atom<{ readonly leave: (url: string) => void }>({ leave: (url) => window.location.assign(url) })
