/**
 * Texts of the approval panel's two dialogs (spec: transactions-import-proposals 2 "fast-approval and limit
 * dialogs", 9). The spec gives no wording: keys and texts are ours. Server errors of the approval
 * (JOB_ALREADY_RUNNING) are in the server messages.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const proposalsMessages = {
  'proposals.fastApprovalWarning': {
    de: 'Sie haben {{count}} Vorschläge in sehr kurzer Zeit geprüft. Bitte bestätigen Sie, dass Sie alle diese Zuordnungen übernehmen möchten.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'proposals.limitExceeded': {
    de: 'Es können höchstens {{limit}} Vorschläge auf einmal freigegeben werden. Bitte bestätigen Sie, wenn Sie jetzt die ersten {{limit}} von {{count}} Vorschlägen freigeben möchten.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // The proposal list's own failures (chosen texts).
  'proposals.lockVersionConflict': {
    de: 'Der Vorschlag oder sein Umsatz wurde inzwischen an anderer Stelle geändert. Die Liste wurde neu geladen; bitte prüfen Sie den Vorschlag erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'proposals.rejectionFailed': {
    de: 'Der Vorschlag konnte nicht abgelehnt werden und bleibt in der Liste. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'proposals.approvalNotStarted': {
    de: 'Die Freigabe konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type ProposalsMessageKey = keyof typeof proposalsMessages
