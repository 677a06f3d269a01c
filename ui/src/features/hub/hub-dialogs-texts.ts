/** German texts of the hub's dialogs: the profile-type dialog (hub-and-business-account 4.11). */
export const PROFILE_TYPE_DIALOG_TEXTS = {
  title: 'Wie nutzen Sie Ihre Konten?',
  intro:
    'Sagen Sie uns, ob ein Konto geschäftlich, privat oder gemischt genutzt wird. Danach richten sich die Vorschläge für Ihre Buchhaltung. Sie können es später beim Konto ändern.',
  accountsLabel: 'Konten ohne Angabe zur Nutzung',
  notChosen: 'Keine Angabe',
  later: 'Später',
  saving: 'Die Nutzung wird gespeichert …',
  saveFailed: 'Die Nutzung konnte nicht gespeichert werden. Ihre Auswahl bleibt erhalten.',
  saved: (count: number) => (count === 1 ? 'Die Nutzung des Kontos wurde gespeichert.' : `Die Nutzung von ${count} Konten wurde gespeichert.`),
} as const
