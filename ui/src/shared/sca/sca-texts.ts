/**
 * The German texts of the strong customer authentication dialogs (spec: transactions-import-proposals 2 "SCA
 * dialogs"; the wording is ours, as the spec gives none). Messages with a reaction are core's (sca/messages.ts).
 */
export const SCA_TEXTS = {
  tanTitle: 'Auftrag mit TAN freigeben',
  mediumTitle: 'TAN-Verfahren wählen',
  redirectTitle: 'Auftrag bei Ihrer Bank freigeben',
  pushTitle: 'Auftrag in der App freigeben',

  tanLabel: 'TAN',
  tanIntro: 'Bitte geben Sie die TAN ein, die Ihre Bank Ihnen für diesen Auftrag angezeigt oder geschickt hat.',
  tanBySms: 'Wir haben Ihnen die TAN per SMS geschickt. Bitte geben Sie sie hier ein.',
  /** The bank's challenge, shown cut to 70 (TAN) or 75 (redirect) characters. */
  challengeLabel: 'Hinweis Ihrer Bank:',
  confirm: 'Freigeben',
  checking: 'Der Auftrag wird freigegeben …',

  mediumLabel: 'TAN-Verfahren',
  mediumIntro: 'Ihre Bank bietet mehrere TAN-Verfahren an. Mit welchem möchten Sie den Auftrag freigeben?',
  /** A medium the bank gave no name. */
  unnamedMedium: (securityId: string) => `TAN-Verfahren ${securityId}`,

  redirectIntro:
    'Ihre Bank möchte den Auftrag auf ihrer eigenen Seite freigeben lassen. Wir öffnen die Seite Ihrer Bank in einem neuen Fenster.',
  redirectIntroSameWindow:
    'Ihre Bank möchte den Auftrag auf ihrer eigenen Seite freigeben lassen. Wir leiten Sie dorthin weiter; danach kommen Sie hierher zurück und sehen das Ergebnis.',
  redirectLeaving: 'Sie werden zur Seite Ihrer Bank weitergeleitet …',
  redirectOpen: 'Zur Seite Ihrer Bank',
  redirectOpenAgain: 'Seite Ihrer Bank erneut öffnen',
  redirectOpened: 'Haben Sie den Auftrag auf der Seite Ihrer Bank freigegeben? Dann fahren Sie hier fort.',
  redirectDone: 'Ich habe freigegeben',

  pushOnDevice: (deviceName: string) => `Bitte bestätigen Sie den Auftrag in Ihrer App auf dem Gerät „${deviceName}“.`,
  pushInApp: 'Bitte bestätigen Sie den Auftrag in Ihrer App.',
  pushWaiting: 'Warten auf Ihre Freigabe in der App …',
  smsTan: 'Stattdessen SMS-TAN anfordern',
  smsTanRequesting: 'Die SMS-TAN wird angefordert …',
  close: 'Schließen',
} as const
