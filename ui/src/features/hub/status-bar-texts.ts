/** The German texts of the hub's status bar (hub-and-business-account 2.1 "Status bar buttons"), each once. */
export const STATUS_BAR_TEXTS = {
  label: 'Aktionen',
  refresh: 'Aktualisieren',
  addAccount: 'Konto hinzufügen',
  newTransfer: 'Neue Überweisung',
  newScheduledTransfer: 'Neue Terminüberweisung',
  newStandingOrder: 'Neuer Dauerauftrag',
  activateBusinessAccount: 'Geschäftskonto aktivieren',
  switchToNewBanking: 'Zum neuen Banking wechseln',
  help: 'Hilfe',
  helpLabel: 'Hilfe (öffnet in neuem Tab)',
  storageRefused: 'Der Browser hat das Speichern abgelehnt. Bitte erlauben Sie die Speicherung für diese Seite und versuchen Sie es erneut.',
} as const
