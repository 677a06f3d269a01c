/** The pages of the transfer lists, loaded when a route of theirs is first shown. */
export const loadTransferListPages = () =>
  Promise.all([import('./BankTransfersPage.tsx'), import('./PlannedPaymentsPage.tsx'), import('./PreparedRedirectPage.tsx')]).then(
    ([lists, planned, prepared]) => ({ ...lists, ...planned, ...prepared }),
  )
