/**
 * The industry search by keyboard (issue 16, keyboard only): a hit chosen with Enter fills the branch, the hits go,
 * and the focus is back in the search field, whose description names the chosen branch (not lost to the page's body).
 * One character is too few to search, and the field says so.
 */
import { screen, waitFor } from '@testing-library/react'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { SoleBranch } from '@kontor/core'
import { describedText } from '../../test/fields.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { setupRealTimersUser } from '../../test/user.ts'
import { IndustrySearch } from './IndustrySearch.tsx'

const Search = () => {
  const [branch, setBranch] = useState<SoleBranch | null>(null)
  return <IndustrySearch chosen={branch} onChoose={setBranch} issues={[]} isDisabled={false} />
}

describe('the industry search', () => {
  it('Enter on a hit chooses it and gives the focus back to the search field', async () => {
    const backend = fakeBackend(
      () => TE.right([]),
      {},
      {},
      { onboarding: { searchBranchesOfIndustry: () => TE.right([{ id: 'branch-0104', name: 'Grafikdesign', naceCode: '74.10' }]) } },
    )
    renderInStore(<Search />, backend)
    const user = setupRealTimersUser()
    const search = screen.getByRole('textbox', { name: 'Branche suchen' })
    await user.click(search)
    await user.keyboard('Grafik')
    const hit = await screen.findByRole('button', { name: 'Grafikdesign (WZ 74.10)' })
    await user.tab()
    expect(document.activeElement).toBe(hit)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('button', { name: /Grafikdesign/ })).toBeNull())
    expect(document.activeElement).toBe(search)
    expect(document.getElementById(search.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toContain('Gewählte Branche: Grafikdesign')
  })

  it('asks for at least 2 characters on its field, and searches nothing for one', async () => {
    const searched: string[] = []
    const backend = fakeBackend(
      () => TE.right([]),
      {},
      {},
      { onboarding: { searchBranchesOfIndustry: (term) => (searched.push(term), TE.right([])) } },
    )
    renderInStore(<Search />, backend)
    const user = setupRealTimersUser()
    const search = screen.getByRole('textbox', { name: 'Branche suchen' })
    await user.click(search)
    await user.keyboard('G')
    await waitFor(() => expect(describedText(search)).toContain('mindestens 2 Zeichen'))
    expect(searched).toEqual([])
  })
})
