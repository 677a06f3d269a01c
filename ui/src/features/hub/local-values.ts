/**
 * The hub's locally stored values (hub-and-business-account 3 "Stored locally"), read and written so that a blocked
 * or full storage never breaks the hub: reading then finds nothing, writing is skipped.
 */

/** The page's localStorage, or undefined where it is refused (a blocked storage throws on access). */
export const pageStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const readLocalValue = (storage: Storage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export const writeLocalValue = (storage: Storage | undefined, key: string, value: string): void => {
  try {
    storage?.setItem(key, value)
  } catch {
    // A full or blocked storage: the dialog may show once more, which is harmless.
  }
}
