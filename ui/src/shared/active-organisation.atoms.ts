/**
 * The organisation the page works for, as the composition root knows it: the ports name no organisation, so a feature
 * that keeps values per organisation (the hub's profile dialog) asks this reader. The demo answers its active
 * organisation (app/demo-organisations.ts); elsewhere it answers undefined and the feature falls back to the
 * multi-organisation path prefix or the page's single organisation.
 */
import { atom } from 'jotai'

/** Resolves with the active organisation's id, undefined when the backend names none; may reject (a failed read). */
export type ActiveOrganisationReader = () => Promise<string | undefined>

/** Held in an object: jotai would take a function itself for a derived atom's read (or, when set, for an updater). */
export const activeOrganisationAtom = atom<{ readonly read: ActiveOrganisationReader }>({ read: () => Promise.resolve(undefined) })
