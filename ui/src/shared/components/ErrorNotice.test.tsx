/**
 * The notice family (accounts-and-transfers 8): server error text keeps only links to the support site, and every
 * notice renders them as real links; a 408 from a bank call reads as the bank connection failing; a 429 counts down.
 */
import { httpStatus, messageFor, serverIssues, type BackendError, type Issue } from '@kontor/core'
import { render, screen, within } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { BankCallNotice, ErrorNotice, IssueNotices, TextNotice, dialogTitleOf, type RetryFocusTarget } from './ErrorNotice.tsx'
import { ModalDialog } from './ModalDialog.tsx'

withFakeTimers()

const SUPPORT_LINK = 'https://hilfe.kontor.de/artikel/konto-gesperrt'
const errorText =
  `Ihr Konto ist gesperrt. <b>Mehr</b> in der <a href="${SUPPORT_LINK}">Hilfe</a>` +
  ' oder <a href="https://hilfe.kontor.de.evil.example/x">hier</a>.<script>alert(1)</script><img src=x onerror="alert(1)">'
const issue: Issue = { i18nKey: 'SOMETHING_THE_CATALOGUE_DOES_NOT_KNOW', i18nValues: { errorText } }

const expectOnlyTheSupportLink = (notice: HTMLElement) => {
  expect(notice.textContent).toContain('Ihr Konto ist gesperrt. Mehr in der Hilfe oder hier.')
  const links = within(notice).getAllByRole('link')
  expect(links).toHaveLength(1)
  const link = links[0] as HTMLAnchorElement
  expect(link.textContent).toBe('Hilfe')
  expect(link.getAttribute('href')).toBe(SUPPORT_LINK)
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noreferrer')
  // Markup is never inserted: no script, no image, no bold element.
  expect(notice.querySelector('script, img, b')).toBeNull()
}

describe('error text in notices', () => {
  it('ErrorNotice renders the support link of a server issue as a link, everything else as text', () => {
    render(<ErrorNotice error={serverIssues(400, [issue])} onRetry={vi.fn()} />)
    expectOnlyTheSupportLink(screen.getByRole('alert'))
  })

  it('BankCallNotice does the same for a call that reached a bank', () => {
    render(<BankCallNotice error={serverIssues(400, [issue])} />)
    expectOnlyTheSupportLink(screen.getByRole('alert'))
  })

  it('IssueNotices renders each issue with its links', () => {
    render(<IssueNotices issues={[{ segments: [{ kind: 'text', text: 'Erstens.' }] }, { segments: [{ kind: 'link', text: 'Hilfe', href: SUPPORT_LINK }] }]} />)
    const notice = screen.getByRole('alert')
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Erstens.', 'Hilfe'])
    expect(within(notice).getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe(SUPPORT_LINK)
  })

  it('IssueNotices renders nothing without issues', () => {
    const { container } = render(<IssueNotices issues={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('TextNotice shows a text of our own as it is, markup included as text, never as a link', () => {
    render(<TextNotice text={'Siehe <a href="https://hilfe.kontor.de">Hilfe</a>'} />)
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toBe('Siehe <a href="https://hilfe.kontor.de">Hilfe</a>')
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it('a missing permission shows our own text, with no link and no retry', () => {
    render(<ErrorNotice error={serverIssues(403, [issue])} onRetry={vi.fn()} />)
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toBe(messageFor('backend.noAccess'))
    expect(within(notice).queryByRole('link')).toBeNull()
    expect(within(notice).queryByRole('button')).toBeNull()
  })
})

describe('BankCallNotice', () => {
  it('reads a 408 as the bank connection failing and offers a retry', async () => {
    const user = setupUser()
    const onRetry = vi.fn()
    render(<BankCallNotice error={httpStatus(408)} onRetry={onRetry} />)
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen')
    expect(notice.textContent).toContain('(408)')
    await user.click(within(notice).getByRole('button', { name: 'Erneut versuchen' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('without a retry it only says what happened', () => {
    render(<BankCallNotice error={httpStatus(408)} />)
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull()
  })
})

describe('ErrorNotice with a retry time', () => {
  it('lets the retry wait for the time a 429 names, counting down', async () => {
    render(<ErrorNotice error={httpStatus(429, 2)} onRetry={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Erneut versuchen (in 2 s)' }).hasAttribute('disabled')).toBe(true)
    await passTime(1000)
    expect(screen.getByRole('button', { name: 'Erneut versuchen (in 1 s)' })).toBeTruthy()
    await passTime(1000)
    expect(screen.getByRole('button', { name: 'Erneut versuchen' }).hasAttribute('disabled')).toBe(false)
  })
})

describe('focus after a retry', () => {
  /** A dialog whose retry first clears the error (the notice goes) and then sets `next` (null: stays gone). */
  const RetryingDialog = ({ target, next }: { readonly target: 'title' | 'ref' | 'none'; readonly next: BackendError | null }) => {
    const [error, setError] = useState<BackendError | null>(httpStatus(503))
    const other = useRef<HTMLButtonElement>(null)
    const focusAfterRetry: RetryFocusTarget | undefined = target === 'title' ? dialogTitleOf : target === 'ref' ? other : undefined
    const retry = () => {
      setError(null)
      setTimeout(() => setError(next), 0)
    }
    return (
      <ModalDialog title="Konto speichern" onDismiss={null}>
        {error !== null && <ErrorNotice error={error} onRetry={retry} focusAfterRetry={focusAfterRetry} />}
        <button ref={other}>Weiter</button>
      </ModalDialog>
    )
  }

  const pressRetry = async () => {
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await passTime(0)
  }

  it('moves focus to the dialog title when the notice goes with its retry button', async () => {
    render(<RetryingDialog target="title" next={null} />)
    await pressRetry()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Konto speichern' }))
  })

  it('moves focus to a given element (a ref) as well', async () => {
    render(<RetryingDialog target="ref" next={null} />)
    await pressRetry()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter' }))
  })

  it('also when the notice stays but the new error offers no retry', async () => {
    render(<RetryingDialog target="title" next={serverIssues(403, [])} />)
    await pressRetry()
    expect(screen.getByRole('alert').textContent).toBe(messageFor('backend.noAccess'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Konto speichern' }))
  })

  it('without a target the dialog keeps the focus: its title (ModalDialog), never the page body', async () => {
    render(<RetryingDialog target="none" next={null} />)
    await pressRetry()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Konto speichern' }))
  })
})
