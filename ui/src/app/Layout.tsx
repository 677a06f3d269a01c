/** The main banking layout: the product header, the navigation and the page. */
import { useEffect, useState } from 'react'
import { NavLink, Outlet } from 'react-router'
import { DemoOrganisationDoor } from './DemoOrganisationDoor.tsx'
import { IS_DEMO_BUILD } from '../shared/build-mode.ts'
import { DemoReset } from './DemoReset.tsx'
import { browserDemoStorage } from './demo-storage.ts'
import { toVisibleNavEntries } from '@kontor/core'
import { FrameGuards } from '../features/frame/index.ts'
import { NotificationToasts } from '../features/hub/index.ts'
import { useLazyPrivileges } from '../shared/useLazyPrivileges.ts'
import { TransactionNavCount } from '../features/transactions/index.ts'
import { PlannedPaymentsNavCount } from '../features/transfer-lists/index.ts'
import { availableNavRoutes, PLANNED_STANDING_ORDER_PATH, PROPOSALS_PATH, RESERVED_TRANSACTIONS_PATH, TRANSACTIONS_OPEN_PATH } from '../shared/routes.ts'

/**
 * Demo mode (the memory backend) keeps its data in the browser: the header offers to reset it. Decided when the app
 * is built, as backend.ts decides the adapter.
 */

/**
 * True from the layout's first commit on: the navigation's counts mount then, so their code and calls queue behind
 * the page's own, which its first render asked for (issue 12's benchmark: the first rows of a list).
 */
const useAfterFirstCommit = () => {
  const [committed, setCommitted] = useState(false)
  useEffect(() => {
    let live = true
    void Promise.resolve().then(() => live && setCommitted(true))
    return () => {
      live = false
    }
  }, [])
  return committed
}

export const Layout = () => {
  const countsShown = useAfterFirstCommit()
  // Each entry by privilege (hub-and-business-account 6): a gated entry appears once the privileges allow it.
  const navRoutes = toVisibleNavEntries(availableNavRoutes(), useLazyPrivileges())
  return (
  <div className="layout">
    <a className="skip-link" href="#main">
      Zum Inhalt springen
    </a>
    <header className="layout-header">
      <span className="brand">Kontor</span>
      <nav aria-label="Banking">
        <ul className="nav-list">
          {navRoutes.map((route) => (
            <li key={route.path}>
              <NavLink to={route.path} className="nav-link">
                {route.label}
                {countsShown && route.path === PLANNED_STANDING_ORDER_PATH && <PlannedPaymentsNavCount />}
                {countsShown && route.path === TRANSACTIONS_OPEN_PATH && <TransactionNavCount kind="open" />}
                {countsShown && route.path === RESERVED_TRANSACTIONS_PATH && <TransactionNavCount kind="reservedOpen" />}
                {countsShown && route.path === PROPOSALS_PATH && <TransactionNavCount kind="withProposals" />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {IS_DEMO_BUILD && <DemoOrganisationDoor />}
      {IS_DEMO_BUILD && <DemoReset demo={browserDemoStorage} />}
    </header>
    <main id="main" className="layout-main" tabIndex={-1}>
      <Outlet />
    </main>
    {countsShown && <NotificationToasts />}
    <FrameGuards />
  </div>
)
}
