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
