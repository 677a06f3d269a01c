import { Provider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import '../styles.css'
import { createBuildBackend } from './backend.ts'
import { appRoutes } from './router.tsx'
import { createAppStore } from './store.ts'

const store = createAppStore(createBuildBackend(window.location.origin))
const router = createBrowserRouter(appRoutes)
const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
)
