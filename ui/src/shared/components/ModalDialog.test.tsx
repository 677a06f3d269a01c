/**
 * The dialog shell keeps the focus inside: a focused control that is removed or disabled (the assignment panel's
 * "Zuordnen" once the transaction is assigned, a button while its call runs) hands the focus to the dialog's title,
 * so Escape still closes the dialog and Tab goes on from there.
 */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ModalDialog } from './ModalDialog.tsx'

const TITLE = 'Umsatz zuordnen'

const Panel = ({ onDismiss }: { readonly onDismiss: () => void }) => {
  const [assigned, setAssigned] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <ModalDialog title={TITLE} onDismiss={onDismiss}>
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        Speichern
      </button>
      {!assigned && (
        <button type="button" onClick={() => setAssigned(true)}>
          Zuordnen
        </button>
      )}
    </ModalDialog>
  )
}

describe('ModalDialog keeps the focus inside', () => {
  it('a focused button that disappears hands the focus to the title; Escape then closes', async () => {
    const user = userEvent.setup()
    const onDismiss = vi.fn()
    render(<Panel onDismiss={onDismiss} />)
    const assign = screen.getByRole('button', { name: 'Zuordnen' })
    act(() => assign.focus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: TITLE })))
    await user.keyboard('{Escape}')
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('a focused button that is disabled hands the focus to the title', async () => {
    const user = userEvent.setup()
    render(<Panel onDismiss={() => undefined} />)
    const save = screen.getByRole('button', { name: 'Speichern' })
    act(() => save.focus())
    await user.keyboard('{Enter}')
    expect((save as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: TITLE })))
  })
})
