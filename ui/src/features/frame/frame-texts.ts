/** The German texts of the frame around every screen: the info pages, the first-time screen, the notice a page hands to the next. */
export const FRAME_TEXTS = {
  noAccessTitle: 'Zugriff nicht gestattet',
  noAccessDocumentTitle: 'Zugriff nicht gestattet – Kontor',
  noAccessExplanation: 'Sie haben keine Berechtigung für diesen Bereich. Bitte wenden Sie sich an Ihre Administratorin oder Ihren Administrator.',
  back: 'Zurück',
  ftuTitle: 'Willkommen bei Kontor',
  ftuFrameTitle: 'Erste Schritte mit Kontor',
  bankInfoTitle: 'Geschäftskonto',
  bankInfoExplanation: 'Hier erfahren Sie bald mehr über das Geschäftskonto unserer Partnerbank.',
  toHub: 'Zur Übersicht',
} as const
