import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decideTransferDeletion, isPlannedTransfer, isTanRequiredForTransferDeletion, validateTransferDeletion } from './transfer-deletion.ts'

describe('transfer deletion', () => {
  it('knows the planned kinds', () => {
    expect(isPlannedTransfer('scheduled')).toBe(true)
    expect(isPlannedTransfer('standingOrder')).toBe(true)
    expect(isPlannedTransfer('prepared')).toBe(false)
  })
  it('needs a TAN for planned transfers only', () => {
    expect(isTanRequiredForTransferDeletion('scheduled')).toBe(true)
    expect(isTanRequiredForTransferDeletion('standingOrder')).toBe(true)
    expect(isTanRequiredForTransferDeletion('prepared')).toBe(false)
  })
  it('answers MISSING_MFA_ERROR for a planned transfer without MFA', () => {
    expect(validateTransferDeletion('standingOrder', false)).toEqual(E.left([{ field: 'bankTransferId', key: 'MISSING_MFA_ERROR' }]))
    expect(validateTransferDeletion('scheduled', true)).toEqual(E.right('scheduled'))
    expect(validateTransferDeletion('prepared', false)).toEqual(E.right('prepared'))
  })
  it('decides what the delete action does', () => {
    expect(decideTransferDeletion('scheduled', false)).toEqual({
      _tag: 'ActivateMfaFirst',
      issues: [{ field: 'bankTransferId', key: 'MISSING_MFA_ERROR' }],
    })
    expect(decideTransferDeletion('scheduled', true)).toEqual({ _tag: 'ConfirmThenDeleteWithTan' })
    expect(decideTransferDeletion('standingOrder', true)).toEqual({ _tag: 'ConfirmThenDeleteWithTan' })
    expect(decideTransferDeletion('prepared', false)).toEqual({ _tag: 'ConfirmThenDelete' })
    expect(decideTransferDeletion('prepared', true)).toEqual({ _tag: 'ConfirmThenDelete' })
  })
})
