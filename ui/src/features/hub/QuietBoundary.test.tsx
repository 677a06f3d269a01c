import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { QuietBoundary } from './QuietBoundary.tsx'

const ChunkThatFailed = (): never => {
  throw new Error('Failed to fetch dynamically imported module')
}

it('leaves out a part whose code failed, and the page around it stays', () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <main>
      <h1>Übersicht</h1>
      <QuietBoundary>
        <ChunkThatFailed />
      </QuietBoundary>
      <QuietBoundary>
        <p>Konten</p>
      </QuietBoundary>
    </main>,
  )
  expect(screen.getByRole('heading', { name: 'Übersicht' })).toBeDefined()
  expect(screen.getByText('Konten')).toBeDefined()
  expect(screen.getByRole('main').textContent).toBe('ÜbersichtKonten')
  reported.mockRestore()
})
