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

/** German texts of the switch to the new banking app (hub-and-business-account 1, 4.10). */
export const BANK_HUB_SWITCH_TEXTS = {
  bannerLabel: 'Neues Banking',
  /** `date` as dd.MM.yyyy. */
  beforeDeadline: (daysLeft: number, date: string) =>
    daysLeft === 0
      ? `Heute ist der letzte Tag für den Wechsel zum neuen Banking (${date}).`
      : `Wechseln Sie bis zum ${date} zum neuen Banking: noch ${daysLeft === 1 ? '1 Tag' : `${daysLeft} Tage`}.`,
  afterDeadline: (date: string) => `Der Wechsel zum neuen Banking war bis zum ${date} vorgesehen. Sie können jetzt wechseln.`,
  moreInfo: 'Mehr erfahren',
  dialogTitle: 'Wechsel zum neuen Banking',
  dialogIntro:
    'Ihr Banking zieht in eine neue Anwendung um. Dort finden Sie Ihre Konten, Umsätze und Überweisungen wie gewohnt.',
  switchNow: 'Zum neuen Banking wechseln',
  later: 'Später',
  redirecting: 'Sie werden zum neuen Banking weitergeleitet …',
} as const
