import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { availableActionsArbitrary } from './account-rules.arbitrary.ts'
import { supportsBankTransfer } from './model.ts'
import {
  canScheduleTransfer,
  canSendTransfer,
  getTransferChannel,
  isRequestCreatedSentToHost,
  SCHEDULED_ACTIONS_BY_KIND,
  TRANSFER_ACTIONS_BY_KIND,
} from './account-capabilities.ts'
import { transferKindArbitrary } from '../transfers/transfer.arbitrary.ts'

test.prop([availableActionsArbitrary, transferKindArbitrary])('an account can send a kind exactly when it holds one of its actions (and, for a standing order, a scheduled one)', (availableActions, kind) => {
  const { fints, webhook } = TRANSFER_ACTIONS_BY_KIND[kind]
  const sends = availableActions.includes(fints) || availableActions.includes(webhook)
  const schedules = SCHEDULED_ACTIONS_BY_KIND[kind].some((a) => availableActions.includes(a))
  expect(canSendTransfer({ availableActions }, kind)).toBe(kind === 'standingOrder' ? sends && schedules : sends)
  expect(canScheduleTransfer({ availableActions }, kind)).toBe(schedules)
})

/** A kind and actions that can send and schedule it: any actions plus one send action and one scheduled action of the kind. */
const capableArbitrary = fc
  .tuple(availableActionsArbitrary, transferKindArbitrary, fc.boolean(), fc.nat())
  .map(([actions, kind, webhook, pick]) => {
    const send = webhook ? TRANSFER_ACTIONS_BY_KIND[kind].webhook : TRANSFER_ACTIONS_BY_KIND[kind].fints
    const scheduled = SCHEDULED_ACTIONS_BY_KIND[kind]
    return { kind, a: [...actions, send, ...scheduled.slice(pick % scheduled.length, (pick % scheduled.length) + 1)] }
  })

test.prop([capableArbitrary, availableActionsArbitrary])('more actions never take a capability away', ({ kind, a }, b) => {
  const more = { availableActions: [...new Set([...a, ...b])] }
  fc.pre(canSendTransfer({ availableActions: a }, kind) && canScheduleTransfer({ availableActions: a }, kind))
  expect(canSendTransfer(more, kind)).toBe(true)
  expect(canScheduleTransfer(more, kind)).toBe(true)
})

test.prop([availableActionsArbitrary])('a single transfer is possible exactly for the accounts the account list calls transfer-capable', (availableActions) => {
  expect(canSendTransfer({ availableActions }, 'single')).toBe(supportsBankTransfer({ availableActions }))
})

test.prop([availableActionsArbitrary, transferKindArbitrary])('there is a channel exactly when the kind can be sent, and the host hears of webhook ones only', (availableActions, kind) => {
  const channel = getTransferChannel({ availableActions }, kind)
  expect(channel !== undefined).toBe(canSendTransfer({ availableActions }, kind))
  expect(isRequestCreatedSentToHost({ availableActions }, kind)).toBe(channel === 'webhook')
  if (channel === 'webhook') expect(availableActions).toContain(TRANSFER_ACTIONS_BY_KIND[kind].webhook)
  if (channel === 'fints') expect(availableActions).not.toContain(TRANSFER_ACTIONS_BY_KIND[kind].webhook)
})

test.prop([fc.shuffledSubarray(['TRANSFER_MONEY_FINTS', 'EDIT'] as const)])('without a combined action no combined transfer is possible', (actions) => {
  expect(canSendTransfer({ availableActions: actions }, 'combined')).toBe(false)
})
