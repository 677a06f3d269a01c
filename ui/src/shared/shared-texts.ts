/** The German texts the shared components and every dialog use, each once: button labels no feature owns alone. */
export const COMMON_TEXTS = {
  cancel: 'Abbrechen',
  back: 'Zurück',
  next: 'Weiter',
  save: 'Speichern',
  connect: 'Verbinden',
  retry: 'Erneut versuchen',
  /** A 429 with a retry time: the retry button waits and says how long. */
  retryIn: (seconds: number) => `Erneut versuchen (in ${seconds} s)`,
  /** Shown while the code of something small is still being loaded (an error notice). */
  loading: 'Wird geladen …',
  /** Shown while a dialog's code is still being loaded (the dialogs are split from the first load). */
  loadingDialog: 'Dialog wird geladen …',
  /** Shown while a page's code is still being loaded. */
  loadingPage: 'Seite wird geladen …',
} as const

/** The length counter of a text field with a limit (FormFields), shown near the limit. */
export const FIELD_LIMIT_TEXTS = {
  /** Visible under the field once the text nears its limit. */
  counter: (length: number, maxLength: number) => `${length} von ${maxLength} Zeichen`,
  /** Announced (politely) when the field is full, since the browser then silently refuses more. */
  full: (maxLength: number) => `Höchstens ${maxLength} Zeichen, das Feld ist voll.`,
} as const

/** What a transaction's row and its panel show for server text that is missing: one wording for both. */
export const MISSING_TRANSACTION_TEXTS = {
  noCounterparty: 'Ohne Namen',
  noPurpose: 'Ohne Verwendungszweck',
} as const
