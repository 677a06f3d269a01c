/** The texts of the way into the transfer dialog (the hub card's action): apart, so the hub's first load stays small. */
export const TRANSFER_ENTRY_TEXTS = {
  newTransfer: 'Neue Überweisung',
  newTransferLabel: (accountName: string) => `Neue Überweisung von ${accountName}`,
} as const
