import { NETWORK_FAILURE, type BackendError, type TransactionSummary } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { flush, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { TransactionNavCount } from './TransactionNavCount.tsx'

withFakeTimers()

const summary = (withProposals: number): TransactionSummary => ({
  requestDate: '2026-11-22' as TransactionSummary['requestDate'],
  openTransactionsWithProposals: withProposals,
  openTransactionsWithoutProposals: 9,
})

describe('the navigation’s count of assignment proposals', () => {
  it('names the open transactions with a proposal and follows an approval, a rejection and a failed read', async () => {
    let answer: E.Either<BackendError, TransactionSummary> = E.right(summary(3))
    const backend = fakeBackend(() => () => Promise.resolve(E.right([])), {}, {}, {
      transactions: { getTransactionSummary: () => () => Promise.resolve(answer) },
    })
    const { container, store } = renderInStore(<TransactionNavCount kind="withProposals" />, backend)
    await flush()
    expect(container.textContent).toBe('3 (3 zu prüfen)')
    answer = E.right(summary(1))
    store.set(emitFinanceEventAtom, 'proposal_approval_processed')
    await flush()
    expect(container.textContent).toBe('1 (1 zu prüfen)')
    answer = E.right(summary(0))
    store.set(emitFinanceEventAtom, 'proposal_rejected')
    await flush()
    expect(container.textContent).toBe('') // nothing to count: nothing shown
    answer = E.left(NETWORK_FAILURE)
    store.set(emitFinanceEventAtom, 'transaction_changed')
    await flush()
    expect(container.textContent).toBe('')
  })
})
