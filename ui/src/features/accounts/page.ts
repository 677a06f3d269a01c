/**
 * The account management page's module, loaded when the route is first shown; the router wraps it in its Suspense
 * fallback. Apart from lazy.ts, because the page itself uses the lazy dialogs: one file for both would be a cycle.
 */
export const loadAccountManagementPage = () => import('./AccountManagementPage.tsx').then((m) => m.AccountManagementPage)
