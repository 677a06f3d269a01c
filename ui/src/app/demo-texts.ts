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
  /** The demo organisation switcher (issue 15): the label of its Select, and what it says while the app reloads. */
  organisationLabel: 'Demo-Organisation',
  organisationSwitching: 'Die Demo-Organisation wird gewechselt …',
} as const
