/**
 * The one busy/status line: what is going on right now ('Das Konto wird gelöscht …', 'Konto 1 von 2 wird
 * eingerichtet …'), announced politely by screen readers (role=status). `visuallyHidden` keeps an announcement off
 * the screen, e.g. a wizard naming the step a sighted user sees in the title.
 */
import type { ReactNode } from 'react'

export const StatusLine = ({ children, visuallyHidden = false }: { readonly children: ReactNode; readonly visuallyHidden?: boolean }) => (
  <p role="status" className={visuallyHidden ? 'visually-hidden' : 'status-line'}>
    {children}
  </p>
)
