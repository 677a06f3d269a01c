/**
 * The open CSV import kept in the address (transactions-import-proposals 4): a reload of a page whose address names
 * an account's import opens the dialog again, at step 3 while the import runs; closing the dialog takes the account
 * out of the address, so the next reload opens nothing.
 */
import type { CsvImportPort, ImportResult } from '@kontor/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { flush, passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccount, renderApp, wireAccount } from '../../test/render-app.tsx'
import { CSV_IMPORT_ACCOUNT_SEARCH_PARAM } from './csv-import-address.ts'
import { backendWith, left, right } from '../../test/backend-with.ts'

withFakeTimers()

const job = (status: string, done: number): ImportResult => ({ financialTransactionImportId: 'imp-1', status, numberOfTransactions: done, numberOfImportRows: 4 })

const accounts = [decodeAccount(wireAccount('acc-1', { name: 'Kasse' })), decodeAccount(wireAccount('acc-2', { name: 'Bar' }))]

// The options call fails here: the dialog offers core's choices then (and shows no error).
const importBackend = (csvImport: Partial<CsvImportPort>) =>
  backendWith({ accounts, csvImport: { getImportOptions: () => left({ _tag: 'Network' }), ...csvImport } })

describe('CSV import in the address', () => {
  it.each([
    ['/accountManagement', '/accountManagement'],
    ['/hub', '/hub'],
    // The start page opens the import over the hub.
    ['/hub/actions/startimport', '/hub'],
  ])(
    'a reload of %s naming an account with an ONGOING import opens its dialog at step 3 (on %s), which runs on; closing clears the address',
    async (path, shownOn) => {
      const getLastCsvImport = vi.fn(() => right<ImportResult | null>(job('ONGOING', 1)))
      const getCsvImport = vi.fn(() => right(job('FINISHED', 4)))
      const { router } = renderApp(importBackend({ getLastCsvImport, getCsvImport, getImportProfile: () => right(null) }), `${path}?${CSV_IMPORT_ACCOUNT_SEARCH_PARAM}=acc-2`)
      await flush()
      const dialog = await screen.findByRole('dialog', { name: /CSV/ })
      expect(within(dialog).getByText('Schritt 3 von 3: Import')).toBeTruthy()
      expect(getLastCsvImport.mock.calls.map((call: ReadonlyArray<unknown>) => call[0])).toContain('acc-2')
      await passTime(1200)
      expect(getCsvImport.mock.calls.map((call: ReadonlyArray<unknown>) => call[0])).toContain('imp-1')
      expect(within(dialog).getByText(/4 Umsätze wurden importiert/)).toBeTruthy()
      // The start page moves to the hub once its dialog is open: on a busy machine a moment after the dialog shows.
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(shownOn))
      expect(router.state.location.search).toBe(`?${CSV_IMPORT_ACCOUNT_SEARCH_PARAM}=acc-2`)
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      await setupUser().click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1) ?? dialog)
      await flush()
      expect(screen.queryByRole('dialog', { name: /CSV/ })).toBeNull()
      expect(router.state.location.search).toBe('')
    },
  )

  it('the start page with two accounts opens the picked one\'s import over the hub, its account in the address', async () => {
    const getLastCsvImport = vi.fn(() => right<ImportResult | null>(null))
    const { router } = renderApp(importBackend({ getLastCsvImport, getImportProfile: () => right(null) }), '/hub/actions/startimport')
    await flush()
    const picker = await screen.findByRole('dialog', { name: 'Konto für den Import des Kontoauszugs wählen' })
    const user = setupUser()
    await user.click(within(picker).getByRole('radio', { name: 'Bar' }))
    await user.click(within(picker).getByRole('button', { name: 'Weiter' }))
    await flush()
    expect(await screen.findByRole('dialog', { name: /CSV/ })).toBeTruthy()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
    expect(router.state.location.search).toBe(`?${CSV_IMPORT_ACCOUNT_SEARCH_PARAM}=acc-2`)
  })
})
