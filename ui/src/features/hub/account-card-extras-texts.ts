/**
 * The German texts of the account cards' balance chart and of the fallback balance card with its settings (issue 15).
 * Cancel and save are COMMON_TEXTS', 'no balance' is HUB_TEXTS'.
 */

export const BALANCE_CHART_TEXTS = {
  /** The chart's accessible name: where the balance went and its extremes. */
  summary: (days: number, from: string, to: string, lowest: string, lowestOn: string, highest: string, highestOn: string) =>
    `Kontostand der letzten ${days} Tage: von ${from} auf ${to}, niedrigster Stand ${lowest} am ${lowestOn}, höchster Stand ${highest} am ${highestOn}`,
  /** The visually hidden text alternative, as a list under this heading. */
  listLabel: (days: number) => `Verlauf des Kontostands der letzten ${days} Tage`,
  startPoint: (date: string, amount: string) => `Am ${date}: ${amount}`,
  lowestPoint: (date: string, amount: string) => `Niedrigster Stand am ${date}: ${amount}`,
  highestPoint: (date: string, amount: string) => `Höchster Stand am ${date}: ${amount}`,
  endPoint: (date: string, amount: string) => `Heute, ${date}: ${amount}`,
  noTransactions: (days: number) => `Kein Verlauf: In den letzten ${days} Tagen gab es auf diesem Konto keine Umsätze.`,
  noBalance: 'Kein Verlauf: Für dieses Konto ist kein Kontostand bekannt.',
  failed: 'Der Verlauf des Kontostands konnte nicht geladen werden.',
  retry: 'Verlauf erneut laden',
  retryLabel: (name: string) => `Verlauf von „${name}“ erneut laden`,
} as const

export const FALLBACK_CARD_TEXTS = {
  title: 'Kontostände',
  total: 'Summe',
  none: 'Es sind keine Konten für diese Übersicht ausgewählt.',
  settings: 'Einstellungen',
  settingsLabel: 'Einstellungen der Kontostände',
  dialogTitle: 'Kontostände: Einstellungen',
  modeLabel: 'Welche Konten sollen angezeigt werden?',
  modes: { 0: 'Alle Konten', 1: 'Alle Konten außer den ausgeblendeten', 2: 'Keine Konten' },
  hiddenLabel: 'Ausgeblendete Konten',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  saveFailed: 'Die Einstellungen konnten nicht gespeichert werden. Ihre Auswahl ist erhalten.',
  saving: 'Wird gespeichert …',
  saved: 'Die Einstellungen der Kontostände wurden gespeichert.',
} as const
