/** The business account pages (/bnk, /bnk/activate), loaded when their route is first shown. */
export const loadBusinessAccountPage = () => import('./BusinessAccountPage.tsx').then((m) => m.BusinessAccountPage)
