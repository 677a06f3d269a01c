/** Messages of date input. */
import type { CataloguePart } from '../errors/reaction.ts'

export const calendarMessages = {
  'date.required': { de: 'Bitte geben Sie ein Datum ein.', reaction: 'showOnField', source: 'ours' },
  'date.invalid': { de: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.', reaction: 'showOnField', source: 'ours' },
} as const satisfies CataloguePart
