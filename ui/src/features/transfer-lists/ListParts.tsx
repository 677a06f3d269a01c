/** Parts the transfer lists and the planned payments share: the tab links and the notice after an action. */
import { Link } from 'react-router'

/** Tabs that are addresses: links, the current one marked with aria-current (each tab has its own route). */
export const TabLinks = ({ label, tabs, current }: { readonly label: string; readonly tabs: ReadonlyArray<{ readonly path: string; readonly label: string }>; readonly current: string }) => (
  <nav aria-label={label}>
    <ul className="tab-list tab-links">
      {tabs.map((tab) => (
        <li key={tab.path}>
          <Link to={tab.path} className="tab" aria-current={tab.path === current ? 'page' : undefined} data-selected={tab.path === current ? true : undefined}>
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
)

/** Always in the page, so that a screen reader hears each new text (a live region added with its text is not read). */
export const ActionNotice = ({ text, tone = 'success' }: { readonly text: string; readonly tone?: 'success' | 'info' }) => (
  <div className={text === '' ? 'visually-hidden' : `notice notice-${tone}`} aria-live="polite" data-testid="transfer-notice">
    {text}
  </div>
)
