/** The pages of the transaction lists, loaded when a route of theirs is first shown. */
export const loadTransactionPages = () =>
  Promise.all([import('./TransactionsPage.tsx'), import('./ReservedTransactionsPage.tsx')]).then(([lists, reserved]) => ({ ...lists, ...reserved }))
