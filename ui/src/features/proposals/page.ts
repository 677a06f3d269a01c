/** The proposal list's page (/proposals), loaded when its route is first shown. */
export const loadProposalsPage = () => import('./ProposalsPage.tsx').then((m) => m.ProposalsPage)
