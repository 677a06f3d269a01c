/** The main banking layout: the product header, the navigation and the page. */
import { NavLink, Outlet } from 'react-router'
import { availableNavRoutes } from './routes.ts'

export const Layout = () => (
  <div className="layout">
    <a className="skip-link" href="#main">
      Zum Inhalt springen
    </a>
    <header className="layout-header">
      <span className="brand">Kontor</span>
      <nav aria-label="Banking">
        <ul className="nav-list">
          {availableNavRoutes().map((route) => (
            <li key={route.path}>
              <NavLink to={route.path} className="nav-link">
                {route.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
    <main id="main" className="layout-main" tabIndex={-1}>
      <Outlet />
    </main>
  </div>
)
