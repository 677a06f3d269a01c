/** Messages for calls that failed without a server issue of their own (ours: the spec names none). */
import type { CataloguePart } from './reaction.ts'

export const backendMessages = {
  'backend.timeout': {
    de: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.network': {
    de: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.rateLimited': {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  'backend.rateLimitedNoTime': {
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  'backend.unavailable': {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.httpStatus': {
    de: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.noAccess': {
    de: 'Zugriff nicht gestattet. Bitte wenden Sie sich an Ihren Administrator.',
    reaction: 'goToNoAccess',
    source: 'ours',
  },
  'backend.undecodable': {
    de: 'Die Antwort des Servers war unvollständig oder fehlerhaft und konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.unknownIssue': {
    de: 'Bei der Verarbeitung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart
