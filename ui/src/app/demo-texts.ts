/** The German texts of the demo's own controls (the header's reset and what the demo says about its stored state). */
export const DEMO_TEXTS = {
  resetButton: 'Demo zurücksetzen',
  resetTitle: 'Demo zurücksetzen',
  resetQuestion:
    'Alle Änderungen an den Demodaten gehen verloren, auch in anderen geöffneten Tabs. Die Demo beginnt wieder mit den Beispieldaten.',
  resetConfirm: 'Zurücksetzen',
  /** Announced after the reset in this tab. */
  resetDone: 'Die Demo wurde auf die Beispieldaten zurückgesetzt.',
  /** Announced when another tab reset the demo. */
  resetElsewhere: 'Die Demo wurde in einem anderen Tab auf die Beispieldaten zurückgesetzt.',
  /** The stored state could not be read (changed by hand, damaged). */
  discardedUnreadable: 'Der gespeicherte Stand der Demo war nicht lesbar. Die Demo beginnt wieder mit den Beispieldaten.',
  /** The stored state was written by another version of Kontor. */
  discardedOutdated:
    'Der gespeicherte Stand der Demo stammt aus einer anderen Version von Kontor. Die Demo beginnt wieder mit den Beispieldaten.',
  /** While writes fail (a full or blocked browser storage): shown in the header until a write succeeds again. */
  notKept:
    'Änderungen werden zurzeit nicht gespeichert: Der Speicher des Browsers ist voll oder gesperrt. Sie bleiben in diesem Tab erhalten, bis Sie ihn schließen oder neu laden; die Demo versucht es bei jeder Änderung erneut.',
  /** Announced when a write succeeded again after failing. */
  keptAgain: 'Die Demo speichert Ihre Änderungen wieder.',
  /** The reset dialog's line on the space the demo's data take in the browser (navigator.storage.estimate). */
  space: (used: string, free: string) => `Die Demo belegt ${used} im Browser; frei sind noch ${free}.`,
  /** Beside it, when the browser promised to keep the data under storage pressure (navigator.storage.persist). */
  spacePersisted: 'Der Browser löscht diese Daten nicht von sich aus.',
  /** The demo organisation switcher (issue 15): the label of its Select, and what it says while the app reloads. */
  organisationLabel: 'Demo-Organisation',
  organisationSwitching: 'Die Demo-Organisation wird gewechselt …',
} as const
