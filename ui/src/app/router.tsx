/** The route objects of the app; main.tsx mounts them in a browser router, tests in a memory router. */
import { Navigate, type RouteObject } from 'react-router'
import { HubPage } from '../features/hub/HubPage.tsx'
import { Layout } from './Layout.tsx'
import { HUB_PATH } from './routes.ts'

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={HUB_PATH} replace /> },
      { path: HUB_PATH, element: <HubPage /> },
      // Unknown paths, and paths whose feature has not landed yet, go to the hub (spec: default route /hub).
      { path: '*', element: <Navigate to={HUB_PATH} replace /> },
    ],
  },
]
