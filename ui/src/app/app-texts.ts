/** The German texts of the app shell's own pages, each once. */
export const NOT_FOUND_TEXTS = {
  title: 'Seite nicht gefunden',
  documentTitle: 'Seite nicht gefunden – Kontor',
  explanation: 'Diese Adresse gibt es in Kontor nicht. Vielleicht hat sich ein Tippfehler eingeschlichen, oder der Link ist veraltet.',
  toHub: 'Zur Übersicht',
} as const
