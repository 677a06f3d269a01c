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
} as const satisfies CataloguePart

export type ProposalsMessageKey = keyof typeof proposalsMessages
