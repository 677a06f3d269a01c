import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { toOrganisationPathPrefix } from '@kontor/core'
import { createBrowserRouter, RouterProvider } from 'react-router'
import '../styles.css'
import { createBuildBackend } from './backend.ts'
import { appRoutes } from './router.tsx'
import { createAppStore } from './store.ts'

const store = createAppStore(createBuildBackend(window.location.origin))
// The multi-organisation path prefix (hub-and-business-account 2.6): a page opened under /o/{organisationId}/… keeps
// the prefix on every route and link; without one the routes answer at the root as always.
const organisationPrefix = toOrganisationPathPrefix(window.location.pathname)
const router = createBrowserRouter(appRoutes, organisationPrefix === undefined ? {} : { basename: organisationPrefix.basename })
const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
)
