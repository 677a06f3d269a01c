/** The start route's page (/hub/actions/startimport), loaded when first shown. */
export const loadStartImportPage = () => import('./StartImportPage.tsx').then((m) => m.StartImportPage)
